/**
 * The traditional techniques (module `traditional`), each its own operation so that each has its
 * own inputs, schema, examples and cache entry (see docs/traditional.md): POST
 * /api/calc/traditional/lots, /dignities, /profections, /firdaria, /zodiacal-releasing and
 * /planetary-hours, computed in the worker pool and answered with the bytes the task made ready.
 */
import type { z } from 'zod';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import {
  dignitiesResponseSchema,
  firdariaResponseSchema,
  lotsResponseSchema,
  planetaryHoursResponseSchema,
  profectionsResponseSchema,
  zodiacalReleasingResponseSchema,
} from './response-schema.ts';
import {
  birthOf,
  dignitiesBody,
  firdariaBody,
  lotsBody,
  planetaryHoursBody,
  profectionsBody,
  zodiacalReleasingBody,
} from './schema.ts';

const BIRTH =
  'Birth as `birthDateTime` (local at `birthLocation`, or with Z / an offset) and `birthLocation` {latitude, longitude, timezone?}; ' +
  "the chart is tropical. Sect: diurnal when the Sun's centre is above the horizon at birth (geocentric, no refraction). ";

/** Declares the traditional techniques' routes (permission calc:use; module traditional). */
export function registerTraditionalRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'traditional' as const };
  const technique = <B extends z.ZodType>(spec: {
    path: string;
    operationId: string;
    summary: string;
    description: string;
    body: B;
    schema: z.ZodType;
    task:
      | 'traditionalLotsResponse'
      | 'traditionalDignitiesResponse'
      | 'traditionalProfectionsResponse'
      | 'traditionalFirdariaResponse'
      | 'traditionalReleasingResponse'
      | 'planetaryHoursResponse';
    request: (body: z.infer<B>) => unknown;
  }) =>
    api.route({
      method: 'POST',
      path: spec.path,
      operationId: spec.operationId,
      summary: spec.summary,
      description: spec.description,
      tag: 'Traditional techniques',
      access,
      body: spec.body,
      usesPool: true,
      responses: [{ status: 200, description: spec.summary, mediaType: JSON_API, schema: spec.schema }],
      async handler(ctx, { body }) {
        const version = versionTarget(ctx, services.versions, 'POST', spec.path);
        const input = { request: spec.request(body as z.infer<B>), version } as never;
        sendReadyBytes(ctx, await services.pool.run(spec.task, input), JSON_API);
      },
    });

  technique({
    path: '/api/calc/traditional/lots',
    operationId: 'traditionalLots',
    summary: 'Sect and the eight Hermetic lots',
    description:
      BIRTH +
      'The lots of Paulus Alexandrinus as Brennan gives them, reversed by night: Fortune (Asc + Moon − Sun), Spirit (Asc + Sun − Moon), ' +
      'Eros (Asc + Venus − Spirit), Necessity (Asc + Fortune − Mercury), Courage (Asc + Fortune − Mars), Victory (Asc + Jupiter − Spirit), ' +
      'Nemesis (Asc + Fortune − Saturn), each by day; by night the two points swap. Basis: Asc + the shorter arc between Fortune and Spirit.',
    body: lotsBody,
    schema: lotsResponseSchema,
    task: 'traditionalLotsResponse',
    request: (body) => ({ birth: birthOf(body) }),
  });

  technique({
    path: '/api/calc/traditional/dignities',
    operationId: 'traditionalDignities',
    summary: 'Essential dignities with scores, almutens and receptions',
    description:
      BIRTH +
      'For the seven planets: domicile, exaltation, triplicity (Dorotheus; the lord of the chart’s sect counts), Egyptian terms and ' +
      'Chaldean faces, with detriment, fall and peregrine, scored as Lilly: +5, +4, +3, +2, +1, −5, −4, −5. The almuten of the Ascendant, ' +
      'Midheaven, Sun, Moon and Lot of Fortune (most points; ties listed) and of the chart (points summed over those five). Receptions: ' +
      'a planet is received by the lord of each dignity of its place; mutual when both receive each other.',
    body: dignitiesBody,
    schema: dignitiesResponseSchema,
    task: 'traditionalDignitiesResponse',
    request: (body) => ({ birth: birthOf(body) }),
  });

  technique({
    path: '/api/calc/traditional/profections',
    operationId: 'traditionalProfections',
    summary: 'Annual and monthly profections and the lord of the year at a date',
    description:
      BIRTH +
      "The year from the latest birthday (the birth instant's UTC date and time) before `date`: the sign as many signs on from the " +
      "Ascendant's as the completed years, its domicile lord the lord of the year; its twelve months (each starting a calendar month " +
      'after the last, one sign further on) and the month `date` is in.',
    body: profectionsBody,
    schema: profectionsResponseSchema,
    task: 'traditionalProfectionsResponse',
    request: (body) => ({ birth: birthOf(body), date: body.date }),
  });

  technique({
    path: '/api/calc/traditional/firdaria',
    operationId: 'traditionalFirdaria',
    summary: 'Firdaria: major periods and sub-periods over 150 years',
    description:
      BIRTH +
      'Diurnal: Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, South Node 2 years; nocturnal: from the ' +
      'Moon in the same cycle, the nodes last (`nodes: end`) or after Mars (`after-mars`). Each planet period in seven equal sub-periods ' +
      "from its lord in Chaldean order; the nodes' have none. Julian years of 365.25 days from the birth instant.",
    body: firdariaBody,
    schema: firdariaResponseSchema,
    task: 'traditionalFirdariaResponse',
    request: (body) => ({ birth: birthOf(body), date: body.date, nodes: body.nodes }),
  });

  technique({
    path: '/api/calc/traditional/zodiacal-releasing',
    operationId: 'traditionalZodiacalReleasing',
    summary: 'Zodiacal releasing from Fortune or Spirit, levels 1–3',
    description:
      BIRTH +
      'Signs rule for their minor years (Aries 15, Taurus 8, Gemini 20, Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, ' +
      'Sagittarius 12, Capricorn 27, Aquarius 30, Pisces 12): level 1 in years from birth (120 years listed), level 2 in twelfths, ' +
      'level 3 in 144ths of a year, each ending early with its parent; levels 2 and 3 listed over [startDate, endDate]. Loosing of ' +
      'the bond: after all twelve signs a level jumps to the sign opposite its first. Peaks: signs angular to Fortune (1st, 4th, 7th, ' +
      '10th from it). Years of 360 days (Valens; default) or 365.25.',
    body: zodiacalReleasingBody,
    schema: zodiacalReleasingResponseSchema,
    task: 'traditionalReleasingResponse',
    request: (body) => ({
      birth: birthOf(body),
      lot: body.lot,
      startDate: body.startDate,
      endDate: body.endDate,
      yearDays: body.yearDays,
    }),
  });

  technique({
    path: '/api/calc/traditional/planetary-hours',
    operationId: 'planetaryHours',
    summary: 'Planetary hours of a day at a place, and the day ruler',
    description:
      "Twelve day hours from sunrise to sunset and twelve night hours from sunset to the next sunrise (the sky calendars' rise and " +
      'set: upper limb, standard refraction), the first ruled by the weekday’s planet, then in Chaldean order. Where the Sun does not ' +
      'rise and set that day (polar day or night) there are no unequal hours: 400 naming `location.latitude`.',
    body: planetaryHoursBody,
    schema: planetaryHoursResponseSchema,
    task: 'planetaryHoursResponse',
    request: (body) => body,
  });
}
