/**
 * Request members that are dates or times, built from the one grammar (astro/time/date-grammar.ts)
 * so that every field accepts and refuses the same texts, with messages naming the accepted forms
 * and what is wrong (2023-02-30 does not exist; T24:00 is 00:00 of the next day), in the
 * request's language (the error catalogue, src/http/error-text). Each builder
 * keeps the text as sent (the engine reads it with the same grammar) and documents its shape as
 * the OpenAPI `pattern`.
 */
import { z } from 'zod';
import { type CalendarDate, DATE_PATTERNS, type DateForm, readDate } from '../../astro/time/date-grammar.ts';
import { catalogueIssue, dateProblemText, inputMessage } from '../../http/error-text/index.ts';

/** First and last years of the fields that take a year or a bare calendar date of the past or future. */
export const DATE_YEARS = { first: 1800, last: 2400 } as const;

const YEARS = inputMessage((t) => t.yearRange(DATE_YEARS));

function dateText(form: DateForm) {
  return z
    .string({ message: inputMessage((t) => t.dateFormat({ form, lostPlus: false })) })
    .superRefine((value, ctx) => {
      const read = readDate(value, form);
      if (!read.ok) ctx.addIssue(catalogueIssue(dateProblemText(read.problem)));
    })
    .meta({ pattern: DATE_PATTERNS[form] });
}

/** `YYYY-MM-DD`, a real calendar date. */
export const calendarDate = () => dateText('date');

/** `YYYY-MM-DD[T ]HH:mm[:ss[.fff]]`, optionally with `Z` or an offset (local to a place without). */
export const localDateTime = () => dateText('date-time');

/** A calendar date or a date-time (the forms of {@link calendarDate} and {@link localDateTime}). */
export const dateOrDateTime = () => dateText('date-or-date-time');

/** A date-time with `Z` or an offset: one instant. */
export const instant = () => dateText('instant');

/** The date of a date or date-time text from 1800 to 2400, and whether a time follows it; null (and an issue) else. */
function supportedDate(value: string, ctx: z.RefinementCtx): { date: CalendarDate; hasTime: boolean } | null {
  const read = readDate(value, 'date-or-date-time');
  if (!read.ok) return null; // dateOrDateTime() has said why
  const { year, month, day, hasTime } = read.parts;
  if (year < DATE_YEARS.first || year > DATE_YEARS.last) {
    ctx.addIssue({ code: 'custom', message: YEARS });
    return null;
  }
  return { date: { year, month, day }, hasTime };
}

/**
 * A calendar date from 1800 to 2400, written as a date or as a date-time whose time the field
 * does not need, read into `{year, month, day}`.
 */
export const calendarDateParts = () =>
  dateOrDateTime().transform((value, ctx) => supportedDate(value, ctx)?.date ?? z.NEVER);

/**
 * A calendar date from 1800 to 2400, or a date-time on such a date: `{year, month, day}` and the
 * date-time text (`T` between date and time) when a time was given.
 */
export const calendarDateWithTime = () =>
  dateOrDateTime().transform((value, ctx) => {
    const read = supportedDate(value, ctx);
    if (read === null) return z.NEVER;
    return { date: read.date, dateTime: read.hasTime ? value.replace(' ', 'T') : undefined };
  });

/** A year number from 1800 to 2400 (JSON number or its text). */
export const yearSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: YEARS })
    .int({ message: inputMessage((t) => t.wholeYearRange(DATE_YEARS)) })
    .min(DATE_YEARS.first, { message: YEARS })
    .max(DATE_YEARS.last, { message: YEARS }),
);
