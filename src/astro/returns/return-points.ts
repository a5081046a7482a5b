/** The points a return or progression computes besides those the caller asked for. */
import type { PointId } from '../vocabulary.ts';

/**
 * The requested point list with `point` added (the body a return or arc is measured by).
 * @param points requested point ids, or undefined for all
 * @returns undefined (all points) or the list with `point` in it
 */
export function withPoint(points: readonly string[] | undefined, point: PointId): string[] | undefined {
  if (points === undefined || points === null) return undefined;
  return Array.isArray(points) && !points.includes(point) ? [...points, point] : (points as string[]);
}

/**
 * A chart's points limited to the requested ones.
 * @param points requested point ids, or undefined for all
 */
export function requestedOnly<T extends { id: string }>(
  items: readonly T[],
  points: readonly string[] | undefined,
): T[] {
  return points ? items.filter((p) => points.includes(p.id)) : [...items];
}
