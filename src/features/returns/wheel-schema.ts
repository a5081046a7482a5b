/**
 * The request of a return, progression or solar arc bi-wheel image (GET /api/chart/{kind}.svg|png,
 * and the same as JSON when a signed URL is made for one): the POST body's birth data and
 * options, plus the image's side, theme and language.
 */
import { z } from 'zod';
import { ANGLE_PROGRESSIONS } from '../../astro/progressions/index.ts';
import type { MovingWheelInput } from '../../calc/tasks/moving-wheel.ts';
import { MAX_SIDE, MIN_SIDE, THEME_IDS, type ThemeId } from '../../chart/index.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import {
  dateTimeSchema,
  latitudeSchema,
  localTimeRuleSchema,
  longitudeSchema,
  nestQuery,
  timezoneSchema,
} from '../calc/birth-data.ts';
import {
  aspectTypesSchema,
  houseSystemSchema,
  languageSchema,
  maxAspectLinesSchema,
  orbsSchema,
} from '../calc/chart-options.ts';
import { calendarDate, dateOrDateTime } from '../calc/date-schemas.ts';
import { zodiacFields } from '../sidereal/schema.ts';

const whole = (message: string) => z.coerce.number({ message }).int({ message });

const SIDE = inputMessage((t) => t.wholeNumber({ min: MIN_SIDE, max: MAX_SIDE, unit: 'pixels' }));

/** The wheel request as JSON (nested objects). */
export const movingWheelRequestSchema = z.strictObject({
  birthDateTime: dateTimeSchema,
  birthLocation: z.strictObject({
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    timezone: timezoneSchema.optional(),
  }),
  localTimeRule: localTimeRuleSchema.optional(),
  houseSystem: houseSystemSchema.optional(),
  returnYear: whole(inputMessage((t) => t.calendarYear())).optional(),
  returnDate: calendarDate().optional(),
  returnLocation: z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema }).optional(),
  targetDate: dateOrDateTime().optional(),
  angles: z.enum(ANGLE_PROGRESSIONS).optional(),
  width: whole(SIDE).min(MIN_SIDE, { message: SIDE }).max(MAX_SIDE, { message: SIDE }).default(800),
  theme: z.enum(THEME_IDS as unknown as [ThemeId, ...ThemeId[]]).default('light'),
  language: languageSchema.optional(),
  aspects: z
    .preprocess(
      (value) => (typeof value === 'string' || Array.isArray(value) ? { types: value } : value),
      z.strictObject({
        types: aspectTypesSchema.optional().describe('Aspects drawn between the rings (default the five major ones)'),
        orbs: orbsSchema.optional().describe('Orbs in degrees by aspect id (default 3°, sextile 2°, minor aspects 1°)'),
        maxLines: maxAspectLinesSchema.optional().describe('At most this many lines, the closest first (default 40)'),
      }),
    )
    .optional()
    .describe('The aspect lines between the natal ring and the outer ring; in a query aspects.maxLines=80'),
  ...zodiacFields,
});
export type MovingWheelRequest = z.output<typeof movingWheelRequestSchema>;

/** The wheel request as query parameters (nested members with dots: `birthLocation.latitude`). */
export const movingWheelQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>, ['aspects', 'aspects.types']),
  movingWheelRequestSchema,
);

/** The bi-wheels, the module each needs and the member that says when. */
export const MOVING_WHEELS = [
  { kind: 'solar-return', module: 'returns', needs: 'returnYear' },
  { kind: 'lunar-return', module: 'returns', needs: 'returnDate' },
  { kind: 'progressions', module: 'progressions', needs: 'targetDate' },
  { kind: 'solar-arc', module: 'progressions', needs: 'targetDate' },
] as const;

/** The image paths of the bi-wheels, without the format's extension (signed URLs can be made for them). */
export const MOVING_WHEEL_PATHS = MOVING_WHEELS.map((w) => `/api/chart/${w.kind}` as const);
export type MovingWheelPath = (typeof MOVING_WHEEL_PATHS)[number];

/** The pool task's request of a wheel; `now` picks the default return year (the current one). */
export function movingWheelInput(kind: MovingWheelInput['kind'], q: MovingWheelRequest, now: Date): MovingWheelInput {
  const birth = {
    birth: {
      dateTime: q.birthDateTime.replace(' ', 'T'),
      latitude: q.birthLocation.latitude,
      longitude: q.birthLocation.longitude,
      timezone: q.birthLocation.timezone,
      localTimeRule: q.localTimeRule,
    },
    houseSystem: q.houseSystem,
    // Both rings in the zodiac asked for (an ayanamsa without `sidereal` is refused by the engine, naming the field).
    ...(q.zodiac ? { zodiac: q.zodiac } : {}),
    ...(q.ayanamsa ? { ayanamsa: q.ayanamsa } : {}),
  };
  switch (kind) {
    case 'solar-return':
      return {
        kind,
        request: {
          ...birth,
          returnYear: q.returnYear,
          asOf: now.toISOString(),
          returnLocation: q.returnLocation ?? null,
        },
      };
    case 'lunar-return':
      return { kind, request: { ...birth, returnDate: q.returnDate ?? '', returnLocation: q.returnLocation ?? null } };
    case 'progressions':
      return { kind, request: { ...birth, targetDate: q.targetDate ?? '', angles: q.angles } };
    case 'solar-arc':
      return { kind, request: { ...birth, targetDate: q.targetDate ?? '' } };
  }
}
