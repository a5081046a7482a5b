/**
 * Request schema of GET /api/horoscope/weekly/{year}/{week}/{zodiacSign} (spec endpoint 8):
 * `year` exactly four digits, `week` two digits 01–53, `zodiacSign` a sign id (any letter
 * case), query `language` one of LANGUAGES.
 */
import { z } from 'zod';
import { SIGNS } from '../../astro/vocabulary.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { LANGUAGES } from '../../interpretation/index.ts';

/** Years the ephemeris covers. */
export const HOROSCOPE_YEARS = { first: 1800, last: 2399 } as const;

export const weeklyParams = z.strictObject({
  year: z
    .string()
    .regex(/^\d{4}$/, { message: inputMessage((t) => t.fourDigitYear()) })
    .refine((y) => Number(y) >= HOROSCOPE_YEARS.first && Number(y) <= HOROSCOPE_YEARS.last, {
      message: inputMessage((t) => t.yearRange(HOROSCOPE_YEARS)),
    })
    .describe('ISO week-numbering year, exactly four digits'),
  week: z
    .string()
    .regex(/^(0[1-9]|[1-4]\d|5[0-3])$/, { message: inputMessage((t) => t.twoDigits({ min: '01', max: '53' })) })
    .describe('ISO week, two digits 01–53 (53 only in years that have it, else 404)'),
  zodiacSign: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(SIGNS, { message: inputMessage((t) => t.oneOf({ values: SIGNS })) }),
    )
    .describe(`The reader's sign: ${SIGNS.join(', ')}`),
});

export const weeklyQuery = z.strictObject({
  language: z
    .preprocess(
      (v) => (Array.isArray(v) ? v[v.length - 1] : v),
      z.enum(LANGUAGES, { message: inputMessage((t) => t.oneOf({ values: LANGUAGES })) }),
    )
    .default('en')
    .describe('Language of title and body (default en)'),
});
