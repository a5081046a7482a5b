/**
 * The locational operations (module astrocartography), computed in the worker pool and answered
 * with the bytes their task made ready: POST /api/calc/astrocartography.
 */
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { astrocartographyResponseSchema } from './response-schema.ts';
import { astrocartographyBody } from './schema.ts';

const LINES =
  "A point's MC line is the meridian where it culminates at the birth instant (hour angle 0), its IC line where it " +
  'anticulminates; its ASC and DSC curves are where it rises and sets (true altitude 0 of its centre, geocentric, no ' +
  'refraction). Positions are apparent right ascension and declination of date (true equator and equinox).';

/** Declares the locational routes (permission calc:use; module astrocartography). */
export function registerAstrocartographyRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'astrocartography' as const };

  api.route({
    method: 'POST',
    path: '/api/calc/astrocartography',
    operationId: 'astrocartography',
    summary: 'Astrocartography lines (GeoJSON) and parans of a birth',
    description:
      `${LINES} The lines come as a GeoJSON FeatureCollection: meridians as LineStrings, curves sampled so that no segment ` +
      'strays more than 0.1° (of longitude and latitude) from the curve, cut into a MultiLineString where they cross the ' +
      'antimeridian. `coordinates`: in-mundo (default, the body with its ecliptic latitude) or zodiacal (its ecliptic degree). ' +
      "With `parans=true`, every crossing of two points' lines: the latitude along which both reach their angles together.",
    tag: 'Locational astrology',
    access,
    body: astrocartographyBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The lines', mediaType: JSON_API, schema: astrocartographyResponseSchema }],
    async handler(ctx, { body }) {
      const birth = parseBirthData(body, 'body');
      const request = {
        birth: {
          dateTime: birth.dateTime,
          latitude: birth.latitude,
          longitude: birth.longitude,
          timezone: birth.timezone,
          localTimeRule: birth.localTimeRule,
        },
        points: body.points,
        coordinates: body.coordinates,
        parans: body.parans,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/astrocartography');
      sendReadyBytes(ctx, await services.pool.run('astrocartographyResponse', { request, version }, 'body'), JSON_API);
    },
  });
}
