/**
 * Response schemas of the locational operations: GeoJSON (RFC 7946) line collections, the
 * points' places of date, parans.
 */
import { z } from 'zod';
import { LINE_ANGLES } from '../../astro/locational/acg-lines.ts';
import { LOCATIONAL_COORDINATES, LOCATIONAL_POINTS } from '../../astro/locational/locational-sky.ts';
import { timeResolutionSchema } from '../calc/time-resolution-schema.ts';

export const pointIdSchema = z.enum(LOCATIONAL_POINTS);
export const lineAngleSchema = z
  .enum(LINE_ANGLES)
  .describe('midheaven (MC: culminating), imum-coeli (IC), ascendant (rising), descendant (setting)');

const position = z.tuple([z.number(), z.number()]).describe('[longitude, latitude], degrees (−180…180, −90…90)');
export const lineGeometrySchema = z
  .union([
    z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
    z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(position)) }),
  ])
  .describe('A LineString, or a MultiLineString cut where the line crosses the antimeridian (±180°)');

/** A GeoJSON FeatureCollection of lines whose features carry `properties`. */
export const lineCollectionSchema = (properties: z.ZodType) =>
  z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(z.object({ type: z.literal('Feature'), geometry: lineGeometrySchema, properties })),
  });

export const acgLineProperties = z.object({ point: pointIdSchema, angle: lineAngleSchema });

export const pointPlaceSchema = z.object({
  id: pointIdSchema,
  longitude: z.number().describe('Apparent ecliptic longitude of date, degrees [0, 360)'),
  latitude: z.number().describe('Ecliptic latitude used, degrees (0 when zodiacal)'),
  rightAscension: z.number().describe('Apparent right ascension of date, degrees [0, 360)'),
  declination: z.number().describe('Apparent declination of date, degrees'),
});

export const paranSchema = z.object({
  points: z.tuple([pointIdSchema, pointIdSchema]),
  angles: z.tuple([lineAngleSchema, lineAngleSchema]).describe('The angle each point is on'),
  latitude: z.number().describe('Latitude of the crossing: along it both reach their angles together, degrees'),
  longitude: z.number().describe('Longitude where the two lines cross, degrees'),
});

export const skyOfDateSchema = {
  timeResolution: timeResolutionSchema,
  siderealTime: z.number().describe('Greenwich apparent sidereal time of the instant, degrees'),
  obliquity: z.number().describe('True obliquity of the ecliptic, degrees'),
  coordinates: z.enum(LOCATIONAL_COORDINATES),
  points: z.array(pointPlaceSchema),
};

export const astrocartographyResponseSchema = z.object({
  data: z.object({
    type: z.literal('astrocartography'),
    attributes: z.object({
      ...skyOfDateSchema,
      lines: lineCollectionSchema(acgLineProperties).describe(
        "Each point's MC and IC meridians and its ASC and DSC curves, sampled so that no segment strays more than 0.1° from the curve",
      ),
      parans: z
        .array(paranSchema)
        .optional()
        .describe("With parans=true: every crossing of two points' lines, north to south"),
    }),
  }),
});

const placeSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const linesNearResponseSchema = z.object({
  data: z.object({
    type: z.literal('astrocartography-near'),
    attributes: z.object({
      timeResolution: timeResolutionSchema,
      place: placeSchema,
      radiusKm: z.number(),
      coordinates: z.enum(LOCATIONAL_COORDINATES),
      lines: z
        .array(
          z.object({
            point: pointIdSchema,
            angle: lineAngleSchema,
            distanceKm: z.number().describe("Great-circle distance on the Earth's mean sphere (6371.0088 km), km"),
            nearest: placeSchema.describe("The line's point nearest to the place, degrees"),
          }),
        )
        .describe('The lines within radiusKm, nearest first'),
    }),
  }),
});

export const localSpaceResponseSchema = z.object({
  data: z.object({
    type: z.literal('local-space'),
    attributes: z.object({
      timeResolution: timeResolutionSchema,
      place: placeSchema.describe('The birth place'),
      points: z.array(
        z.object({
          id: pointIdSchema,
          azimuth: z.number().describe('From north through east, degrees [0, 360)'),
          altitude: z.number().describe('True altitude of the centre, degrees (geocentric, no refraction)'),
        }),
      ),
      lines: lineCollectionSchema(z.object({ point: pointIdSchema, azimuth: z.number() })).describe(
        "Each point's great circle from the birth place in its azimuth to the antipode, sampled within 0.1°",
      ),
    }),
  }),
});

const anglesSchema = z.object({
  ascendant: z.number(),
  midheaven: z.number(),
  descendant: z.number(),
  imumCoeli: z.number(),
  vertex: z.number(),
  armc: z.number().describe('Right ascension of the MC (local apparent sidereal time), degrees'),
});
const chartFrameSchema = {
  angles: anglesSchema.describe('Ecliptic longitudes, degrees [0, 360)'),
  cusps: z.array(z.number()).describe('The twelve house cusps, ecliptic longitudes, degrees'),
  houseSystem: z.string().describe('The house system used (Porphyry inside the polar circles for quadrant systems)'),
};

export const relocationResponseSchema = z.object({
  data: z.object({
    type: z.literal('relocations'),
    attributes: z.object({
      timeResolution: timeResolutionSchema,
      relocatedTo: z.object({
        latitude: z.number(),
        longitude: z.number(),
        place: z
          .object({ id: z.string(), displayName: z.string(), timezone: z.string() })
          .nullable()
          .describe('The place search result, when the place was given by its id'),
      }),
      natal: z.object(chartFrameSchema).describe('The chart at the birth place'),
      relocated: z
        .object({
          ...chartFrameSchema,
          points: z.array(
            z.object({
              id: z.string(),
              longitude: z.number(),
              sign: z.string(),
              degreeInSign: z.number(),
              house: z.number().int().describe('House in the relocated chart'),
              natalHouse: z.number().int().describe('House in the natal chart'),
            }),
          ),
        })
        .describe('The same instant cast for the new place'),
      warnings: z.array(z.string()),
    }),
  }),
});
