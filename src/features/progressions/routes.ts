/**
 * POST /api/calc/progressions and /api/calc/solar-arc (module `progressions`): secondary
 * progressions ("a day for a year" of 365.24219 days) and solar arc directions to a target
 * date, with the exact dates of the aspects that perfect within a year of it; computed in the
 * worker pool.
 */
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { markdownAnswer } from '../markdown/markdown-answer.ts';
import { engineOptions } from '../returns/schema.ts';
import { progressionsResponseSchema, solarArcResponseSchema } from './response-schema.ts';
import { progressionsBody, solarArcBody } from './schema.ts';

const OPTIONS =
  'Birth as `birthDateTime` and `birthLocation` {latitude, longitude, timezone?}; `targetDate` local in the birth zone (or with Z / an ' +
  'offset), after the birth and not beyond 2400-12-31. Aspects: the five major by default, orb 1° (×1.25 for the Sun and Moon) unless ' +
  '`orbs` says otherwise. `zodiac: "sidereal"` (and `ayanamsa`, default lahiri; 400 without `sidereal`) gives every longitude in the sidereal ' +
  'zodiac: the natal chart with the ayanamsa at birth, the progressed or directed points with the ayanamsa of the progressed instant, the arc ' +
  'between the sidereal Suns; `provenance.ayanamsa {name, degrees, progressed}` gives both values. ' +
  '`includeText` adds texts (en, es, de, fr, it) to the aspects to natal points and the perfections. Unknown members are refused.';

/** Declares POST /api/calc/progressions and /api/calc/solar-arc (permission calc:use; module progressions). */
export function registerProgressionRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'progressions' as const };

  api.route({
    method: 'POST',
    path: '/api/calc/progressions',
    operationId: 'calculateProgressions',
    summary: 'Secondary progressions to a target date',
    description:
      'The chart of the progressed instant (a day after birth for each year of 365.24219 days), with the angles progressed by the solar ' +
      'arc in longitude (default) or, with `angles: "naibod"`, by the Naibod rate; the response says which. Progressed–progressed and ' +
      'progressed–natal aspects, and the exact dates of the progressed aspects (planets, and the solar-arc MC) perfecting within a year ' +
      'of the target date. ' +
      OPTIONS,
    tag: 'Calculations',
    access,
    body: progressionsBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The progressions',
        mediaType: JSON_API,
        schema: progressionsResponseSchema,
        alternatives: [markdownAnswer(services.pool)],
      },
    ],
    async handler(ctx, { body }) {
      const chart = { ...engineOptions(body), targetDate: body.targetDate.replace(' ', 'T'), angles: body.angles };
      const presentation = {
        language: body.language ?? DEFAULT_LANGUAGE,
        includeText: body.includeText,
        includeReadableEntities: body.includeReadableEntities,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/progressions');
      sendReadyBytes(ctx, await services.pool.run('progressionsResponse', { chart, presentation, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/solar-arc',
    operationId: 'calculateSolarArc',
    summary: 'Solar arc directions to a target date',
    description:
      "Every natal point moved by the solar arc (the progressed Sun's distance from the natal Sun at the target date), the directed " +
      "points' aspects to the natal points, and the dates within a year of the target at which they are exact. " +
      OPTIONS,
    tag: 'Calculations',
    access,
    body: solarArcBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The directions',
        mediaType: JSON_API,
        schema: solarArcResponseSchema,
        alternatives: [markdownAnswer(services.pool)],
      },
    ],
    async handler(ctx, { body }) {
      const chart = { ...engineOptions(body), targetDate: body.targetDate.replace(' ', 'T') };
      const presentation = {
        language: body.language ?? DEFAULT_LANGUAGE,
        includeText: body.includeText,
        includeReadableEntities: body.includeReadableEntities,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/solar-arc');
      sendReadyBytes(ctx, await services.pool.run('solarArcResponse', { chart, presentation, version }), JSON_API);
    },
  });
}
