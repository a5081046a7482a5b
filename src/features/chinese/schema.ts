/**
 * Request schemas of POST /api/calc/chinese-horoscope and /api/calc/chinese-forecast:
 * `birthDate` (a date, or a date-time for the four pillars), the birth place (flat or nested as
 * `location`) for the four pillars, `forecastYear`, language and flags. Unknown members refused.
 */
import { z } from 'zod';
import { inputMessage } from '../../http/error-text/index.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import { latitudeSchema, localTimeRuleSchema, longitudeSchema, timezoneSchema } from '../calc/birth-data.ts';
import { calendarDateWithTime, yearSchema } from '../calc/date-schemas.ts';

/** The birth date, checked as a date; the text is kept for its time. */
const birthDate = calendarDateWithTime().describe(
  'Birth date YYYY-MM-DD (years 1800–2400), or a local date-time YYYY-MM-DDTHH:mm[:ss] (optionally with Z or ±HH:MM): ' +
    'with a time and a place (or an offset) the answer adds the four pillars',
);

const language = z
  .enum(LANGUAGES, { message: inputMessage((t) => t.oneOf({ values: LANGUAGES })) })
  .default('en')
  .describe('Language of titles and texts: en, es, de, fr, it (default en)');
const includeText = z
  .boolean({ message: inputMessage((t) => t.trueOrFalse()) })
  .default(true)
  .describe('Add the interpretation text (default true)');
const includeReadableEntities = z
  .boolean({ message: inputMessage((t) => t.trueOrFalse()) })
  .default(false)
  .describe('Add names and characters of the animal, element and polarity (default false)');

export const horoscopeBody = z.strictObject({
  birthDate,
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  timezone: timezoneSchema.optional(),
  location: z
    .strictObject({
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
      timezone: timezoneSchema.optional(),
    })
    .optional()
    .describe('The birth place, nested; an alternative to latitude, longitude and timezone at the top level'),
  localTimeRule: localTimeRuleSchema.optional(),
  language,
  includeText,
  includeReadableEntities,
});

export const forecastBody = z.strictObject({
  birthDate: birthDate.describe('Birth date YYYY-MM-DD (a time after it is accepted and ignored), years 1800–2400'),
  forecastYear: yearSchema.describe(
    'The Gregorian year whose Chinese year (from its lunar new year) is forecast, 1800–2400',
  ),
  language,
  includeText,
  includeReadableEntities,
});
