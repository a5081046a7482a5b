/**
 * The Vedic operations (module `vedic`): POST /api/calc/vedic/dasha,
 * /api/calc/vedic/divisional-charts, /api/calc/vedic/panchang and /panchang/range, computed in the worker pool and answered with the bytes the
 * task made ready (see docs/vedic.md).
 */
import type { z } from 'zod';
import type { Ayanamsa } from '../../astro/sidereal/ayanamsa.ts';
import type { PanchangRangeRequest, PanchangRequest } from '../../astro/vedic/panchang-request.ts';
import type { DashaRequest, DivisionalRequest } from '../../astro/vedic/requests.ts';
import type { Varga } from '../../astro/vedic/vargas.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { birthOf } from '../traditional/schema.ts';
import { registerVedicChartRoutes } from './chart-image-routes.ts';
import { registerVedicKundliRoutes } from './kundli-routes.ts';
import { registerVedicMatchingRoutes } from './matching-routes.ts';
import {
  dashaResponseSchema,
  divisionalChartsResponseSchema,
  panchangRangeResponseSchema,
  panchangResponseSchema,
} from './response-schema.ts';
import { registerVedicSadeSatiRoutes } from './sade-sati-routes.ts';
import { dashaBody, divisionalChartsBody, panchangBody, panchangRangeBody } from './schema.ts';

const BIRTH =
  'Birth as `birthDateTime` (local at `birthLocation`, or with Z / an offset) and `birthLocation` {latitude, longitude, timezone?}; ' +
  'sidereal longitudes by `ayanamsa` (default lahiri), Rahu and Ketu by `node` (mean, default, or true). ';

/** Declares the Vedic routes (permission calc:use; module vedic). */
export function registerVedicRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'vedic' as const };
  registerVedicKundliRoutes(api, services, BIRTH);
  registerVedicChartRoutes(api, services);
  registerVedicMatchingRoutes(api, services);
  registerVedicSadeSatiRoutes(api, services, BIRTH);

  api.route({
    method: 'POST',
    path: '/api/calc/vedic/dasha',
    operationId: 'vedicDasha',
    summary: 'Vimshottari or Yogini dasha',
    description:
      BIRTH +
      "The mahadashas from the one running at birth (its balance from the Moon's nakshatra) with their antardashas, the periods running at `date` " +
      'to `levels` levels (pratyantardasha by default; sookshma and prana on request) and, below the antardasha, the periods of the running one. ' +
      'Years of `yearDays` days (365.25 by default).',
    tag: 'Vedic astrology',
    access,
    body: dashaBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The dasha periods', mediaType: JSON_API, schema: dashaResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof dashaBody>;
      const request: DashaRequest = {
        birth: birthOf(b),
        ayanamsa: b.ayanamsa as Ayanamsa,
        node: b.node,
        system: b.system,
        levels: b.levels,
        yearDays: b.yearDays,
        date: b.date?.replace(' ', 'T'),
        years: b.years,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/dasha');
      sendReadyBytes(ctx, await services.pool.run('vedicDashaResponse', { request, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/vedic/divisional-charts',
    operationId: 'vedicDivisionalCharts',
    summary: "Parashara's sixteen divisional charts",
    description:
      BIRTH +
      "Each graha's, Rahu's, Ketu's and the Lagna's sign and degree in D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45 and D60 " +
      "(Brihat Parashara Hora Shastra ch. 6: Parashara's hora, drekkana and trimshamsha), with vargottama flags, and the nakshatras of D1.",
    tag: 'Vedic astrology',
    access,
    body: divisionalChartsBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The divisional charts',
        mediaType: JSON_API,
        schema: divisionalChartsResponseSchema,
      },
    ],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof divisionalChartsBody>;
      const request: DivisionalRequest = {
        birth: birthOf(b),
        ayanamsa: b.ayanamsa as Ayanamsa,
        node: b.node,
        vargas: b.vargas?.map((v) => Number(v.slice(1)) as Varga),
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/divisional-charts');
      sendReadyBytes(ctx, await services.pool.run('vedicDivisionalResponse', { request, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/vedic/panchang',
    operationId: 'vedicPanchang',
    summary: 'Panchang of a day at a place',
    description:
      "The sunrise-based day (the date's sunrise to the next) at `location`: its vara, the tithis, nakshatras, yogas and karanas running in it " +
      'with their start and end instants, Rahu kaal, Gulika kaal, Yamaganda, Abhijit muhurta, the choghadiyas of the day and the night, and the 24 horas. ' +
      'Nakshatras and yogas in the sidereal zodiac of `ayanamsa` (default lahiri).',
    tag: 'Vedic astrology',
    access,
    body: panchangBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The panchang', mediaType: JSON_API, schema: panchangResponseSchema }],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof panchangBody>;
      const request: PanchangRequest = { date: b.date, location: b.location, ayanamsa: b.ayanamsa as Ayanamsa };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/panchang');
      sendReadyBytes(ctx, await services.pool.run('vedicPanchangResponse', { request, version }), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/vedic/panchang/range',
    operationId: 'vedicPanchangRange',
    summary: 'Panchang of each day of a range (a month in one call)',
    description:
      'The panchang of every calendar day from `startDate` to `endDate` (included, at most 62 days) at `location`, each day as ' +
      'POST /api/calc/vedic/panchang gives it: the sunrise-based day, vara, tithis, nakshatras, yogas and karanas with their instants, ' +
      'Rahu kaal, Gulika kaal, Yamaganda and Abhijit muhurta; the choghadiyas and horas when `include` names them.',
    tag: 'Vedic astrology',
    access,
    body: panchangRangeBody,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The panchang of each day',
        mediaType: JSON_API,
        schema: panchangRangeResponseSchema,
      },
    ],
    async handler(ctx, { body }) {
      const b = body as z.infer<typeof panchangRangeBody>;
      const request: PanchangRangeRequest = {
        startDate: b.startDate,
        endDate: b.endDate,
        location: b.location,
        ayanamsa: b.ayanamsa as Ayanamsa,
        include: b.include,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/vedic/panchang/range');
      sendReadyBytes(ctx, await services.pool.run('vedicPanchangRangeResponse', { request, version }), JSON_API);
    },
  });
}
