/**
 * Days as the Chinese calendar counts them: civil days in China's time zone, UTC+8 (120° E).
 * A day is its Julian day number (the integer JD of its noon), so day arithmetic is integer.
 */

/** China's standard time, hours east of Greenwich. */
export const CHINA_UTC_OFFSET_HOURS = 8;

/** The UTC+8 civil day (Julian day number) holding the UT instant `jdUT`. */
export function chinaDay(jdUT: number): number {
  return Math.floor(jdUT + 0.5 + CHINA_UTC_OFFSET_HOURS / 24);
}

/** Julian day number of a Gregorian civil date. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000 + 2440587.5 + 0.5);
}

/** The Gregorian date `YYYY-MM-DD` of a Julian day number. */
export function isoDateOfDay(day: number): string {
  const ms = (day - 0.5 - 2440587.5) * 86_400_000;
  const d = new Date(Math.round(ms));
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}
