/** The 2xx bodies of POST /api/calc/solar-return, /api/calc/lunar-return and /api/calc/planetary-return (newest shape). */
import { z } from 'zod';
import { PLANETARY_RETURN_BODIES } from '../../astro/returns/planetary-return.ts';
import {
  aspectSchema,
  ayanamsaNameSchema,
  chartPointsSchema,
  coordinatesSchema,
  crossAspectSchema,
  houseSystemSchema,
  instantSchema,
  languageSchema,
  movingHousesSchema,
  timeResolutionSchema,
  zodiacNameSchema,
} from '../calc/response-schemas.ts';

/** The members of one return chart. */
const returnChartMembers = {
  returnDate: instantSchema.describe('The return instant, whole seconds'),
  julianDayUT: z.number().describe('The return instant, Julian day (UT), full precision'),
  returnLongitude: z.number().describe("The returning body's longitude then, degrees"),
  location: z.strictObject({ latitude: z.number(), longitude: z.number(), relocated: z.boolean() }),
  points: chartPointsSchema,
  houses: movingHousesSchema,
  aspects: z.array(aspectSchema).describe('Aspects within the return chart'),
  ayanamsa: z.number().optional().describe('Sidereal: the ayanamsa at the return instant, degrees'),
  aspectsToNatal: z
    .array(crossAspectSchema)
    .describe('Aspects of return points to natal points; with includeText, a text for the major ones'),
};

const birthAndProvenance = {
  birth: z.strictObject({ timeResolution: timeResolutionSchema, location: coordinatesSchema }),
  language: languageSchema,
  provenance: z.strictObject({
    engine: z.string(),
    version: z.string(),
    models: z.string(),
    houseSystemRequested: houseSystemSchema,
    houseSystemUsed: houseSystemSchema,
    method: z.string(),
    zodiac: zodiacNameSchema,
    ayanamsa: z
      .strictObject({ name: ayanamsaNameSchema, degrees: z.number() })
      .optional()
      .describe('Sidereal: the ayanamsa at birth, degrees'),
    warnings: z.array(z.string()),
  }),
};

export const solarReturnResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('solar-returns'),
    attributes: z.strictObject({
      returnYear: z.number().int(),
      natalSunLongitude: z.number(),
      ...returnChartMembers,
      ...birthAndProvenance,
    }),
  }),
});

export const lunarReturnResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('lunar-returns'),
    attributes: z.strictObject({
      searchFrom: z.string().describe('The date the search started from, as requested'),
      natalMoonLongitude: z.number(),
      ...returnChartMembers,
      nextReturns: z.array(z.strictObject(returnChartMembers)).describe('Returns 2 … count, in time order'),
      ...birthAndProvenance,
    }),
  }),
});

export const planetaryReturnResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('planetary-returns'),
    attributes: z.strictObject({
      body: z.enum(PLANETARY_RETURN_BODIES),
      natalLongitude: z.number().describe("The body's natal longitude, degrees"),
      startDate: z.string().describe('The span as requested'),
      endDate: z.string(),
      returns: z
        .array(
          z.strictObject({
            passCount: z
              .number()
              .int()
              .describe(
                '1, or 3 when a retrograde loop takes the body over its natal degree (the true node at times more)',
              ),
            passes: z
              .array(
                z.strictObject({
                  direction: z
                    .enum(['direct', 'retrograde'])
                    .describe('How the body moved at the pass (the nodes usually retrograde)'),
                  inSpan: z.boolean().describe("The pass falls in the span (a return's other passes may not)"),
                  ...returnChartMembers,
                }),
              )
              .describe('In time order, each with its chart'),
          }),
        )
        .describe('Every return with a pass in the span, in time order'),
      ...birthAndProvenance,
    }),
  }),
});
