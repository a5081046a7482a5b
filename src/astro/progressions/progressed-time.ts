/**
 * Secondary progressions' clock: a day of ephemeris time after birth for each year of life,
 * with a year of 365.24219 days (the tropical year).
 */

/** Days of life per day of progression. */
export const PROGRESSION_YEAR_DAYS = 365.24219;

/**
 * The progressed instant of a target instant.
 * @param birthUT birth, UT Julian day
 * @param targetUT target date, UT Julian day
 * @returns birth + (target − birth) / 365.24219, UT Julian day
 */
export function progressedInstant(birthUT: number, targetUT: number): number {
  return birthUT + (targetUT - birthUT) / PROGRESSION_YEAR_DAYS;
}

/**
 * The target instant whose progressed instant is `progressedUT` (inverse of {@link progressedInstant}).
 * @returns UT Julian day
 */
export function targetInstant(birthUT: number, progressedUT: number): number {
  return birthUT + (progressedUT - birthUT) * PROGRESSION_YEAR_DAYS;
}
