/**
 * ISO 8601 instants of UT Julian days, rounded to the second: `2026-03-01T12:34:56Z` (years
 * 1–9999). By hand, not through Date: a transit chart writes some 7,000 of them.
 */

import { unixMsFromJulianDay } from '../time/julian-day.ts';

/** Character codes of the tens and units digits of 0…99. */
const TENS = Int32Array.from({ length: 100 }, (_, n) => 48 + ((n / 10) | 0));
const UNITS = Int32Array.from({ length: 100 }, (_, n) => 48 + (n % 10));

/**
 * The civil date of the last day formatted (instants come in runs on the same day: the exact
 * moment of a pass and the edges of its orb window): its day number since 1970-01-01 and the
 * digits' values.
 */
let lastDays = NaN;
let lastCentury = 0;
let lastYear = 0;
let lastMonth = 0;
let lastDay = 0;

/**
 * @param jdUT Julian day (UT)
 * @returns e.g. `2026-03-01T12:34:56Z`
 */
export function isoInstant(jdUT: number): string {
  const seconds = Math.round(unixMsFromJulianDay(jdUT) / 1000);
  const days = Math.floor(seconds / 86400);
  // Seconds of the day and the day number as 32-bit integers (|days| < 2^22 for years
  // 1–9999): the divisions below are then integer ones.
  let s = (seconds - days * 86400) | 0;
  if (days !== lastDays) civilDate(days | 0);
  const hours = (s / 3600) | 0;
  s -= hours * 3600;
  const minutes = (s / 60) | 0;
  s -= minutes * 60;
  const century = lastCentury;
  const y = lastYear;
  const month = lastMonth;
  const day = lastDay;
  // One flat string from its 20 character codes (no joined pieces to allocate and flatten).
  return String.fromCharCode(
    TENS[century],
    UNITS[century],
    TENS[y],
    UNITS[y],
    45,
    TENS[month],
    UNITS[month],
    45,
    TENS[day],
    UNITS[day],
    84,
    TENS[hours],
    UNITS[hours],
    58,
    TENS[minutes],
    UNITS[minutes],
    58,
    TENS[s],
    UNITS[s],
    90,
  );
}

/**
 * The civil date of a day number (days since 1970-01-01), proleptic Gregorian (H. Hinnant's
 * algorithm), into the last-day fields.
 */
function civilDate(days: number): void {
  const z = (days + 719468) | 0;
  const era = ((z >= 0 ? z : z - 146096) / 146097) | 0;
  const doe = (z - era * 146097) | 0;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36524) | 0) - ((doe / 146096) | 0)) / 365) | 0;
  const doy = (doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0))) | 0;
  const mp = ((5 * doy + 2) / 153) | 0;
  const day = (doy - (((153 * mp + 2) / 5) | 0) + 1) | 0;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = (yoe + era * 400 + (month <= 2 ? 1 : 0)) | 0;
  const century = (year / 100) | 0;
  lastDays = days;
  lastCentury = century;
  lastYear = year - century * 100;
  lastMonth = month;
  lastDay = day;
}
