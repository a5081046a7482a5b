/**
 * Aspects between the natal ring and the transit ring of a transit bi-wheel (natal point ×
 * transit point), for drawing: the five major aspects only, each pair at most once (the
 * closest), with tight fixed orbs, because a transit is read when close to exact:
 * conjunction, opposition, square and trine 3°, sextile 2°.
 *
 * (A synastry bi-wheel draws the synastry endpoint's own inter-aspects instead; see
 * wheel-adapter.ts.)
 */

import { wrap180 } from '../astro/angles.ts';
import type { AspectId } from '../astro/vocabulary.ts';

/** A point of one ring: an id and an ecliptic longitude in degrees (any finite number). */
export interface RingPoint<Id extends string = string> {
  id: Id;
  longitude: number;
}

/** One aspect between a natal (inner) and a transit (outer) point. */
export interface RingAspect<I extends string = string, O extends string = string> {
  inner: I;
  outer: O;
  aspect: AspectId;
  /** |separation − aspect angle|, degrees ≥ 0. */
  orb: number;
}

type MajorAspect = 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile';
const ANGLES: Readonly<Record<MajorAspect, number>> = {
  conjunction: 0,
  opposition: 180,
  square: 90,
  trine: 120,
  sextile: 60,
};

/** Orbs of the aspects drawn in a transit bi-wheel, degrees. */
export const TRANSIT_ORBS: Readonly<Record<MajorAspect, number>> = {
  conjunction: 3,
  opposition: 3,
  square: 3,
  trine: 3,
  sextile: 2,
};

/**
 * Every natal × transit pair within orb (TRANSIT_ORBS) of a major aspect, the closest aspect per
 * pair, in the order of the natal points, then the transit points.
 */
export function transitInterAspects<I extends string, O extends string>(
  natal: readonly RingPoint<I>[],
  transit: readonly RingPoint<O>[],
): RingAspect<I, O>[] {
  const out: RingAspect<I, O>[] = [];
  for (const a of natal) {
    for (const b of transit) {
      const d = Math.abs(wrap180(a.longitude - b.longitude));
      let best: RingAspect<I, O> | undefined;
      for (const [aspect, angle] of Object.entries(ANGLES) as [MajorAspect, number][]) {
        const orb = Math.abs(d - angle);
        if (orb <= TRANSIT_ORBS[aspect] && (!best || orb < best.orb)) best = { inner: a.id, outer: b.id, aspect, orb };
      }
      if (best) out.push(best);
    }
  }
  return out;
}
