/**
 * Aspects between the two rings of a bi-wheel (inner point × outer point), for drawing: the five
 * major aspects only, each pair at most once (the closest), with fixed orbs per kind of
 * bi-wheel, in degrees:
 *
 * | aspect | transits | synastry |
 * |---|---|---|
 * | conjunction, opposition | 3 | 6 |
 * | square, trine | 3 | 5 |
 * | sextile | 2 | 4 |
 *
 * Transit orbs are tight because a transit is read when close to exact; synastry orbs follow
 * the usual natal practice reduced by a quarter.
 */
import type { AspectId } from '../../astro/vocabulary.ts';

/** A point of one ring: an id and an ecliptic longitude in degrees (any finite number). */
export interface RingPoint<Id extends string = string> {
  id: Id;
  longitude: number;
}

/** One aspect between an inner and an outer point. */
export interface RingAspect<I extends string = string, O extends string = string> {
  inner: I;
  outer: O;
  aspect: AspectId;
  /** |separation − aspect angle|, degrees ≥ 0. */
  orb: number;
}

type MajorAspect = 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile';
const ANGLES: Readonly<Record<MajorAspect, number>> = { conjunction: 0, opposition: 180, square: 90, trine: 120, sextile: 60 };

/** Orbs by bi-wheel kind, degrees. */
export const INTER_ASPECT_ORBS: Readonly<Record<'transit' | 'synastry', Readonly<Record<MajorAspect, number>>>> = {
  transit: { conjunction: 3, opposition: 3, square: 3, trine: 3, sextile: 2 },
  synastry: { conjunction: 6, opposition: 6, square: 5, trine: 5, sextile: 4 },
};

/**
 * Every inner × outer pair within orb of a major aspect (the closest aspect per pair), in the
 * order of the inner points, then the outer points.
 */
export function interAspects<I extends string, O extends string>(
  inner: readonly RingPoint<I>[],
  outer: readonly RingPoint<O>[],
  kind: 'transit' | 'synastry',
): RingAspect<I, O>[] {
  const orbs = INTER_ASPECT_ORBS[kind];
  const out: RingAspect<I, O>[] = [];
  for (const a of inner) {
    for (const b of outer) {
      const d = Math.abs((((a.longitude - b.longitude) % 360) + 540) % 360 - 180);
      let best: RingAspect<I, O> | undefined;
      for (const [aspect, angle] of Object.entries(ANGLES) as [MajorAspect, number][]) {
        const orb = Math.abs(d - angle);
        if (orb <= orbs[aspect] && (!best || orb < best.orb)) best = { inner: a.id, outer: b.id, aspect, orb };
      }
      if (best) out.push(best);
    }
  }
  return out;
}
