/**
 * Spherical geometry shared by the house systems. Angles in degrees.
 */

import { RAD as D2R, norm360, DEG as R2D } from '../angles.ts';

/** Below this, a value counts as zero (degrees or plain numbers). */
export const VERY_SMALL = 1e-10;

/**
 * Ecliptic longitude where the ecliptic meets the great circle that crosses the equator at
 * right ascension `ra` with pole height `poleHeight` (the circle of a house cusp; with the
 * geographic latitude it is the horizon, so `ra` = ARMC + 90° gives the Ascendant).
 * @param ra right ascension of the circle's node on the equator, degrees
 * @param poleHeight pole height of the circle, degrees in [−90, 90]
 * @param obliquity obliquity of the ecliptic, degrees
 * @returns ecliptic longitude, degrees [0, 360)
 */
export function eclipticIntersection(ra: number, poleHeight: number, obliquity: number): number {
  if (Math.abs(90 - poleHeight) < VERY_SMALL) return 180;
  if (Math.abs(90 + poleHeight) < VERY_SMALL) return 0;
  const x = norm360(ra) * D2R;
  const e = obliquity * D2R;
  let den = Math.cos(e) * Math.cos(x) - Math.tan(poleHeight * D2R) * Math.sin(e);
  let num = Math.sin(x);
  if (Math.abs(num) < VERY_SMALL) num = 0;
  if (Math.abs(den) < VERY_SMALL) den = 0;
  if (num === 0 && den === 0) den = VERY_SMALL;
  let lon = norm360(Math.atan2(num, den) * R2D);
  for (const q of [90, 180, 270]) if (Math.abs(lon - q) < VERY_SMALL) lon = q;
  if (Math.abs(lon - 360) < VERY_SMALL) lon = 0;
  return lon;
}

/**
 * Ecliptic longitude of the point of the ecliptic with a given right ascension (projection
 * along the hour circle: the MC for RA = ARMC).
 * @param ra right ascension, degrees
 * @param obliquity degrees
 * @returns ecliptic longitude, degrees [0, 360)
 */
export function longitudeOfRightAscension(ra: number, obliquity: number): number {
  const a = norm360(ra) * D2R;
  return norm360(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(obliquity * D2R)) * R2D);
}

/**
 * Ecliptic longitude of the equator point at a right ascension, turned onto the ecliptic by
 * the rotation between the two planes (Morinus).
 * @param ra right ascension of a point on the equator, degrees
 * @param obliquity degrees
 * @returns ecliptic longitude, degrees [0, 360)
 */
export function longitudeOfEquatorPoint(ra: number, obliquity: number): number {
  const a = norm360(ra) * D2R;
  return norm360(Math.atan2(Math.sin(a) * Math.cos(obliquity * D2R), Math.cos(a)) * R2D);
}

/**
 * Declination of the ecliptic point at a longitude.
 * @param longitude degrees
 * @param obliquity degrees
 * @returns declination, degrees
 */
export function declinationOfLongitude(longitude: number, obliquity: number): number {
  return Math.asin(Math.sin(obliquity * D2R) * Math.sin(longitude * D2R)) * R2D;
}
