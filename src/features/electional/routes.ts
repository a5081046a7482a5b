/**
 * The electional search (module `traditional`): POST /api/calc/electional, computed in the worker
 * pool and answered with the bytes the task made ready (see docs/electional.md).
 */
import type { z } from 'zod';
import type { Condition } from '../../astro/electional/conditions.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { electionalResponseSchema } from './response-schema.ts';
import { electionalBody } from './schema.ts';

/** Declares the electional search's route (permission calc:use; module traditional). */
export function registerElectionalRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'POST',
    path: '/api/calc/electional',
    operationId: 'electionalSearch',
    summary: 'Electional search: the windows where conditions hold',
    description:
      'Whole local days at a place (at most 366) and a list of conditions that must all hold: `moon-not-void`, `moon-phase` {phase}, ' +
      '`moon-in-signs` {signs}, `not-retrograde` {body}, `in-houses` {body, houses}, `aspect` {body1, body2, aspect, orb}, ' +
      '`planetary-hour` {rulers}. Answered as the windows where they do, edges to the second.',
    tag: 'Traditional techniques',
    access: { kind: 'api-key', permission: 'calc:use', module: 'traditional' },
    body: electionalBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The windows', mediaType: JSON_API, schema: electionalResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof electionalBody>;
      const request = { ...b, conditions: b.conditions as Condition[] };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/electional');
      sendReadyBytes(ctx, await services.pool.run('electionalResponse', { request, version }), JSON_API);
    },
  });
}
