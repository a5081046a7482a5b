/**
 * POST /api/calc/vedic/matching (module vedic): the ashtakoota, the porutham and both charts'
 * Manglik status, computed in the worker pool and answered with the bytes the task made ready.
 */
import type { z } from 'zod';
import type { MatchingRequest } from '../../astro/vedic/matching.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { birthOf } from '../traditional/schema.ts';
import { matchingBody, matchingResponseSchema } from './matching-schema.ts';

/** Declares POST /api/calc/vedic/matching (permission calc:use; module vedic). */
export function registerVedicMatchingRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'POST',
    path: '/api/calc/vedic/matching',
    operationId: 'vedicMatching',
    summary: 'Kundli matching: ashtakoota, porutham, Manglik',
    description:
      'The boy’s and the girl’s births (`boy` and `girl`, each birthDateTime and birthLocation), `ayanamsa` (default lahiri) and `node`. ' +
      'Ashtakoota guna milan: the eight kootas (varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8) with the facts each was ' +
      'read from, the total of 36, and the Nadi and Bhakoot doshas with their common exceptions named; the ten South Indian poruthams, each agreeing ' +
      'or not with its rule; both charts’ Manglik status and whether they agree.',
    tag: 'Vedic astrology',
    access: { kind: 'api-key', permission: 'calc:use', module: 'vedic' },
    body: matchingBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The matching', mediaType: JSON_API, schema: matchingResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof matchingBody>;
      const request: MatchingRequest = {
        boy: birthOf(b.boy),
        girl: birthOf(b.girl),
        ayanamsa: b.ayanamsa,
        node: b.node,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/matching');
      sendReadyBytes(ctx, await services.pool.run('vedicMatchingResponse', { request, version }), JSON_API);
    },
  });
}
