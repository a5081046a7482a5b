/**
 * Gregorian dates in the Chinese calendar: the new year of a Gregorian year and the lunar date
 * of a day. The months of each suì are computed once per thread and kept (a few hundred bytes
 * a year; 1800–2400 at most).
 */
import { dayNumber, isoDateOfDay } from './china-day.ts';
import { type LunarMonth, suiMonths } from './lunar-months.ts';

const kept = new Map<number, LunarMonth[]>();

/** The months of the suì holding the new year of Gregorian `year` (see {@link suiMonths}), memoized. */
export function monthsOfSui(year: number): LunarMonth[] {
  let months = kept.get(year);
  if (!months) {
    months = suiMonths(year);
    kept.set(year, months);
  }
  return months;
}

/** The first month (zhēngyuè) of the Chinese year beginning in Gregorian `year`. */
function firstMonth(year: number): LunarMonth {
  return monthsOfSui(year).find((m) => m.number === 1 && !m.leap)!;
}

/**
 * The Chinese new year (first day of the first month) of Gregorian `year`, as a Julian day number.
 * @param year Gregorian year, 1800–2400
 */
export function chineseNewYearDay(year: number): number {
  return firstMonth(year).start;
}

/** The Chinese new year of Gregorian `year` as `YYYY-MM-DD`. */
export const chineseNewYear = (year: number) => isoDateOfDay(chineseNewYearDay(year));

/** A date of the Chinese calendar. */
export interface LunarDate {
  /** The Chinese year, numbered by the Gregorian year in which it began. */
  year: number;
  /** Month 1–12. */
  month: number;
  /** Whether the month is a leap month. */
  isLeapMonth: boolean;
  /** Day of the month, 1–30. */
  day: number;
}

/**
 * The lunar date of a Gregorian civil date (the day as it is in China).
 * @param date year 1800–2400, month 1–12, day 1–31
 */
export function lunarDate(date: { year: number; month: number; day: number }): LunarDate {
  const day = dayNumber(date.year, date.month, date.day);
  // The suì of year Y runs from the 11th month of Y − 1 to the 11th month of Y.
  for (const suiYear of [date.year, date.year + 1]) {
    const months = monthsOfSui(suiYear);
    const end = months[months.length - 1].start + months[months.length - 1].length;
    if (day < months[0].start || day >= end) continue;
    const index = months.findIndex((m) => day >= m.start && day < m.start + m.length);
    const month = months[index];
    const firstIndex = months.findIndex((m) => m.number === 1 && !m.leap);
    return {
      year: index >= firstIndex ? suiYear : suiYear - 1,
      month: month.number,
      isLeapMonth: month.leap,
      day: day - month.start + 1,
    };
  }
  throw new RangeError(`no suì holds ${date.year}-${date.month}-${date.day}`);
}
