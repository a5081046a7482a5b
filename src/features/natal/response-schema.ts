/**
 * The 2xx body of GET and POST /api/calc/natal (newest shape), and the natal chart's members
 * that relationship responses echo for each person.
 */
import { z } from 'zod';
import {
  anglesSchema,
  aspectSchema,
  ayanamsaSchema,
  chartPointsSchema,
  cuspSchema,
  fixedStarsSchema,
  houseSystemSchema,
  languageSchema,
  timeResolutionSchema,
  zodiacNameSchema,
} from '../calc/response-schemas.ts';

/** The members of a natal chart, as natal answers them and relationship responses echo them. */
export const natalChartMembers = {
  timeResolution: timeResolutionSchema,
  location: z.strictObject({ latitude: z.number(), longitude: z.number(), placeName: z.string().nullable() }),
  language: languageSchema,
  points: chartPointsSchema,
  houses: z.strictObject({
    systemRequested: houseSystemSchema,
    systemUsed: houseSystemSchema.describe(
      'Differs from the requested system where it cannot be cast (polar latitudes)',
    ),
    readable: z.strictObject({ systemUsed: z.string() }).optional(),
    cusps: z.array(cuspSchema),
  }),
  angles: anglesSchema,
  aspects: z.array(aspectSchema),
  fixedStars: fixedStarsSchema.optional().describe('With fixedStars in the request'),
  provenance: z.strictObject({
    engine: z.string(),
    version: z.string(),
    models: z.string(),
    houseSystemRequested: houseSystemSchema,
    houseSystemUsed: houseSystemSchema,
    localTimeRule: z.enum(['earlier', 'later', 'reject']),
    dayChart: z.boolean().describe('The Sun above the horizon'),
    obliquity: z.number().describe('True obliquity of the ecliptic, degrees'),
    tzdbVersion: z.string(),
    zodiac: zodiacNameSchema,
    ayanamsa: ayanamsaSchema.optional().describe('Sidereal charts: the ayanamsa and its value at the birth, degrees'),
    warnings: z.array(z.string()),
  }),
};

export const natalResponseSchema = z.strictObject({
  data: z.strictObject({ type: z.literal('natal-charts'), attributes: z.strictObject(natalChartMembers) }),
});
