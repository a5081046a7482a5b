/**
 * Aspects across two charts: each point of a moving chart (a return, progressed or directed
 * chart) to each point of the natal chart, with the natal chart's orbs and orb factors (see
 * ../aspects.ts). Natal points stand still; applying or separating follows the moving point.
 */
import { type Aspect, type AspectPoint, findAspects } from '../aspects.ts';
import type { AspectId, PointId } from '../vocabulary.ts';

/** One aspect of a moving chart's point to a natal point. */
export interface CrossAspect {
  /** The point of the return, progressed or directed chart. */
  point: PointId;
  /** The natal point. */
  natal: PointId;
  aspect: AspectId;
  /** Exact angle, degrees. */
  angle: number;
  /** Angular separation, degrees [0, 180]. */
  separation: number;
  /** |separation − angle|, degrees. */
  orb: number;
  /** Orb allowed for the pair, degrees. */
  orbAllowed: number;
  /** 1 when exact, falling to 0 at the edge of the allowed orb. */
  exactness: number;
  motion: Aspect['motion'];
}

/** Points mirrored by another (descendant, IC, south nodes): their aspects say nothing new. */
export const MIRRORED_POINTS: ReadonlySet<PointId> = new Set<PointId>([
  'descendant',
  'imum-coeli',
  'mean-south-node',
  'true-south-node',
]);

/**
 * Every aspect of a `moving` point to a `natal` one (the closest aspect of a pair).
 * @param moving points with longitudes (degrees) and speeds (degrees per day; 0 for fixed points)
 * @param natal natal points (their speeds are ignored)
 * @param definitions aspects and orbs (resolveAspectOptions)
 * @returns in the order moving point, then natal point
 */
export function crossAspects(
  moving: readonly AspectPoint[],
  natal: readonly AspectPoint[],
  definitions: readonly { id: AspectId; angle: number; orb: number }[],
): CrossAspect[] {
  const out: CrossAspect[] = [];
  for (const a of moving) {
    if (MIRRORED_POINTS.has(a.id)) continue;
    for (const b of natal) {
      if (MIRRORED_POINTS.has(b.id)) continue;
      const [found] = findAspects([a, { id: b.id, longitude: b.longitude, speed: 0 }], definitions);
      if (!found) continue;
      out.push({
        point: a.id,
        natal: b.id,
        aspect: found.aspect,
        angle: found.angle,
        separation: found.separation,
        orb: found.orb,
        orbAllowed: found.orbAllowed,
        exactness: found.exactness,
        motion: found.motion,
      });
    }
  }
  return out;
}
