/**
 * Request schemas of the traditional techniques (module `traditional`): POST
 * /api/calc/traditional/lots, /dignities, /profections, /firdaria, /zodiacal-releasing and
 * /planetary-hours. A birth is given as the returns take it (`birthDateTime` + `birthLocation`).
 * Unknown members are refused; limits that depend on two members are checked by the calculation
 * and answered as 400 naming the field.
 */
import { z } from 'zod';
import { MAX_RELEASING_YEARS } from '../../astro/traditional/requests.ts';
import {
  dateTimeSchema,
  latitudeSchema,
  localTimeRuleSchema,
  longitudeSchema,
  timezoneSchema,
} from '../calc/birth-data.ts';
import { calendarDate, dateOrDateTime } from '../calc/date-schemas.ts';

export const birthShape = {
  birthDateTime: dateTimeSchema.describe(
    'Birth date-time, local at birthLocation: YYYY-MM-DDTHH:mm[:ss] (historical offsets and local mean time applied), or with Z / ±HH:MM. 1800–2400.',
  ),
  birthLocation: z
    .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() })
    .describe('Birth place: latitude, longitude, IANA timezone (looked up from the coordinates when absent)'),
  localTimeRule: localTimeRuleSchema.optional(),
};

const dateAt = (what: string) =>
  dateOrDateTime()
    .describe(`${what}: YYYY-MM-DD (noon) or a date-time, local at birthLocation unless it has Z / ±HH:MM`)
    .meta({ examples: ['2026-06-01'] });

export const lotsBody = z.strictObject(birthShape);
export const dignitiesBody = z.strictObject(birthShape);

export const profectionsBody = z.strictObject({
  ...birthShape,
  date: dateAt('The date whose profection year and month are wanted, not before the birth'),
});

export const firdariaBody = z.strictObject({
  ...birthShape,
  date: dateAt('A date whose period and sub-period are named in `current` (optional)').optional(),
  nodes: z
    .enum(['end', 'after-mars'])
    .default('end')
    .describe(
      "Where the nodes' periods stand in the nocturnal sequence: `end` (after Mercury, as in the diurnal; Abu Ma'shar via Bonatti) or `after-mars`",
    ),
});

export const zodiacalReleasingBody = z.strictObject({
  ...birthShape,
  lot: z.enum(['fortune', 'spirit']).default('spirit').describe('The lot released from (default spirit)'),
  startDate: dateAt('Start of the span whose level-2 and level-3 periods are listed'),
  endDate: dateAt(`End of that span, after startDate and at most ${MAX_RELEASING_YEARS} years later`),
  yearDays: z
    .union([z.literal(360), z.literal(365.25)])
    .default(360)
    .describe("Days in a year of the periods: 360 (Valens' and Brennan's, default) or 365.25"),
});

export const planetaryHoursBody = z.strictObject({
  date: calendarDate()
    .describe("The calendar day in the place's zone; its planetary day runs from that sunrise to the next")
    .meta({ examples: ['2026-06-21'] }),
  location: z
    .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() })
    .describe('The observer: latitude, longitude, IANA timezone (found from the coordinates when absent)'),
  elevation: z
    .number()
    .min(-500)
    .max(9000)
    .optional()
    .describe("The observer's height above sea level, metres (default 0)"),
});

/** A birth as the engine takes it. */
export function birthOf(body: z.infer<typeof lotsBody>) {
  return {
    dateTime: body.birthDateTime.replace(' ', 'T'),
    latitude: body.birthLocation.latitude,
    longitude: body.birthLocation.longitude,
    timezone: body.birthLocation.timezone,
    localTimeRule: body.localTimeRule as 'earlier' | 'later' | 'reject' | undefined,
  };
}
