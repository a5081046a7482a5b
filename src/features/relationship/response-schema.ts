/**
 * The 2xx bodies of the relationship operations (newest shape): synastry, composite, Davison,
 * synastry score and Sun-sign compatibility. Each echoes both persons.
 */
import { z } from 'zod';
import { THEME_IDS } from '../../astro/synastry/index.ts';
import { SUN_ASPECTS, SUN_SIGN_ELEMENTS } from '../../astro/synastry/sun-sign-compatibility.ts';
import {
  aspectIdSchema,
  aspectSchema,
  ayanamsaNameSchema,
  chartPointSchema,
  chartPointsSchema,
  coordinatesSchema,
  cuspSchema,
  houseSystemSchema,
  instantSchema,
  languageSchema,
  nameAndGlyph,
  pointIdSchema,
  signSchema,
  timeResolutionSchema,
  zodiacNameSchema,
} from '../calc/response-schemas.ts';
import { natalChartMembers } from '../natal/response-schema.ts';

/** A person's natal chart as natal answers it, with the person's name. */
const personChart = z.strictObject({ name: z.string().nullable(), ...natalChartMembers });

const provenance = z.strictObject({
  zodiac: zodiacNameSchema,
  ayanamsa: z
    .strictObject({ name: ayanamsaNameSchema, chart1: z.number(), chart2: z.number() })
    .optional()
    .describe('Sidereal: its value at each birth, degrees'),
  warnings: z
    .array(z.string())
    .describe(
      "Each birth chart's warnings led by its chart (`chart1: Placidus houses are undefined at latitude 69.65°…: " +
        "Porphyry cusps are given instead`), then the composite houses' (`composite: …`)",
    ),
});

const themeScore = z.strictObject({
  theme: z.enum(THEME_IDS),
  score: z.number().describe('0…100; 50 when no aspect counts toward the theme'),
  weight: z.number().describe("The theme's share of the overall score"),
  harmony: z.number(),
  tension: z.number(),
  aspectCount: z.number().int(),
  name: z.string(),
  description: z.string(),
});

const compatibility = z.strictObject({ score: z.number(), formulaVersion: z.string(), themes: z.array(themeScore) });

const interAspect = z.strictObject({
  planet1: pointIdSchema,
  chart1: z.literal(true),
  planet2: pointIdSchema,
  chart2: z.literal(true),
  aspect: aspectIdSchema,
  orb: z.number(),
  angle: z.number(),
  separation: z.number(),
  orbAllowed: z.number(),
  exactness: z.number(),
  motion: z.enum(['applying', 'separating', 'stationary']),
  tone: z.number().describe('+1 harmonious … −1 challenging'),
  nature: z.enum(['harmonious', 'challenging', 'neutral']),
  strength: z.number(),
  themes: z.array(z.enum(THEME_IDS)),
  urn: z.string(),
  text: z.strictObject({ title: z.string(), body: z.string() }).nullable().optional().describe('With includeText'),
  readable: z
    .strictObject({ name: z.string(), glyph: z.string().nullable(), planet1: nameAndGlyph, planet2: nameAndGlyph })
    .optional(),
});

const overlays = z.record(z.string(), z.number().int()).describe('Point id → house of the other chart');

export const synastryResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('synastry'),
    attributes: z.strictObject({
      language: languageSchema,
      chart1: personChart,
      chart2: personChart,
      aspects: z.array(interAspect),
      houseOverlays: z.strictObject({ chart1InChart2: overlays, chart2InChart1: overlays }),
      compatibility,
      provenance,
    }),
  }),
});

export const compositeResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('composite-charts'),
    attributes: z.strictObject({
      language: languageSchema,
      method: z.literal('midpoint'),
      compositeLocation: z.strictObject({
        latitude: z.number(),
        longitude: z.number(),
        source: z.enum(['request', 'midpoint']),
      }),
      points: chartPointsSchema,
      houses: z.strictObject({
        method: z.literal('derived-midheaven'),
        systemRequested: houseSystemSchema,
        systemUsed: houseSystemSchema,
        latitude: z.number(),
        obliquity: z.number(),
        armc: z.number(),
        cusps: z.array(cuspSchema),
        warnings: z.array(z.string()),
      }),
      angles: z.strictObject({
        ascendant: z.number(),
        midheaven: z.number(),
        descendant: z.number(),
        imumCoeli: z.number(),
      }),
      aspects: z.array(aspectSchema),
      chart1: personChart,
      chart2: personChart,
      provenance,
    }),
  }),
});

export const davisonResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('davison-charts'),
    attributes: z.strictObject({
      instant: instantSchema.describe('The midpoint in time of the births'),
      julianDayUT: z.number(),
      davisonLocation: z.strictObject({
        latitude: z.number(),
        longitude: z.number(),
        method: z.literal('great-circle'),
      }),
      ...natalChartMembers,
      chart1: personChart,
      chart2: personChart,
    }),
  }),
});

const personEcho = { name: z.string().nullable(), timeResolution: timeResolutionSchema, location: coordinatesSchema };

export const scoreResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('synastry-scores'),
    attributes: z.strictObject({
      language: languageSchema,
      score: z.number(),
      formulaVersion: z.string(),
      themes: z.array(themeScore),
      aspectCount: z.number().int(),
      persons: z.strictObject({ chart1: z.strictObject(personEcho), chart2: z.strictObject(personEcho) }),
      provenance,
    }),
  }),
});

const personWithSun = z.strictObject({ ...personEcho, sun: chartPointSchema });
const compatibilityText = z.strictObject({ title: z.string(), body: z.string() });

export const compatibilityResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('sun-sign-compatibility'),
    attributes: z.strictObject({
      language: languageSchema,
      sign1: signSchema,
      sign2: signSchema,
      element1: z.enum(SUN_SIGN_ELEMENTS),
      element2: z.enum(SUN_SIGN_ELEMENTS),
      elementRelation: z.enum(['same', 'complementary', 'neighbouring', 'contrary']),
      scoreBasedOnElement: z.number(),
      scoreBasedOnSunAspect: z.number(),
      sunAspect: z
        .strictObject({ aspect: z.enum(SUN_ASPECTS), separation: z.number(), orb: z.number(), orbAllowed: z.number() })
        .nullable()
        .describe('The aspect of the Suns, null when none is within orb'),
      sign1Title: nameAndGlyph.optional(),
      sign2Title: nameAndGlyph.optional(),
      text: z
        .strictObject({ element: compatibilityText, sunAspect: compatibilityText })
        .optional()
        .describe('With includeText'),
      persons: z.strictObject({ chart1: personWithSun, chart2: personWithSun }),
      provenance,
    }),
  }),
});
