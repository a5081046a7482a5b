/**
 * The locational operations (module astrocartography), computed in the worker pool and answered
 * with the bytes their task made ready: POST /api/calc/astrocartography, /api/calc/astrocartography/near,
 * /api/calc/local-space, /api/calc/relocation.
 */

import type { RelocationRequest } from '../../calc/responses/locational.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { errors, type ParameterLocation } from '../../http/errors.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import type { BirthData } from '../calc/birth-data.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { canonicalPoints } from '../calc/chart-options.ts';
import {
  astrocartographyResponseSchema,
  linesNearResponseSchema,
  localSpaceResponseSchema,
  relocationResponseSchema,
} from './response-schema.ts';
import { astrocartographyBody, linesNearBody, localSpaceBody, type RelocationBody, relocationBody } from './schema.ts';

/** The place a relocation asks for: its coordinates, and the place search result when given by id. */
export async function relocationPlace(
  services: Services,
  relocation: RelocationBody['relocation'],
  location: ParameterLocation,
): Promise<Pick<RelocationRequest, 'relocatedTo' | 'place'>> {
  if (!('placeId' in relocation)) return { relocatedTo: relocation, place: null };
  const found = (await services.places.get()).byId(relocation.placeId);
  if (!found) {
    throw errors.invalidParameter('relocation.placeId', location, (t) => t.noSuchPlace());
  }
  return {
    relocatedTo: { latitude: found.latitude, longitude: found.longitude },
    place: { id: found.id, displayName: found.displayName, timezone: found.timezone },
  };
}

/** The engine's birth from parsed birth data. */
const birthOf = (birth: BirthData) => ({
  dateTime: birth.dateTime,
  latitude: birth.latitude,
  longitude: birth.longitude,
  timezone: birth.timezone,
  localTimeRule: birth.localTimeRule,
});

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
      const request = {
        birth: birthOf(parseBirthData(body, 'body')),
        points: body.points,
        coordinates: body.coordinates,
        parans: body.parans,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/astrocartography');
      sendReadyBytes(ctx, await services.pool.run('astrocartographyResponse', { request, version }, 'body'), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/astrocartography/near',
    operationId: 'astrocartographyNear',
    summary: 'Astrocartography lines near a place, with their distances',
    description:
      `${LINES} For a place, every line within \`radiusKm\` (default 1000 km), nearest first, with its great-circle distance ` +
      "on the Earth's mean sphere and the line's nearest point (a meridian's nearest point is a pole beyond a quarter turn of longitude).",
    tag: 'Locational astrology',
    access,
    body: linesNearBody,
    usesPool: true,
    responses: [
      { status: 200, description: 'The lines near the place', mediaType: JSON_API, schema: linesNearResponseSchema },
    ],
    async handler(ctx, { body }) {
      const request = {
        birth: birthOf(parseBirthData(body, 'body')),
        place: body.place,
        radiusKm: body.radiusKm,
        points: body.points,
        coordinates: body.coordinates,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/astrocartography/near');
      sendReadyBytes(ctx, await services.pool.run('linesNearResponse', { request, version }, 'body'), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/local-space',
    operationId: 'localSpace',
    summary: 'Local space: azimuths and great-circle lines from the birth place',
    description:
      "Each point's azimuth (from north through east) and true altitude at the birth place and instant (geocentric, no " +
      'refraction), and its local space line: the great circle leaving the birth place in that azimuth, to the antipode, as ' +
      'GeoJSON (sampled within 0.1°, cut at the antimeridian).',
    tag: 'Locational astrology',
    access,
    body: localSpaceBody,
    usesPool: true,
    responses: [{ status: 200, description: 'Local space', mediaType: JSON_API, schema: localSpaceResponseSchema }],
    async handler(ctx, { body }) {
      const request = { birth: birthOf(parseBirthData(body, 'body')), points: body.points };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/local-space');
      sendReadyBytes(ctx, await services.pool.run('localSpaceResponse', { request, version }, 'body'), JSON_API);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/relocation',
    operationId: 'relocatedChart',
    summary: 'Relocated chart: the natal instant cast for another place',
    description:
      'The birth instant (resolved at the birth place, as for the natal chart) cast for another place, given by ' +
      '`relocation: {latitude, longitude}` or by a place search id (`relocation: {placeId}`, the `id` of GET ' +
      "/api/geocoding/search): the planets stay where they are; the angles, house cusps and each point's house are " +
      'those of the new place, beside the natal ones. The bi-wheel (natal inside, relocated outside) is GET ' +
      '/api/chart/relocation.svg|png.',
    tag: 'Locational astrology',
    access,
    body: relocationBody,
    usesPool: true,
    responses: [
      { status: 200, description: 'Natal and relocated', mediaType: JSON_API, schema: relocationResponseSchema },
    ],
    async handler(ctx, { body }) {
      const request = {
        birth: birthOf(parseBirthData(body, 'body')),
        ...(await relocationPlace(services, body.relocation, 'body')),
        houseSystem: body.houseSystem,
        points: body.points ? canonicalPoints(body.points) : undefined,
      };
      const version = versionTarget(ctx, services.versions, 'POST', '/api/calc/relocation');
      sendReadyBytes(ctx, await services.pool.run('relocationResponse', { request, version }, 'body'), JSON_API);
    },
  });
}
