/**
 * The Part of Fortune with the day/night formula: by day ASC + Moon − Sun, by night
 * ASC + Sun − Moon. "Day" means the Sun's centre is above the horizon: its geocentric
 * altitude (no refraction), from its apparent right ascension and declination and the local
 * sidereal time (ARMC), is positive.
 */

import { RAD as D2R, norm360 } from './angles.ts';

/**
 * Geocentric altitude of an ecliptic point, no refraction.
 * @param longitude ecliptic longitude, degrees (true equinox of date)
 * @param latitude ecliptic latitude, degrees
 * @param obliquity true obliquity, degrees
 * @param armc local apparent sidereal time as an angle, degrees
 * @param geoLatitude geographic latitude, degrees
 * @returns altitude, degrees in [−90, 90]
 */
export function altitudeOfEclipticPoint(
  longitude: number,
  latitude: number,
  obliquity: number,
  armc: number,
  geoLatitude: number,
): number {
  const l = longitude * D2R,
    b = latitude * D2R,
    e = obliquity * D2R;
  const x = Math.cos(b) * Math.cos(l);
  const y = Math.cos(b) * Math.sin(l) * Math.cos(e) - Math.sin(b) * Math.sin(e);
  const z = Math.cos(b) * Math.sin(l) * Math.sin(e) + Math.sin(b) * Math.cos(e);
  const ra = Math.atan2(y, x);
  const dec = Math.asin(Math.max(-1, Math.min(1, z)));
  const h = armc * D2R - ra;
  const phi = geoLatitude * D2R;
  const s = Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(h);
  return Math.asin(Math.max(-1, Math.min(1, s))) / D2R;
}

/**
 * Part of Fortune.
 * @param ascendant degrees
 * @param sun Sun's longitude, degrees
 * @param moon Moon's longitude, degrees
 * @param isDay whether the Sun is above the horizon
 * @returns longitude, degrees [0, 360)
 */
export function partOfFortune(ascendant: number, sun: number, moon: number, isDay: boolean): number {
  const v = isDay ? ascendant + moon - sun : ascendant + sun - moon;
  return norm360(v);
}
