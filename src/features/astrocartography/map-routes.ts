/**
 * GET /api/chart/astrocartography.{svg|png} and /api/chart/local-space.{svg|png}: world maps of
 * a birth's locational lines, for `<img>` tags. Query parameters as the POST bodies (nested
 * members with dots: `location.latitude=…`), plus `width`, `theme` and `projection`. Like the
 * chart images they work with a signed URL instead of X-Api-Key (POST /api/chart/signed-urls
 * with `path`), carry an ETag and Cache-Control, and answer If-None-Match with 304.
 */
import type { Principal } from '../../auth/principal.ts';
import { THEME_IDS } from '../../chart/index.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { answerImage, imageResponses } from '../chart/image-answer.ts';
import { imageEtag } from '../chart/image-cache.ts';
import { SignedRequestVerifier } from '../chart/signed-requests.ts';
import { MAP_KINDS, MAP_MAX_WIDTH, MAP_PNG_MAX_WIDTH, type MapRequest, mapQuerySchema } from './map-schema.ts';

const WHAT: Record<(typeof MAP_KINDS)[number], string> = {
  astrocartography:
    "Each point's MC, IC, ASC and DSC lines (as POST /api/calc/astrocartography computes them), coloured per point, dashed per angle, labelled",
  'local-space':
    "Each point's local space line from the birth place (as POST /api/calc/local-space computes them), coloured and labelled per point",
};

/** Declares the map images (permission calc:use; module astrocartography). */
export function registerLocationalMapRoutes(api: ApiRouter, services: Services): void {
  const verifier = new SignedRequestVerifier(services);
  for (const kind of MAP_KINDS) {
    for (const format of ['svg', 'png'] as const) {
      api.route({
        method: 'GET',
        path: `/api/chart/${kind}.${format}`,
        operationId: `${kind === 'astrocartography' ? 'astrocartography' : 'localSpace'}Map${format.toUpperCase()}`,
        summary: `World map of the ${kind === 'astrocartography' ? 'astrocartography' : 'local space'} lines (${format.toUpperCase()})`,
        description:
          `${WHAT[kind]}, over Natural Earth coastlines and borders (world-atlas), with a legend and the birth place marked. ` +
          'Query parameters: birth data as for the POST body (dateTime, latitude, longitude, timezone or location.*), `points` ' +
          `(comma-separated)${kind === 'astrocartography' ? ', `coordinates`' : ''}, \`projection\` (equirectangular, robinson, ` +
          `equal-earth), \`width\` (400–${format === 'png' ? MAP_PNG_MAX_WIDTH : MAP_MAX_WIDTH} px, default 1200; the height ` +
          `follows the projection and the legend), \`theme\` (${THEME_IDS.join(', ')}). Authenticate with X-Api-Key, or use a ` +
          `URL from POST /api/chart/signed-urls with \`path: "/api/chart/${kind}"\` (no key). ETag and Cache-Control; ` +
          'If-None-Match answers 304.',
        tag: 'Locational astrology',
        access: {
          kind: 'api-key-or-signature',
          permission: 'calc:use',
          module: 'astrocartography',
          verifySignature: verifier.verify,
          signatureParameters: verifier.parameters,
        },
        query: mapQuerySchema,
        usesPool: true,
        responses: imageResponses(format, 'The map'),
        async handler(ctx, { query, principal }: { query: MapRequest; principal: Principal }) {
          const birth = parseBirthData(query, 'query');
          const width = format === 'png' ? Math.min(query.width, MAP_PNG_MAX_WIDTH) : query.width;
          const input = {
            kind,
            birth: {
              dateTime: birth.dateTime,
              latitude: birth.latitude,
              longitude: birth.longitude,
              timezone: birth.timezone,
              localTimeRule: birth.localTimeRule,
            },
            points: query.points,
            coordinates: kind === 'astrocartography' ? query.coordinates : undefined,
            width,
            theme: query.theme,
            projection: query.projection,
            format,
          };
          const applied = services.versions.resolve(
            ctx.state.requestedApiVersion as string | undefined,
            principal.organizationApiVersion,
          );
          await answerImage(ctx, {
            format,
            etag: imageEtag(input, format, applied),
            live: false,
            nowMs: Date.now(),
            draw: () => services.pool.run('locational-map', input, 'query'),
          });
        },
      });
    }
  }
}
