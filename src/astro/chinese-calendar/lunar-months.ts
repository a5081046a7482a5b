/**
 * The months of the Chinese calendar, from the sky: a month begins on the UTC+8 day of a new
 * moon; the month holding the winter solstice (Sun at 270°) is the 11th; a suì (solstice year,
 * from one 11th month to the next) with 13 months has a leap month, the first of its months
 * without a major solar term (zhōngqì, the Sun at a multiple of 30°), which takes the number of
 * the month before it.
 */
import { chinaDay, dayNumber } from './china-day.ts';
import { newMoonAfter, newMoonAtOrBefore, sunLongitude, sunReaches } from './sky.ts';

/** One lunar month. */
export interface LunarMonth {
  /** Month number 1–12. */
  number: number;
  /** Whether it is a leap month (repeating the number of the month before). */
  leap: boolean;
  /** First day, a UTC+8 Julian day number. */
  start: number;
  /** Days: 29 or 30. */
  length: number;
}

/** The UTC+8 day of the winter solstice of Gregorian `year` (in December). */
function solsticeDay(year: number): number {
  return chinaDay(sunReaches(270, dayNumber(year, 12, 1) - 0.5));
}

/** UT instant (Julian day) at which the UTC+8 civil day `day` begins. */
export const dayStartJd = (day: number) => day - 0.5 - 8 / 24;

/** The first day of the 11th month: the last new-moon day at or before the solstice day of Gregorian `year`. */
function eleventhMonthStart(year: number): number {
  const solstice = solsticeDay(year);
  return chinaDay(newMoonAtOrBefore(dayStartJd(solstice + 1) - 1e-9));
}

/** Whether a major solar term (the Sun at a multiple of 30°) falls on a UTC+8 day in [start, end). */
function hasMajorTerm(start: number, end: number): boolean {
  const from = dayStartJd(start);
  const next = (Math.ceil(sunLongitude(from).longitude / 30) * 30) % 360;
  return chinaDay(sunReaches(next, from)) < end;
}

/**
 * The months of the suì beginning with the 11th month that holds the winter solstice of
 * Gregorian `year` − 1 … up to (excluding) the 11th month of `year`'s solstice: 12 or 13 months,
 * numbered 11, 12, 1, …, 10 with a leap month when there are 13.
 * @param year Gregorian year, 1800–2400 (its Chinese new year lies in this suì)
 */
export function suiMonths(year: number): LunarMonth[] {
  const first = eleventhMonthStart(year - 1);
  const next = eleventhMonthStart(year);
  const starts: number[] = [first];
  for (let day = first; ; ) {
    day = chinaDay(newMoonAfter(dayStartJd(day + 1)));
    if (day >= next) break;
    starts.push(day);
  }
  starts.push(next);
  const leapYear = starts.length - 1 === 13;
  const months: LunarMonth[] = [];
  let number = 10;
  let leapFound = false;
  for (let i = 0; i < starts.length - 1; i++) {
    const [start, end] = [starts[i], starts[i + 1]];
    const leap = leapYear && !leapFound && i > 0 && !hasMajorTerm(start, end);
    if (leap) leapFound = true;
    else number = (number % 12) + 1;
    months.push({ number, leap, start, length: end - start });
  }
  return months;
}
