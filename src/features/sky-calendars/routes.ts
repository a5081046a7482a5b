/**
 * The sky calendars, computed in the worker pool and answered with the text their task made
 * ready (src/calc/responses/sky-calendars.ts): POST /api/calc/moon-calendar/day and /range and
 * POST /api/calc/moon-sun and /api/calc/moon-phases (module moon), POST /api/calc/retrograde (module retrograde),
 * POST /api/calc/eclipses (module transits).
 */
import { z } from 'zod';
import { STAR_IDS } from '../../astro/fixed-stars/catalogue.ts';
import { MAX_PHASE_LIST_YEARS } from '../../astro/sky-calendars/moon-phase-list.ts';
import { RISE_SET_BODIES } from '../../astro/sky-calendars/rise-set.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import {
  eclipsesBody,
  moonCalendarDayBody,
  moonCalendarRangeBody,
  moonPhasesBody,
  moonSunBody,
  retrogradeBody,
} from './schema.ts';

const instant = z.string().describe('ISO 8601 instant, UTC, whole seconds');
const sign = z.string().describe('Zodiac sign id (aries … pisces)');

const voidPeriod = z.object({
  start: instant.describe("The Moon's last exact aspect in the sign (or its entry, when it made none)"),
  end: instant.describe("The Moon's entry into the next sign"),
  sign,
  lastAspect: z.object({ body: z.string(), aspect: z.string(), exact: instant }).nullable(),
});

const calendarDay = z.object({
  date: z.string().describe("Calendar date in the location's zone"),
  at: instant.describe("The instant described: the requested dateTime, or local noon of a range's day"),
  moon: z.object({
    sign,
    signEntry: instant,
    signExit: instant,
    longitude: z.number().describe('Apparent tropical longitude, degrees'),
    phase: z.object({
      name: z.enum([
        'new',
        'waxing-crescent',
        'first-quarter',
        'waxing-gibbous',
        'full',
        'waning-gibbous',
        'last-quarter',
        'waning-crescent',
      ]),
      illumination: z.number().describe('Illuminated fraction of the disc, 0–1'),
      age: z.number().describe('Days since the last new moon'),
      elongation: z.number().describe('Moon minus Sun longitude, degrees [0, 360)'),
    }),
  }),
  voidOfCourse: z.object({
    isVoid: z.boolean().describe('Void of course at `at`'),
    start: instant.describe('The period `at` is in, else the next one'),
    end: instant,
    lastAspect: voidPeriod.shape.lastAspect,
    periods: z.array(voidPeriod).describe('Every period overlapping the calendar day'),
  }),
});

const bodyTimes = z.object({
  rise: instant.nullable(),
  transit: instant.nullable().describe('Upper transit (culmination)'),
  set: instant.nullable(),
  transitAltitude: z.number().nullable().describe('Altitude at the upper transit, degrees, refraction included'),
  state: z
    .enum(['rises-and-sets', 'always-up', 'always-down'])
    .describe('always-up / always-down: polar day or night (rise and set null)'),
});
const twilightPeriod = z
  .object({
    begin: instant.nullable().describe('The Sun enters the band (null: the period began the day before)'),
    end: instant.nullable().describe('The Sun leaves the band, after begin (null: the period runs on past the day)'),
  })
  .nullable();
const twilight = z.object({
  morning: twilightPeriod.describe('Dawn: the Sun rising through the band; null when it does not that day'),
  evening: twilightPeriod.describe('Dusk: the Sun setting through the band; null when it does not that day'),
  state: z
    .enum(['crosses', 'always-above', 'always-below'])
    .describe('Whether the Sun crosses the twilight altitude that day'),
});
const phasePair = z.object({ current: instant.describe('Latest at or before dateTime'), next: instant });

const lunarPhase = z.object({
  phase: z.enum(['new', 'first-quarter', 'full', 'last-quarter']),
  exact: instant.describe("The Moon's apparent longitude less the Sun's is 0°, 90°, 180° or 270°"),
  longitude: z.number().describe("The Moon's apparent tropical longitude then, degrees"),
  sign,
});

const station = z.object({ date: instant, longitude: z.number(), sign, degreeInSign: z.number() });
const shadow = z.object({
  startDate: instant.nullable(),
  endDate: instant.nullable(),
  durationDays: z.number().nullable(),
});
const retrogradePeriod = z.object({
  retrogradeStation: station,
  directStation: station,
  durationDays: z.number(),
  signsTraversed: z.array(sign),
  preRetrogradeShadow: shadow,
  postRetrogradeShadow: shadow,
  inProgressAtStart: z.boolean().describe('The retrograde station lies before startDate'),
});

const position = z.object({ longitude: z.number(), sign, degreeInSign: z.number() });
const localContact = z.object({
  time: instant,
  altitude: z.number().describe("The body's altitude then, degrees (refraction included); negative below the horizon"),
});
const localSolarEclipse = z.object({
  visible: z.boolean(),
  type: z
    .enum(['total', 'annular', 'partial'])
    .nullable()
    .describe('What the place sees: null when the penumbra misses it'),
  obscuration: z.number().nullable().describe("Fraction of the Sun's disc area covered at the local maximum"),
  partialBegin: localContact.nullable(),
  totalBegin: localContact.nullable(),
  maximum: localContact.nullable(),
  totalEnd: localContact.nullable(),
  partialEnd: localContact.nullable(),
});
const LUNAR_CONTACTS = [
  'penumbralBegin',
  'partialBegin',
  'totalBegin',
  'maximum',
  'totalEnd',
  'partialEnd',
  'penumbralEnd',
] as const;
const localLunarEclipse = z.object({
  visible: z.boolean(),
  altitudes: z
    .partialRecord(z.enum(LUNAR_CONTACTS), z.number())
    .describe("The Moon's altitude (degrees, refraction included) at each contact that happens"),
});
const lunarContacts = z.object({
  penumbralBegin: instant,
  partialBegin: instant.nullable(),
  totalBegin: instant.nullable(),
  totalEnd: instant.nullable(),
  partialEnd: instant.nullable(),
  penumbralEnd: instant,
});
const solarContacts = z.object({
  partialBegin: instant.describe('The penumbra first touches the Earth'),
  totalBegin: instant.nullable().describe('The umbra or antumbra first touches the Earth (null: partial eclipse)'),
  centralBegin: instant.nullable().describe("The shadow's axis first meets the Earth (null: not central)"),
  centralEnd: instant.nullable(),
  totalEnd: instant.nullable(),
  partialEnd: instant.describe('The penumbra last leaves the Earth'),
});
const eclipse = z.object({
  kind: z.enum(['solar', 'lunar']),
  type: z.enum(['total', 'annular', 'hybrid', 'partial', 'penumbral']),
  maximum: instant.describe('Greatest eclipse'),
  magnitude: z
    .number()
    .describe(
      "Solar: Moon/Sun diameter ratio (central) or fraction of the Sun's diameter covered (partial); lunar: umbral magnitude",
    ),
  penumbralMagnitude: z.number().optional(),
  gamma: z.number().optional().describe("Solar: distance of the shadow axis from the Earth's centre, Earth radii"),
  central: z
    .boolean()
    .optional()
    .describe("Solar: whether the shadow's axis meets the Earth (non-central total and annular eclipses exist)"),
  saros: z.number().int(),
  position: position.describe('The Sun (solar) or the Moon (lunar) at greatest eclipse'),
  greatestAt: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
  contacts: z
    .union([lunarContacts, solarContacts])
    .optional()
    .describe(
      'Global contacts (null when not reached). Lunar: the Moon enters and leaves the penumbra (P1, P4), the umbra (U1, U4) ' +
        'and totality (U2, U3); solar: the penumbra, the umbra or antumbra and the axis first and last touch the Earth',
    ),
  local: z
    .union([localSolarEclipse, localLunarEclipse])
    .optional()
    .describe('With a location: visibility, local contacts and altitudes'),
});

const document = <T extends string>(type: T, attributes: z.ZodType) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });

const RISE_SET =
  "Rise and set: the upper limb on the horizon with the Swiss Ephemeris's refraction for `pressure` and `temperature` " +
  "(34.58′ at 1013.25 hPa, 10 °C), no dip of the horizon, positions topocentric at `elevation`; twilights: the Sun's " +
  'centre 6°, 12°, 18° below the geometric horizon, as morning and evening periods. Polar day and night are ' +
  'reported in `state` (rise and set null), not as errors.';

export function registerSkyCalendarRoutes(api: ApiRouter, services: Services): void {
  const moon = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'moon' as const };

  api.route({
    method: 'POST',
    path: '/api/calc/moon-calendar/day',
    operationId: 'moonCalendarDay',
    summary: 'Moon sign, phase and void of course of a day',
    description:
      'The Moon at `dateTime`: its sign with the exact entry and exit instants, phase name (eight phases, each exact phase naming ' +
      'the 45° of elongation around it), illuminated fraction, age since the new moon; and whether it is void of course then ' +
      '(from its last exact aspect to the Sun … Pluto in a sign until it enters the next), with every void period of the calendar ' +
      "day in the location's zone.",
    tag: 'Sky calendars',
    access: moon,
    body: moonCalendarDayBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The Moon of the day',
        mediaType: JSON_API,
        schema: document('moon-calendar-days', calendarDay.extend({ timezone: z.string() })),
      },
    ],
    async handler(ctx, { body }) {
      sendReadyBytes(
        ctx,
        await services.pool.run(
          'moonCalendarDayResponse',
          { request: body, version: versionTarget(ctx, services.versions, 'POST', '/api/calc/moon-calendar/day') },
          'body',
        ),
        JSON_API,
      );
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/moon-calendar/range',
    operationId: 'moonCalendarRange',
    summary: 'Moon calendar of up to 31 days',
    description:
      "One entry per calendar day of the location's zone (described at local noon), as the day endpoint gives it.",
    tag: 'Sky calendars',
    access: moon,
    body: moonCalendarRangeBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The Moon calendar',
        mediaType: JSON_API,
        schema: document(
          'moon-calendars',
          z.object({ startDate: z.string(), endDate: z.string(), timezone: z.string(), days: z.array(calendarDay) }),
        ),
      },
    ],
    async handler(ctx, { body }) {
      sendReadyBytes(
        ctx,
        await services.pool.run(
          'moonCalendarRangeResponse',
          { request: body, version: versionTarget(ctx, services.versions, 'POST', '/api/calc/moon-calendar/range') },
          'body',
        ),
        JSON_API,
      );
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/moon-sun',
    operationId: 'moonSun',
    summary: 'Moon phase, lunar quarters, Sun and Moon rise, transit, set and twilights of a day',
    description:
      'The Moon at `dateTime` (phase, illumination, age, geocentric distance and apparent diameter), the latest and next new moon, ' +
      `first quarter, full moon and last quarter, and the day's times at the location (its calendar day in its zone). ${RISE_SET}`,
    tag: 'Sky calendars',
    access: moon,
    body: moonSunBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The Moon and Sun of the day',
        mediaType: JSON_API,
        schema: document(
          'moon-sun',
          z.object({
            location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
            timezone: z.string().describe("The IANA zone of the place's calendar day (the same as location.timezone)"),
            date: z.string(),
            at: instant,
            moon: z.object({
              sign,
              longitude: z.number(),
              phase: calendarDay.shape.moon.shape.phase,
              distanceKm: z.number().describe('Geocentric distance, km'),
              apparentDiameterArcmin: z.number().describe("From the Earth's centre, arcminutes"),
            }),
            phases: z.object({
              newMoon: phasePair,
              firstQuarter: phasePair,
              fullMoon: phasePair,
              lastQuarter: phasePair,
            }),
            sun: bodyTimes.extend({
              twilight: z
                .object({ civil: twilight, nautical: twilight, astronomical: twilight })
                .describe(
                  "Bands of the Sun's altitude: civil from −6° to rise and from set to −6°, nautical −12° to −6°, " +
                    'astronomical −18° to −12°',
                ),
            }),
            moonTimes: bodyTimes,
            planets: z
              .partialRecord(z.enum(RISE_SET_BODIES), bodyTimes)
              .describe('The planets asked for in `planets`, by name'),
            stars: z
              .partialRecord(z.enum(STAR_IDS), bodyTimes)
              .describe(
                'The fixed stars asked for in `stars`, by id: their centre on the horizon with the same refraction',
              ),
            horizon: z
              .object({ elevation: z.number(), pressure: z.number(), temperature: z.number() })
              .describe('The elevation (m), pressure (hPa) and temperature (°C) rise and set were computed for'),
          }),
        ),
      },
    ],
    async handler(ctx, { body }) {
      sendReadyBytes(
        ctx,
        await services.pool.run(
          'moonSunResponse',
          { request: body, version: versionTarget(ctx, services.versions, 'POST', '/api/calc/moon-sun') },
          'body',
        ),
        JSON_API,
      );
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/moon-phases',
    operationId: 'moonPhases',
    summary: `New moons, first quarters, full moons and last quarters (up to ${MAX_PHASE_LIST_YEARS} years)`,
    description:
      "Every exact lunar phase in the range, in time order: the instant (UTC, to the second) at which the Moon's apparent " +
      "geocentric longitude less the Sun's is 0° (new), 90° (first quarter), 180° (full) or 270° (last quarter), and the " +
      "Moon's longitude and sign then. Found by root finding on the transit ephemeris; within 2 s of the Swiss Ephemeris " +
      '1800–2400.',
    tag: 'Sky calendars',
    access: moon,
    body: moonPhasesBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'Lunar phases in time order',
        mediaType: JSON_API,
        schema: document(
          'moon-phases',
          z.object({
            dateRange: z.object({ startDate: z.string(), endDate: z.string(), timezone: z.string() }),
            phases: z.array(lunarPhase),
          }),
        ),
      },
    ],
    async handler(ctx, { body }) {
      sendReadyBytes(
        ctx,
        await services.pool.run(
          'moonPhasesResponse',
          { request: body, version: versionTarget(ctx, services.versions, 'POST', '/api/calc/moon-phases') },
          'body',
        ),
        JSON_API,
      );
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/retrograde',
    operationId: 'retrogradePeriods',
    summary: 'Retrograde periods with stations and shadows (up to 10 years)',
    description:
      'Every retrograde period whose retrograde station falls in the range (one already running at startDate included and flagged), ' +
      'with both stations, duration, the signs the retrograde arc touches, and the shadows: the pre-retrograde shadow starts when ' +
      'the planet first reaches the longitude of the coming direct station, the post-retrograde shadow ends when it regains the ' +
      'longitude of the retrograde station. Stations are found by root finding on the transit ephemeris.',
    tag: 'Sky calendars',
    access: { kind: 'api-key', permission: 'calc:use', module: 'retrograde' },
    body: retrogradeBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'Retrograde periods by point',
        mediaType: JSON_API,
        schema: document(
          'retrograde-periods',
          z.object({
            dateRange: z.object({ startDate: z.string(), endDate: z.string(), timezone: z.string() }),
            periodsByPoint: z.record(z.string(), z.array(retrogradePeriod)),
          }),
        ),
      },
    ],
    async handler(ctx, { body }) {
      sendReadyBytes(
        ctx,
        await services.pool.run(
          'retrogradeResponse',
          { request: body, version: versionTarget(ctx, services.versions, 'POST', '/api/calc/retrograde') },
          'body',
        ),
        JSON_API,
      );
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/eclipses',
    operationId: 'eclipses',
    summary: 'Solar and lunar eclipses (up to 50 years), with local circumstances for a place',
    description:
      'Solar eclipses (total, annular, hybrid, partial) and lunar eclipses (total, partial, penumbral) whose greatest instant falls ' +
      'in the range: type, greatest eclipse, magnitude, Saros series, zodiac position. With a location: whether and how the ' +
      'eclipse is seen there, with contact times and altitudes.',
    tag: 'Sky calendars',
    access: { kind: 'api-key', permission: 'calc:use', module: 'transits' },
    body: eclipsesBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'Eclipses in time order',
        mediaType: JSON_API,
        schema: document(
          'eclipses',
          z.object({
            dateRange: z.object({ startDate: z.string(), endDate: z.string(), timezone: z.string() }),
            eclipses: z.array(eclipse),
          }),
        ),
      },
    ],
    async handler(ctx, { body }) {
      sendReadyBytes(
        ctx,
        await services.pool.run(
          'eclipsesResponse',
          { request: body, version: versionTarget(ctx, services.versions, 'POST', '/api/calc/eclipses') },
          'body',
        ),
        JSON_API,
      );
    },
  });
}
