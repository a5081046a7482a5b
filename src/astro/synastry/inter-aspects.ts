/**
 * Inter-aspects: every aspect a point of person 1's chart makes to a point of person 2's chart.
 *
 * Orbs are the natal ones (see ../aspects.ts): the aspect's orb times the larger orb factor of
 * the two points (Sun and Moon 1.25, Chiron and the node 0.75). Each pair of points makes at most
 * one aspect, the closest. Synastry looks at the five major aspects by default.
 *
 * Applying or separating: as if both charts went on moving at their natal speeds (degrees per
 * day), the deviation from exact shrinking means applying. Angles count as fixed, as in a natal
 * chart; two fixed points are `stationary`.
 */
import { type Aspect, type AspectOptions, findAspects, resolveAspectOptions } from '../aspects.ts';
import { ASPECTS, type AspectId, type PointId } from '../vocabulary.ts';
import { SYNASTRY_ANGLES } from './points.ts';

/** The aspects synastry looks at by default: the five major (Ptolemaic) aspects. */
export const SYNASTRY_ASPECT_TYPES: readonly AspectId[] = ASPECTS.filter((a) => a.major).map((a) => a.id);

/** A chart point as the inter-aspect search reads it. */
export interface SynastryPoint {
  id: PointId;
  /** Ecliptic longitude, degrees. */
  longitude: number;
  /** Longitude speed at birth, degrees per day (ignored for angles). */
  speed: number;
}

/** One aspect between a point of person 1 and a point of person 2. */
export interface InterAspect {
  /** The point of person 1's chart. */
  person1Point: PointId;
  /** The point of person 2's chart. */
  person2Point: PointId;
  aspect: AspectId;
  /** Exact angle of the aspect, degrees. */
  angle: number;
  /** Angular separation of the two points, degrees [0, 180]. */
  separation: number;
  /** |separation − angle|, degrees, at most `orbAllowed`. */
  orb: number;
  /** Orb allowed for this pair, degrees. */
  orbAllowed: number;
  /** 1 when exact, falling to 0 at the edge of the allowed orb. */
  exactness: number;
  /** Whether the natal motions bring the pair toward exact (applying) or away (separating). */
  motion: Aspect['motion'];
}

/**
 * Every inter-aspect between the two point lists, person 1's points in the outer loop.
 * @param person1 points of person 1's chart
 * @param person2 points of person 2's chart
 * @param options aspects to look for (default the five major ones) and orb overrides, degrees
 * @returns inter-aspects in the order person 1 point, then person 2 point
 */
export function findInterAspects(
  person1: readonly SynastryPoint[],
  person2: readonly SynastryPoint[],
  options: AspectOptions = {},
): InterAspect[] {
  const definitions = resolveAspectOptions({
    types: [...(options.types ?? SYNASTRY_ASPECT_TYPES)],
    ...(options.orbs ? { orbs: options.orbs } : {}),
  });
  const moving = (p: SynastryPoint) => ({
    id: p.id,
    longitude: p.longitude,
    speed: SYNASTRY_ANGLES.has(p.id) ? 0 : p.speed,
  });
  const out: InterAspect[] = [];
  for (const a of person1) {
    const pa = moving(a);
    for (const b of person2) {
      // The natal search takes one pair at a time: the same orbs, the same motion rule.
      const [found] = findAspects([pa, moving(b)], definitions);
      if (!found) continue;
      out.push({
        person1Point: a.id,
        person2Point: b.id,
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
