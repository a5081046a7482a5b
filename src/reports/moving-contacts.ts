/**
 * Which contacts of a progressed or directed chart a report interprets (issue #40): only those
 * that mean something for the report's period.
 * - A slow body (Jupiter, Saturn, Uranus, Neptune, Pluto, Chiron) moves a few degrees at most by
 *   progression in a lifetime, so its conjunction with its own natal place holds all life and says
 *   nothing about this year: no contact of a slow body to its own natal place.
 * - The lunar points come as variants of one point (mean and true node, north and south node):
 *   a contact between two of them is the point meeting itself, not an event. No node-to-node pair,
 *   and no pair of variants filed under one text (interpretationKey).
 * Whether a contact perfects within the period is the engine's part (the perfections it lists).
 */
import { interpretationKey, LUNAR_POINTS, type PointId } from '../astro/vocabulary.ts';

/** Bodies whose progressed contact to their own natal place lasts a lifetime. */
export const SLOW_BODIES: ReadonlySet<PointId> = new Set<PointId>([
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
]);

const NODES: ReadonlySet<PointId> = new Set<PointId>(LUNAR_POINTS.filter((p) => p.includes('node')));

/**
 * True when `point` and `other` are two variants of one point (mean and true node, north and
 * south node, or two points filed under one text): their contact is the point meeting itself.
 */
export function isVariantPair(point: PointId, other: PointId): boolean {
  if (NODES.has(point) && NODES.has(other)) return true;
  return point !== other && interpretationKey(point) === interpretationKey(other);
}

/**
 * True when a contact of the moving `point` to `other` (natal, or with `to` 'progressed' another
 * progressed point) is worth a text.
 */
export function isReportableContact(point: PointId, other: PointId, to: 'natal' | 'progressed' = 'natal'): boolean {
  if (isVariantPair(point, other)) return false;
  if (to === 'natal' && point === other && SLOW_BODIES.has(point)) return false;
  return true;
}
