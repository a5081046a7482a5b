/**
 * POST /api/calc/solar-return, /api/calc/lunar-return and /api/calc/planetary-return (module `returns`): the return instant
 * found by root finding, its chart at the return place or the birth place, and its aspects to
 * the natal chart, computed in the worker pool.
 */
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { markdownAnswer } from '../markdown/markdown-answer.ts';
import {
  lunarReturnResponseSchema,
  planetaryReturnResponseSchema,
  solarReturnResponseSchema,
} from './response-schema.ts';
import { engineOptions, lunarReturnBody, planetaryReturnBody, solarReturnBody } from './schema.ts';

const OPTIONS_DESCRIPTION =
  'Birth as `birthDateTime` (local at `birthLocation`, or with Z / an offset) and `birthLocation` {latitude, longitude, timezone?}. ' +
  'Options: `houseSystem`, `points`, `aspects` (ids), `orbs` (degrees by aspect id; natal orbs by default), `language` (en, es, de, fr, it), ' +
  "`includeText` (texts of the return chart's houses and of its major aspects to natal points), `includeReadableEntities`, `localTimeRule`. " +
  'Unknown members are refused.';

/** Declares POST /api/calc/solar-return, /api/calc/lunar-return and /api/calc/planetary-return (permission calc:use; module returns). */
export function registerReturnRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'returns' as const };

  api.route({
    method: 'POST',
    path: '/api/calc/solar-return',
    operationId: 'calculateSolarReturn',
    summary: 'Solar return of a year',
    description:
      'The instant in `returnYear` (the calendar year in the birth zone, from the birth year to 2400; default the current year) at which ' +
      "the Sun's apparent longitude equals its natal value, and the chart of that instant at `returnLocation` {latitude, longitude} " +
      '(relocated return) or the birth place. A 365-day year can fall between two returns: the nearest is then given, with a warning. ' +
      OPTIONS_DESCRIPTION,
    tag: 'Calculations',
    access,
    body: solarReturnBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The solar return',
        mediaType: JSON_API,
        schema: solarReturnResponseSchema,
        alternatives: [markdownAnswer(services.pool)],
      },
    ],
    async handler(ctx, { body }) {
      const chart = {
        ...engineOptions(body),
        returnYear: body.returnYear,
        asOf: new Date().toISOString(),
        returnLocation: body.returnLocation ?? null,
      };
      const presentation = {
        language: body.language ?? DEFAULT_LANGUAGE,
        includeText: body.includeText,
        includeReadableEntities: body.includeReadableEntities,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/solar-return');
      sendReadyBytes(ctx, await services.pool.run('solarReturnResponse', { chart, presentation, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/lunar-return',
    operationId: 'calculateLunarReturn',
    summary: 'Lunar returns from a date',
    description:
      "The first instant at or after `returnDate` 00:00 in the birth zone (from the birth date to 2399-12-31) at which the Moon's " +
      'apparent longitude equals its natal value, and with `count` (up to 13) the next returns in a row, each with its chart at ' +
      '`returnLocation` or the birth place. ' +
      OPTIONS_DESCRIPTION,
    tag: 'Calculations',
    access,
    body: lunarReturnBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The lunar returns',
        mediaType: JSON_API,
        schema: lunarReturnResponseSchema,
        alternatives: [markdownAnswer(services.pool)],
      },
    ],
    async handler(ctx, { body }) {
      const chart = {
        ...engineOptions(body),
        returnDate: body.returnDate,
        count: body.count,
        returnLocation: body.returnLocation ?? null,
      };
      const presentation = {
        language: body.language ?? DEFAULT_LANGUAGE,
        includeText: body.includeText,
        includeReadableEntities: body.includeReadableEntities,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/lunar-return');
      sendReadyBytes(ctx, await services.pool.run('lunarReturnResponse', { chart, presentation, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/planetary-return',
    operationId: 'calculatePlanetaryReturns',
    summary: 'Planetary returns of Mercury to Saturn and the lunar node in a span',
    description:
      'Every return of `body` (mercury, venus, mars, jupiter, saturn, mean-node, true-node) to its natal longitude with a pass in ' +
      '[startDate, endDate] (whole days in the birth zone; less than 100 years, at most 40 returns), each with its passes: one, or ' +
      'three when a retrograde loop takes the body back over its natal degree (direct, retrograde, direct; the nodes the other way ' +
      "round; the true node's wobbles at times add a pair). Each pass is an exact instant (root finding on the fitted ephemeris, " +
      'within a second) with its chart at `returnLocation` or the birth place, in the shape of the solar and lunar returns. The ' +
      "body's own loop at birth is not a return. Birth as `birthDateTime` (local at `birthLocation`, or with Z / an offset) and " +
      '`birthLocation`. Options: `houseSystem`, `points`, `aspects`, `orbs`, `language`, `includeReadableEntities`, ' +
      '`localTimeRule`, `zodiac`/`ayanamsa`. Unknown members are refused.',
    tag: 'Calculations',
    access,
    body: planetaryReturnBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The returns in the span',
        mediaType: JSON_API,
        schema: planetaryReturnResponseSchema,
      },
    ],
    async handler(ctx, { body }) {
      const chart = {
        ...engineOptions(body),
        body: body.body,
        startDate: body.startDate,
        endDate: body.endDate,
        returnLocation: body.returnLocation ?? null,
      };
      const presentation = {
        language: body.language ?? DEFAULT_LANGUAGE,
        includeText: false,
        includeReadableEntities: body.includeReadableEntities,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/planetary-return');
      sendReadyBytes(
        ctx,
        await services.pool.run('planetaryReturnResponse', { chart, presentation, version }),
        JSON_API,
      );
    },
  });
}
