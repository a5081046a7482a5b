/**
 * GET /api/chart/vedic.svg and /api/chart/vedic.png (module vedic): a birth's North or South
 * Indian chart of one varga, drawn in the worker pool; signed URLs by POST /api/chart/signed-urls
 * with `path: "/api/chart/vedic"`. ETag and Cache-Control; If-None-Match answers 304.
 */
import type { Varga } from '../../astro/vedic/vargas.ts';
import type { Principal } from '../../auth/principal.ts';
import { THEME_IDS } from '../../chart/index.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';
import { parseBirthData } from '../calc/birth-data.ts';
import { answerImage, imageResponses } from '../chart/image-answer.ts';
import { imageEtag } from '../chart/image-cache.ts';
import { SignedRequestVerifier } from '../chart/signed-requests.ts';
import {
  VEDIC_CHART_MAX,
  VEDIC_CHART_PATH,
  VEDIC_CHART_PNG_MAX,
  type VedicChartRequest,
  vedicChartQuerySchema,
} from './chart-image-schema.ts';

/** Declares the Vedic chart images (permission chart:use; module vedic). */
export function registerVedicChartRoutes(api: ApiRouter, services: Services): void {
  const verifier = new SignedRequestVerifier(services);
  for (const format of ['svg', 'png'] as const) {
    api.route({
      method: 'GET',
      path: `${VEDIC_CHART_PATH}.${format}`,
      operationId: `vedicChart${format.toUpperCase()}`,
      summary: `North or South Indian chart of a varga (${format.toUpperCase()})`,
      description:
        'Birth data as for the other chart images (dateTime, latitude, longitude, timezone or location.*), `ayanamsa` (default ' +
        'lahiri), `node` (mean or true), `style` (north: houses fixed, the Lagna in the top diamond, sign numbers in the houses; ' +
        'south: signs fixed, Pisces top left, the Lagna crossed in its corner), `varga` (D1 … D60, default D1), `degrees` ' +
        '(true/false), `language` (en: Su Mo Ma …; hi: सू चं मं … in Noto Sans Devanagari), `size` (200–' +
        `${format === 'png' ? VEDIC_CHART_PNG_MAX : VEDIC_CHART_MAX} px, default 600), \`theme\` (${THEME_IDS.join(', ')}), ` +
        '`title` (south style). Retrograde grahas are marked (R) or (व). Authenticate with X-Api-Key, or use a URL from POST ' +
        '/api/chart/signed-urls with `path: "/api/chart/vedic"` (no key). ETag and Cache-Control; If-None-Match answers 304.',
      tag: 'Vedic astrology',
      access: {
        kind: 'api-key-or-signature',
        permission: 'chart:use',
        module: 'vedic',
        verifySignature: verifier.verify,
        signatureParameters: verifier.parameters,
      },
      query: vedicChartQuerySchema,
      usesPool: true,
      responses: imageResponses(format, 'The chart'),
      async handler(ctx, { query, principal }: { query: VedicChartRequest; principal: Principal }) {
        const birth = parseBirthData(query, 'query');
        const input = {
          birth: {
            dateTime: birth.dateTime,
            latitude: birth.latitude,
            longitude: birth.longitude,
            timezone: birth.timezone,
            localTimeRule: birth.localTimeRule,
          },
          ayanamsa: query.ayanamsa,
          node: query.node,
          style: query.style,
          varga: Number(query.varga.slice(1)) as Varga,
          degrees: query.degrees,
          language: query.language,
          size: format === 'png' ? Math.min(query.size, VEDIC_CHART_PNG_MAX) : query.size,
          theme: query.theme,
          ...(query.title ? { title: query.title } : {}),
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
          draw: () => services.pool.run('vedic-chart', input, 'query'),
        });
      },
    });
  }
}
