/**
 * The Sun's apparent place of date as the Sunshine houses need it: its tropical longitude and its
 * declination (from the true obliquity).
 */
import { DEG, RAD } from '../angles.ts';
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';

/** Declination of an ecliptic place, degrees. */
export function declinationOfEclipticPlace(longitude: number, latitude: number, obliquity: number): number {
  const e = obliquity * RAD;
  const b = latitude * RAD;
  const sinDec = Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(longitude * RAD);
  return Math.asin(Math.max(-1, Math.min(1, sinDec))) * DEG;
}

/**
 * The apparent Sun at an instant.
 * @param jdTT Julian day (TT)
 * @returns tropical longitude (true equinox of date) and declination, degrees
 */
export function apparentSunAt(jdTT: number): { longitude: number; declination: number } {
  const frame = frameOfDate(jdTT);
  const sun = sharedInterpolatedSky().apparentPosition('sun', jdTT, frame);
  return {
    longitude: sun.longitude,
    declination: declinationOfEclipticPlace(sun.longitude, sun.latitude, frame.trueObliquity * DEG),
  };
}
