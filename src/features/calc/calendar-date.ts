/**
 * A calendar date in a request (`1987-11-18`, or a date-time whose time is not needed, such as
 * `1987-11-18T14:30`): a real Gregorian date within the supported years 1800–2400, parsed to
 * `{year, month, day}`. Used by numerology and the Chinese horoscope.
 */
import { z } from 'zod';

/** First and last supported years. */
export const DATE_YEARS = { first: 1800, last: 2400 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Days in `month` (1–12) of Gregorian `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A year number from 1800 to 2400 (JSON number or its text). */
export const yearSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: `expected a year from ${DATE_YEARS.first} to ${DATE_YEARS.last}` })
    .int({ message: `expected a whole year from ${DATE_YEARS.first} to ${DATE_YEARS.last}` })
    .min(DATE_YEARS.first, { message: `expected a year from ${DATE_YEARS.first} to ${DATE_YEARS.last}` })
    .max(DATE_YEARS.last, { message: `expected a year from ${DATE_YEARS.first} to ${DATE_YEARS.last}` }),
);

/** A date `YYYY-MM-DD` (a time after it is accepted and ignored) → `{year, month, day}`. */
export const calendarDateSchema = z.string().transform((value, ctx) => {
  const m = DATE.exec(value);
  if (!m) {
    ctx.addIssue({
      code: 'custom',
      message: 'expected a date YYYY-MM-DD (a time after it, YYYY-MM-DDTHH:mm, is accepted)',
    });
    return z.NEVER;
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    ctx.addIssue({ code: 'custom', message: `expected a real calendar date; ${m[1]}-${m[2]}-${m[3]} does not exist` });
    return z.NEVER;
  }
  if (year < DATE_YEARS.first || year > DATE_YEARS.last) {
    ctx.addIssue({ code: 'custom', message: `expected a year from ${DATE_YEARS.first} to ${DATE_YEARS.last}` });
    return z.NEVER;
  }
  return { year, month, day };
});

/** `{year, month, day}` as `YYYY-MM-DD`. */
export function isoDate(d: { year: number; month: number; day: number }): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
