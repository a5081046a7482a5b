/**
 * Sun-sign compatibility, the quick reading consumer apps show: two scores from 0 to 100 from the
 * two Suns alone.
 *
 * - By element: the elements of the two Sun signs, from a table (ELEMENT_SCORES):
 *
 *       same element                                   90
 *       complementary (fire with air, earth with water) 75
 *       fire with earth, air with water                 45
 *       fire with water, earth with air                 30
 *
 * - By the aspect between the two Suns (their exact longitudes, not whole signs): the closest of
 *   the five major aspects within the Sun orbs (SUN_ASPECT_ORBS), scored
 *
 *       score = round(50 + 50 × tone × exactness),  exactness = 1 − orb / orbAllowed
 *
 *   with tone trine +1, sextile +0.8, conjunction +0.6, opposition −0.5, square −0.8
 *   (SUN_ASPECT_TONES); two Suns in no major aspect score 50.
 *
 * Pure: no I/O. Longitudes in degrees.
 */
import { diff180, norm360 } from '../angles.ts';
import { SIGNS, type Sign, signOf } from '../vocabulary.ts';

export const SUN_SIGN_ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type SunSignElement = (typeof SUN_SIGN_ELEMENTS)[number];

/** The element of a sign: Aries fire, Taurus earth, Gemini air, Cancer water, and round again. */
export function elementOfSign(sign: Sign): SunSignElement {
  return SUN_SIGN_ELEMENTS[SIGNS.indexOf(sign) % 4];
}

/** How two elements relate. */
export type ElementRelation = 'same' | 'complementary' | 'neighbouring' | 'contrary';

/** Score of each relation of elements, 0…100 (see the module comment). */
export const ELEMENT_SCORES: Readonly<Record<ElementRelation, number>> = {
  same: 90,
  complementary: 75,
  neighbouring: 45,
  contrary: 30,
};

/** The relation of two elements: fire–air and earth–water complementary, fire–earth and air–water neighbouring, the rest contrary. */
export function elementRelation(a: SunSignElement, b: SunSignElement): ElementRelation {
  if (a === b) return 'same';
  const pair = new Set([a, b]);
  if ((pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water'))) return 'complementary';
  if ((pair.has('fire') && pair.has('earth')) || (pair.has('air') && pair.has('water'))) return 'neighbouring';
  return 'contrary';
}

export const SUN_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type SunAspect = (typeof SUN_ASPECTS)[number];

/** Exact angle of each Sun–Sun aspect, degrees. */
const SUN_ASPECT_ANGLES: Readonly<Record<SunAspect, number>> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};

/** Orb of each Sun–Sun aspect, degrees (the natal orbs with the Sun's factor 1.25). */
export const SUN_ASPECT_ORBS: Readonly<Record<SunAspect, number>> = {
  conjunction: 10,
  sextile: 7.5,
  square: 10,
  trine: 10,
  opposition: 10,
};

/** Tone of each Sun–Sun aspect, −1…+1 (see the module comment). */
export const SUN_ASPECT_TONES: Readonly<Record<SunAspect, number>> = {
  conjunction: 0.6,
  sextile: 0.8,
  square: -0.8,
  trine: 1,
  opposition: -0.5,
};

/** The aspect between the two Suns, or null when they make none of the five. */
export interface SunAspectFound {
  aspect: SunAspect;
  /** Angular separation of the Suns, degrees [0, 180]. */
  separation: number;
  /** |separation − angle|, degrees. */
  orb: number;
  orbAllowed: number;
}

/** The closest major aspect between two Sun longitudes within the Sun orbs, or null. */
export function sunAspect(sun1: number, sun2: number): SunAspectFound | null {
  const separation = Math.abs(diff180(norm360(sun2), norm360(sun1)));
  let best: SunAspectFound | null = null;
  for (const aspect of SUN_ASPECTS) {
    const orb = Math.abs(separation - SUN_ASPECT_ANGLES[aspect]);
    if (orb <= SUN_ASPECT_ORBS[aspect] && (!best || orb < best.orb))
      best = { aspect, separation, orb, orbAllowed: SUN_ASPECT_ORBS[aspect] };
  }
  return best;
}

/** Sun-sign compatibility of two Sun longitudes. */
export interface SunSignCompatibility {
  sign1: Sign;
  sign2: Sign;
  element1: SunSignElement;
  element2: SunSignElement;
  elementRelation: ElementRelation;
  /** 0…100, integer. */
  scoreBasedOnElement: number;
  sunAspect: SunAspectFound | null;
  /** 0…100, integer; 50 without an aspect. */
  scoreBasedOnSunAspect: number;
}

/**
 * Scores two Suns (see the module comment for both formulas).
 * @param sun1 person 1's Sun longitude, degrees
 * @param sun2 person 2's Sun longitude, degrees
 */
export function sunSignCompatibility(sun1: number, sun2: number): SunSignCompatibility {
  const sign1 = signOf(norm360(sun1));
  const sign2 = signOf(norm360(sun2));
  const element1 = elementOfSign(sign1);
  const element2 = elementOfSign(sign2);
  const relation = elementRelation(element1, element2);
  const found = sunAspect(sun1, sun2);
  const exactness = found ? 1 - found.orb / found.orbAllowed : 0;
  const aspectScore = found ? Math.round(50 + 50 * SUN_ASPECT_TONES[found.aspect] * exactness) : 50;
  return {
    sign1,
    sign2,
    element1,
    element2,
    elementRelation: relation,
    scoreBasedOnElement: ELEMENT_SCORES[relation],
    sunAspect: found,
    scoreBasedOnSunAspect: aspectScore,
  };
}
