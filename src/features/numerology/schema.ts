/**
 * Request schemas of POST /api/numerology/profile and /compatibility: a birth date (`dateTime`,
 * its time ignored), a full name with at least one Latin letter (accents folded), language,
 * includeText. Unknown members are refused.
 */
import { z } from 'zod';
import { catalogueIssue, inputMessage } from '../../http/error-text/index.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import { foldName, NameError } from '../../numerology/index.ts';
import { calendarDateParts, yearSchema } from '../calc/date-schemas.ts';

/** A full name at birth: text with at least one Latin letter (accents folded). */
export const fullName = z
  .string({ message: inputMessage((t) => t.fullNameText()) })
  .max(200, { message: inputMessage((t) => t.atMostCharacters({ max: 200 })) })
  .superRefine((value, ctx) => {
    try {
      foldName(value);
    } catch (error) {
      if (!(error instanceof NameError)) throw error;
      ctx.addIssue(catalogueIssue((t) => t.numerologyName({ letter: error.letter })));
    }
  });

const birthDate = (what: string) =>
  calendarDateParts().describe(`${what}: YYYY-MM-DD (or a date-time, whose time is ignored), years 1800–2400`);

const language = z
  .enum(LANGUAGES, { message: inputMessage((t) => t.oneOf({ values: LANGUAGES })) })
  .default('en')
  .describe('Language of the texts: en, es, de, fr, it (default en)');
const includeText = z
  .boolean({ message: inputMessage((t) => t.trueOrFalse()) })
  .default(true)
  .describe('Add the interpretation text to each number (default true)');

export const profileBody = z.strictObject({
  dateTime: birthDate('Birth date'),
  fullName: fullName.describe(
    'Full name at birth; letters with accents are folded (é → E, ß → SS); at least one Latin letter',
  ),
  forecastYear: yearSchema.optional().describe('Year of the personal year number (default: the current year, UTC)'),
  language,
  includeText,
});

export const compatibilityBody = z.strictObject({
  dateTime1: birthDate("First person's birth date"),
  dateTime2: birthDate("Second person's birth date"),
  fullName1: fullName
    .optional()
    .describe("First person's full name (names of both compare expression and soul urge numbers too)"),
  fullName2: fullName.optional().describe("Second person's full name"),
  language,
  includeText,
});
