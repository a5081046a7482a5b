/**
 * GET /api/horoscope/daily/{YYYY-MM-DD} (all twelve signs), /api/horoscope/daily/{YYYY-MM-DD}/{zodiacSign}
 * and /api/horoscope/monthly/{YYYY}/{MM}/{zodiacSign}: horoscopes written from the period's real
 * sky (computed in the pool: the Moon's sign and phase, ingresses, stations, the exact aspects
 * between the planets) through each sign's whole-sign solar houses. Composed once per period,
 * sign and language and kept: the same request always gets the same text.
 */
import { z } from 'zod';
import { ENGINE } from '../../astro/natal-chart.ts';
import { isoDate } from '../../astro/time/date-grammar.ts';
import type { PeriodSky } from '../../astro/transits/week-sky.ts';
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import {
  composeDailyHoroscope,
  composeMonthlyHoroscope,
  type Language,
  localDay,
  solarHouse,
} from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { horoscopeBasis, horoscopeEclipseSchema, horoscopeEventSchema } from './event-schema.ts';
import { presentPeriodHoroscope } from './period-presenter.ts';
import { findPeriodHoroscopes, keepPeriodHoroscopes, type PeriodHoroscopeKey } from './period-queries.ts';
import { dailyAllParams, dailyParams, monthlyParams } from './period-schema.ts';
import { weeklyQuery } from './schema.ts';
import { horoscopeEventsFor } from './week-events.ts';

const report = (reportType: 'daily' | 'monthly') =>
  z.object({
    type: z.literal('horoscopes'),
    attributes: z.object({
      reportType: z.literal(reportType),
      zodiacSign: z.string(),
      period:
        reportType === 'daily'
          ? z.object({ year: z.string(), month: z.string(), day: z.string() })
          : z.object({ year: z.string(), month: z.string() }),
      language: z.string(),
      title: z.string(),
      body: z.string().describe('Markdown paragraphs; no sentence appears twice'),
      metadata: z.object({
        periodStart: z.string(),
        periodEnd: z.string(),
        timeZone: z.string(),
        ...horoscopeBasis,
        moon: z.object({
          sign: z.string(),
          house: z.number(),
          elongation: z.number().describe('Degrees from the Sun, 0..360, one decimal'),
          at: z.string().describe('The instant the Moon and Sun are taken at: the middle of the period'),
        }),
        sun: z.object({ sign: z.string(), house: z.number() }),
        events: z.array(horoscopeEventSchema),
        eclipses: z.array(horoscopeEclipseSchema),
      }),
    }),
  });

/** What is kept of a sign's report: title, body and the metadata. */
function composeFor(
  sign: Sign,
  language: Language,
  sky: PeriodSky,
  compose: (input: Parameters<typeof composeDailyHoroscope>[0]) => { title: string; body: string },
) {
  const events = horoscopeEventsFor(sign, sky.events);
  const luminaries = {
    sunSign: sky.middle.sunSign,
    moonSign: sky.middle.moonSign,
    moonElongation: sky.middle.moonElongation,
  };
  const { title, body } = compose({ sign, language, events, luminaries, eclipses: sky.eclipses });
  return {
    sign,
    title,
    body,
    metadata: {
      periodStart: sky.start,
      periodEnd: sky.end,
      timeZone: 'UTC',
      houses: 'whole-sign solar houses counted from the sign',
      engine: `${ENGINE.name} ${ENGINE.version}`,
      moon: {
        sign: sky.middle.moonSign,
        house: solarHouse(sign, sky.middle.moonSign),
        elongation: Math.round(sky.middle.moonElongation * 10) / 10,
        at: sky.middle.instant,
      },
      sun: { sign: sky.middle.sunSign, house: solarHouse(sign, sky.middle.sunSign) },
      events,
      eclipses: sky.eclipses.map((e) => ({ ...e, house: solarHouse(sign, e.sign) })),
    },
  };
}

/** The kept reports of `signs`, composing (one pool task for the period's sky) those not kept yet. */
async function reportsFor(
  services: Services,
  key: PeriodHoroscopeKey,
  signs: readonly Sign[],
  sky: () => Promise<PeriodSky>,
  compose: Parameters<typeof composeFor>[3],
) {
  let rows = await findPeriodHoroscopes(services.db, key, signs);
  const missing = signs.filter((s) => !rows.has(s));
  if (missing.length > 0) {
    const computed = await sky();
    const kept = await keepPeriodHoroscopes(
      services.db,
      key,
      missing.map((s) => composeFor(s, key.language as Language, computed, compose)),
    );
    rows = new Map([...rows, ...kept]);
  }
  return signs.map((s) => presentPeriodHoroscope(rows.get(s)!));
}

export function registerPeriodHoroscopeRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'content:read' as const, module: 'horoscopes' as const };
  const DAILY =
    "Composed from the day's real sky (00:00 to 24:00 UTC): the Moon's sign and phase at noon, and the Moon phases, ingresses, stations " +
    "and exact major aspects between the planets and Chiron of that day, each placed in the sign's whole-sign solar house. " +
    '`metadata.events` lists the events used. The same day, sign and language always give the same text; no two signs get the same text.';

  const daily = (date: { year: number; month: number; day: number }, language: Language, signs: readonly Sign[]) => {
    const day = localDay(`${isoDate(date)}T12:00:00Z`);
    return reportsFor(
      services,
      { reportType: 'daily', period: isoDate(date), language },
      signs,
      () => services.pool.run('daily-sky', date, 'path'),
      (input) => composeDailyHoroscope(input, day),
    );
  };

  api.route({
    method: 'GET',
    path: '/api/horoscope/daily/:date',
    operationId: 'getDailyHoroscopes',
    summary: 'Daily horoscopes of all twelve signs',
    description: DAILY,
    tag: 'Horoscopes',
    access,
    params: dailyAllParams,
    query: weeklyQuery,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'Twelve daily reports, Aries to Pisces',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(report('daily')) }),
      },
    ],
    async handler(ctx, { params, query }) {
      ctx.body = { data: await daily(params.date, query.language, SIGNS) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/horoscope/daily/:date/:zodiacSign',
    operationId: 'getDailyHoroscope',
    summary: 'Daily horoscope of a sign',
    description: DAILY,
    tag: 'Horoscopes',
    access,
    params: dailyParams,
    query: weeklyQuery,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The daily report',
        mediaType: JSON_API,
        schema: z.object({ data: report('daily') }),
      },
    ],
    async handler(ctx, { params, query }) {
      const [data] = await daily(params.date, query.language, [params.zodiacSign]);
      ctx.body = { data };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/horoscope/monthly/:year/:month/:zodiacSign',
    operationId: 'getMonthlyHoroscope',
    summary: 'Monthly horoscope of a sign',
    description:
      "Composed from the calendar month's real sky (UTC): an opening on the month's main event and the tone of its aspects, one paragraph " +
      "per day with Moon phases, ingresses, stations or exact aspects, and the Sun's solar house. Kept once per month, sign and language.",
    tag: 'Horoscopes',
    access,
    params: monthlyParams,
    query: weeklyQuery,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The monthly report',
        mediaType: JSON_API,
        schema: z.object({ data: report('monthly') }),
      },
    ],
    async handler(ctx, { params, query }) {
      const year = Number(params.year);
      const month = Number(params.month);
      const [data] = await reportsFor(
        services,
        { reportType: 'monthly', period: `${params.year}-${params.month}`, language: query.language },
        [params.zodiacSign],
        () => services.pool.run('monthly-sky', { year, month }, 'path'),
        (input) => composeMonthlyHoroscope(input, year, month),
      );
      ctx.body = { data };
    },
  });
}
