/**
 * Spherical astronomy of the locational operations: ecliptic to equatorial coordinates, a body's
 * altitude and azimuth for an observer, great-circle distance and destination on the Earth.
 * Angles in degrees; longitudes east positive.
 */

import { DEG, norm360, RAD } from '../angles.ts';
import { EARTH_MEAN_RADIUS_KM } from '../constants.ts';

/** A place on the celestial equator of date. */
export interface Equatorial {
  /** Right ascension, degrees [0, 360). */
  rightAscension: number;
  /** Declination, degrees [−90, 90]. */
  declination: number;
}

/**
 * Equatorial coordinates of an ecliptic position (both of the same equinox).
 * @param longitude ecliptic longitude, degrees
 * @param latitude ecliptic latitude, degrees
 * @param obliquity obliquity of the ecliptic, degrees
 */
export function equatorialOfEcliptic(longitude: number, latitude: number, obliquity: number): Equatorial {
  const l = longitude * RAD;
  const b = latitude * RAD;
  const e = obliquity * RAD;
  const sinDec = Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l);
  const y = Math.sin(l) * Math.cos(e) * Math.cos(b) - Math.sin(b) * Math.sin(e);
  const x = Math.cos(l) * Math.cos(b);
  return {
    rightAscension: norm360(Math.atan2(y, x) * DEG),
    declination: Math.asin(Math.max(-1, Math.min(1, sinDec))) * DEG,
  };
}

/** Where a body stands in an observer's sky. */
export interface Horizontal {
  /** Azimuth from north through east, degrees [0, 360). */
  azimuth: number;
  /** True (geometric) altitude of the centre, degrees, no refraction. */
  altitude: number;
}

/**
 * A body's azimuth and altitude.
 * @param hourAngle local hour angle (local sidereal time − right ascension), degrees
 * @param declination degrees
 * @param latitude the observer's latitude, degrees
 */
export function horizontalOf(hourAngle: number, declination: number, latitude: number): Horizontal {
  const h = hourAngle * RAD;
  const d = declination * RAD;
  const f = latitude * RAD;
  const sinAlt = Math.sin(f) * Math.sin(d) + Math.cos(f) * Math.cos(d) * Math.cos(h);
  const east = -Math.cos(d) * Math.sin(h);
  const north = Math.cos(f) * Math.sin(d) - Math.sin(f) * Math.cos(d) * Math.cos(h);
  return {
    azimuth: norm360(Math.atan2(east, north) * DEG),
    altitude: Math.asin(Math.max(-1, Math.min(1, sinAlt))) * DEG,
  };
}

/**
 * Great-circle distance between two places.
 * @returns the central angle, degrees [0, 180]
 */
export function centralAngle(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2;
  const b = Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(a + b))) * DEG;
}

/** Kilometres along the Earth's mean sphere of a central angle in degrees. */
export function kilometresOf(centralAngleDegrees: number): number {
  return centralAngleDegrees * RAD * EARTH_MEAN_RADIUS_KM;
}

/**
 * The place reached from a start along the great circle of an initial bearing.
 * @param latitude start, degrees
 * @param longitude start, degrees
 * @param bearing initial direction from north through east, degrees
 * @param distance central angle travelled, degrees
 * @returns latitude and longitude (degrees; longitude unwrapped: start + the eastward change, continuous in distance)
 */
export function destination(
  latitude: number,
  longitude: number,
  bearing: number,
  distance: number,
): { latitude: number; longitude: number } {
  const f = latitude * RAD;
  const t = bearing * RAD;
  const d = distance * RAD;
  const sinLat = Math.sin(f) * Math.cos(d) + Math.cos(f) * Math.sin(d) * Math.cos(t);
  const dLon = Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(f), Math.cos(d) - Math.sin(f) * sinLat);
  return { latitude: Math.asin(Math.max(-1, Math.min(1, sinLat))) * DEG, longitude: longitude + dLon * DEG };
}
