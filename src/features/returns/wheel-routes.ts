/**
 * GET /api/chart/{solar-return|lunar-return|progressions|solar-arc}.{svg|png}: the bi-wheel of a
 * return, progression or solar arc direction (natal chart inside, the other outside, aspects to
 * natal points drawn across), for `<img>` tags. Query parameters as the POST bodies, nested
 * members with dots (`birthLocation.latitude=…`), plus `width` (px) and `theme`. Like the natal
 * images they work with a signed URL instead of X-Api-Key (POST /api/chart/signed-urls with
 * `path`), carry an ETag and Cache-Control, and answer If-None-Match with 304.
 */
import type { Context } from 'koa';
import type { Principal } from '../../auth/principal.ts';
import { MAX_SIDE, MIN_SIDE, THEME_IDS } from '../../chart/index.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { answerImage, imageResponses } from '../chart/image-answer.ts';
import { imageEtag } from '../chart/image-cache.ts';
import { SignedRequestVerifier } from '../chart/signed-requests.ts';
import { MOVING_WHEELS, type MovingWheelRequest, movingWheelInput, movingWheelQuerySchema } from './wheel-schema.ts';

const PNG_MAX_SIDE = 2048;

/** Declares the bi-wheel images of returns and progressions (permission calc:use; modules returns / progressions). */
export function registerReturnWheelRoutes(api: ApiRouter, services: Services): void {
  const verifier = new SignedRequestVerifier(services);
  const appliedVersion = (ctx: Context, principal: Principal) =>
    services.versions.resolve(ctx.state.requestedApiVersion as string | undefined, principal.organizationApiVersion);

  for (const { kind, module, needs } of MOVING_WHEELS) {
    for (const format of ['svg', 'png'] as const) {
      api.route({
        method: 'GET',
        path: `/api/chart/${kind}.${format}`,
        operationId: `${kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Wheel${format.toUpperCase()}`,
        summary: `Bi-wheel of the ${kind.replace('-', ' ')} (${format.toUpperCase()})`,
        description:
          `Natal chart inside, the ${kind.replace('-', ' ')} chart outside, aspects to natal points drawn across. Query parameters as the ` +
          `body of POST /api/calc/${kind} (nested members with dots: birthLocation.latitude=…), \`${needs}\`` +
          `${kind === 'solar-return' ? ' (default the current year)' : ''}, \`zodiac\` and \`ayanamsa\` (both rings sidereal), \`width\` (${MIN_SIDE}–${format === 'png' ? PNG_MAX_SIDE : MAX_SIDE} px, default 800), \`theme\` (${THEME_IDS.join(', ')}), \`language\`. ` +
          `Authenticate with X-Api-Key, or use a URL from POST /api/chart/signed-urls with \`path: "/api/chart/${kind}"\` (no key). ` +
          "ETag and Cache-Control (private; 30 days, or to the next minute for a solar return of the current year, never beyond a signed URL's expiry); If-None-Match answers 304.",
        tag: 'Charts',
        access: {
          kind: 'api-key-or-signature',
          permission: 'calc:use',
          module,
          verifySignature: verifier.verify,
          signatureParameters: verifier.parameters,
        },
        query: movingWheelQuerySchema,
        usesPool: true,
        responses: imageResponses(format, 'The bi-wheel'),
        async handler(ctx, { query, principal }: { query: MovingWheelRequest; principal: Principal }) {
          const now = new Date();
          const size = format === 'png' ? Math.min(query.width, PNG_MAX_SIDE) : query.width;
          const language = query.language ?? DEFAULT_LANGUAGE;
          const input = movingWheelInput(kind, query, now);
          // A solar return of "the current year" changes with the year: such an image is live,
          // and its ETag names the day it was drawn on.
          const live = kind === 'solar-return' && query.returnYear === undefined;
          const request =
            input.kind === 'solar-return'
              ? { ...input.request, asOf: live ? now.toISOString().slice(0, 10) : undefined }
              : input.request;
          const etag = imageEtag(
            { kind, request, size, theme: query.theme, language, ...(query.aspects ? { aspects: query.aspects } : {}) },
            format,
            appliedVersion(ctx, principal),
          );
          await answerImage(ctx, {
            format,
            etag,
            live,
            nowMs: now.getTime(),
            draw: () =>
              services.pool.run(
                'moving-wheel',
                { ...input, size, theme: query.theme, language, format, aspects: query.aspects },
                'query',
              ),
          });
        },
      });
    }
  }
}
