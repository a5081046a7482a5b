/**
 * The sky of a birth instant as the locational operations read it: each point's apparent right
 * ascension and declination of date (true equator and equinox), and the Greenwich apparent
 * sidereal time. In mundo (the default) a body is taken where it is, with its ecliptic latitude;
 * zodiacal takes its ecliptic degree (latitude 0), as lines drawn from the zodiac are.
 */

import { DEG } from '../angles.ts';
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { greenwichApparentSiderealTime } from '../sidereal-time.ts';
import { type BirthTimeInput, resolveBirthTime, type TimeResolution } from '../time/birth-time.ts';
import { MOVING_POINTS, type MovingPoint, PLANETS } from '../vocabulary.ts';
import { type Equatorial, equatorialOfEcliptic } from './sphere.ts';

/** Points that can have lines: the planets, Chiron, the asteroids, the lunar nodes and mean Lilith. */
export const LOCATIONAL_POINTS = MOVING_POINTS;
export type LocationalPoint = MovingPoint;

/** The points when none are named: Sun to Pluto, the true node and Chiron. */
export const DEFAULT_LOCATIONAL_POINTS: readonly LocationalPoint[] = [...PLANETS, 'true-node', 'chiron'];

/** How a point's place on the sky is taken. */
export const LOCATIONAL_COORDINATES = ['in-mundo', 'zodiacal'] as const;
export type LocationalCoordinates = (typeof LOCATIONAL_COORDINATES)[number];

/** One point's place of date. */
export interface LocationalPointPlace extends Equatorial {
  id: LocationalPoint;
  /** Apparent ecliptic longitude, degrees [0, 360) (tropical, true equinox of date). */
  longitude: number;
  /** Ecliptic latitude used, degrees (0 when zodiacal). */
  latitude: number;
}

/** The sky of an instant for the locational operations. */
export interface LocationalSky {
  time: TimeResolution;
  /** Greenwich apparent sidereal time, degrees [0, 360). */
  siderealTime: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  coordinates: LocationalCoordinates;
  points: LocationalPointPlace[];
}

/**
 * The places of the points at a birth's instant.
 * @param birth birth date-time and place (the place sets the zone, as for the natal chart)
 * @param points the points wanted, in the order given
 * @param coordinates in mundo (default) or zodiacal
 * @throws BirthDataError naming the field for a bad birth
 */
export function locationalSky(
  birth: BirthTimeInput,
  points: readonly LocationalPoint[] = DEFAULT_LOCATIONAL_POINTS,
  coordinates: LocationalCoordinates = 'in-mundo',
): LocationalSky {
  const time = resolveBirthTime(birth);
  const frame = frameOfDate(time.julianDayTT);
  const obliquity = frame.trueObliquity * DEG;
  const sky = sharedInterpolatedSky();
  return {
    time,
    siderealTime: greenwichApparentSiderealTime(time.julianDayUT),
    obliquity,
    coordinates,
    points: points.map((id) => {
      const p = sky.apparentPosition(id, time.julianDayTT, frame);
      const latitude = coordinates === 'zodiacal' ? 0 : p.latitude;
      return { id, longitude: p.longitude, latitude, ...equatorialOfEcliptic(p.longitude, latitude, obliquity) };
    }),
  };
}
