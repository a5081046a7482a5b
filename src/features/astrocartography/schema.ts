/**
 * Request schemas of the locational operations: POST /api/calc/astrocartography (lines and
 * parans), /api/calc/astrocartography/near (the lines near a place), /api/calc/local-space. Birth data in the Person shape; unknown members are refused.
 */
import { z } from 'zod';
import { MAX_NEAR_KM } from '../../astro/locational/locational-requests.ts';
import {
  LOCATIONAL_COORDINATES,
  LOCATIONAL_POINTS,
  type LocationalPoint,
} from '../../astro/locational/locational-sky.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { birthDataSchema, latitudeSchema, longitudeSchema } from '../calc/birth-data.ts';
import { asList, flagSchema, houseSystemSchema, pointsSchema } from '../calc/chart-options.ts';

export const locationalPointsSchema = z
  .preprocess(
    asList,
    z
      .array(z.enum(LOCATIONAL_POINTS as unknown as [LocationalPoint, ...LocationalPoint[]]))
      .min(1)
      .refine((list) => new Set(list).size === list.length, {
        message: inputMessage((t) => t.eachOnce({ item: 'point' })),
      }),
  )
  .describe(`Points among ${LOCATIONAL_POINTS.join(', ')}; default Sun to Pluto, true-node and chiron`);

export const coordinatesSchema = z
  .enum(LOCATIONAL_COORDINATES)
  .describe(
    'in-mundo (default): each body where it is on the sky, its ecliptic latitude included; zodiacal: its ecliptic degree (latitude 0), as lines drawn from the zodiac are',
  );

export const astrocartographyBody = birthDataSchema.extend({
  points: locationalPointsSchema.optional(),
  coordinates: coordinatesSchema.optional(),
  parans: flagSchema.optional().describe("Add the parans: every crossing of two points' lines (default false)"),
});
export type AstrocartographyBody = z.output<typeof astrocartographyBody>;

export const linesNearBody = birthDataSchema.extend({
  place: z
    .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema })
    .describe('The place the lines are measured from'),
  radiusKm: z
    .number()
    .positive()
    .max(MAX_NEAR_KM)
    .optional()
    .describe(`The distance searched, km (default 1000, at most ${MAX_NEAR_KM})`),
  points: locationalPointsSchema.optional(),
  coordinates: coordinatesSchema.optional(),
});
export type LinesNearBody = z.output<typeof linesNearBody>;

export const localSpaceBody = birthDataSchema.extend({ points: locationalPointsSchema.optional() });
export type LocalSpaceBody = z.output<typeof localSpaceBody>;

export const relocationBody = birthDataSchema.extend({
  relocation: z
    .union([
      z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema }),
      z.strictObject({
        placeId: z.string().min(1).max(20).describe('The `id` of a place from GET /api/geocoding/search'),
      }),
    ])
    .describe('The place the natal instant is cast for: latitude and longitude, or a place search id'),
  houseSystem: houseSystemSchema.optional(),
  points: pointsSchema.optional().describe('Points to return (default all but the asteroids), as for the natal chart'),
});
export type RelocationBody = z.output<typeof relocationBody>;
