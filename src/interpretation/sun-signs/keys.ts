/**
 * Keys of the sun-sign compatibility texts: one per unordered pair of elements, one per aspect
 * between the two Suns (and one for none).
 */
import type { SunAspect, SunSignElement } from '../../astro/synastry/sun-sign-compatibility.ts';

export type ElementPair =
  | 'fire-fire'
  | 'earth-earth'
  | 'air-air'
  | 'water-water'
  | 'fire-earth'
  | 'fire-air'
  | 'fire-water'
  | 'earth-air'
  | 'earth-water'
  | 'air-water';

const ORDER: readonly SunSignElement[] = ['fire', 'earth', 'air', 'water'];

/** The key of two elements in either order. */
export function elementPair(a: SunSignElement, b: SunSignElement): ElementPair {
  const [first, second] = ORDER.indexOf(a) <= ORDER.indexOf(b) ? [a, b] : [b, a];
  return `${first}-${second}` as ElementPair;
}

export type SunAspectKey = SunAspect | 'none';

/** A title and a paragraph. */
export interface CompatibilityText {
  title: string;
  body: string;
}

/** One language's texts. */
export interface SunSignTexts {
  elements: Record<ElementPair, CompatibilityText>;
  aspects: Record<SunAspectKey, CompatibilityText>;
}
