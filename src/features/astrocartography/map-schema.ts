/**
 * The request of a locational map image (GET /api/chart/astrocartography.svg|png and
 * /api/chart/local-space.svg|png, and the same as JSON when a signed URL is made for one): birth
 * data in the Person shape, the points, and the image's width, theme and projection.
 */
import { z } from 'zod';
import { THEME_IDS, type ThemeId } from '../../chart/index.ts';
import { MAP_PROJECTIONS } from '../../chart/map/map-svg.ts';
import { birthDataSchema, nestQuery } from '../calc/birth-data.ts';
import { coordinatesSchema, locationalPointsSchema } from './schema.ts';

export const MAP_MIN_WIDTH = 400;
export const MAP_MAX_WIDTH = 4096;
/** PNG maps are drawn up to this width. */
export const MAP_PNG_MAX_WIDTH = 2048;

const widthMessage = `expected a width in px from ${MAP_MIN_WIDTH} to ${MAP_MAX_WIDTH}`;

/** The map request as JSON (nested objects). */
export const mapRequestSchema = birthDataSchema.extend({
  points: locationalPointsSchema.optional(),
  coordinates: coordinatesSchema.optional().describe('in-mundo (default) or zodiacal (astrocartography maps)'),
  projection: z
    .enum(MAP_PROJECTIONS)
    .default('equirectangular')
    .describe('equirectangular (default), robinson or equal-earth'),
  width: z.coerce
    .number({ message: widthMessage })
    .int({ message: widthMessage })
    .min(MAP_MIN_WIDTH, { message: widthMessage })
    .max(MAP_MAX_WIDTH, { message: widthMessage })
    .default(1200)
    .describe(`Image width in px (${MAP_MIN_WIDTH}–${MAP_MAX_WIDTH}, PNG up to ${MAP_PNG_MAX_WIDTH}; default 1200)`),
  theme: z.enum(THEME_IDS as unknown as [ThemeId, ...ThemeId[]]).default('light'),
});
export type MapRequest = z.output<typeof mapRequestSchema>;

/** The map request as query parameters (`location.latitude=…`, `points=sun,moon`). */
export const mapQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>, ['points']),
  mapRequestSchema,
);

/** The map images and their paths (signed URLs can be made for them). */
export const MAP_KINDS = ['astrocartography', 'local-space'] as const;
export const MAP_PATHS = MAP_KINDS.map((kind) => `/api/chart/${kind}` as const);
export type MapPath = (typeof MAP_PATHS)[number];
