/**
 * Which aspect lines a bi-wheel draws between its two charts. A bi-wheel's aspect circle is small
 * and the two rings give many pairs, so by default only the five major aspects within tight orbs
 * are drawn, the closest first, at most DEFAULT_MAX_LINES of them; a request can name other
 * aspect types, other orbs and more lines (see BiwheelAspectOptions).
 */
import type { AspectId } from '../astro/vocabulary.ts';

/** Aspects drawn between the rings when the request names none. */
export const BIWHEEL_ASPECT_TYPES: readonly AspectId[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];

/** Orbs (degrees) of the lines between the rings, by aspect; aspects not listed take MINOR_ORB. */
export const BIWHEEL_ORBS: Readonly<Partial<Record<AspectId, number>>> = {
  conjunction: 3,
  opposition: 3,
  square: 3,
  trine: 3,
  sextile: 2,
};
/** Orb (degrees) of a minor aspect's line between the rings. */
export const MINOR_ORB = 1;

/** At most this many lines between the rings by default. */
export const DEFAULT_MAX_LINES = 40;
/** The largest number of lines a request can ask for. */
export const MAX_LINES = 200;

/** A request's choices for the lines between the rings (all optional). */
export interface BiwheelAspectOptions {
  types?: readonly AspectId[];
  /** Orb overrides in degrees by aspect. */
  orbs?: Readonly<Partial<Record<AspectId, number>>>;
  /** At most this many lines, 1..MAX_LINES. */
  maxLines?: number;
}

/**
 * The lines to draw out of `aspects` (each with its orb in degrees): the chosen types within
 * their orbs, the closest first (ties in the given order), at most maxLines.
 */
export function biwheelAspects<A extends { aspect: AspectId; orb?: number }>(
  aspects: readonly A[],
  options: BiwheelAspectOptions = {},
): A[] {
  const types = new Set(options.types ?? BIWHEEL_ASPECT_TYPES);
  const orbOf = (aspect: AspectId) => options.orbs?.[aspect] ?? BIWHEEL_ORBS[aspect] ?? MINOR_ORB;
  return aspects
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => types.has(a.aspect) && (a.orb ?? 0) <= orbOf(a.aspect))
    .sort((x, y) => (x.a.orb ?? 0) - (y.a.orb ?? 0) || x.index - y.index)
    .slice(0, options.maxLines ?? DEFAULT_MAX_LINES)
    .map(({ a }) => a);
}
