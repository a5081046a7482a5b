/**
 * The four pillars (bāzì) of a birth: year, month, day and hour stem–branches.
 * - Year: the solar year beginning at lìchūn (the Sun at 315°), as the pillars are read, not at
 *   the lunar new year.
 * - Month: the solar month: the Sun's longitude counted in 30° steps from 315° (the tiger month
 *   yín from lìchūn, the rabbit month from jīngzhé at 345°, …); its stem follows from the year's
 *   stem (a jiǎ or jǐ year starts with bǐngyín).
 * - Day: the sixty-day cycle of the local civil date (the day turns at local midnight).
 * - Hour: two-hour periods, zǐ from 23:00 to 00:59 local time; its stem follows from the day's
 *   stem (a jiǎ or jǐ day starts with jiǎzǐ).
 */

import { norm360 } from '../angles.ts';
import { dayNumber } from './china-day.ts';
import { dayStemBranch, type StemBranch, stemBranch, yearStemBranch } from './sexagenary.ts';
import { sunLongitude } from './sky.ts';

export interface FourPillars {
  year: StemBranch;
  month: StemBranch;
  day: StemBranch;
  hour: StemBranch;
}

/** What the pillars need: the birth's UT instant and its local civil date and time. */
export interface PillarsInput {
  /** Julian day (UT) of the birth. */
  jdUT: number;
  /** Local civil date and time of the birth (hour 0–23, minute 0–59). */
  local: { year: number; month: number; day: number; hour: number; minute: number };
}

/**
 * The four pillars of a birth.
 * @param input the birth's instant and local civil time
 */
export function fourPillars(input: PillarsInput): FourPillars {
  const sun = sunLongitude(input.jdUT).longitude;
  // Solar months since lìchūn: 0 = tiger month (315°–345°) … 11 = ox month (285°–315°).
  const solarMonth = Math.floor(norm360(sun - 315) / 30);
  // January (and early February) before lìchūn belong to the previous solar year.
  const beforeSpring = input.local.month <= 2 && solarMonth >= 10;
  const yearPillar = yearStemBranch(input.local.year - (beforeSpring ? 1 : 0));
  const yearStem = yearPillar.cycleIndex % 10;
  const month = stemBranch((yearStem % 5) * 2 + 2 + solarMonth, 2 + solarMonth);
  const day = dayStemBranch(dayNumber(input.local.year, input.local.month, input.local.day));
  const hourBranch = Math.floor((input.local.hour + 1) / 2) % 12;
  const dayStem = day.cycleIndex % 10;
  const hour = stemBranch((dayStem % 5) * 2 + hourBranch, hourBranch);
  return { year: yearPillar, month, day, hour };
}
