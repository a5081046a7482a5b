/**
 * POST /api/calc/transit (spec endpoint 10): every exact transit event of a span over a natal
 * chart, computed in the worker pool, which also presents it in the newest shape, walks it back
 * to the caller's compatibility date (2026-09-03: aspects grouped with their passes under
 * `occurrences`) and serializes it; the versioning middleware sets X-Api-Version and Vary.
 */
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyResponse } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { interpretationTexts } from '../calc/interpretation-texts.ts';
import { markdownAnswer } from '../markdown/markdown-answer.ts';
import { transitResponseSchema } from './response-schema.ts';
import { transitBody } from './schema.ts';
import { resolveTransitSpan } from './transit-span.ts';

export function registerTransitRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'POST',
    path: '/api/calc/transit',
    operationId: 'calculateTransits',
    summary: 'Exact transits over a natal chart for a span of up to 10 years',
    description:
      'Every instant in the span at which a transiting point makes an aspect to a natal point (each pass its own occurrence, ' +
      'with orb entry and exit), the sign and natal-house ingresses, stations and Moon phases. Instants are found by root ' +
      'finding to within a second. The shape of `aspects` depends on the compatibility date (see Versioning). With ' +
      '`zodiac: "sidereal"` (and `ayanamsa`, default lahiri) every longitude is sidereal (tropical less the ayanamsa of the same ' +
      'instant), natal positions and houses are those of the sidereal chart, and ingresses, stations and aspects are found on the ' +
      "sidereal longitudes (so an aspect to a natal point is exact where the tropical angle is off by the ayanamsa's growth " +
      'since birth, about 0.014° a year); provenance names the ayanamsa with its value ' +
      "at birth (`degrees`) and at the span's start (`atStart`).",
    tag: 'Calculations',
    access: { kind: 'api-key', permission: 'calc:use', module: 'transits' },
    body: transitBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'Transit events',
        mediaType: JSON_API,
        schema: transitResponseSchema,
        alternatives: [markdownAnswer(services.pool)],
      },
    ],
    async handler(ctx, { body, principal }) {
      const span = resolveTransitSpan(body);
      const chart = {
        birth: {
          dateTime: body.birthDate.replace(' ', 'T'),
          latitude: body.birthLocation.latitude,
          longitude: body.birthLocation.longitude,
          timezone: body.birthLocation.timezone,
          localTimeRule: body.localTimeRule,
        },
        houseSystem: body.houseSystem,
        start: span.start,
        end: span.end,
        points: body.points,
        natalPoints: body.natalPoints,
        includeHouseCusps: body.includeHouseCusps,
        aspects: body.aspects,
        orbs: body.orbs,
        ...(body.zodiac ? { zodiac: body.zodiac } : {}),
        ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}),
      };
      const presentation = {
        span,
        language: body.language,
        includeText: body.includeText,
        includeReadableEntities: body.includeReadableEntities,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/transit');
      await sendReadyResponse(
        ctx,
        await services.pool.run('transitResponse', { chart, presentation, version }, 'body'),
        (urns) => interpretationTexts(services, principal.organizationId, urns, body.language),
        JSON_API,
      );
    },
  });
}
