/**
 * Request schema of POST /api/calc/transit (spec endpoint 10, Transit request): the spec's
 * members, plus optional ones that narrow or widen the search (natal points, aspects, orbs,
 * house cusps, the rule for ambiguous local birth times).
 */
import { z } from 'zod';
import { resolveHouseSystem } from '../../astro/natal-chart.ts';
import {
  DEFAULT_ASPECTS,
  DEFAULT_TRANSITING,
  MAX_TRANSIT_ORB,
  TRANSIT_ORBS,
  TRANSITING_CHOICES,
} from '../../astro/transits/transit-options.ts';
import { ASPECTS, type AspectId, HOUSE_SYSTEMS, POINTS } from '../../astro/vocabulary.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import {
  dateTimeSchema,
  latitudeSchema,
  localTimeRuleSchema,
  longitudeSchema,
  timezoneSchema,
} from '../calc/birth-data.ts';
import { dateOrDateTime } from '../calc/date-schemas.ts';
import { zodiacFields } from '../sidereal/schema.ts';

/** Longest span accepted, in calendar years. */
export const MAX_SPAN_YEARS = 10;

const transitDate = (which: 'start' | 'end') =>
  dateOrDateTime()
    .describe(
      which === 'start'
        ? 'Start of the span: a date YYYY-MM-DD (00:00 local time at transitLocation) or a date-time YYYY-MM-DDTHH:mm[:ss] (local at transitLocation unless it ends in Z or ±HH:MM). From 1800-01-01.'
        : `End of the span, exclusive for a date-time; a date YYYY-MM-DD includes that whole day (local at transitLocation). Up to 2400-12-31, at most ${MAX_SPAN_YEARS} years after transitDateStart.`,
    )
    .meta({ examples: [which === 'start' ? '2026-01-01' : '2026-03-31'] });

const place = (what: string) =>
  z
    .strictObject({ longitude: longitudeSchema, latitude: latitudeSchema, timezone: timezoneSchema.optional() })
    .describe(what);

const aspectIds = ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]];

const houseSystemNames = [...Object.keys(HOUSE_SYSTEMS), ...Object.values(HOUSE_SYSTEMS)];

export const transitBody = z.strictObject({
  birthDate: dateTimeSchema.describe(
    'Birth date-time, local at birthLocation: YYYY-MM-DDTHH:mm[:ss] (historical offsets and local mean time applied), or with Z / ±HH:MM. 1800–2400.',
  ),
  birthLocation: place(
    'Birth place: longitude (degrees east), latitude (degrees north), IANA timezone (looked up from the coordinates when absent)',
  ),
  transitDateStart: transitDate('start'),
  transitDateEnd: transitDate('end'),
  transitLocation: place(
    'Place whose time zone reads transitDateStart/End (default birthLocation); positions are geocentric, so it changes no instant',
  ).optional(),
  houseSystem: z
    .string()
    .refine(
      (value) => {
        try {
          resolveHouseSystem(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: inputMessage((t) => t.oneOf({ values: houseSystemNames })) },
    )
    .optional()
    .describe(`Natal house system: ${Object.keys(HOUSE_SYSTEMS).join(', ')} or its letter; default placidus`),
  language: z
    .enum(LANGUAGES)
    .default('en')
    .describe(`Language of texts and readable names: ${LANGUAGES.join(', ')} (default en)`),
  includeText: z.boolean().default(false).describe('Add the interpretation text to each aspect entry'),
  includeReadableEntities: z
    .boolean()
    .default(false)
    .describe('Add `readableEntities`: names and glyphs of the points, aspects, signs and houses used'),
  points: z
    .array(z.enum(TRANSITING_CHOICES))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'point' })),
    })
    .optional()
    .describe(`Transiting points among ${TRANSITING_CHOICES.join(', ')}; default ${DEFAULT_TRANSITING.join(', ')}`),
  natalPoints: z
    .array(z.enum(POINTS))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'point' })),
    })
    .optional()
    .describe(
      'Natal points aspected; default Sun to Pluto, Chiron, the transiting node kinds (else the mean node), Ascendant, Midheaven',
    ),
  includeHouseCusps: z
    .boolean()
    .default(false)
    .describe('Also aspect the twelve natal house cusps (natal ids cusp-1 … cusp-12)'),
  aspects: z
    .array(z.enum(aspectIds))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'aspect' })),
    })
    .optional()
    .describe(`Aspects among ${aspectIds.join(', ')}; default ${DEFAULT_ASPECTS.join(', ')}`),
  orbs: z
    .strictObject(
      Object.fromEntries(
        aspectIds.map((id) => [
          id,
          z
            .number()
            .gt(0)
            .max(MAX_TRANSIT_ORB, {
              message: inputMessage((t) => t.orb({ max: MAX_TRANSIT_ORB })),
            })
            .optional(),
        ]),
      ) as Record<AspectId, z.ZodOptional<z.ZodNumber>>,
    )
    .strict()
    .optional()
    .describe(
      `Orb per aspect, degrees (0, ${MAX_TRANSIT_ORB}]; defaults ${Object.entries(TRANSIT_ORBS)
        .map(([a, o]) => `${a} ${o}`)
        .join(', ')}`,
    ),
  localTimeRule: localTimeRuleSchema.optional(),
  ...zodiacFields,
});

export type TransitBody = z.output<typeof transitBody>;
