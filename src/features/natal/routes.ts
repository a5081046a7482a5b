/**
 * GET and POST /api/calc/natal: a natal chart from birth data, computed in the worker pool.
 * GET takes the fields as query parameters, POST as a JSON body; both answer the same.
 */
import type { Context } from 'koa';
import type { NatalChartInput } from '../../astro/natal-chart.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import type { ParameterLocation } from '../../http/errors.ts';
import { sendReadyResponse } from '../../http/ready-response.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { canonicalAspects, canonicalPoints } from '../calc/chart-options.ts';
import { markdownAnswer } from '../markdown/markdown-answer.ts';
import { natalResponseSchema } from './response-schema.ts';
import { type NatalRequest, natalQuerySchema, natalRequestSchema } from './schema.ts';
import { natalInterpretationTexts } from './texts.ts';

const DESCRIPTION =
  'Birth data in the Person shape (`dateTime` local to the place such as `1990-06-15T14:30`, or with `Z` / an offset; ' +
  '`latitude`, `longitude`, `timezone`, `placeName`), the place also accepted nested as `location` ' +
  '(`location.latitude=…` in a query). Supported dates 1800-01-01 to 2400-12-31. Without a timezone and offset the zone is ' +
  'found from the coordinates. A local time skipped or repeated by a clock change is resolved by `localTimeRule` ' +
  '(earlier, later, reject) and reported in `timeResolution` and `provenance.warnings`. Positions are geocentric, apparent, ' +
  'tropical, of date; longitudes in degrees [0, 360), speeds in degrees per day. With `zodiac=sidereal` every longitude is ' +
  'sidereal (tropical less the ayanamsa of date, `ayanamsa` default lahiri), points carry their nakshatra and pada, ' +
  'and provenance names the ayanamsa and its value.';

/** Declares GET and POST /api/calc/natal (permission calc:use, key permission calc:read; module natal). */
export function registerNatalRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'natal' as const };
  const responses = [
    {
      status: 200,
      description: 'The natal chart',
      mediaType: JSON_API,
      schema: natalResponseSchema,
      alternatives: [markdownAnswer(services.pool)],
    },
  ];

  const answer = async (ctx: Context, request: NatalRequest, location: ParameterLocation, organizationId: string) => {
    const birth = parseBirthData(request, location);
    const input: NatalChartInput = {
      dateTime: birth.dateTime,
      latitude: birth.latitude,
      longitude: birth.longitude,
      timezone: birth.timezone,
      localTimeRule: birth.localTimeRule,
      houseSystem: request.houseSystem,
      ...(request.zodiac ? { zodiac: request.zodiac } : {}),
      ...(request.ayanamsa ? { ayanamsa: request.ayanamsa } : {}),
      ...(request.fixedStars ? { fixedStars: request.fixedStars } : {}),
      ...(request.points ? { points: canonicalPoints(request.points) } : {}),
      ...(request.aspects
        ? {
            aspects: {
              ...(request.aspects.types ? { types: canonicalAspects(request.aspects.types) } : {}),
              ...(request.aspects.orbs ? { orbs: request.aspects.orbs } : {}),
            },
          }
        : {}),
    };
    const language = request.language ?? DEFAULT_LANGUAGE;
    const presentation = {
      language,
      placeName: birth.placeName,
      localTimeRule: birth.localTimeRule ?? 'earlier',
      includeText: request.includeText ?? false,
      includeReadableEntities: request.includeReadableEntities ?? false,
    };
    const version = versionTarget(ctx, services.versions, location === 'query' ? 'GET' : 'POST', '/api/calc/natal');
    await sendReadyResponse(
      ctx,
      await services.pool.run('natalResponse', { chart: input, presentation, version }, location),
      (urns) => natalInterpretationTexts(services, organizationId, urns, language),
      JSON_API,
    );
  };

  api.route({
    method: 'GET',
    path: '/api/calc/natal',
    operationId: 'getNatalChart',
    summary: 'Natal chart (query parameters)',
    description: DESCRIPTION,
    tag: 'Calculations',
    access,
    query: natalQuerySchema,
    usesPool: true,
    responses,
    handler: (ctx, { query, principal }) => answer(ctx, query, 'query', principal.organizationId),
  });

  api.route({
    method: 'POST',
    path: '/api/calc/natal',
    operationId: 'postNatalChart',
    summary: 'Natal chart (JSON body)',
    description: `${DESCRIPTION} The body carries the same fields as the GET query, nested objects as JSON.`,
    tag: 'Calculations',
    access,
    body: natalRequestSchema,
    usesPool: true,
    responses,
    examples: {
      request: {
        dateTime: '1990-06-15T14:30',
        latitude: 51.5074,
        longitude: -0.1278,
        timezone: 'Europe/London',
        houseSystem: 'placidus',
        includeReadableEntities: true,
        language: 'en',
      },
    },
    handler: (ctx, { body, principal }) => answer(ctx, body, 'body', principal.organizationId),
  });
}
