/**
 * POST /api/calc/vedic/kundli (module vedic): the whole kundli of a birth from one sidereal
 * chart, computed in the worker pool and answered with the bytes the task made ready.
 */
import type { z } from 'zod';
import type { KundliRequest } from '../../astro/vedic/kundli.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { birthOf } from '../traditional/schema.ts';
import { kundliResponseSchema } from './kundli-response-schema.ts';
import { kundliBody } from './kundli-schema.ts';

/** Declares POST /api/calc/vedic/kundli (permission calc:use; module vedic). */
export function registerVedicKundliRoutes(api: ApiRouter, services: Services, birthText: string): void {
  api.route({
    method: 'POST',
    path: '/api/calc/vedic/kundli',
    operationId: 'vedicKundli',
    summary: 'The kundli of a birth',
    description:
      birthText +
      'The Lagna and the nine grahas, each with rashi, degree, bhava (whole signs from the sidereal Lagna), nakshatra, pada, ' +
      'retrogression and navamsa sign (vargottama flagged); the twelve bhavas with sign, lord and occupants; the Vimshottari dasha ' +
      'to three levels with the periods running at `date` (default: now); the yogas present (with the rule that fired) and absent; the Manglik and Kaal Sarp doshas; the ashtakavarga (seven bhinnashtakavargas with donors, the sarvashtakavarga).',
    tag: 'Vedic astrology',
    access: { kind: 'api-key', permission: 'calc:use', module: 'vedic' },
    body: kundliBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The kundli', mediaType: JSON_API, schema: kundliResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof kundliBody>;
      const request: KundliRequest = {
        birth: birthOf(b),
        ayanamsa: b.ayanamsa,
        node: b.node,
        date: b.date?.replace(' ', 'T') ?? `${new Date().toISOString().slice(0, 19)}Z`,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/kundli');
      sendReadyBytes(ctx, await services.pool.run('vedicKundliResponse', { request, version }), JSON_API);
    },
  });
}
