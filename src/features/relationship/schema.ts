/**
 * Request schemas of the relationship operations (synastry, composite, Davison, score,
 * compatibility): two persons as `dateTime1`/`location1` and `dateTime2`/`location2` (a location is
 * `{latitude, longitude, timezone?, placeName?}`; the zone is found from the coordinates when
 * absent), plus the chart options natal takes. Compatibility also accepts `person1`/`person2` in
 * the Person shape. Unknown members are refused.
 */
import { z } from 'zod';
import { THEME_IDS, type ThemeId } from '../../astro/synastry/index.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import {
  birthDataSchema,
  dateTimeSchema,
  latitudeSchema,
  localTimeRuleSchema,
  longitudeSchema,
  timezoneSchema,
} from '../calc/birth-data.ts';
import {
  aspectOptionsSchema,
  flagSchema,
  houseSystemSchema,
  languageSchema,
  orbsSchema,
  pointsSchema,
} from '../calc/chart-options.ts';
import { zodiacFields } from '../sidereal/schema.ts';

/** A place: coordinates, optionally the zone and a name echoed back. */
export const relationshipLocationSchema = z.strictObject({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: timezoneSchema.optional(),
  placeName: z.string().max(200).optional().describe('Name of the place, echoed back'),
});
export type RelationshipLocation = z.output<typeof relationshipLocationSchema>;

const persons = {
  dateTime1: dateTimeSchema.describe(
    'Person 1: local birth date-time YYYY-MM-DDTHH:mm[:ss] at location1 (or with Z / an offset)',
  ),
  location1: relationshipLocationSchema.describe('Person 1: birth place {latitude, longitude, timezone?}'),
  dateTime2: dateTimeSchema.describe('Person 2: local birth date-time at location2'),
  location2: relationshipLocationSchema.describe('Person 2: birth place {latitude, longitude, timezone?}'),
  name1: z.string().trim().max(80).optional().describe("Person 1's display name, echoed back"),
  name2: z.string().trim().max(80).optional().describe("Person 2's display name, echoed back"),
  localTimeRule: localTimeRuleSchema.optional(),
};

const texts = {
  language: languageSchema.optional(),
  includeText: flagSchema.optional().describe('Add interpretation texts (default false)'),
  includeReadableEntities: flagSchema.optional().describe('Add readable names and glyphs (default false)'),
};

const chartOptions = {
  houseSystem: houseSystemSchema.optional(),
  points: pointsSchema
    .optional()
    .describe('Points of each chart (default Sun to Pluto, Chiron, the true node, Ascendant and Midheaven)'),
  orbs: orbsSchema
    .optional()
    .describe('Orb overrides in degrees by aspect id, e.g. {"trine": 6} (as aspects.orbs on natal)'),
  aspects: aspectOptionsSchema
    .optional()
    .describe('Aspect options as on natal: { types: [...], orbs: {...} } (default the five major aspects)'),
  ...zodiacFields,
  ...texts,
};

export const synastryRequestSchema = z.strictObject({ ...persons, ...chartOptions });
export type SynastryRequest = z.output<typeof synastryRequestSchema>;

export const compositeRequestSchema = z.strictObject({
  ...persons,
  ...chartOptions,
  compositeLocation: relationshipLocationSchema
    .describe(
      'Where the composite houses are cast (its latitude); default the great-circle midpoint of the two birth places',
    )
    .optional(),
});

export const davisonRequestSchema = synastryRequestSchema;

/** Theme weights: any non-negative numbers, divided by their sum; a theme left out keeps its default weight. */
export const themeWeightsSchema = z
  .strictObject(
    Object.fromEntries(THEME_IDS.map((id) => [id, z.number().min(0).max(100).optional()])) as Record<
      ThemeId,
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .refine((w) => Object.values(w).some((v) => v !== undefined && v > 0) || Object.keys(w).length === 0, {
    message: inputMessage((t) => t.atLeastOneWeight()),
  })
  .describe(
    `Weights per theme (${THEME_IDS.join(', ')}), numbers 0–100, divided by their sum; default core 0.2, emotional 0.2, attraction 0.2, communication 0.15, commitment 0.15, growth 0.1`,
  );

export const scoreRequestSchema = z.strictObject({
  ...persons,
  ...chartOptions,
  weights: themeWeightsSchema.optional(),
});

/** A person in the alternative compatibility shape: flat fields (the widget's Person shape). */
export const compatibilityPersonSchema = birthDataSchema
  .extend({ name: z.string().trim().max(80).optional() })
  .strict();

export const compatibilityRequestSchema = z.strictObject({
  dateTime1: persons.dateTime1.optional(),
  location1: persons.location1.optional(),
  dateTime2: persons.dateTime2.optional(),
  location2: persons.location2.optional(),
  name1: persons.name1,
  name2: persons.name2,
  person1: compatibilityPersonSchema
    .optional()
    .describe('Person 1 as {dateTime, latitude, longitude, timezone} (instead of dateTime1/location1)'),
  person2: compatibilityPersonSchema
    .optional()
    .describe('Person 2 as {dateTime, latitude, longitude, timezone} (instead of dateTime2/location2)'),
  localTimeRule: localTimeRuleSchema.optional(),
  ...zodiacFields,
  ...texts,
});
export type CompatibilityRequest = z.output<typeof compatibilityRequestSchema>;
