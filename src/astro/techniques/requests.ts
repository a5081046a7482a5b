/**
 * Midpoints and harmonic charts as the pool tasks take them: a birth (as the returns and the
 * traditional techniques take it) and the technique's own members, turned into the natal chart's
 * tropical longitudes and handed to midpoints.ts or harmonics.ts. Errors name the request's
 * fields (`birthDateTime`, `birthLocation.latitude`, `points`, `orb`, `harmonic`, …). Pure.
 */
import { type AspectOptions, findAspects, resolveAspectOptions } from '../aspects.ts';
import { inputError } from '../errors.ts';
import { type BirthInput, castBirthChart } from '../returns/chart-cast.ts';
import { PLANETS, type PointId, placeInSign } from '../vocabulary.ts';
import { harmonicPositions, MAX_HARMONIC } from './harmonics.ts';
import { type Dial, midpointTree } from './midpoints.ts';

/** The points of a midpoint or harmonic chart unless others are asked for: Ebertin's ten bodies, the node, Ascendant and MC. */
export const TECHNIQUE_POINTS: readonly PointId[] = [...PLANETS, 'true-node', 'ascendant', 'midheaven'];
export const DEFAULT_MIDPOINT_ORB = 1.5;
export const MAX_MIDPOINT_ORB = 5;

function birthPoints(birth: BirthInput, points: readonly PointId[] | undefined) {
  const chart = castBirthChart(birth, { points: [...(points ?? TECHNIQUE_POINTS)], aspects: { types: [] } });
  return { chart, utc: chart.timeResolution.utc };
}

export interface MidpointsRequest {
  birth: BirthInput;
  points?: PointId[];
  dial: Dial;
  orb?: number;
}

/** The midpoints of a birth and each point's midpoint tree. */
export function midpointsRequest(request: MidpointsRequest) {
  const orb = request.orb ?? DEFAULT_MIDPOINT_ORB;
  if (!(orb > 0 && orb <= MAX_MIDPOINT_ORB))
    throw inputError(
      'orb',
      'out_of_range',
      { kind: 'orb', max: MAX_MIDPOINT_ORB },
      `degrees in (0, ${MAX_MIDPOINT_ORB}]`,
    );
  const { chart, utc } = birthPoints(request.birth, request.points);
  const { midpoints, tree } = midpointTree(chart.points, request.dial, orb);
  return {
    utc,
    zodiac: 'tropical' as const,
    dial: request.dial,
    orb,
    midpoints: midpoints.map((m) => ({ ...m, ...placeInSign(m.longitude) })),
    tree,
  };
}

export interface HarmonicsRequest {
  birth: BirthInput;
  harmonic: number;
  points?: PointId[];
  aspects?: AspectOptions;
}

/** The n-th harmonic chart of a birth, with the aspects among its points. */
export function harmonicsRequest(request: HarmonicsRequest) {
  const { harmonic } = request;
  if (!(Number.isInteger(harmonic) && harmonic >= 1 && harmonic <= MAX_HARMONIC))
    throw inputError(
      'harmonic',
      'out_of_range',
      { kind: 'range', value: 'wholeNumber', min: 1, max: MAX_HARMONIC },
      `a whole number from 1 to ${MAX_HARMONIC}`,
    );
  const definitions = resolveAspectOptions(request.aspects);
  const { chart, utc } = birthPoints(request.birth, request.points);
  const places = harmonicPositions(chart.points, harmonic);
  return {
    utc,
    zodiac: 'tropical' as const,
    harmonic,
    points: places.map((p, i) => ({
      id: p.id as PointId,
      longitude: p.longitude,
      speed: p.speed,
      ...placeInSign(p.longitude),
      natalLongitude: chart.points[i].longitude,
    })),
    aspects: findAspects(
      places.map((p) => ({ id: p.id as PointId, longitude: p.longitude, speed: p.speed })),
      definitions,
    ),
  };
}
