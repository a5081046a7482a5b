/**
 * The relationship operations integrators call server-side, without a widget (client operations,
 * "Relationship"): POST /api/calc/synastry, /api/calc/composite, /api/calc/davison,
 * /api/calc/synastry/score (module `synastry`) and /api/calc/compatibility (module
 * `compatibility`). The charts are the natal engine's; the synastry, composite, Davison and score
 * are the widget's calculation (src/astro/synastry), computed in the pool.
 */
import type { Context } from 'koa';
import type { ZodType } from 'zod';
import type { AspectOptions } from '../../astro/aspects.ts';
import { compositePlace, SYNASTRY_CHART_POINTS, type SynastryOptions } from '../../astro/synastry/index.ts';
import type { PointId } from '../../astro/vocabulary.ts';
import type { RelationshipOperation } from '../../calc/responses/relationship-response.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyResponse } from '../../http/ready-response.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { canonicalAspects, canonicalPoints } from '../calc/chart-options.ts';
import { interpretationTexts } from '../calc/interpretation-texts.ts';
import { markdownAnswer } from '../markdown/markdown-answer.ts';
import {
  compatibilityPersons,
  flatPersons,
  natalInputOf,
  type PairChartOptions,
  personProblemsError,
  type RelationshipPerson,
} from './persons.ts';
import {
  compatibilityResponseSchema,
  compositeResponseSchema,
  davisonResponseSchema,
  scoreResponseSchema,
  synastryResponseSchema,
} from './response-schema.ts';
import {
  compatibilityRequestSchema,
  compositeRequestSchema,
  davisonRequestSchema,
  type SynastryRequest,
  scoreRequestSchema,
  synastryRequestSchema,
} from './schema.ts';

const PERSONS =
  'Two births: `dateTime1` and `location1` ({latitude, longitude, timezone?, placeName?}), `dateTime2` and `location2`; local ' +
  "wall-clock times in the place's zone (found from the coordinates when `timezone` is absent), or with Z / an offset. Each " +
  'birth is resolved and echoed as natal does (`chart1.timeResolution`, `chart2.timeResolution`).';
const OPTIONS =
  'Options as on natal: `houseSystem`, `points` (default Sun to Pluto, Chiron, the true node, Ascendant, Midheaven), `orbs` ' +
  '(or `aspects: {types, orbs}`; default the five major aspects with the natal orbs), `language`, `includeText`, ' +
  '`includeReadableEntities`, and `zodiac`/`ayanamsa` (sidereal: both charts, and so the aspects, overlays, composite ' +
  'midpoints and houses, in the sidereal zodiac; `provenance.ayanamsa` gives its value at each birth). Bad input answers ' +
  '400 naming the field as sent (`location2.latitude`).';

/** The chart options of a request, resolved. */
function chartOptionsOf(
  request: Pick<SynastryRequest, 'houseSystem' | 'points' | 'orbs' | 'aspects' | 'zodiac' | 'ayanamsa'>,
): PairChartOptions & { aspects: AspectOptions; points: PointId[] } {
  const orbs = { ...(request.aspects?.orbs ?? {}), ...(request.orbs ?? {}) };
  return {
    ...(request.houseSystem ? { houseSystem: request.houseSystem } : {}),
    points: canonicalPoints(request.points ?? [...SYNASTRY_CHART_POINTS]),
    ...(request.zodiac ? { zodiac: request.zodiac } : {}),
    ...(request.ayanamsa ? { ayanamsa: request.ayanamsa } : {}),
    aspects: {
      ...(request.aspects?.types ? { types: canonicalAspects(request.aspects.types) } : {}),
      ...(Object.keys(orbs).length ? { orbs } : {}),
    },
  };
}

/** How a response is to be written, from the request's language and include flags. */
function presentationOf(request: { language?: Language; includeText?: boolean; includeReadableEntities?: boolean }) {
  return {
    language: request.language ?? DEFAULT_LANGUAGE,
    includeText: request.includeText ?? false,
    includeReadableEntities: request.includeReadableEntities ?? false,
  };
}

export function registerRelationshipRoutes(api: ApiRouter, services: Services): void {
  const synastryAccess = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'synastry' as const };
  const json = (description: string, schema: ZodType) => [{ status: 200, description, mediaType: JSON_API, schema }];
  const chart = (description: string, schema: ZodType) => [
    { status: 200, description, mediaType: JSON_API, schema, alternatives: [markdownAnswer(services.pool)] },
  ];

  /**
   * Answers with the bytes the pool made ready: both charts, the synastry (unless Sun-sign
   * compatibility) and the presented body in one task; the organization's texts spliced in here.
   */
  const answer = async (
    ctx: Context,
    organizationId: string,
    path: string,
    operation: RelationshipOperation,
    persons: [RelationshipPerson, RelationshipPerson],
    chartOptions: PairChartOptions,
    synastry: SynastryOptions,
    presentation: ReturnType<typeof presentationOf>,
  ) => {
    const outcome = await services.pool.run('relationshipResponse', {
      operation,
      persons: [
        { birth: natalInputOf(persons[0], chartOptions), ...(persons[0].name ? { name: persons[0].name } : {}) },
        { birth: natalInputOf(persons[1], chartOptions), ...(persons[1].name ? { name: persons[1].name } : {}) },
      ],
      synastry,
      presentation,
      version: versionTarget(ctx, services.versions, 'POST', path),
    });
    if ('personProblems' in outcome) throw personProblemsError(outcome.personProblems, persons);
    await sendReadyResponse(
      ctx,
      outcome,
      (urns) => interpretationTexts(services, organizationId, urns, presentation.language),
      JSON_API,
    );
  };

  /** A flat request's persons, chart options and synastry options, answered. */
  const relate = (
    ctx: Context,
    organizationId: string,
    path: string,
    operation: RelationshipOperation,
    request: SynastryRequest,
    options: SynastryOptions = {},
  ) => {
    const chartOptions = chartOptionsOf(request);
    return answer(
      ctx,
      organizationId,
      path,
      operation,
      flatPersons(request),
      chartOptions,
      { aspects: chartOptions.aspects, ...options },
      presentationOf(request),
    );
  };

  api.route({
    method: 'POST',
    path: '/api/calc/synastry',
    operationId: 'calculateSynastryChart',
    summary: 'Synastry of two births',
    description:
      `${PERSONS} Answers both natal charts, every aspect between them (\`aspects[]\`: planet1 of chart1, planet2 of chart2, ` +
      'aspect, orb, exactness, applying/separating, tone and theme of the score), the house overlays both ways ' +
      '(`houseOverlays.chart1InChart2`: point → house of the other chart) and the compatibility score. With includeText each ' +
      `aspect carries its interpretation. ${OPTIONS}`,
    tag: 'Relationship',
    access: synastryAccess,
    body: synastryRequestSchema,
    usesPool: true,
    responses: chart('The synastry', synastryResponseSchema),
    handler: (ctx, { body, principal }) =>
      relate(ctx, principal.organizationId, '/api/calc/synastry', { kind: 'synastry' }, body),
  });

  api.route({
    method: 'POST',
    path: '/api/calc/composite',
    operationId: 'calculateCompositeChart',
    summary: 'Composite chart of two births (midpoints)',
    description:
      `${PERSONS} The midpoint composite: each point at the midpoint of the two persons' longitudes along the shorter arc ` +
      '(a south node opposite the composite north node); houses by the derived-midheaven method: the composite Midheaven is ' +
      'the midpoint of the two Midheavens, its right ascension the ARMC, cusps of the house system at the latitude of ' +
      '`compositeLocation` (default the great-circle midpoint of the two birth places) with the mean obliquity; the ' +
      'Ascendant, Descendant, Imum Coeli and Vertex are those of these houses, not midpoints. Aspects among the composite ' +
      `points. ${OPTIONS}`,
    tag: 'Relationship',
    access: synastryAccess,
    body: compositeRequestSchema,
    usesPool: true,
    responses: chart('The composite chart', compositeResponseSchema),
    async handler(ctx, { body, principal }) {
      const place = body.compositeLocation
        ? {
            latitude: body.compositeLocation.latitude,
            longitude: body.compositeLocation.longitude,
            source: 'request' as const,
          }
        : { ...compositePlace(body.location1, body.location2), source: 'midpoint' as const };
      await relate(ctx, principal.organizationId, '/api/calc/composite', { kind: 'composite', place }, body, {
        compositeLatitude: place.latitude,
      });
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/davison',
    operationId: 'calculateDavisonChart',
    summary: 'Davison relationship chart of two births',
    description:
      `${PERSONS} A real chart cast for the mid-instant (the mean of the two births' Julian days, UT) at the mid-place (the ` +
      'great-circle midpoint of the two birth places): points, houses, angles and aspects as natal answers them, with the ' +
      `instant and place (\`instant\`, \`davisonLocation\`). ${OPTIONS}`,
    tag: 'Relationship',
    access: synastryAccess,
    body: davisonRequestSchema,
    usesPool: true,
    responses: chart('The Davison chart', davisonResponseSchema),
    handler: (ctx, { body, principal }) =>
      relate(ctx, principal.organizationId, '/api/calc/davison', { kind: 'davison' }, body, {
        davisonPlace: 'great-circle',
      }),
  });

  api.route({
    method: 'POST',
    path: '/api/calc/synastry/score',
    operationId: 'calculateSynastryScore',
    summary: 'Compatibility score of two births',
    description:
      `${PERSONS} The compatibility score (0–100) with its breakdown by theme, from the aspects between the two charts. For ` +
      'each aspect of point a (chart1) and b (chart2): weight w = POINT_WEIGHTS[a] × POINT_WEIGHTS[b] × ASPECT_WEIGHTS[aspect], ' +
      'exactness e = 1 − orb / orbAllowed, tone t (+1 harmonious … −1 challenging; a conjunction of two of Mars, Saturn, Uranus, ' +
      'Neptune, Pluto, Chiron is 0), strength s = w × e. Per theme: harmony H = Σ s·t over t > 0, tension T = Σ s·|t| over ' +
      't < 0, score = 50 + 50 (H − T) / (H + T + 3). The overall score is the weighted mean of the theme scores; `weights` ' +
      'overrides the theme weights (divided by their sum). The constants are in docs/synastry-widget.md. ' +
      OPTIONS,
    tag: 'Relationship',
    access: synastryAccess,
    body: scoreRequestSchema,
    usesPool: true,
    responses: json('The score and its breakdown', scoreResponseSchema),
    handler: (ctx, { body, principal }) =>
      relate(
        ctx,
        principal.organizationId,
        '/api/calc/synastry/score',
        { kind: 'score' },
        body,
        body.weights ? { weights: body.weights } : {},
      ),
  });

  api.route({
    method: 'POST',
    path: '/api/calc/compatibility',
    operationId: 'calculateSunSignCompatibility',
    summary: 'Sun-sign compatibility of two births',
    description:
      'Quick compatibility from the two Suns. `scoreBasedOnElement`: same element 90, complementary (fire–air, earth–water) ' +
      '75, fire–earth or air–water 45, fire–water or earth–air 30. `scoreBasedOnSunAspect`: the closest major aspect of the ' +
      "two Suns' exact longitudes within the Sun orbs (conjunction, square, trine, opposition 10°, sextile 7.5°), " +
      'round(50 + 50 × tone × (1 − orb/orbAllowed)) with tone trine +1, sextile +0.8, conjunction +0.6, opposition −0.5, ' +
      'square −0.8; 50 without an aspect. The persons come as dateTime1/location1/dateTime2/location2, or as `person1` and ' +
      '`person2` objects {dateTime, latitude, longitude, timezone?, placeName?, name?} (not both shapes in one body). ' +
      "`includeText` adds a text on the elements and one on the Suns' aspect (en, es, de, fr, it); `includeReadableEntities` adds " +
      '`sign1Title` and `sign2Title`. With `zodiac: "sidereal"` (and `ayanamsa`) the Suns, and so their signs, are sidereal.',
    tag: 'Relationship',
    access: { kind: 'api-key', permission: 'calc:use', module: 'compatibility' },
    body: compatibilityRequestSchema,
    usesPool: true,
    responses: json('The sun-sign compatibility', compatibilityResponseSchema),
    handler: (ctx, { body, principal }) =>
      answer(
        ctx,
        principal.organizationId,
        '/api/calc/compatibility',
        { kind: 'compatibility' },
        compatibilityPersons(body),
        {
          points: ['sun'],
          ...(body.zodiac ? { zodiac: body.zodiac } : {}),
          ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}),
        },
        {},
        presentationOf(body),
      ),
  });
}
