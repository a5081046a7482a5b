/**
 * Response schemas of the midpoints and the harmonic charts: every member declared.
 */
import { z } from 'zod';
import { aspectSchema, pointIdSchema, signSchema } from '../calc/response-schemas.ts';

const document = <T extends string>(type: T, attributes: z.ZodType) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });
const utc = z.string().describe('The birth instant, ISO 8601 UTC');
const zodiac = z.literal('tropical');
const contactAspect = z
  .enum(['conjunction', 'semi-square', 'square', 'sesquiquadrate', 'opposition'])
  .describe('The angle to the midpoint, by the nearest multiple of 45°');

export const midpointsResponseSchema = document(
  'midpoints',
  z.object({
    utc,
    zodiac,
    dial: z.union([z.literal(360), z.literal(90), z.literal(45)]),
    orb: z.number(),
    midpoints: z.array(
      z.object({
        point1: pointIdSchema,
        point2: pointIdSchema,
        longitude: z.number().describe('The nearer midpoint, degrees [0, 360)'),
        dialLongitude: z.number().describe('Its place on the dial, degrees [0, dial)'),
        sign: signSchema,
        degreeInSign: z.number(),
      }),
    ),
    tree: z
      .array(
        z.object({
          point: pointIdSchema,
          longitude: z.number(),
          dialLongitude: z.number(),
          midpoints: z
            .array(
              z.object({
                point1: pointIdSchema,
                point2: pointIdSchema,
                orb: z.number().describe("The point's distance from the midpoint's axis on the dial, degrees"),
                aspect: contactAspect,
              }),
            )
            .describe('The midpoints the point stands on, closest first'),
        }),
      )
      .describe("Each point's midpoint tree"),
  }),
);

export const harmonicsResponseSchema = document(
  'harmonic-charts',
  z.object({
    utc,
    zodiac,
    harmonic: z.number().int(),
    points: z.array(
      z.object({
        id: pointIdSchema,
        longitude: z.number().describe('n × the natal longitude, modulo 360°'),
        speed: z.number().describe('n × the natal speed, degrees per day'),
        sign: signSchema,
        degreeInSign: z.number(),
        natalLongitude: z.number(),
      }),
    ),
    aspects: z.array(aspectSchema).describe('Aspects among the harmonic positions'),
  }),
);
