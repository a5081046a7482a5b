/**
 * Geocentric positions of the Sun, Moon and planets at an instant, from the service's ephemeris
 * (the same positions as natal charts): apparent ecliptic longitude and latitude of date in
 * degrees, and the longitude's speed in degrees per day (negative while retrograde).
 */
import { apparentEclipticPosition } from './ephemeris/positions.ts';
import { terrestrialFromUniversal } from './time/delta-t.ts';
import { julianDayFromUnixMs } from './time/julian-day.ts';
import { PLANETS, type Planet, placeInSign, type Sign } from './vocabulary.ts';

export interface SkyPosition {
  point: Planet;
  /** Ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  /** Ecliptic latitude of date, degrees in [-90, 90]. */
  latitude: number;
  /** d(longitude)/dt, degrees per day. */
  speed: number;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  retrograde: boolean;
}

/** Positions of the ten planets at `instant` (a Date between 1800 and 2400, taken as UT). */
export function skyPositions(instant: Date): SkyPosition[] {
  const jdTT = terrestrialFromUniversal(julianDayFromUnixMs(instant.getTime()));
  return PLANETS.map((point) => {
    const position = apparentEclipticPosition(point, jdTT);
    return {
      point,
      longitude: position.longitude,
      latitude: position.latitude,
      speed: position.longitudeSpeed,
      ...placeInSign(position.longitude),
      retrograde: position.longitudeSpeed < 0,
    };
  });
}
