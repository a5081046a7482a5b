/**
 * Request schemas of the sky calendars: POST /api/calc/moon-calendar/day and /range,
 * /api/calc/moon-sun, /api/calc/moon-phases, /api/calc/retrograde, /api/calc/eclipses. Unknown members are refused.
 * Limits that depend on two members (a range's length, its order) are checked by the
 * calculation and answered as 400 naming the field.
 */
import { z } from 'zod';
import { STAR_IDS } from '../../astro/fixed-stars/catalogue.ts';
import { MAX_ECLIPSE_YEARS } from '../../astro/sky-calendars/eclipses.ts';
import { MAX_CALENDAR_DAYS } from '../../astro/sky-calendars/moon-calendar.ts';
import { MAX_PHASE_LIST_YEARS } from '../../astro/sky-calendars/moon-phase-list.ts';
import { MAX_RETROGRADE_YEARS, RETROGRADE_POINTS } from '../../astro/sky-calendars/retrograde-periods.ts';
import { RISE_SET_BODIES, type RiseSetBody } from '../../astro/sky-calendars/rise-set.ts';
import { ASPECTS, type AspectId } from '../../astro/vocabulary.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { dateTimeSchema, latitudeSchema, longitudeSchema, timezoneSchema } from '../calc/birth-data.ts';
import { calendarDate } from '../calc/date-schemas.ts';

const aspectIds = ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]];

const date = (what: string) =>
  calendarDate()
    .describe(`${what}: a date YYYY-MM-DD`)
    .meta({ examples: ['2026-01-01'] });

const location = (what: string) =>
  z
    .strictObject({
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
      timezone: timezoneSchema.optional(),
    })
    .describe(what);

const aspects = z
  .array(z.enum(aspectIds))
  .min(1)
  .refine((list) => new Set(list).size === list.length, {
    message: inputMessage((t) => t.eachOnce({ item: 'aspect' })),
  })
  .optional()
  .describe(
    `Aspects of the Moon to the Sun … Pluto that end a void-of-course period, among ${aspectIds.join(', ')}; default the five major`,
  );

const instant = dateTimeSchema.describe(
  "The moment: local wall-clock time at the location, YYYY-MM-DDTHH:mm[:ss], or with Z / ±HH:MM. Its calendar day in the location's zone is the day described. 1800–2400.",
);

export const moonCalendarDayBody = z.strictObject({
  dateTime: instant,
  location: location(
    'The place whose time zone sets the calendar day: timezone (IANA), or latitude and longitude to find it from',
  ),
  aspects,
});

export const moonCalendarRangeBody = z.strictObject({
  startDate: date("First calendar day in the location's zone"),
  endDate: date(`Last calendar day (included), at most ${MAX_CALENDAR_DAYS} days in all`),
  location: location(
    'The place whose time zone sets the calendar days: timezone (IANA), or latitude and longitude to find it from',
  ),
  aspects,
});

export const moonSunBody = z.strictObject({
  dateTime: instant,
  location: location(
    'The observer: latitude and longitude (required), timezone (found from the coordinates when absent)',
  ),
  elevation: z
    .number()
    .min(-500)
    .max(9000)
    .optional()
    .describe("The observer's height above sea level, metres (default 0): parallax, and the default pressure"),
  pressure: z
    .number()
    .min(100)
    .max(1100)
    .optional()
    .describe(
      "Air pressure for the horizon's refraction, hPa (default the standard atmosphere's at the elevation: 1013.25 at sea level)",
    ),
  temperature: z
    .number()
    .min(-80)
    .max(60)
    .optional()
    .describe("Air temperature for the horizon's refraction, °C (default 10)"),
  planets: z
    .array(z.enum(RISE_SET_BODIES.filter((b) => b !== 'sun' && b !== 'moon') as [RiseSetBody, ...RiseSetBody[]]))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'planet' })),
    })
    .optional()
    .describe('Planets whose rise, transit and set of the day are wanted too (mercury … pluto)'),
  stars: z
    .array(z.enum(STAR_IDS))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'star' })),
    })
    .optional()
    .describe(
      "Fixed stars whose rise, transit and set of the day are wanted too: ids of the fixed-star catalogue (the 60 brightest and the traditional stars, as natal charts' fixedStars name them), e.g. sirius",
    ),
});

export const moonPhasesBody = z.strictObject({
  startDate: date('First day of the range (UTC unless timezone is given)'),
  endDate: date(`Last day of the range (included), at most ${MAX_PHASE_LIST_YEARS} years after startDate`),
  timezone: timezoneSchema.optional().describe('IANA zone the dates are read in (default UTC)'),
});

export const retrogradeBody = z.strictObject({
  startDate: date('First day of the range (UTC unless timezone is given)'),
  endDate: date(`Last day of the range (included), at most ${MAX_RETROGRADE_YEARS} years after startDate`),
  points: z
    .array(z.enum(RETROGRADE_POINTS))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'point' })),
    })
    .optional()
    .describe(`Points among ${RETROGRADE_POINTS.join(', ')}; default all of them`),
  timezone: timezoneSchema.optional().describe('IANA zone the dates are read in (default UTC)'),
});

export const eclipsesBody = z.strictObject({
  startDate: date("First day of the range (UTC, or the location's zone)"),
  endDate: date(`Last day of the range (included), at most ${MAX_ECLIPSE_YEARS} years after startDate`),
  kinds: z
    .array(z.enum(['solar', 'lunar']))
    .min(1)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'kind' })),
    })
    .optional()
    .describe('solar, lunar or both (default both)'),
  location: location(
    'An observer for local visibility and contact times: latitude and longitude (required with a location), timezone (reads the dates)',
  ).optional(),
});
