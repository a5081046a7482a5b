/**
 * Which points a synastry compares: the ten planets, Chiron, the true north node and the two main
 * angles. The descendant, imum coeli and south node are left out because they mirror a point
 * that is already compared (their aspects repeat the ascendant's, midheaven's or node's).
 */
import type { PointId } from '../vocabulary.ts';

/** Points computed in each person's chart, in chart order. */
export const SYNASTRY_CHART_POINTS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'true-node',
  'ascendant',
  'midheaven',
] as const satisfies readonly PointId[];

/** The chart's angles among the synastry points: fixed in the aspect motion (natal convention). */
export const SYNASTRY_ANGLES: ReadonlySet<PointId> = new Set<PointId>(['ascendant', 'midheaven']);

/** Points placed in the other person's houses (house overlays): every synastry point but the angles. */
export const OVERLAY_POINTS = SYNASTRY_CHART_POINTS.filter((p) => !SYNASTRY_ANGLES.has(p)) as readonly PointId[];
