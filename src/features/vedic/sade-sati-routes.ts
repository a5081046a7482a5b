/**
 * POST /api/calc/vedic/sade-sati (module vedic): Saturn's Sade Sati periods and dhaiyas over a
 * span of a life, computed in the worker pool and answered with the bytes the task made ready.
 */
import type { z } from 'zod';
import type { SadeSatiRequest } from '../../astro/vedic/sade-sati.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { birthOf } from '../traditional/schema.ts';
import { sadeSatiBody, sadeSatiResponseSchema } from './sade-sati-schema.ts';

/** Declares POST /api/calc/vedic/sade-sati (permission calc:use; module vedic). */
export function registerVedicSadeSatiRoutes(api: ApiRouter, services: Services, birthText: string): void {
  api.route({
    method: 'POST',
    path: '/api/calc/vedic/sade-sati',
    operationId: 'vedicSadeSati',
    summary: 'Sade Sati and dhaiya periods',
    description:
      birthText +
      "Every period in the span (default the birth to 100 years after it) when sidereal Saturn transits the 12th, 1st and 2nd signs from the natal Moon's sign, " +
      'with its phases (rising, peak, setting) and every ingress, retrograde re-entries included; and the small panoti (dhaiya): Saturn in the 4th (kantaka) or 8th (ashtama) sign from the Moon.',
    tag: 'Vedic astrology',
    access: { kind: 'api-key', permission: 'calc:use', module: 'vedic' },
    body: sadeSatiBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The periods', mediaType: JSON_API, schema: sadeSatiResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof sadeSatiBody>;
      const request: SadeSatiRequest = {
        birth: birthOf(b),
        ayanamsa: b.ayanamsa,
        node: b.node,
        ...(b.from ? { from: b.from.replace(' ', 'T') } : {}),
        ...(b.to ? { to: b.to.replace(' ', 'T') } : {}),
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/sade-sati');
      sendReadyBytes(ctx, await services.pool.run('vedicSadeSatiResponse', { request, version }), JSON_API);
    },
  });
}
