/** The 2xx bodies of POST /api/calc/progressions and /api/calc/solar-arc (newest shape). */
import { z } from 'zod';
import {
  aspectIdSchema,
  aspectSchema,
  ayanamsaNameSchema,
  chartPointsSchema,
  coordinatesSchema,
  crossAspectSchema,
  houseSystemSchema,
  instantSchema,
  languageSchema,
  movingHousesSchema,
  pointIdSchema,
  timeResolutionSchema,
  zodiacNameSchema,
} from '../calc/response-schemas.ts';

const perfection = z.strictObject({
  to: z.enum(['natal', 'progressed']),
  point: pointIdSchema,
  aspect: aspectIdSchema,
  other: pointIdSchema,
  exact: instantSchema.describe("The date in the client's life the aspect is exact"),
  progressedExact: instantSchema.describe('The progressed instant then'),
  text: z.strictObject({ title: z.string(), body: z.string() }).nullable().optional(),
});

const provenance = (extra: z.ZodRawShape) =>
  z.strictObject({
    engine: z.string(),
    version: z.string(),
    models: z.string(),
    yearDays: z.number(),
    defaultOrb: z.number(),
    perfectionWindowYears: z.number(),
    ...extra,
    zodiac: zodiacNameSchema,
    ayanamsa: z
      .strictObject({ name: ayanamsaNameSchema, degrees: z.number(), progressed: z.number() })
      .optional()
      .describe(
        "Sidereal: the ayanamsa at birth (degrees, the natal points') and at the progressed instant (progressed)",
      ),
    warnings: z.array(z.string()),
  });

const common = {
  progressedDate: instantSchema.describe('The progressed instant: birth + (target − birth) / 365.24219'),
  natalDate: instantSchema.describe('The birth instant'),
  natalDateResolution: z
    .strictObject({ timeResolution: timeResolutionSchema, location: coordinatesSchema })
    .describe('How the birth was read'),
  targetDate: instantSchema.describe('The target instant'),
  targetResolution: timeResolutionSchema.describe('How the target date was read'),
  ageYears: z.number(),
  points: chartPointsSchema.describe('Progressed or directed points keyed by id (speeds per year of life)'),
  natalPoints: chartPointsSchema.describe('The natal points, keyed by id'),
  aspectsToNatal: z.array(crossAspectSchema),
  perfections: z.array(perfection).describe('Aspects exact within a year of the target date, in time order'),
  language: languageSchema,
};

export const progressionsResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('progressions'),
    attributes: z.strictObject({
      ...common,
      angles: z.strictObject({
        method: z.enum(['solar-arc', 'naibod']),
        description: z.string(),
        solarArc: z.number(),
        midheavenArc: z.number(),
      }),
      houses: movingHousesSchema,
      aspects: z.array(aspectSchema).describe('Progressed–progressed aspects'),
      provenance: provenance({
        houseSystemRequested: houseSystemSchema,
        houseSystemUsed: houseSystemSchema,
        angles: z.enum(['solar-arc', 'naibod']),
      }),
    }),
  }),
});

export const solarArcResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('solar-arc-directions'),
    attributes: z.strictObject({
      ...common,
      solarArc: z.number(),
      provenance: provenance({ houseSystemUsed: houseSystemSchema }),
    }),
  }),
});
