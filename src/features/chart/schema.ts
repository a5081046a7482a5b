/**
 * Request schemas of the chart images. An image request is the natal request's birth data and
 * options (flat or with `location`), the image's size, theme and language, optional names shown
 * in the image, and for a bi-wheel either `transit` (an instant, optionally a place) or `person2`
 * (a second birth). In query strings nested fields are written with dots: `transit.dateTime`,
 * `person2.location.latitude`, `aspects.types`.
 */
import { z } from 'zod';
import { ASPECT_SCOPES } from '../../chart/chart-spec.ts';
import { MAX_SIDE, MIN_SIDE, THEME_IDS } from '../../chart/index.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { MAP_PATHS, type MapPath, mapRequestSchema } from '../astrocartography/map-schema.ts';
import { RELOCATION_WHEEL_PATH, relocationWheelRequestSchema } from '../astrocartography/wheel-schema.ts';
import {
  birthDataSchema,
  dateTimeSchema,
  latitudeSchema,
  localTimeRuleSchema,
  longitudeSchema,
  nestQuery,
  timezoneSchema,
} from '../calc/birth-data.ts';
import {
  aspectTypesSchema,
  flagSchema,
  houseSystemSchema,
  languageSchema,
  maxAspectLinesSchema,
  orbsSchema,
  pointsSchema,
} from '../calc/chart-options.ts';
import { MOVING_WHEEL_PATHS, type MovingWheelPath, movingWheelRequestSchema } from '../returns/wheel-schema.ts';
import { zodiacFields } from '../sidereal/schema.ts';
import { VEDIC_CHART_PATH, vedicChartRequestSchema } from '../vedic/chart-image-schema.ts';

/** Largest side of a PNG, px (SVG goes up to MAX_SIDE). */
export const MAX_PNG_SIDE = 2048;

const side = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ message: inputMessage((t) => t.wholeNumber({ min: MIN_SIDE, max: MAX_SIDE, unit: 'pixels' })) })
    .int({ message: inputMessage((t) => t.wholeNumber({ min: MIN_SIDE, max: MAX_SIDE, unit: 'pixels' })) })
    .min(MIN_SIDE, { message: inputMessage((t) => t.wholeNumber({ min: MIN_SIDE, max: MAX_SIDE, unit: 'pixels' })) })
    .max(MAX_SIDE, { message: inputMessage((t) => t.wholeNumber({ min: MIN_SIDE, max: MAX_SIDE, unit: 'pixels' })) }),
);

const displayName = z.string().trim().max(100);

/**
 * The aspect options of an image: the natal request's { types, orbs } plus, for a bi-wheel, which
 * aspect lines are drawn (`scope`). A bare list is taken as the types, as for the natal request.
 */
const imageAspectsSchema = z.preprocess(
  (value) => (typeof value === 'string' || Array.isArray(value) ? { types: value } : value),
  z
    .strictObject({
      types: aspectTypesSchema.optional().describe('Aspects drawn (default the five major aspects)'),
      orbs: orbsSchema
        .optional()
        .describe('Orb overrides in degrees by aspect id, e.g. {"trine": 6}; in a query aspects.orbs.trine=6'),
      scope: z
        .enum(ASPECT_SCOPES, { message: inputMessage((t) => t.oneOf({ values: ASPECT_SCOPES })) })
        .optional()
        .describe(
          'Bi-wheels only: between (default) draws the aspects between the two charts, inner the aspects within the inner chart, both all of them; a single wheel always draws its own aspects',
        ),
      maxLines: maxAspectLinesSchema
        .optional()
        .describe(
          'Bi-wheels only: at most this many lines between the two charts, the closest aspects first (default 40, up to 200); between the charts the types default to the five major aspects within 3° (sextile 2°), and `orbs` widens them',
        ),
    })
    .strict(),
);

/** The transit instant of a transit bi-wheel: `now`, or a date-time like the birth's; the place defaults to the birth place. */
const transitSchema = z.strictObject({
  dateTime: z
    .union([z.literal('now'), dateTimeSchema])
    .describe(
      'The transit instant: a date-time as for the birth (local to the transit place unless it carries Z or an offset), or `now`',
    ),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  timezone: timezoneSchema.optional(),
  location: z
    .strictObject({
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
      timezone: timezoneSchema.optional(),
    })
    .optional(),
  localTimeRule: localTimeRuleSchema.optional(),
});

/** The second person of a synastry bi-wheel. */
const person2Schema = birthDataSchema.extend({
  name: displayName.optional().describe('Name of the second person, shown in the legend'),
});

/** The nested image request (JSON form, as the signed-URL endpoint takes it). */
export const chartImageRequestSchema = birthDataSchema.extend({
  name: displayName.optional().describe('Name of the person, shown as the title (escaped)'),
  title: displayName
    .optional()
    .describe("Title line of the image; default the person's name or the kind of chart in the language"),
  houseSystem: houseSystemSchema.optional(),
  points: pointsSchema
    .optional()
    .describe(
      'Points drawn (default Sun to Pluto, Chiron and the true node); the four angles are always drawn as axes',
    ),
  aspects: imageAspectsSchema
    .optional()
    .describe(
      'Aspect lines: { types, orbs, scope } (default the five major aspects; a bi-wheel draws the aspects between its two charts)',
    ),
  width: side
    .optional()
    .describe(`Image width in px, ${MIN_SIDE} to ${MAX_SIDE} (PNG: ${MAX_PNG_SIDE}); default the height, else 800`),
  height: side
    .optional()
    .describe(`Image height in px, ${MIN_SIDE} to ${MAX_SIDE} (PNG: ${MAX_PNG_SIDE}); default the width, else 800`),
  theme: z
    .enum(THEME_IDS, { message: inputMessage((t) => t.oneOf({ values: THEME_IDS })) })
    .optional()
    .describe(`Colour theme: ${THEME_IDS.join(', ')} (default light)`),
  language: languageSchema.optional(),
  legend: flagSchema
    .optional()
    .describe('Draw an aspect legend (line style and name of each aspect drawn) at the bottom right; default false'),
  transit: transitSchema
    .optional()
    .describe('Transit bi-wheel: natal chart inside, the planets at this instant outside'),
  person2: person2Schema.optional().describe("Synastry bi-wheel: this person's chart outside, the first person inside"),
  ...zodiacFields,
});

/** A validated image request (places not yet merged). */
export type ChartImageRequest = z.output<typeof chartImageRequestSchema>;

/** The composite image request: two births, the image options, and where the composite houses are cast. */
export const compositeImageRequestSchema = chartImageRequestSchema
  .pick({
    title: true,
    houseSystem: true,
    points: true,
    aspects: true,
    width: true,
    height: true,
    theme: true,
    language: true,
    zodiac: true,
    ayanamsa: true,
  })
  .extend({
    person1: person2Schema.describe(
      'The first person: dateTime, latitude, longitude (or location.*), timezone, placeName, name',
    ),
    person2: person2Schema.describe('The second person, same fields'),
    compositeLocation: z
      .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema })
      .optional()
      .describe(
        'Where the composite houses are cast (their latitude); default the great-circle midpoint of the two birth places',
      ),
  });
export type CompositeImageRequest = z.output<typeof compositeImageRequestSchema>;

const QUERY_LISTS = ['points', 'aspects', 'aspects.types'];

/** The image request as query parameters. */
export const chartImageQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>, QUERY_LISTS),
  chartImageRequestSchema,
);

/** The composite image request as query parameters (`person1.dateTime`, `compositeLocation.latitude`…). */
export const compositeImageQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>, QUERY_LISTS),
  compositeImageRequestSchema,
);

/** Longest lifetime of a signed chart URL: 30 days, in seconds. */
export const MAX_SIGNED_URL_SECONDS = 30 * 24 * 3600;

/** The image paths a signed URL can be made for (without the format's extension). */
export const SIGNABLE_IMAGE_PATHS = [
  '/api/chart/image',
  '/api/chart2/natal',
  '/api/chart/composite',
  ...MOVING_WHEEL_PATHS,
] as const;
export type SignableImagePath = (typeof SIGNABLE_IMAGE_PATHS)[number];

const signedUrlOptions = {
  format: z
    .enum(['svg', 'png'], { message: inputMessage((t) => t.either({ values: ['svg', 'png'] })) })
    .optional()
    .describe('Image format of the URL (default svg)'),
  expiresIn: z
    .number({ message: inputMessage((t) => t.wholeNumber({ min: 60, max: MAX_SIGNED_URL_SECONDS, unit: 'seconds' })) })
    .int({ message: inputMessage((t) => t.wholeNumber({ min: 60, max: MAX_SIGNED_URL_SECONDS, unit: 'seconds' })) })
    .min(60, { message: inputMessage((t) => t.wholeNumber({ min: 60, max: MAX_SIGNED_URL_SECONDS, unit: 'seconds' })) })
    .max(MAX_SIGNED_URL_SECONDS, {
      message: inputMessage((t) => t.wholeNumber({ min: 60, max: MAX_SIGNED_URL_SECONDS, unit: 'seconds' })),
    })
    .optional()
    .describe(
      `Lifetime of the URL in seconds, 60 to ${MAX_SIGNED_URL_SECONDS} (default 3600); never beyond the signing key's own expiry`,
    ),
};

/**
 * POST /api/chart/signed-urls: the image request plus the format and the URL's lifetime, and the
 * path the URL is for: a natal or bi-wheel image (`/api/chart/image`, the default, or the same at
 * `/api/chart2/natal`), with `path: "/api/chart/composite"` a composite image request, or with
 * the path of a return, progression or solar arc bi-wheel that wheel's request, or with the path of a
 * locational map or of the relocation bi-wheel that image's request.
 */
export const signedUrlRequestSchema = z.union([
  chartImageRequestSchema
    .extend({
      ...signedUrlOptions,
      path: z
        .enum(['/api/chart/image', '/api/chart2/natal'])
        .optional()
        .describe('The image path the URL is for (default /api/chart/image)'),
    })
    .strict(),
  compositeImageRequestSchema
    .extend({
      ...signedUrlOptions,
      path: z.literal('/api/chart/composite').describe('A composite image: person1, person2 and the image options'),
    })
    .strict(),
  mapRequestSchema
    .extend({
      ...signedUrlOptions,
      path: z
        .enum(MAP_PATHS as unknown as [MapPath, ...MapPath[]])
        .describe(
          'A locational map: the query parameters of that image as JSON (dateTime, latitude, longitude, points, projection …)',
        ),
    })
    .strict(),
  relocationWheelRequestSchema
    .extend({
      ...signedUrlOptions,
      path: z
        .literal(RELOCATION_WHEEL_PATH)
        .describe(
          'The relocation bi-wheel: the query parameters of that image as JSON (dateTime, latitude, longitude, relocation …)',
        ),
    })
    .strict(),
  vedicChartRequestSchema
    .extend({
      ...signedUrlOptions,
      path: z
        .literal(VEDIC_CHART_PATH)
        .describe(
          'A North or South Indian chart: the query parameters of that image as JSON (dateTime, latitude, style, varga …)',
        ),
    })
    .strict(),
  movingWheelRequestSchema
    .extend({
      ...signedUrlOptions,
      path: z
        .enum(MOVING_WHEEL_PATHS as unknown as [MovingWheelPath, ...MovingWheelPath[]])
        .describe(
          'A return, progression or solar arc bi-wheel: the query parameters of that image as JSON (birthDateTime, birthLocation, returnYear …)',
        ),
    })
    .strict(),
]);
