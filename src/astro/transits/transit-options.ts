/**
 * The choices a transit search accepts and their defaults: which points transit, which natal
 * points they are read against, which aspects and with what orbs.
 *
 * Orbs of transits (degrees, the same for every point: a slow planet simply stays in orb
 * longer): conjunction, opposition, square, trine 2; sextile 1.5; the six minor aspects 1.
 */
import {
  ASPECTS,
  ASTEROID_POINTS,
  type AspectId,
  MOVING_POINTS,
  type MovingPoint,
  PLANETS,
  POINTS,
  type PointId,
} from '../vocabulary.ts';

/** Points that may transit: Sun to Pluto, Chiron, the mean and true nodes, and (when asked for) the main asteroids. */
export const TRANSITING_CHOICES = [
  ...PLANETS,
  'chiron',
  'mean-node',
  'true-node',
  ...ASTEROID_POINTS,
] as const satisfies readonly MovingPoint[];
export type TransitingChoice = (typeof TRANSITING_CHOICES)[number];

/** Default transiting points: Sun to Pluto, Chiron and the mean node. */
export const DEFAULT_TRANSITING: readonly TransitingChoice[] = [...PLANETS, 'chiron', 'mean-node'];

/** Natal points that can be aspected: every point of the natal chart. */
export const NATAL_CHOICES = POINTS;

/**
 * Default natal points: Sun to Pluto, Chiron, the node kinds that transit (the mean node when
 * none does), Ascendant and Midheaven.
 */
export function defaultNatalPoints(transiting: readonly MovingPoint[]): PointId[] {
  const nodes = (['mean-node', 'true-node'] as const).filter((n) => transiting.includes(n));
  return [...PLANETS, 'chiron', ...(nodes.length > 0 ? nodes : (['mean-node'] as const)), 'ascendant', 'midheaven'];
}

/** The five major aspects, searched by default. */
export const DEFAULT_ASPECTS: readonly AspectId[] = ASPECTS.filter((a) => a.major).map((a) => a.id);

/** Default orb of each aspect for transits, degrees. */
export const TRANSIT_ORBS: Readonly<Record<AspectId, number>> = {
  conjunction: 2,
  opposition: 2,
  square: 2,
  trine: 2,
  sextile: 1.5,
  quincunx: 1,
  'semi-sextile': 1,
  'semi-square': 1,
  sesquiquadrate: 1,
  quintile: 1,
  'bi-quintile': 1,
};

/** Largest orb a request may set, degrees. */
export const MAX_TRANSIT_ORB = 10;
