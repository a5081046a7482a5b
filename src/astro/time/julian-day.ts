/**
 * Julian day numbers and the calendar. A Julian day (JD) is a count of days, with fraction, since
 * noon of 4713 BC January 1 (proleptic Julian calendar); dates here are proleptic Gregorian.
 */

/** JD of the Unix epoch 1970-01-01T00:00:00, days. */
export const UNIX_EPOCH_JD = 2440587.5;

/**
 * Julian day of a UT instant given as Unix milliseconds, the way the reference does it (UT1 ≈ UTC,
 * no leap seconds): `jd = ms / 86 400 000 + 2 440 587.5`.
 * @param unixMs milliseconds since 1970-01-01T00:00:00Z
 * @returns Julian day (UT), days
 */
export function julianDayFromUnixMs(unixMs: number): number {
  return unixMs / 86_400_000 + UNIX_EPOCH_JD;
}

/**
 * Unix milliseconds of a Julian day (UT); the inverse of {@link julianDayFromUnixMs}.
 * @param jd Julian day (UT), days
 * @returns milliseconds since 1970-01-01T00:00:00Z
 */
export function unixMsFromJulianDay(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * 86_400_000;
}
