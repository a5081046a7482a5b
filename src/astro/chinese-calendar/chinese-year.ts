/**
 * A birth date's Chinese year (from one lunar new year to the day before the next): its animal,
 * element, yin/yang, stem–branch and bounds, and the lunar date of the birth.
 */
import { dayNumber, isoDateOfDay } from './china-day.ts';
import { chineseNewYearDay, type LunarDate, lunarDate } from './lunar-date.ts';
import { type StemBranch, yearStemBranch } from './sexagenary.ts';

/** A Chinese year. */
export interface ChineseYear {
  /** Numbered by the Gregorian year in which it begins. */
  year: number;
  stemBranch: StemBranch;
  /** Its first day (the lunar new year), YYYY-MM-DD. */
  start: string;
  /** Its last day (the eve of the next new year), YYYY-MM-DD. */
  end: string;
}

/**
 * The Chinese year that begins in Gregorian `year`.
 * @param year Gregorian year, 1800–2400
 */
export function chineseYear(year: number): ChineseYear {
  return {
    year,
    stemBranch: yearStemBranch(year),
    start: isoDateOfDay(chineseNewYearDay(year)),
    end: isoDateOfDay(chineseNewYearDay(year + 1) - 1),
  };
}

/**
 * The Chinese year of a civil date (January and February dates before the new year belong to
 * the year before), and the date in the lunar calendar.
 * @param date year 1800–2400, month 1–12, day 1–31
 */
export function chineseYearOf(date: {
  year: number;
  month: number;
  day: number;
}): ChineseYear & { lunarDate: LunarDate } {
  const day = dayNumber(date.year, date.month, date.day);
  const year = day < chineseNewYearDay(date.year) ? date.year - 1 : date.year;
  return { ...chineseYear(year), lunarDate: lunarDate(date) };
}
