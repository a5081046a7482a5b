/**
 * GET /api/horoscope/weekly/{year}/{week}/{zodiacSign} (spec endpoint 8): the weekly horoscope
 * of a sign, composed from the ISO week's real sky (Moon phases and sign changes, ingresses,
 * stations, aspects between the planets; computed in the pool by the transit engine) read
 * through the sign's whole-sign solar houses. Composed once per week, sign and language and
 * kept: the same request always gets the same text.
 */
import { z } from 'zod';
import { ENGINE } from '../../astro/natal-chart.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { composeWeeklyHoroscope, isoWeeksInYear } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { horoscopeBasis, horoscopeEventSchema } from './event-schema.ts';
import { presentWeeklyHoroscope } from './presenter.ts';
import { findWeeklyHoroscope, keepWeeklyHoroscope } from './queries.ts';
import { weeklyParams, weeklyQuery } from './schema.ts';
import { horoscopeEventsFor } from './week-events.ts';

const report = z.object({
  data: z.object({
    type: z.literal('horoscopes'),
    attributes: z.object({
      reportType: z.literal('weekly'),
      zodiacSign: z.string(),
      period: z.object({ year: z.string(), week: z.string() }),
      language: z.string(),
      title: z.string(),
      body: z.string().describe("Markdown: an opening on the week's main event, then one paragraph per day"),
      metadata: z.object({
        weekStart: z.string(),
        weekEnd: z.string(),
        timeZone: z.string(),
        ...horoscopeBasis,
        events: z.array(horoscopeEventSchema),
      }),
    }),
  }),
});

export function registerHoroscopeRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'GET',
    path: '/api/horoscope/weekly/:year/:week/:zodiacSign',
    operationId: 'getWeeklyHoroscope',
    summary: 'Weekly horoscope of a sign for an ISO week',
    description:
      "Composed from the week's real sky (Monday 00:00 to Sunday 24:00 UTC): Moon phases and sign changes, ingresses, " +
      "stations and the exact major aspects between the planets and Chiron, each placed in the sign's whole-sign solar " +
      'house. `metadata.events` lists the events used with their instants. The same week, sign and language always give the same text.',
    tag: 'Horoscopes',
    access: { kind: 'api-key', permission: 'content:read', module: 'horoscopes' },
    params: weeklyParams,
    query: weeklyQuery,
    usesPool: true,
    responses: [{ status: 200, description: 'The weekly horoscope report', mediaType: JSON_API, schema: report }],
    errors: [404],
    async handler(ctx, { params, query }) {
      const year = Number(params.year);
      const week = Number(params.week);
      if (week > isoWeeksInYear(year)) throw errors.weekNotFound(params.week, params.year, isoWeeksInYear(year));
      const key = { year, week, zodiacSign: params.zodiacSign, language: query.language };
      let row = await findWeeklyHoroscope(services.db, key);
      if (!row) {
        const sky = await services.pool.run('weekly-sky', { year, week }, 'path');
        const events = horoscopeEventsFor(params.zodiacSign, sky.events);
        const { title, body } = composeWeeklyHoroscope({
          sign: params.zodiacSign,
          year,
          week,
          language: query.language,
          events,
          timeZone: 'UTC',
        });
        row = await keepWeeklyHoroscope(services.db, key, {
          title,
          body,
          metadata: {
            weekStart: sky.start,
            weekEnd: sky.end,
            timeZone: 'UTC',
            houses: 'whole-sign solar houses counted from the sign',
            engine: `${ENGINE.name} ${ENGINE.version}`,
            events,
          },
        });
      }
      ctx.body = presentWeeklyHoroscope(row);
    },
  });
}
