/**
 * Request and response schemas of the synastry widget API (spec endpoint 7). The request is the
 * spec's Person shape twice (`person1`, `person2`), each with an optional display `name`; the
 * place may also be nested as `location` (see features/calc/birth-data.ts).
 */
import { z } from 'zod';
import { THEME_IDS } from '../../astro/synastry/index.ts';
import { ASPECTS, HOUSE_SYSTEMS, POINTS, SIGNS } from '../../astro/vocabulary.ts';
import { birthDataSchema, localTimeRuleSchema } from '../calc/birth-data.ts';
import {
  anglesSchema,
  chartPointsSchema,
  coordinatesSchema,
  houseSystemSchema,
  timeResolutionSchema,
  zodiacNameSchema,
} from '../calc/response-schemas.ts';
import { SYNASTRY_SECTIONS } from '../widgets/widget-settings.ts';

/** One person: birth data and an optional name shown in the chart legend. */
export const personSchema = birthDataSchema.extend({
  name: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('Display name (chart legend); default "Person 1" / "Person 2" in the widget language'),
});

export const synastryBody = z.strictObject({
  person1: personSchema.describe('The first person (inner ring of the bi-wheel)'),
  person2: personSchema.describe('The second person (outer ring of the bi-wheel)'),
  chartSize: z
    .number()
    .int()
    .min(300)
    .max(800)
    .optional()
    .describe(
      'Side of the bi-wheel, px (default 600): the widget asks for the width it shows the chart at (324 on a phone), ' +
        'so that the wheel drops detail instead of shrinking its text',
    ),
});

export const synastryParams = z.strictObject({ widgetId: z.string().min(1).describe('The widget id (UUID)') });

const point = z.enum(POINTS);
const aspect = z.enum(ASPECTS.map((a) => a.id) as [string, ...string[]]);
const sign = z.enum(SIGNS);
const motion = z.enum(['applying', 'separating', 'stationary']);

const cusp = z.object({ house: z.number().int(), longitude: z.number(), sign, degreeInSign: z.number() });
const chartAspect = z.object({
  point1: point,
  point2: point,
  aspect,
  angle: z.number(),
  separation: z.number(),
  orb: z.number(),
  orbAllowed: z.number(),
  exactness: z.number(),
  motion,
});
const angles = z.object({
  ascendant: z.number(),
  midheaven: z.number(),
  descendant: z.number(),
  imumCoeli: z.number(),
});
const natalChart = z.object({
  timeResolution: timeResolutionSchema,
  location: coordinatesSchema,
  points: chartPointsSchema,
  houses: z.object({
    systemRequested: houseSystemSchema,
    systemRequestedCode: z.string().describe('One-letter code of the system requested, e.g. P'),
    systemUsed: houseSystemSchema,
    systemUsedCode: z.string().describe('One-letter code of the system used'),
    cusps: z.array(cusp),
    warnings: z.array(z.string()),
  }),
  angles: anglesSchema,
  aspects: z.array(chartAspect),
  provenance: z.object({
    engine: z.string(),
    version: z.string(),
    models: z.string().describe('The ephemeris and time models'),
    houseSystemUsed: houseSystemSchema,
    dayChart: z.boolean().describe('The Sun above the horizon (the Part of Fortune used the day formula)'),
    obliquity: z.number().describe('True obliquity of the ecliptic, degrees'),
    tzdbVersion: z.string().describe('IANA time-zone database release the birth time was read with'),
    warnings: z.array(z.string()),
    zodiac: zodiacNameSchema,
  }),
});

/** A person's birth data as it was read (the nested `location` merged into the top level), echoed. */
const birthEcho = z.object({
  dateTime: z.string().describe('As sent (a space between date and time becomes T)'),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string().optional().describe('When sent'),
  placeName: z.string().optional().describe('When sent'),
  localTimeRule: localTimeRuleSchema.optional().describe('When sent'),
});
const person = z.object({ name: z.string(), input: birthEcho, chart: natalChart });

const text = z.object({ title: z.string(), body: z.string() }).nullable();
const overlay = z.object({
  point,
  longitude: z.number(),
  sign,
  house: z.number().int().describe("House 1…12 of the other person's chart"),
});
const label = z.object({ name: z.string(), glyph: z.string().nullable() });

export const synastryResource = z.object({
  type: z.literal('synastry'),
  id: z.string().describe('Hash of the widget settings and both persons: equal requests have equal ids'),
  attributes: z.object({
    widget: z.object({
      id: z.string(),
      name: z.string(),
      theme: z.string(),
      language: z.string(),
      houseSystem: z.enum(Object.keys(HOUSE_SYSTEMS) as [string, ...string[]]),
      sections: z.array(z.enum(SYNASTRY_SECTIONS)),
    }),
    person1: person,
    person2: person,
    interAspects: z.array(
      z.object({
        person1Point: point,
        person2Point: point,
        aspect,
        angle: z.number(),
        separation: z.number(),
        orb: z.number().describe('Degrees from exact'),
        orbAllowed: z.number(),
        exactness: z.number().describe('1 exact … 0 at the edge of the orb'),
        motion,
        tone: z.number().describe('+1 harmonious … −1 challenging (score formula)'),
        nature: z.enum(['harmonious', 'challenging', 'neutral']),
        strength: z.number().describe('Point weights × aspect weight × exactness (score formula)'),
        themes: z.array(z.enum(THEME_IDS)),
        urn: z.string(),
        text,
      }),
    ),
    houseOverlays: z.object({ person1InPerson2Houses: z.array(overlay), person2InPerson1Houses: z.array(overlay) }),
    composite: z.object({
      points: chartPointsSchema,
      houses: z.object({
        method: z.literal('derived-midheaven'),
        systemRequested: z.string(),
        systemUsed: z.string(),
        latitude: z.number(),
        obliquity: z.number(),
        armc: z.number(),
        cusps: z.array(cusp),
        warnings: z.array(z.string()),
      }),
      angles,
      aspects: z.array(chartAspect),
    }),
    davison: z.object({
      instant: z.string(),
      julianDayUT: z.number(),
      location: z.object({ latitude: z.number(), longitude: z.number() }),
      chart: natalChart,
    }),
    compatibility: z.object({
      score: z.number().int().describe('0…100'),
      formulaVersion: z.string(),
      themes: z.array(
        z.object({
          theme: z.enum(THEME_IDS),
          name: z.string(),
          description: z.string(),
          score: z.number().int(),
          weight: z.number(),
          harmony: z.number(),
          tension: z.number(),
          aspectCount: z.number().int(),
        }),
      ),
      summary: z
        .object({ title: z.string(), body: z.string() })
        .describe(
          "The score in words (the synastry report's summary): its band, the strongest and the most demanding theme, " +
            'how many major contacts flow and how many rub',
        ),
    }),
    chart: z
      .object({ mediaType: z.literal('image/svg+xml'), width: z.number(), height: z.number(), svg: z.string() })
      .nullable()
      .describe(
        'The bi-wheel (person 1 inside, person 2 outside); null when the widget does not show the chart section',
      ),
    labels: z.object({
      points: z.record(z.string(), label),
      signs: z.record(z.string(), label),
      aspects: z.record(z.string(), label),
      themes: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
      houseSystem: z.string(),
    }),
  }),
});
