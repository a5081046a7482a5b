/**
 * Shared pieces of the progressed and directed charts: points placed in signs and houses, and
 * the aspect settings of progressions (the five major aspects with a 1° orb by default).
 */

import { norm360 } from '../angles.ts';
import { type AspectDefinition, type AspectOptions, resolveAspectOptions } from '../aspects.ts';
import { houseOfLongitude } from '../houses/house-systems.ts';
import type { ChartPoint } from '../natal-chart.ts';
import { ASPECTS, type AspectId, type PointId, signOf } from '../vocabulary.ts';

/** Aspects of progressions and directions unless the request names others: the five major. */
export const PROGRESSED_ASPECT_TYPES: readonly AspectId[] = ASPECTS.filter((a) => a.major).map((a) => a.id);

/** Orb of progressed and directed aspects unless the request sets one, degrees (times the Sun's and Moon's 1.25). */
export const PROGRESSED_ORB = 1;

/** How far around the target date exact aspects are listed, years of life. */
export const PERFECTION_WINDOW_YEARS = 1;

/**
 * The aspect definitions of a progression: the request's types and orbs over the defaults above.
 * @throws BirthDataError naming `aspects.types` or `aspects.orbs.<id>`
 */
export function progressedAspectDefinitions(options: AspectOptions | undefined): readonly AspectDefinition[] {
  const types = options?.types ?? [...PROGRESSED_ASPECT_TYPES];
  const orbs = Object.fromEntries(ASPECTS.map((a) => [a.id, PROGRESSED_ORB]));
  return resolveAspectOptions({ types, orbs: { ...orbs, ...(options?.orbs ?? {}) } });
}

/**
 * A point at a longitude, placed in its sign and among the cusps.
 * @param longitude degrees
 * @param speed degrees per day of progressed time (per year of life)
 * @param cusps the 12 cusps, degrees
 */
export function placedPoint(
  id: PointId,
  longitude: number,
  latitude: number,
  speed: number,
  cusps: readonly number[],
  moving: boolean,
): ChartPoint {
  const lon = norm360(longitude);
  let degreeInSign = lon - Math.floor(lon / 30) * 30;
  if (degreeInSign >= 30) degreeInSign = 0;
  return {
    id,
    longitude: lon,
    latitude,
    speed,
    sign: signOf(lon),
    degreeInSign,
    house: houseOfLongitude(lon, cusps),
    retrograde: moving && speed < 0,
  };
}
