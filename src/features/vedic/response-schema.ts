/**
 * Response schemas of the Vedic operations: every member declared.
 */
import { z } from 'zod';
import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import { NAKSHATRAS } from '../../astro/sidereal/nakshatra.ts';
import { ayanamsaSchema, signSchema } from '../calc/response-schemas.ts';

export const instant = z.string().describe('ISO 8601 instant, UTC, whole seconds');
export const document = <T extends string>(type: T, attributes: z.ZodType) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });
export const period = {
  lord: z.string().describe('The ruling graha'),
  yogini: z.string().optional().describe('Yogini dasha: the yogini'),
  start: instant,
  end: instant,
};
export const level = z.enum(['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana']);

export const dashaResponseSchema = document(
  'vedic-dasha',
  z.object({
    utc: instant.describe('The birth instant'),
    zodiac: z.literal('sidereal'),
    ayanamsa: ayanamsaSchema.optional(),
    system: z.enum(['vimshottari', 'yogini']),
    yearDays: z.number(),
    moon: z.object({
      longitude: z.number().describe('Sidereal longitude at birth'),
      nakshatra: z.enum(NAKSHATRAS),
      nakshatraNumber: z.number().int(),
      pada: z.number().int(),
      fractionCrossed: z.number().describe('Of the nakshatra at birth, 0–1'),
    }),
    balanceAtBirth: z.object({ lord: z.string(), yogini: z.string().optional(), years: z.number() }),
    at: instant.describe('The instant whose running periods are named'),
    running: z.array(z.object({ level, ...period })).describe('The periods running at `at`, mahadasha first'),
    mahadashas: z.array(z.object({ ...period, antardashas: z.array(z.object(period)) })),
    deeper: z
      .array(
        z.object({
          level,
          within: z.object({ level, lord: z.string() }),
          periods: z.array(z.object(period)),
        }),
      )
      .describe('Below the antardasha: the periods of the running one at each level asked for'),
  }),
);

export const divisionalChartsResponseSchema = document(
  'vedic-divisional-charts',
  z.object({
    utc: instant.describe('The birth instant'),
    zodiac: z.literal('sidereal'),
    ayanamsa: ayanamsaSchema.optional(),
    charts: z.array(
      z.object({
        varga: z.string().describe('D1 … D60'),
        name: z.string(),
        points: z.array(
          z.object({
            id: z.enum(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'lagna']),
            sign: signSchema,
            degreeInSign: z.number(),
            vargottama: z.boolean().describe('The same sign as in the rashi chart (D1)'),
          }),
        ),
      }),
    ),
    nakshatras: z.array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        name: z.enum(NAKSHATRAS),
        pada: z.number().int(),
        lord: z.string(),
        degreeInNakshatra: z.number(),
      }),
    ),
  }),
);

const span = z.object({ start: instant, end: instant });
const planet = z.enum(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
const choghadiya = z.object({
  number: z.number().int(),
  name: z.enum(['udveg', 'chal', 'labh', 'amrit', 'kaal', 'shubh', 'rog']),
  lord: planet,
  nature: z.enum(['good', 'neutral', 'bad']),
  ...span.shape,
});

/** The elements of one sunrise-based day, as the one-day panchang and each day of a range give them. */
const panchangDay = {
  sunrise: instant.describe("The day's start: the Sun's upper limb on the horizon, with refraction"),
  sunset: instant,
  nextSunrise: instant.describe("The day's end"),
  vara: z.object({ name: z.string().describe('ravivara … shanivara'), lord: planet }),
  sunLongitude: z.number().describe("The Sun's sidereal longitude at sunrise, degrees"),
  moonLongitude: z.number().describe("The Moon's sidereal longitude at sunrise, degrees"),
  tithi: z
    .array(
      z.object({
        number: z.number().int().describe('1–15 shukla paksha, 16–30 krishna paksha'),
        name: z.string(),
        paksha: z.enum(['shukla', 'krishna']),
        ...span.shape,
      }),
    )
    .describe('The tithis of the day: the first runs at sunrise, the last at the next sunrise'),
  nakshatra: z.array(z.object({ number: z.number().int(), name: z.enum(NAKSHATRAS), lord: z.string(), ...span.shape })),
  yoga: z.array(z.object({ number: z.number().int(), name: z.string(), ...span.shape })),
  karana: z.array(
    z.object({ number: z.number().int().describe('1–60 in the lunar month'), name: z.string(), ...span.shape }),
  ),
  rahuKaal: span,
  gulikaKaal: span,
  yamaganda: span,
  abhijitMuhurta: span.describe('The 8th of the 15 muhurtas from sunrise to sunset'),
};
const panchangExtras = {
  choghadiya: z.object({
    day: z.array(choghadiya).describe('Sunrise to sunset in eight'),
    night: z.array(choghadiya).describe('Sunset to the next sunrise in eight'),
  }),
  hora: z
    .array(
      z.object({
        number: z.number().int().describe('1–12 by day, 13–24 by night'),
        period: z.enum(['day', 'night']),
        lord: planet,
        ...span.shape,
      }),
    )
    .describe('Twelve unequal horas by day and twelve by night, the first ruled by the weekday lord'),
};

export const panchangResponseSchema = document(
  'vedic-panchang',
  z.object({
    date: z.string().describe('The calendar day asked for'),
    location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
    zodiac: z.literal('sidereal'),
    ayanamsa: ayanamsaSchema.describe('The ayanamsa at sunrise'),
    ...panchangDay,
    ...panchangExtras,
  }),
);

export const panchangRangeResponseSchema = document(
  'vedic-panchang-range',
  z.object({
    startDate: z.string(),
    endDate: z.string().describe('Included'),
    location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
    zodiac: z.literal('sidereal'),
    ayanamsa: z.enum(AYANAMSAS),
    days: z
      .array(
        z.object({
          date: z.string().describe('The calendar day whose sunrise starts the panchang day'),
          ayanamsaDegrees: z.number().describe('The ayanamsa at sunrise, degrees'),
          ...panchangDay,
          choghadiya: panchangExtras.choghadiya.optional().describe('When `include` names it'),
          hora: panchangExtras.hora.optional().describe('When `include` names it'),
        }),
      )
      .describe('One per date from startDate to endDate'),
  }),
);
