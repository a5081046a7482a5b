/**
 * Request schemas of the locational operations: POST /api/calc/astrocartography (lines and
 * parans). Birth data in the Person shape; unknown members are refused.
 */
import { z } from 'zod';
import {
  LOCATIONAL_COORDINATES,
  LOCATIONAL_POINTS,
  type LocationalPoint,
} from '../../astro/locational/locational-sky.ts';
import { birthDataSchema } from '../calc/birth-data.ts';
import { flagSchema } from '../calc/chart-options.ts';

export const locationalPointsSchema = z
  .array(z.enum(LOCATIONAL_POINTS as unknown as [LocationalPoint, ...LocationalPoint[]]))
  .min(1)
  .refine((list) => new Set(list).size === list.length, { message: 'expected each point once' })
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
