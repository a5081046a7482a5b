/**
 * GET /api/calc/positions: the ten planets' geocentric positions at an instant, computed in the
 * worker pool. The lightest calculation the API offers.
 */
import { z } from 'zod';
import { instantOf } from '../../astro/time/date-grammar.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { instant } from '../calc/date-schemas.ts';
import { markdownAnswer } from '../markdown/markdown-answer.ts';
import { positionsResponseSchema, presentPositions } from './presenter.ts';

const MIN_INSTANT = Date.UTC(1800, 0, 1);
const MAX_INSTANT = Date.UTC(2400, 11, 31, 23, 59, 59);

const query = z.strictObject({
  instant: instant()
    .optional()
    .describe('The instant, YYYY-MM-DDTHH:mm[:ss[.fff]] with Z or a UTC offset ±HH:MM; default now'),
});

export function registerPositionRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'GET',
    path: '/api/calc/positions',
    operationId: 'getPositions',
    summary: 'Planet positions at an instant',
    description:
      'Geocentric apparent ecliptic longitude, latitude and speed of the Sun, Moon and planets (degrees, degrees/day).',
    tag: 'Calculations',
    access: { kind: 'api-key', permission: 'calc:use', module: 'natal' },
    query,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'Positions',
        mediaType: JSON_API,
        schema: positionsResponseSchema,
        alternatives: [markdownAnswer(services.pool)],
      },
    ],
    async handler(ctx, { query }) {
      const at = query.instant === undefined ? Date.now() : (instantOf(query.instant) ?? Number.NaN);
      if (!Number.isFinite(at) || at < MIN_INSTANT || at > MAX_INSTANT) {
        throw errors.invalidParameter('instant', 'query', (t) =>
          t.instantRange({ first: '1800-01-01', last: '2400-12-31' }),
        );
      }
      const iso = new Date(at).toISOString();
      const positions = await services.pool.run('positions', { instant: iso }, 'query');
      ctx.body = presentPositions(iso, positions);
    },
  });
}
