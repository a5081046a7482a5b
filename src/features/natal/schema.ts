/**
 * The natal chart request: birth data in the spec's Person shape (place flat or nested as
 * `location`) plus chart options. POST sends it as a JSON body; GET sends the same fields as
 * query parameters, nested ones written with dots (`location.latitude=…`, `aspects.orbs.trine=6`)
 * and lists comma-separated or repeated (`points=sun,moon`).
 */
import { z } from 'zod';
import { birthDataSchema, nestQuery } from '../calc/birth-data.ts';
import {
  aspectOptionsSchema,
  flagSchema,
  houseSystemSchema,
  languageSchema,
  pointsSchema,
} from '../calc/chart-options.ts';
import { fixedStarsSchema } from '../fixed-stars/schema.ts';
import { zodiacFields } from '../sidereal/schema.ts';

/** The nested request, as a JSON body. */
export const natalRequestSchema = birthDataSchema.extend({
  houseSystem: houseSystemSchema.optional(),
  points: pointsSchema
    .optional()
    .describe(
      'Points to return (default all but the asteroids): Sun to Pluto, chiron, nodes, mean-lilith, angles, vertex, part-of-fortune; the asteroids ceres, pallas, juno, vesta only when named',
    ),
  aspects: aspectOptionsSchema.optional().describe('Aspect options: { types: [...], orbs: { aspectId: degrees } }'),
  language: languageSchema.optional(),
  includeText: flagSchema
    .optional()
    .describe('Add planet-in-sign and planet-in-house interpretation texts to each point (default false)'),
  includeReadableEntities: flagSchema
    .optional()
    .describe('Add readable names and glyphs of points, signs, aspects and the house system (default false)'),
  ...zodiacFields,
  fixedStars: fixedStarsSchema.optional(),
});

/** A validated natal request (place not yet merged: see parseBirthData). */
export type NatalRequest = z.output<typeof natalRequestSchema>;

/** Lists that may be repeated in a query string. */
const QUERY_LISTS = ['points', 'aspects', 'aspects.types'];

/** The same request as query parameters (flat names with dots are nested first). */
export const natalQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>, QUERY_LISTS),
  natalRequestSchema,
);
