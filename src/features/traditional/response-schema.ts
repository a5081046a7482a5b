/**
 * Response schemas of the traditional techniques: every member declared.
 */
import { z } from 'zod';
import { LOTS } from '../../astro/traditional/lots.ts';
import { CLASSICAL_PLANETS } from '../../astro/traditional/tables.ts';
import { SIGNS } from '../../astro/vocabulary.ts';

const instant = z.string().describe('ISO 8601 instant, UTC, whole seconds');
const sign = z.enum(SIGNS);
const planet = z.enum(CLASSICAL_PLANETS);
const dignity = z.enum(['domicile', 'exaltation', 'triplicity', 'term', 'face']);
const placeShape = {
  longitude: z.number().describe('Tropical ecliptic longitude, degrees [0, 360)'),
  sign,
  degreeInSign: z.number(),
};
const birth = z.object({
  utc: instant.describe('The birth instant'),
  dayChart: z.boolean().describe("The Sun's centre above the horizon at birth (no refraction)"),
});
const sect = z.object({
  chart: z.enum(['diurnal', 'nocturnal']),
  luminary: z.enum(['sun', 'moon']).describe('The light of the sect'),
  beneficOfSect: z.enum(['jupiter', 'venus']),
  maleficOfSect: z.enum(['saturn', 'mars']),
  planets: z.array(
    z.object({
      planet,
      sect: z.enum(['diurnal', 'nocturnal']).describe('Mercury: diurnal when oriental of the Sun, else nocturnal'),
      inSect: z.boolean(),
    }),
  ),
});

const document = <T extends string>(type: T, attributes: z.ZodType) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });

export const lotsResponseSchema = document(
  'traditional-lots',
  z.object({
    birth,
    ascendant: z.object(placeShape),
    sect,
    lots: z.array(
      z.object({
        name: z.enum(LOTS),
        ...placeShape,
        formula: z.string().describe('The formula used for the chart’s sect, ascendant + a − b'),
        wholeSignHouse: z.number().int().describe("Counted from the Ascendant's sign, 1–12"),
      }),
    ),
  }),
);

const lords = z.object({
  domicile: planet,
  exaltation: planet.nullable(),
  triplicity: z.object({ day: planet, night: planet, participating: planet, ofSect: planet }),
  term: planet.describe('Egyptian terms'),
  face: planet.describe('Chaldean faces (decans)'),
});
const points = z.partialRecord(planet, z.number()).describe("Each planet's dignity points at the place");

export const dignitiesResponseSchema = document(
  'traditional-dignities',
  z.object({
    birth,
    sect,
    planets: z.array(
      z.object({
        planet,
        ...placeShape,
        dignities: z.array(dignity),
        detriment: z.boolean(),
        fall: z.boolean(),
        peregrine: z.boolean().describe('No essential dignity of its own there'),
        score: z
          .number()
          .int()
          .describe("Lilly's points: +5 +4 +3 +2 +1 for the dignities, −5 detriment, −4 fall, −5 peregrine"),
        lords,
      }),
    ),
    almutens: z.array(
      z.object({
        place: z.enum(['ascendant', 'midheaven', 'sun', 'moon', 'fortune']),
        longitude: z.number(),
        almuten: z.array(planet).describe('The planet(s) with the most points (several on a tie)'),
        points,
      }),
    ),
    chartAlmuten: z.object({ almuten: z.array(planet), points }).describe('The points summed over the five places'),
    receptions: z.array(
      z.object({
        planet,
        receivedBy: planet.describe("The lord of the place's dignities listed"),
        dignities: z.array(dignity),
        mutual: z.boolean(),
        mutualByMajorDignity: z.boolean().describe('Both ways by domicile or exaltation'),
      }),
    ),
  }),
);

const profected = {
  start: instant,
  end: instant,
  sign,
  house: z.number().int().describe("Whole-sign house from the Ascendant's sign"),
  lord: planet.describe("The sign's domicile lord"),
};

export const profectionsResponseSchema = document(
  'traditional-profections',
  z.object({
    birth,
    date: instant,
    ascendant: z.object(placeShape),
    age: z.number().int().describe('Completed years at the date'),
    year: z.object({
      ...profected,
      lord: planet.describe('The lord of the year'),
      planetsInSign: z.array(planet).describe('Natal planets in the profected sign'),
    }),
    month: z.object({ number: z.number().int(), ...profected }),
    months: z.array(z.object({ number: z.number().int(), ...profected })),
  }),
);

const firdariaLord = z.enum([...CLASSICAL_PLANETS, 'north-node', 'south-node']);
export const firdariaResponseSchema = document(
  'traditional-firdaria',
  z.object({
    birth,
    sequence: z.enum(['diurnal', 'nocturnal']),
    nodes: z.enum(['end', 'after-mars']),
    yearDays: z.number().describe('Days per year of the periods (Julian years)'),
    current: z
      .object({ date: instant, major: firdariaLord, sub: planet.nullable().describe('Null in a node period') })
      .nullable()
      .describe('The periods in force at `date` (null without one)'),
    periods: z.array(
      z.object({
        lord: firdariaLord,
        years: z.number().int(),
        start: instant,
        end: instant,
        subPeriods: z.array(z.object({ lord: planet, start: instant, end: instant })),
      }),
    ),
  }),
);

const releasing = z.object({
  level: z.number().int(),
  sign,
  start: instant,
  end: instant,
  loosingOfBond: z.boolean().describe('Begins after a jump to the sign opposite the level’s first sign'),
  angleFromFortune: z.union([z.literal(1), z.literal(4), z.literal(7), z.literal(10)]).nullable(),
  peak: z.boolean().describe('In a sign angular to Fortune (the 10th the most prominent)'),
});

export const zodiacalReleasingResponseSchema = document(
  'traditional-zodiacal-releasing',
  z.object({
    birth,
    lot: z.object({ name: z.enum(['fortune', 'spirit']), longitude: z.number(), sign }),
    fortuneSign: sign,
    yearDays: z.number(),
    range: z.object({ start: instant, end: instant }),
    level1: z.array(releasing).describe('From birth for 120 years'),
    level2: z.array(releasing).describe('Overlapping the range'),
    level3: z.array(releasing).describe('Overlapping the range'),
  }),
);

export const planetaryHoursResponseSchema = document(
  'planetary-hours',
  z.object({
    date: z.string(),
    location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
    dayRuler: planet.describe("The weekday's ruler, which rules the first hour"),
    sunrise: instant,
    sunset: instant,
    nextSunrise: instant,
    dayHourMinutes: z.number(),
    nightHourMinutes: z.number(),
    hours: z.array(
      z.object({
        number: z.number().int().describe('1–12 by day, 13–24 by night'),
        period: z.enum(['day', 'night']),
        ruler: planet,
        start: instant,
        end: instant,
      }),
    ),
  }),
);
