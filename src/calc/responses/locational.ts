/**
 * The locational operations' responses, computed and made ready to send in one calculation task.
 */
import { type AstrocartographyInput, astrocartography } from '../../astro/locational/astrocartography.ts';
import {
  type LinesNearInput,
  type LocalSpaceInput,
  linesNear,
  localSpaceOf,
} from '../../astro/locational/locational-requests.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

/** A locational task's input: the request as the engine takes it, and the endpoint and date it answers. */
export interface LocationalResponseInput<R> {
  request: R;
  version: VersionTarget;
}

/** POST /api/calc/astrocartography. */
export function astrocartographyResponse({
  request,
  version,
}: LocationalResponseInput<AstrocartographyInput>): ReadyResponse {
  const { time, ...rest } = astrocartography(request);
  return readyToSend({ data: { type: 'astrocartography', attributes: { timeResolution: time, ...rest } } }, version);
}

/** POST /api/calc/astrocartography/near. */
export function linesNearResponse({ request, version }: LocationalResponseInput<LinesNearInput>): ReadyResponse {
  const { time, ...rest } = linesNear(request);
  return readyToSend(
    { data: { type: 'astrocartography-near', attributes: { timeResolution: time, ...rest } } },
    version,
  );
}

/** POST /api/calc/local-space. */
export function localSpaceResponse({ request, version }: LocationalResponseInput<LocalSpaceInput>): ReadyResponse {
  const { time, ...rest } = localSpaceOf(request);
  return readyToSend({ data: { type: 'local-space', attributes: { timeResolution: time, ...rest } } }, version);
}
