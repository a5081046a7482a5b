/**
 * Calendar dates read in the birth zone: a solar return's year and a lunar return's date are
 * the client's own calendar, which is the zone of the birth (its IANA zone with its history, or
 * the fixed offset the birth time was given with).
 */
import { resolveBirthTime, type TimeResolution } from '../time/birth-time.ts';
import { julianDayFromUnixMs, unixMsFromJulianDay } from '../time/julian-day.ts';
import { zoneOffsetSeconds } from '../time/zone-offset.ts';

/** Last year whose local midnights the time resolution reads (the supported range ends in 2400). */
const LAST_RESOLVED_YEAR = 2400;

/** The zone of a birth: its IANA name, or null when the birth carried a fixed offset. */
function zoneOf(birth: TimeResolution): string | null {
  return birth.timezoneSource === 'offset' ? null : birth.timezone;
}

/**
 * Offset of the birth zone at an instant.
 * @param birth the birth's time resolution
 * @param unixMs the instant, ms since 1970-01-01T00:00Z
 * @returns seconds east of Greenwich
 */
export function birthZoneOffsetSeconds(birth: TimeResolution, unixMs: number): number {
  const zone = zoneOf(birth);
  return zone ? zoneOffsetSeconds(zone, unixMs) : birth.utcOffsetSeconds;
}

/**
 * The instant local midnight begins a date in the birth zone (a midnight a clock change skipped
 * is read as the first instant of the day: `later`).
 * @param birth the birth's time resolution (its zone and place)
 * @param year calendar year (1800 … 2401)
 * @param month 1 … 12
 * @param day 1 … 31
 * @returns UT Julian day
 */
export function localMidnightUT(birth: TimeResolution, year: number, month: number, day: number): number {
  const zone = zoneOf(birth);
  const wall = Date.UTC(year, month - 1, day);
  if (!zone) return julianDayFromUnixMs(wall - birth.utcOffsetSeconds * 1000);
  if (year > LAST_RESOLVED_YEAR) {
    // Beyond the time resolution's range: the offset of the day before, a day later.
    return localMidnightUT(birth, year - 1, 12, 31) + 1;
  }
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00`;
  // The place only serves the zone lookup, which a named zone skips.
  return resolveBirthTime({ dateTime: date, timezone: zone, latitude: 0, longitude: 0, localTimeRule: 'later' })
    .julianDayUT;
}

/**
 * The calendar year of an instant in the birth zone.
 * @param birth the birth's time resolution
 * @param jdUT the instant, UT Julian day
 */
export function localYear(birth: TimeResolution, jdUT: number): number {
  const ms = unixMsFromJulianDay(jdUT);
  return new Date(ms + birthZoneOffsetSeconds(birth, ms) * 1000).getUTCFullYear();
}
