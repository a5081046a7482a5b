/**
 * GET /api/chart/relocation.{svg|png}: the bi-wheel of a natal chart (inside) and the same
 * instant cast for another place (outside), for `<img>` tags. Query parameters as the body of
 * POST /api/calc/relocation (`relocation.latitude=…`, or `relocation.placeId=…`), plus `width`,
 * `theme` and `language`; signed URLs, ETag and 304 as for the other chart images.
 */
import type { Principal } from '../../auth/principal.ts';
import { MAX_SIDE, MIN_SIDE, THEME_IDS } from '../../chart/index.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { answerImage, imageResponses } from '../chart/image-answer.ts';
import { imageEtag } from '../chart/image-cache.ts';
import { SignedRequestVerifier } from '../chart/signed-requests.ts';
import { relocationPlace } from './routes.ts';
import { RELOCATION_WHEEL_PATH, type RelocationWheelRequest, relocationWheelQuerySchema } from './wheel-schema.ts';

const PNG_MAX_SIDE = 2048;

/** Declares the relocation bi-wheel images (permission calc:use; module astrocartography). */
export function registerRelocationWheelRoutes(api: ApiRouter, services: Services): void {
  const verifier = new SignedRequestVerifier(services);
  for (const format of ['svg', 'png'] as const) {
    api.route({
      method: 'GET',
      path: `${RELOCATION_WHEEL_PATH}.${format}`,
      operationId: `relocationWheel${format.toUpperCase()}`,
      summary: `Bi-wheel of the natal and the relocated chart (${format.toUpperCase()})`,
      description:
        'Natal chart inside, the same instant cast for another place outside (its angles and houses). Query parameters as the ' +
        'body of POST /api/calc/relocation (birth data; relocation.latitude and relocation.longitude, or relocation.placeId ' +
        `from place search; houseSystem), \`width\` (${MIN_SIDE}–${format === 'png' ? PNG_MAX_SIDE : MAX_SIDE} px, default 800), ` +
        `\`theme\` (${THEME_IDS.join(', ')}), \`language\`. Authenticate with X-Api-Key, or use a URL from POST ` +
        `/api/chart/signed-urls with \`path: "${RELOCATION_WHEEL_PATH}"\` (no key). ETag and Cache-Control; If-None-Match answers 304.`,
      tag: 'Locational astrology',
      access: {
        kind: 'api-key-or-signature',
        permission: 'calc:use',
        module: 'astrocartography',
        verifySignature: verifier.verify,
        signatureParameters: verifier.parameters,
      },
      query: relocationWheelQuerySchema,
      usesPool: true,
      responses: imageResponses(format, 'The bi-wheel'),
      async handler(ctx, { query, principal }: { query: RelocationWheelRequest; principal: Principal }) {
        const birth = parseBirthData(query, 'query');
        const { relocatedTo, place } = await relocationPlace(services, query.relocation, 'query');
        const size = format === 'png' ? Math.min(query.width, PNG_MAX_SIDE) : query.width;
        const input = {
          request: {
            birth: {
              dateTime: birth.dateTime,
              latitude: birth.latitude,
              longitude: birth.longitude,
              timezone: birth.timezone,
              localTimeRule: birth.localTimeRule,
            },
            relocatedTo,
            houseSystem: query.houseSystem,
          },
          size,
          theme: query.theme,
          language: query.language ?? DEFAULT_LANGUAGE,
          format,
          ...(place ? { placeName: place.displayName } : {}),
        };
        const applied = services.versions.resolve(
          ctx.state.requestedApiVersion as string | undefined,
          principal.organizationApiVersion,
        );
        await answerImage(ctx, {
          format,
          etag: imageEtag({ kind: 'relocation', ...input }, format, applied),
          live: false,
          nowMs: Date.now(),
          draw: () => services.pool.run('relocation-wheel', input, 'query'),
        });
      },
    });
  }
}
