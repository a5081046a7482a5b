/**
 * POST /api/calc/transit (spec endpoint 10): every exact transit event of a span over a natal
 * chart, computed in the worker pool, which also presents it in the newest shape, walks it back
 * to the caller's compatibility date (2026-09-03: aspects grouped with their passes under
 * `occurrences`) and serializes it; the versioning middleware sets X-Api-Version and Vary.
 */
import { z } from 'zod';
import { JSON_API, type ApiRouter } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyResponse } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { interpretationTexts } from '../calc/interpretation-texts.ts';
import { transitBody } from './schema.ts';
import { resolveTransitSpan } from './transit-span.ts';

const instant = z.string().describe('ISO 8601 instant, UTC, whole seconds');
const direction = z.enum(['direct', 'retrograde']);

const occurrence = z.object({
  exact: instant,
  orbEntry: instant.nullable().describe('When the pass enters its orb; null when more than a year before the span'),
  orbExit: instant.nullable().describe('When it leaves its orb; null when more than a year after the span'),
  retrograde: z.boolean(),
  house: z.number().int().describe('Natal house the transiting point is in, 1–12'),
  longitude: z.number().describe('Transiting longitude at the exact instant, degrees'),
  speed: z.number().describe('Transiting speed, degrees per day'),
});

const aspectGroup = z.object({
  transiting: z.string(),
  aspect: z.string(),
  natal: z.string().describe('Natal point id, or cusp-1 … cusp-12'),
  angle: z.number(),
  orb: z.number(),
  natalLongitude: z.number(),
  text: z.object({ urn: z.string(), title: z.string(), body: z.string() }).nullable().optional().describe('With includeText: the interpretation, null when there is none'),
  occurrences: z.array(occurrence),
});

const response = z.object({
  data: z.object({
    type: z.literal('transits'),
    range: z.object({ start: z.string(), end: z.string(), timezone: z.string() }),
    natal: z.object({}).passthrough(),
    crossings: z.object({
      signIngresses: z.array(z.object({ point: z.string(), sign: z.string(), direction, exact: instant, longitude: z.number() })),
      houseIngresses: z.array(z.object({ point: z.string(), house: z.number(), direction, exact: instant, longitude: z.number() })),
      stations: z.array(z.object({ point: z.string(), type: direction, exact: instant, longitude: z.number(), sign: z.string(), house: z.number() })),
      moonPhases: z.array(z.object({ phase: z.enum(['new', 'first-quarter', 'full', 'last-quarter']), exact: instant, longitude: z.number(), sign: z.string(), house: z.number() })),
      eclipses: z.array(z.object({
        kind: z.enum(['solar', 'lunar']), type: z.enum(['total', 'annular', 'hybrid', 'partial', 'penumbral']), exact: instant.describe('Greatest eclipse'),
        longitude: z.number().describe('The Sun (solar) or the Moon (lunar) at greatest eclipse, degrees'), sign: z.string(), house: z.number(),
        magnitude: z.number(), saros: z.number().int(),
      })).describe('Solar and lunar eclipses of the span (see POST /api/calc/eclipses for their details)'),
    }),
    aspects: z.array(aspectGroup).describe('From 2026-09-03 one entry per transiting point, aspect and natal point; before, one entry per pass'),
    readableEntities: z.object({}).passthrough().optional(),
    provenance: z.object({}).passthrough(),
  }),
});

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
      'sidereal longitudes (so an aspect to a natal point is exact where the tropical angle is off by the ayanamsa\'s growth ' +
      'since birth, about 0.014° a year); provenance names the ayanamsa with its value ' +
      'at birth (`degrees`) and at the span\'s start (`atStart`).',
    tag: 'Calculations',
    access: { kind: 'api-key', permission: 'calc:use', module: 'transits' },
    body: transitBody,
    usesPool: true,
    responses: [{ status: 200, description: 'Transit events', mediaType: JSON_API, schema: response }],
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
      const presentation = { span, language: body.language, includeText: body.includeText, includeReadableEntities: body.includeReadableEntities };
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
