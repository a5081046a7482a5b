/**
 * The locational operations' responses, computed and made ready to send in one calculation task.
 */
import { type AstrocartographyInput, astrocartography } from '../../astro/locational/astrocartography.ts';
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
