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
import { type RelocationInput, relocatedChart } from '../../astro/locational/relocation.ts';
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

/** A relocation request: the engine's input and, when the place came from place search, that place. */
export interface RelocationRequest extends RelocationInput {
  place: { id: string; displayName: string; timezone: string } | null;
}

/** POST /api/calc/relocation: both charts' angles and cusps, and each point's house in each. */
export function relocationResponse({ request, version }: LocationalResponseInput<RelocationRequest>): ReadyResponse {
  const { natal, relocated } = relocatedChart(request);
  const frame = (chart: typeof natal) => ({
    angles: chart.angles,
    cusps: chart.houses.cusps.map((c) => c.longitude),
    houseSystem: chart.houses.systemUsed,
  });
  const attributes = {
    timeResolution: natal.timeResolution,
    relocatedTo: { ...request.relocatedTo, place: request.place },
    natal: frame(natal),
    relocated: {
      ...frame(relocated),
      points: relocated.points.map((p, i) => ({
        id: p.id,
        longitude: p.longitude,
        sign: p.sign,
        degreeInSign: p.degreeInSign,
        house: p.house,
        natalHouse: natal.points[i].house,
      })),
    },
    warnings: [...natal.provenance.warnings, ...relocated.houses.warnings.map((w) => `relocated: ${w}`)],
  };
  return readyToSend({ data: { type: 'relocations', attributes } }, version);
}
