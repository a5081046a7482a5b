/**
 * Progressed angles: the MC moved by the solar arc in longitude (the progressed Sun's distance
 * from the natal Sun), or by the Naibod rate in right ascension (the Sun's mean motion,
 * 0°59′08.33″ a year); the Ascendant and the cusps follow from the progressed MC's right
 * ascension at the birth latitude.
 */

import { RAD as D2R, norm360, DEG as R2D } from '../angles.ts';
import { longitudeOfRightAscension } from '../houses/house-geometry.ts';

export const ANGLE_PROGRESSIONS = ['solar-arc', 'naibod'] as const;
export type AngleProgression = (typeof ANGLE_PROGRESSIONS)[number];

/** The Naibod rate: the Sun's mean motion in right ascension, degrees per year of life. */
export const NAIBOD_DEGREES_PER_YEAR = 0.98564733;

/**
 * Right ascension of the ecliptic point at a longitude.
 * @param longitude degrees
 * @param obliquity degrees
 * @returns degrees [0, 360)
 */
export function rightAscensionOfLongitude(longitude: number, obliquity: number): number {
  const l = longitude * D2R;
  return norm360(Math.atan2(Math.sin(l) * Math.cos(obliquity * D2R), Math.cos(l)) * R2D);
}

/**
 * The progressed ARMC (right ascension of the MC).
 * @param method `solar-arc`: MC longitude + arc; `naibod`: ARMC + 0.98564733° per year
 * @param natalMidheaven natal MC longitude, degrees
 * @param natalArmc natal ARMC, degrees
 * @param solarArc progressed Sun − natal Sun, degrees
 * @param years years of life at the target date (days / 365.24219)
 * @param obliquity true obliquity at the progressed instant, degrees
 * @returns ARMC, degrees [0, 360)
 */
export function progressedArmc(
  method: AngleProgression,
  natalMidheaven: number,
  natalArmc: number,
  solarArc: number,
  years: number,
  obliquity: number,
): number {
  if (method === 'naibod') return norm360(natalArmc + NAIBOD_DEGREES_PER_YEAR * years);
  return rightAscensionOfLongitude(natalMidheaven + solarArc, obliquity);
}

/** The progressed MC longitude of an ARMC, degrees [0, 360). */
export function midheavenOf(armc: number, obliquity: number): number {
  return longitudeOfRightAscension(armc, obliquity);
}
