/**
 * Request schema of the electional search (module `traditional`): POST /api/calc/electional.
 * Conditions are a list of objects told apart by `type` (the grammar in
 * src/astro/electional/conditions.ts and docs/electional.md); an unknown `type` is a 400 naming
 * `conditions[i].type` with the known ones. Unknown members are refused.
 */
import { z } from 'zod';
import { CONDITION_TYPES } from '../../astro/electional/conditions.ts';
import { CLASSICAL_PLANETS } from '../../astro/traditional/tables.ts';
import { ASPECTS, type AspectId, PLANETS, SIGNS } from '../../astro/vocabulary.ts';
import { latitudeSchema, longitudeSchema, timezoneSchema } from '../calc/birth-data.ts';
import { houseSystemSchema } from '../calc/chart-options.ts';
import { calendarDate } from '../calc/date-schemas.ts';

const body = z.enum(PLANETS);
const condition = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('moon-not-void') }).describe('The Moon not void of course'),
    z
      .strictObject({ type: z.literal('moon-phase'), phase: z.enum(['waxing', 'waning']) })
      .describe('Waxing or waning Moon'),
    z
      .strictObject({ type: z.literal('moon-in-signs'), signs: z.array(z.enum(SIGNS)).min(1).max(12) })
      .describe('The Moon in one of the signs'),
    z.strictObject({ type: z.literal('not-retrograde'), body }).describe('The body not retrograde'),
    z
      .strictObject({
        type: z.literal('in-houses'),
        body,
        houses: z.array(z.number().int().min(1).max(12)).min(1).max(12),
      })
      .describe('The body in one of the houses at the place'),
    z
      .strictObject({
        type: z.literal('aspect'),
        body1: body,
        body2: body,
        aspect: z.enum(ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]]),
        orb: z.number().gt(0).max(15).describe('Degrees'),
      })
      .describe('The two bodies within orb of the aspect'),
    z
      .strictObject({ type: z.literal('planetary-hour'), rulers: z.array(z.enum(CLASSICAL_PLANETS)).min(1).max(7) })
      .describe('A planetary hour ruled by one of the planets'),
  ],
  { error: () => `expected a condition type among ${CONDITION_TYPES.join(', ')}` },
);

export const electionalBody = z.strictObject({
  location: z
    .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() })
    .describe('The place: latitude, longitude, IANA timezone (found from the coordinates when absent)'),
  startDate: calendarDate()
    .describe("First day searched, in the place's zone")
    .meta({ examples: ['2026-03-01'] }),
  endDate: calendarDate()
    .describe('Last day searched (included), at most 366 days after startDate')
    .meta({ examples: ['2026-03-31'] }),
  conditions: z.array(condition).min(1).max(12).describe('Conditions that must all hold (AND)'),
  houseSystem: houseSystemSchema.optional().describe('House system of `in-houses` conditions (default placidus)'),
});
