/**
 * Request schemas of POST /api/calc/solar-return, /api/calc/lunar-return and /api/calc/planetary-return (spec "Returns and
 * progressions"), and the members they share with /api/calc/progressions and /api/calc/solar-arc:
 * the birth as `birthDateTime` + `birthLocation`, chart options, language and include flags.
 * Unknown members are refused.
 */
import { z } from 'zod';
import {
  MAX_PLANETARY_RETURNS,
  MAX_RETURN_SPAN_YEARS,
  PLANETARY_RETURN_BODIES,
} from '../../astro/returns/planetary-return.ts';
import type { Ayanamsa } from '../../astro/sidereal/ayanamsa.ts';
import type { Zodiac } from '../../astro/sidereal/zodiac.ts';
import { ASPECTS, type AspectId, POINTS, type PointId } from '../../astro/vocabulary.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import {
  dateTimeSchema,
  latitudeSchema,
  localTimeRuleSchema,
  longitudeSchema,
  timezoneSchema,
} from '../calc/birth-data.ts';
import { houseSystemSchema, languageSchema } from '../calc/chart-options.ts';
import { calendarDate } from '../calc/date-schemas.ts';
import { zodiacFields } from '../sidereal/schema.ts';

const ASPECT_IDS = ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]];
const ORB = 'expected an orb in degrees, greater than 0 and at most 30';

const place = (what: string) =>
  z
    .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() })
    .describe(what);

/** Members every return and progression request takes. */
export const chartRequestShape = {
  birthDateTime: dateTimeSchema.describe(
    'Birth date-time, local at birthLocation: YYYY-MM-DDTHH:mm[:ss] (historical offsets and local mean time applied), or with Z / ±HH:MM. 1800–2400.',
  ),
  birthLocation: place(
    'Birth place: latitude (degrees north), longitude (degrees east), IANA timezone (looked up from the coordinates when absent)',
  ),
  localTimeRule: localTimeRuleSchema.optional(),
  houseSystem: houseSystemSchema.optional(),
  points: z
    .array(z.enum(POINTS as unknown as [PointId, ...PointId[]]))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'point' })),
    })
    .optional()
    .describe(`Points to return (default all but the asteroids ceres, pallas, juno, vesta): ${POINTS.join(', ')}`),
  aspects: z
    .array(z.enum(ASPECT_IDS))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'aspect' })),
    })
    .optional()
    .describe(`Aspects to look for among ${ASPECT_IDS.join(', ')}`),
  orbs: z
    .strictObject(
      Object.fromEntries(
        ASPECT_IDS.map((id) => [
          id,
          z.number({ message: ORB }).gt(0, { message: ORB }).max(30, { message: ORB }).optional(),
        ]),
      ) as Record<AspectId, z.ZodOptional<z.ZodNumber>>,
    )
    .optional()
    .describe('Orb per aspect id, degrees (0, 30]'),
  language: languageSchema.optional(),
  includeText: z.boolean().default(false).describe('Add interpretation texts (en, es, de, fr, it)'),
  includeReadableEntities: z
    .boolean()
    .default(false)
    .describe('Add readable names and glyphs of points, signs and aspects'),
};

const returnLocation = z
  .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema })
  .optional()
  .describe('Where the return chart is cast (relocated return); default the birth place');

export const solarReturnBody = z.strictObject({
  ...chartRequestShape,
  returnYear: z
    .number({ message: inputMessage((t) => t.calendarYear()) })
    .int({ message: inputMessage((t) => t.calendarYear()) })
    .optional()
    .describe('Calendar year in the birth zone, from the birth year to 2400; default the current year there'),
  returnLocation,
  ...zodiacFields,
});

export const lunarReturnBody = z.strictObject({
  ...chartRequestShape,
  returnDate: calendarDate()
    .describe('The first return at or after 00:00 of this date in the birth zone; from the birth date to 2399-12-31')
    .meta({ examples: ['2026-01-01'] }),
  count: z
    .number({ message: inputMessage((t) => t.wholeNumber({ min: 1, max: 13 })) })
    .int({ message: inputMessage((t) => t.wholeNumber({ min: 1, max: 13 })) })
    .min(1, { message: inputMessage((t) => t.wholeNumber({ min: 1, max: 13 })) })
    .max(13, { message: inputMessage((t) => t.wholeNumber({ min: 1, max: 13 })) })
    .default(1)
    .describe('How many returns in a row, 1–13 (default 1)'),
  returnLocation,
  ...zodiacFields,
});

const { includeText: _includeText, ...planetaryShape } = chartRequestShape;

export const planetaryReturnBody = z.strictObject({
  ...planetaryShape,
  body: z
    .enum(PLANETARY_RETURN_BODIES)
    .describe('The returning body: mercury, venus, mars, jupiter, saturn, or the lunar node (mean-node or true-node)'),
  startDate: calendarDate()
    .describe('Start of the span: 00:00 of this date in the birth zone; from the birth date to 2399-12-31')
    .meta({ examples: ['2026-01-01'] }),
  endDate: calendarDate()
    .describe(
      `End of the span (the whole day included), less than ${MAX_RETURN_SPAN_YEARS} years after startDate, with at most ${MAX_PLANETARY_RETURNS} returns`,
    )
    .meta({ examples: ['2035-12-31'] }),
  returnLocation,
  ...zodiacFields,
});

/** What the shared members become for the engine. */
export function engineOptions(body: {
  birthDateTime: string;
  birthLocation: { latitude: number; longitude: number; timezone?: string };
  localTimeRule?: string;
  houseSystem?: string;
  points?: PointId[];
  aspects?: AspectId[];
  orbs?: Partial<Record<AspectId, number | undefined>>;
  zodiac?: Zodiac;
  ayanamsa?: Ayanamsa;
}) {
  const orbs = Object.fromEntries(Object.entries(body.orbs ?? {}).filter(([, v]) => v !== undefined)) as Partial<
    Record<AspectId, number>
  >;
  return {
    birth: {
      dateTime: body.birthDateTime.replace(' ', 'T'),
      latitude: body.birthLocation.latitude,
      longitude: body.birthLocation.longitude,
      timezone: body.birthLocation.timezone,
      localTimeRule: body.localTimeRule as 'earlier' | 'later' | 'reject' | undefined,
    },
    houseSystem: body.houseSystem,
    points: body.points ? POINTS.filter((p) => body.points!.includes(p)) : undefined,
    ...(body.aspects || body.orbs
      ? { aspects: { ...(body.aspects ? { types: body.aspects } : {}), ...(body.orbs ? { orbs } : {}) } }
      : {}),
    ...(body.zodiac ? { zodiac: body.zodiac } : {}),
    ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}),
  };
}
