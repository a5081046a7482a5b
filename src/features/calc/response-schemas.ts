/**
 * The pieces the chart calculations' responses share, declared once: a chart point and its
 * container (keyed by point id), a house cusp, an aspect within a chart and an aspect to the
 * natal chart, the angles, a birth's time resolution, readable names. Every object is strict,
 * so a member the presenter adds without declaring it here fails the response tests.
 * Angles are degrees of ecliptic longitude in [0, 360); speeds degrees per day.
 */
import { z } from 'zod';
import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import { NAKSHATRAS } from '../../astro/sidereal/nakshatra.ts';
import { ASPECTS, type AspectId, HOUSE_SYSTEMS, type HouseSystem, POINTS, SIGNS } from '../../astro/vocabulary.ts';
import { LANGUAGES } from '../../interpretation/index.ts';

export const signSchema = z.enum(SIGNS);
export const pointIdSchema = z.enum(POINTS);
export const aspectIdSchema = z.enum(ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]]);
export const houseSystemSchema = z.enum(Object.keys(HOUSE_SYSTEMS) as [HouseSystem, ...HouseSystem[]]);
export const languageSchema = z.enum(LANGUAGES);
export const zodiacNameSchema = z.enum(['tropical', 'sidereal']);
export const ayanamsaNameSchema = z.enum(AYANAMSAS);
export const instantSchema = z.string().describe('ISO 8601 instant, UTC');
export const houseNumberSchema = z.number().int().min(1).max(12);

/** A name and glyph in the response language (includeReadableEntities). */
export const nameAndGlyph = z.strictObject({ name: z.string(), glyph: z.string().nullable() });

/** How a local date-time was read: zone, offset, clock changes, and the UTC instant. */
export const timeResolutionSchema = z.strictObject({
  localDateTime: z.string().describe('The wall-clock time as given, ISO 8601 without offset'),
  effectiveLocalDateTime: z
    .string()
    .describe('The wall-clock time used (differs when the clocks skipped the given one)'),
  timezone: z.string().nullable().describe('IANA zone; null when only an offset was given'),
  timezoneSource: z.enum(['given', 'coordinates', 'offset']),
  utcOffset: z.string().describe('e.g. +02:00'),
  utcOffsetSeconds: z.number().int(),
  localMeanTime: z.boolean().describe('True when the zone kept local mean time at that date'),
  localTimeStatus: z.enum(['normal', 'skipped', 'repeated']),
  ruleApplied: z
    .enum(['earlier', 'later', 'reject'])
    .nullable()
    .describe('The localTimeRule applied to a skipped or repeated time'),
  utc: instantSchema,
  julianDayUT: z.number(),
  deltaTSeconds: z.number(),
  julianDayTT: z.number(),
});

export const coordinatesSchema = z.strictObject({ latitude: z.number(), longitude: z.number() });

/** A point's nakshatra and pada (sidereal charts). */
export const nakshatraSchema = z.strictObject({
  number: z.number().int().min(1).max(27),
  name: z.enum(NAKSHATRAS),
  pada: z.number().int().min(1).max(4),
  lord: z.enum(['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']),
  degreeInNakshatra: z.number(),
});

const pointText = z.strictObject({
  kind: z.enum(['planet-sign', 'planet-house']),
  urn: z.string(),
  title: z.string(),
  body: z.string().describe('Markdown'),
});

/**
 * A chart point: the same object in every calculation (natal, synastry `chart1`/`chart2`,
 * composite, Davison, returns, progressions, solar arc, transit's natal points, the synastry
 * widget's charts, a chatbot's context, the positions at an instant).
 */
export const chartPointSchema = z.strictObject({
  id: pointIdSchema.describe('The point id, also the key of the point in `points`'),
  longitude: z.number().describe('Ecliptic longitude, degrees [0, 360)'),
  latitude: z.number().describe('Ecliptic latitude, degrees'),
  speed: z.number().describe('Longitude speed, degrees per day (progressed and directed points: per year of life)'),
  sign: signSchema,
  degreeInSign: z.number().describe('Degrees within the sign, [0, 30)'),
  house: houseNumberSchema
    .nullable()
    .describe(
      'House 1–12; null where there are no houses (a chat profile without birth time, positions at an instant)',
    ),
  retrograde: z.boolean(),
  nakshatra: nakshatraSchema.optional().describe('Sidereal charts only'),
  readable: z
    .strictObject({
      name: z.string(),
      glyph: z.string().nullable(),
      sign: nameAndGlyph,
      house: z.string().nullable().describe("The house's name; null where `house` is null"),
    })
    .optional()
    .describe("With includeReadableEntities (always in a chatbot's context, in the chatbot's language)"),
  texts: z.array(pointText).optional().describe('Natal-type charts with includeText: the sign and house texts found'),
  text: z
    .strictObject({ title: z.string(), body: z.string() })
    .nullable()
    .optional()
    .describe('Returns, progressions and solar arc with includeText: the point’s text, null when it has none'),
});

/** Points keyed by point id, in the chart's order (`points.sun.longitude`). */
export const chartPointsSchema = z
  .record(z.string(), chartPointSchema)
  .describe('Chart points keyed by point id (e.g. points.sun.longitude); each point also carries its id');

/** A house cusp; `readable` with includeReadableEntities. */
export const cuspSchema = z.strictObject({
  house: houseNumberSchema,
  longitude: z.number(),
  sign: signSchema,
  degreeInSign: z.number(),
  readable: z.strictObject({ house: z.string().optional(), sign: nameAndGlyph }).optional(),
});

/** The angles of a chart, degrees of longitude (armc: right ascension of the MC). */
export const anglesSchema = z.strictObject({
  ascendant: z.number(),
  midheaven: z.number(),
  descendant: z.number(),
  imumCoeli: z.number(),
  vertex: z.number(),
  armc: z.number(),
});

const aspectMembers = {
  aspect: aspectIdSchema,
  angle: z.number().describe('Exact angle of the aspect, degrees'),
  separation: z.number().describe('Angular separation of the two points, degrees [0, 180]'),
  orb: z.number().describe('|separation − angle|, degrees'),
  orbAllowed: z.number(),
  exactness: z.number().describe('1 when exact, 0 at the edge of the allowed orb'),
  motion: z.enum(['applying', 'separating', 'stationary']),
};

/** An aspect between two points of one chart. */
export const aspectSchema = z.strictObject({
  point1: pointIdSchema,
  point2: pointIdSchema,
  ...aspectMembers,
  readable: z
    .strictObject({ name: z.string(), glyph: z.string().nullable(), point1: nameAndGlyph, point2: nameAndGlyph })
    .optional(),
});

/** An aspect of a return, progressed or directed point to a natal point. */
export const crossAspectSchema = z.strictObject({
  point: pointIdSchema,
  natal: pointIdSchema,
  ...aspectMembers,
  readable: z
    .strictObject({ name: z.string(), glyph: z.string().nullable(), point: nameAndGlyph, natal: nameAndGlyph })
    .optional(),
  text: z
    .strictObject({ title: z.string(), body: z.string() })
    .nullable()
    .optional()
    .describe('With includeText; null for aspects without a text'),
});

/** Houses of a return, progressed or directed chart: the system, the cusps and the angles. */
export const movingHousesSchema = z.strictObject({
  systemRequested: houseSystemSchema,
  systemUsed: houseSystemSchema,
  cusps: z.array(cuspSchema),
  angles: anglesSchema,
});

/** The sidereal ayanamsa of a chart and its value at the birth, degrees. */
export const ayanamsaSchema = z.strictObject({ name: ayanamsaNameSchema, degrees: z.number() });

/** Fixed stars of a natal chart (fixedStars in the request). */
export const fixedStarsSchema = z.strictObject({
  orb: z.number(),
  stars: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      magnitude: z.number(),
      longitude: z.number(),
      latitude: z.number(),
    }),
  ),
  conjunctions: z.array(z.strictObject({ star: z.string(), point: pointIdSchema, separation: z.number() })),
});
