/**
 * Midpoints and harmonic charts (module `natal`): POST /api/calc/midpoints and
 * /api/calc/harmonics, computed in the worker pool and answered with the bytes the task made
 * ready (see docs/midpoints-and-harmonics.md).
 */
import type { z } from 'zod';
import type { HarmonicsRequest, MidpointsRequest } from '../../astro/techniques/requests.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { birthOf } from '../traditional/schema.ts';
import { harmonicsResponseSchema, midpointsResponseSchema } from './response-schema.ts';
import { harmonicsBody, midpointsBody } from './schema.ts';

const BIRTH =
  'Birth as `birthDateTime` (local at `birthLocation`, or with Z / an offset) and `birthLocation` {latitude, longitude, timezone?}; ' +
  'tropical longitudes. ';

/** Declares the midpoint and harmonic routes (permission calc:use; module natal). */
export function registerChartTechniqueRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'natal' as const };

  api.route({
    method: 'POST',
    path: '/api/calc/midpoints',
    operationId: 'midpoints',
    summary: 'Midpoints and midpoint trees',
    description:
      BIRTH +
      "Every pair's nearer midpoint, and each point's tree: the midpoints whose axis it stands on within the orb, on the 360° dial " +
      '(conjunction or opposition to the midpoint), the 90° dial (also the square; Ebertin, default) or the 45° dial (also the semi-square and sesquiquadrate).',
    tag: 'Chart techniques',
    access,
    body: midpointsBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The midpoints', mediaType: JSON_API, schema: midpointsResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof midpointsBody>;
      const request: MidpointsRequest = { birth: birthOf(b), points: b.points, dial: b.dial, orb: b.orb };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/midpoints');
      sendReadyBytes(ctx, await services.pool.run('midpointsResponse', { request, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/harmonics',
    operationId: 'harmonics',
    summary: 'Harmonic chart',
    description:
      BIRTH +
      "The n-th harmonic chart (Addey): each point at n × its longitude modulo 360°, its speed × n, and the aspects among those positions (the natal orbs), where the n-th harmonic's aspects of the natal chart become conjunctions.",
    tag: 'Chart techniques',
    access,
    body: harmonicsBody,
    usesPool: true,
    responses: [
      { status: 200, description: 'The harmonic chart', mediaType: JSON_API, schema: harmonicsResponseSchema },
    ],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof harmonicsBody>;
      const request: HarmonicsRequest = {
        birth: birthOf(b),
        harmonic: b.harmonic,
        points: b.points,
        aspects: b.aspects,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/harmonics');
      sendReadyBytes(ctx, await services.pool.run('harmonicsResponse', { request, version }), JSON_API);
    },
  });
}
