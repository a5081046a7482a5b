/**
 * Request schemas of the Vedic operations (module `vedic`): POST /api/calc/vedic/dasha and
 * /api/calc/vedic/divisional-charts (a birth), /api/calc/vedic/panchang (a date and a place) and
 * /api/calc/vedic/panchang/range (dates and a place). A birth is given as the returns take it (`birthDateTime` +
 * `birthLocation`); the sidereal zodiac by `ayanamsa` (default lahiri) and Rahu by `node` (mean
 * or true). Unknown members are refused.
 */
import { z } from 'zod';
import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import { MAX_PANCHANG_DAYS } from '../../astro/vedic/panchang-request.ts';
import { VARGAS } from '../../astro/vedic/vargas.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { latitudeSchema, longitudeSchema, timezoneSchema } from '../calc/birth-data.ts';
import { calendarDate, dateOrDateTime } from '../calc/date-schemas.ts';
import { birthShape } from '../traditional/schema.ts';

export const sidereal = {
  ayanamsa: z
    .enum(AYANAMSAS)
    .default('lahiri')
    .describe('Ayanamsa of the sidereal zodiac (default lahiri; every one the service offers)'),
  node: z.enum(['mean', 'true']).default('mean').describe('Rahu and Ketu from the mean (default) or the true node'),
};

export const dashaBody = z.strictObject({
  ...birthShape,
  ...sidereal,
  system: z.enum(['vimshottari', 'yogini']).default('vimshottari').describe('The dasha system (default vimshottari)'),
  levels: z
    .number()
    .int()
    .min(1)
    .max(5)
    .default(3)
    .describe(
      'Levels named at `date`: 1 mahadasha, 2 antardasha, 3 pratyantardasha (default), 4 sookshma, 5 prana; below the antardasha, the periods of the running one are listed',
    ),
  yearDays: z
    .union([z.literal(365.25), z.literal(360), z.literal(365.2422), z.literal(365.256363)])
    .default(365.25)
    .describe(
      'Days in a dasha year: 365.25 (Julian, default), 360 (savana), 365.2422 (tropical), 365.256363 (sidereal)',
    ),
  date: dateOrDateTime()
    .optional()
    .describe('The date whose running periods are named (default the birth): YYYY-MM-DD (noon) or a date-time'),
  years: z.number().int().min(1).max(150).default(120).describe('Years after birth the mahadashas cover (default 120)'),
});

export const divisionalChartsBody = z.strictObject({
  ...birthShape,
  ...sidereal,
  vargas: z
    .array(z.enum(VARGAS.map((n) => `D${n}`) as [string, ...string[]]))
    .min(1)
    .optional()
    .describe(`The divisional charts wanted (default all sixteen): ${VARGAS.map((n) => `D${n}`).join(', ')}`),
});

export const panchangBody = z.strictObject({
  date: calendarDate()
    .describe("The calendar day in the place's zone; its panchang day runs from that sunrise to the next")
    .meta({ examples: ['2026-06-01'] }),
  location: z
    .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() })
    .describe('The observer: latitude, longitude, IANA timezone (found from the coordinates when absent)'),
  ayanamsa: sidereal.ayanamsa,
});

export const panchangRangeBody = z.strictObject({
  startDate: calendarDate()
    .describe("The first calendar day in the place's zone")
    .meta({ examples: ['2026-12-01'] }),
  endDate: calendarDate()
    .describe(`The last calendar day (included), at most ${MAX_PANCHANG_DAYS} days from startDate in all`)
    .meta({ examples: ['2026-12-31'] }),
  location: panchangBody.shape.location,
  ayanamsa: sidereal.ayanamsa,
  include: z
    .array(z.enum(['choghadiya', 'hora']))
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'part' })),
    })
    .default([])
    .describe('Parts added to each day: choghadiya, hora (default none; the one-day panchang has both)'),
});
