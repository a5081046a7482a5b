/**
 * A place's civil clock: the wall clock of its IANA zone, and before the zone's first standard
 * offset the local mean time of the place's own longitude (not that of the zone's reference
 * city), the rule birth times follow (birth-time.ts). Sky requests read their dates and days by
 * it, so New York in 1850 keeps New York's mean time and Anchorage in 1802 its own side of the
 * date line.
 */
import { localMeanTimeEndMs, zoneOffsetSeconds } from './zone-offset.ts';

export interface PlaceClock {
  /** IANA zone name known to the database. */
  zone: string;
  /** Degrees east; when absent, the zone's own offsets throughout (its reference city's mean time first). */
  longitude?: number;
}

/**
 * Local mean time at a longitude: 4 minutes of time per degree, rounded to the second.
 * @param longitude degrees east
 * @returns seconds east of Greenwich
 */
export function localMeanTimeOffset(longitude: number): number {
  return Math.round(longitude * 240);
}

/**
 * The offset of a place's clock from UTC at an instant.
 * @param clock the place's zone and longitude
 * @param ms instant, Unix milliseconds
 * @returns seconds east of Greenwich
 */
export function placeOffsetSeconds(clock: PlaceClock, ms: number): number {
  if (clock.longitude !== undefined) {
    const end = localMeanTimeEndMs(clock.zone);
    if (end !== null && ms < end) return localMeanTimeOffset(clock.longitude);
  }
  return zoneOffsetSeconds(clock.zone, ms);
}
