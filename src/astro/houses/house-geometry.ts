/**
 * Spherical geometry shared by the house systems. Angles in degrees.
 */

export const D2R = Math.PI / 180;
export const R2D = 180 / Math.PI;
/** Below this, a value counts as zero (degrees or plain numbers). */
export const VERY_SMALL = 1e-10;

/**
 * An angle reduced to [0, 360): the same value, to the bit, as x % 360 moved into range (+0
 * where that is −0), without a floating-point modulo (a C library call in V8; this runs for
 * every house lookup of a transit search). x − 360·q is exact for the q = ⌊x / 360⌋ used; when
 * the quotient rounds to the integer beside it, the remainder falls just outside [0, 360) and
 * is moved back as the modulo's would be.
 */
export function norm360(x: number): number {
  const r = x - 360 * Math.floor(x / 360);
  const v = r < 0 ? r + 360 : r;
  return v >= 360 ? 0 : v;
}

/** Signed difference a − b reduced to [−180, 180). */
export function diff180(a: number, b: number): number {
  const d = norm360(a - b);
  return d >= 180 ? d - 360 : d;
}

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
