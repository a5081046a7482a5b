/**
 * Geocentric positions of the Sun, Moon and planets at an instant, from astronomy-engine:
 * apparent ecliptic longitude and latitude of date in degrees, and the longitude's speed in
 * degrees per day (negative while retrograde). A light-weight task for the pool's health path.
 */
import { Body, Ecliptic, GeoVector, MakeTime } from 'astronomy-engine';
import { PLANETS, type Planet, signOf, type Sign } from './vocabulary.ts';

const BODY: Record<Planet, Body> = {
  sun: Body.Sun, moon: Body.Moon, mercury: Body.Mercury, venus: Body.Venus, mars: Body.Mars,
  jupiter: Body.Jupiter, saturn: Body.Saturn, uranus: Body.Uranus, neptune: Body.Neptune, pluto: Body.Pluto,
};

export interface SkyPosition {
  point: Planet;
  /** Ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  /** Ecliptic latitude of date, degrees in [-90, 90]. */
  latitude: number;
  /** d(longitude)/dt, degrees per day. */
  speed: number;
  sign: Sign;
  retrograde: boolean;
}

function eclipticAt(body: Body, date: Date) {
  return Ecliptic(GeoVector(body, MakeTime(date), true));
}

/** Positions of the ten planets at `instant` (a Date between 1800 and 2400). */
export function skyPositions(instant: Date): SkyPosition[] {
  const halfDayMs = 6 * 3600 * 1000;
  return PLANETS.map((point) => {
    const now = eclipticAt(BODY[point], instant);
    const before = eclipticAt(BODY[point], new Date(instant.getTime() - halfDayMs));
    const after = eclipticAt(BODY[point], new Date(instant.getTime() + halfDayMs));
    const delta = ((after.elon - before.elon + 540) % 360) - 180;
    const speed = delta / 0.5;
    return { point, longitude: now.elon, latitude: now.elat, speed, sign: signOf(now.elon), retrograde: speed < 0 };
  });
}
