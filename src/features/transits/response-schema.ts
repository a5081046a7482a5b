/**
 * The 2xx body of POST /api/calc/transit (newest shape): the span searched, the natal chart's
 * points and cusps, the crossings, the aspect groups with their passes, readable names and
 * provenance, under `data.attributes`.
 */
import { z } from 'zod';
import {
  aspectIdSchema,
  ayanamsaNameSchema,
  chartPointsSchema,
  houseNumberSchema,
  houseSystemSchema,
  instantSchema,
  nameAndGlyph,
  pointIdSchema,
  signSchema,
  zodiacNameSchema,
} from '../calc/response-schemas.ts';

const instant = instantSchema.describe('ISO 8601 instant, UTC, whole seconds');
const direction = z.enum(['direct', 'retrograde']);
const natalTarget = z.string().describe('Natal point id, or cusp-1 … cusp-12');

const occurrence = z.strictObject({
  exact: instant,
  orbEntry: instant.nullable().describe('When the pass enters its orb; null when more than a year before the span'),
  orbExit: instant.nullable().describe('When it leaves its orb; null when more than a year after the span'),
  retrograde: z.boolean(),
  house: houseNumberSchema.describe('Natal house the transiting point is in'),
  longitude: z.number().describe('Transiting longitude at the exact instant, degrees'),
  speed: z.number().describe('Transiting speed, degrees per day'),
});

const aspectGroup = z.strictObject({
  transiting: pointIdSchema,
  aspect: aspectIdSchema,
  natal: natalTarget,
  angle: z.number(),
  orb: z.number(),
  natalLongitude: z.number(),
  text: z
    .strictObject({ urn: z.string(), title: z.string(), body: z.string() })
    .nullable()
    .optional()
    .describe('With includeText: the interpretation, null when there is none'),
  occurrences: z.array(occurrence),
});

const crossings = z.strictObject({
  signIngresses: z.array(
    z.strictObject({ point: pointIdSchema, sign: signSchema, direction, exact: instant, longitude: z.number() }),
  ),
  houseIngresses: z.array(
    z.strictObject({
      point: pointIdSchema,
      house: houseNumberSchema,
      direction,
      exact: instant,
      longitude: z.number(),
    }),
  ),
  stations: z.array(
    z.strictObject({
      point: pointIdSchema,
      type: direction,
      exact: instant,
      longitude: z.number(),
      sign: signSchema,
      house: houseNumberSchema,
    }),
  ),
  moonPhases: z.array(
    z.strictObject({
      phase: z.enum(['new', 'first-quarter', 'full', 'last-quarter']),
      exact: instant,
      longitude: z.number(),
      sign: signSchema,
      house: houseNumberSchema,
    }),
  ),
  eclipses: z
    .array(
      z.strictObject({
        kind: z.enum(['solar', 'lunar']),
        type: z.enum(['total', 'annular', 'hybrid', 'partial', 'penumbral']),
        exact: instant.describe('Greatest eclipse'),
        longitude: z.number().describe('The Sun (solar) or the Moon (lunar) at greatest eclipse, degrees'),
        sign: signSchema,
        house: houseNumberSchema,
        magnitude: z.number(),
        saros: z.number().int(),
      }),
    )
    .describe('Solar and lunar eclipses of the span (see POST /api/calc/eclipses for their details)'),
});

const readableEntities = z.strictObject({
  points: z.record(z.string(), nameAndGlyph).describe('By point id or cusp-N: the transiting and natal points named'),
  aspects: z.record(z.string(), nameAndGlyph),
  signs: z.record(z.string(), nameAndGlyph),
  houses: z.record(z.string(), z.strictObject({ name: z.string() })).describe('By house number 1–12'),
});

export const transitResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('transits'),
    attributes: z.strictObject({
      range: z.strictObject({
        start: instantSchema,
        end: instantSchema,
        timezone: z.string().describe('The zone that read the dates'),
      }),
      natal: z.strictObject({
        birthDate: z.string().describe("The birth's wall-clock time as read, ISO 8601 without offset"),
        utc: instantSchema,
        timezone: z.string().nullable(),
        utcOffset: z.string(),
        houseSystem: z.strictObject({ requested: houseSystemSchema, used: houseSystemSchema }),
        points: chartPointsSchema.describe('The natal points aspected, keyed by id'),
        cusps: z.array(z.number()).describe('Cusp longitudes, degrees; [0] is house 1'),
        warnings: z.array(z.string()),
      }),
      crossings,
      aspects: z
        .array(aspectGroup)
        .describe('One entry per transiting point, aspect and natal point, passes under occurrences'),
      readableEntities: readableEntities.optional().describe('With includeReadableEntities'),
      provenance: z.strictObject({
        engine: z.string(),
        version: z.string(),
        ephemeris: z.string(),
        transitingPoints: z.array(pointIdSchema),
        natalPoints: z.array(natalTarget),
        aspects: z.array(z.strictObject({ id: aspectIdSchema, angle: z.number(), orb: z.number() })),
        tzdbVersion: z.string(),
        zodiac: zodiacNameSchema,
        ayanamsa: z
          .strictObject({ name: ayanamsaNameSchema, degrees: z.number(), atStart: z.number() })
          .optional()
          .describe("Sidereal: the ayanamsa at birth and at the span's start, degrees"),
      }),
    }),
  }),
});
