/**
 * Chart images: GET /api/chart/image.svg and /api/chart/image.png draw a natal wheel, or a
 * bi-wheel with `transit.*` or `person2.*`, rendered in the worker pool (also at
 * /api/chart2/natal.*, the path some clients call); GET /api/chart/composite.* draws the
 * composite chart of `person1.*` and `person2.*`; POST
 * /api/chart/signed-urls returns a URL of such an image that works without X-Api-Key until it
 * expires. Images carry an ETag and Cache-Control and answer If-None-Match with 304.
 */
import type { Context } from 'koa';
import { z } from 'zod';
import type { Principal } from '../../auth/principal.ts';
import type { ChartImageSpec } from '../../chart/chart-spec.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors, type ParameterLocation } from '../../http/errors.ts';
import { publicBaseUrl } from '../../http/public-base-url.ts';
import type { Services } from '../../services.ts';
import { MAP_PATHS } from '../astrocartography/map-schema.ts';
import { RELOCATION_WHEEL_PATH } from '../astrocartography/wheel-schema.ts';
import { MOVING_WHEEL_PATHS } from '../returns/wheel-schema.ts';
import { VEDIC_CHART_PATH } from '../vedic/chart-image-schema.ts';
import { chartImageSpec, compositeImageSpec } from './chart-request.ts';
import { answerImage, imageResponses } from './image-answer.ts';
import { imageEtag } from './image-cache.ts';
import {
  type ChartImageRequest,
  type CompositeImageRequest,
  chartImageQuerySchema,
  compositeImageQuerySchema,
  MAX_PNG_SIDE,
  signedUrlRequestSchema,
} from './schema.ts';
import { SignedRequestVerifier } from './signed-requests.ts';

const isMovingWheelPath = (path: string) => (MOVING_WHEEL_PATHS as readonly string[]).includes(path);
const isMapPath = (path: string) =>
  (MAP_PATHS as readonly string[]).includes(path) || path === RELOCATION_WHEEL_PATH || path === VEDIC_CHART_PATH;

import { SIGNATURE_PARAMETERS, signRequest } from './url-signature.ts';

type Format = 'svg' | 'png';

const IMAGE_DESCRIPTION =
  'Birth data as for GET /api/calc/natal (flat, or location.latitude style), plus width, height, theme, houseSystem, language ' +
  '(labels), points, aspects.types, name and title (shown in the image, escaped). A bi-wheel: transit.dateTime (a date-time or `now`, ' +
  'optionally transit.timezone and transit.latitude/longitude; default the birth place) puts the planets of that instant on the ' +
  'outer ring; person2.* (dateTime, latitude, longitude, timezone, placeName, name) puts a second chart there (synastry). ' +
  'Authenticate with X-Api-Key, or use a URL from POST /api/chart/signed-urls (no key; 403 with a JSON error when the URL is ' +
  'tampered with, expired, or its key revoked or disabled). The compatibility date may be given as api_version for contexts ' +
  'that cannot send headers (the header wins). ETag and Cache-Control (private; 30 days for fixed instants, to the next minute ' +
  "for transit.dateTime=now, never beyond a signed URL's expiry); If-None-Match answers 304.";

/** The parsed request flattened back into query parameters (dotted names, comma-separated lists). */
export function queryParametersOf(
  request: Record<string, unknown>,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) out[name] = value.join(',');
    else if (typeof value === 'object') queryParametersOf(value as Record<string, unknown>, name, out);
    else out[name] = String(value);
  }
  return out;
}

const COMPOSITE_DESCRIPTION =
  'The composite chart of two births as one wheel: person1.* and person2.* (dateTime, latitude, longitude or location.*, ' +
  'timezone, placeName, name), and the image options of /api/chart/image (width, height, theme, houseSystem, language, points, ' +
  "aspects, title). Points at the midpoints of the two persons' longitudes; houses from the composite Midheaven at the " +
  'latitude of compositeLocation.latitude/longitude (default the great-circle midpoint of the birth places), as POST ' +
  '/api/calc/composite computes them. Signed URLs, ETag, Cache-Control and 304 as for /api/chart/image.';

function checkPngSize(
  spec: ChartImageSpec,
  request: Pick<ChartImageRequest, 'width' | 'height'>,
  location: ParameterLocation,
): void {
  for (const side of ['width', 'height'] as const) {
    if (spec[side] > MAX_PNG_SIDE) {
      const given = request[side] !== undefined ? side : side === 'width' ? 'height' : 'width';
      throw errors.invalidParameter(given, location, (t) => t.pngSide({ max: MAX_PNG_SIDE, svgMax: 4096 }));
    }
  }
}

/** Declares the image routes (permission chart:use, key permission chart:read; module charts) and the signed-URL route. */
export function registerChartRoutes(api: ApiRouter, services: Services): void {
  const verifier = new SignedRequestVerifier(services);
  const appliedVersion = (ctx: Context, principal: Principal) =>
    services.versions.resolve(ctx.state.requestedApiVersion as string | undefined, principal.organizationApiVersion);

  /** An image route's handler: the spec from the query, then the ETag, then the drawing in the pool. */
  const image =
    <R extends Pick<ChartImageRequest, 'width' | 'height'>>(
      format: Format,
      specOf: (query: R, now: number) => ChartImageSpec,
      live: (query: R) => boolean,
    ) =>
    async (ctx: Context, { query, principal }: { query: R; principal: Principal }) => {
      const now = Date.now();
      const spec = specOf(query, now);
      if (format === 'png') checkPngSize(spec, query, 'query');
      await answerImage(ctx, {
        format,
        etag: imageEtag(spec, format, appliedVersion(ctx, principal)),
        live: live(query),
        nowMs: now,
        draw: () =>
          format === 'svg'
            ? services.pool.run('chart-svg', spec, 'query')
            : services.pool.run('chart-png', spec, 'query'),
      });
    };
  const natalImage = (format: Format) =>
    image<ChartImageRequest>(
      format,
      (query, now) => chartImageSpec(query, 'query', now),
      (query) => query.transit?.dateTime === 'now',
    );
  const compositeImage = (format: Format) =>
    image<CompositeImageRequest>(
      format,
      (query, now) => compositeImageSpec(query, 'query', now),
      () => false,
    );

  const access = {
    kind: 'api-key-or-signature' as const,
    permission: 'chart:use' as const,
    module: 'charts' as const,
    verifySignature: verifier.verify,
    signatureParameters: verifier.parameters,
  };
  const pngNote = (format: Format, text: string) =>
    format === 'png' ? `${text} PNG sides are at most ${MAX_PNG_SIDE} px.` : text;
  const upper = (format: Format) => format.toUpperCase();

  for (const format of ['svg', 'png'] as const) {
    api.route({
      method: 'GET',
      path: `/api/chart/image.${format}`,
      operationId: `getChartImage${format === 'svg' ? 'Svg' : 'Png'}`,
      summary: `Chart wheel as ${upper(format)}`,
      description: pngNote(format, IMAGE_DESCRIPTION),
      tag: 'Chart images',
      access,
      query: chartImageQuerySchema,
      usesPool: true,
      responses: imageResponses(format, 'The chart image'),
      handler: natalImage(format),
    });
    api.route({
      method: 'GET',
      path: `/api/chart2/natal.${format}`,
      operationId: `getChart2Natal${format === 'svg' ? 'Svg' : 'Png'}`,
      summary: `Chart wheel as ${upper(format)} (the path some clients call)`,
      description: pngNote(
        format,
        `The same image, parameters, ETag and signed URLs as GET /api/chart/image.${format}, at the path some existing clients use. ${IMAGE_DESCRIPTION}`,
      ),
      tag: 'Chart images',
      access,
      query: chartImageQuerySchema,
      usesPool: true,
      responses: imageResponses(format, 'The chart image'),
      handler: natalImage(format),
    });
    api.route({
      method: 'GET',
      path: `/api/chart/composite.${format}`,
      operationId: `getCompositeChart${format === 'svg' ? 'Svg' : 'Png'}`,
      summary: `Composite chart wheel as ${upper(format)}`,
      description: pngNote(format, COMPOSITE_DESCRIPTION),
      tag: 'Chart images',
      access,
      query: compositeImageQuerySchema,
      usesPool: true,
      responses: imageResponses(format, 'The chart image'),
      handler: compositeImage(format),
    });
  }

  api.route({
    method: 'POST',
    path: '/api/chart/signed-urls',
    operationId: 'createSignedChartUrl',
    summary: 'Signed URL of a chart image',
    description:
      'Returns a URL of GET /api/chart/image.svg or .png that works without X-Api-Key until expiresAt. The body holds the image ' +
      'parameters as JSON (nested objects for location, transit, person2, aspects), `format` and `expiresIn` (seconds); `path` ' +
      'chooses /api/chart2/natal instead, /api/chart/composite with person1 and person2 (a composite image), or a return, ' +
      "progression or solar arc bi-wheel (/api/chart/solar-return, lunar-return, progressions, solar-arc) or a locational image (/api/chart/astrocartography, local-space, relocation) or a Vedic chart (/api/chart/vedic) with that image's parameters. The URL " +
      'carries api_version (the compatibility date that applies to this request), expires, keyId and signature: an HMAC-SHA256 ' +
      "with the key's signing secret (derived from the server secret and the key id, never stored) over the path and every other parameter. Requests with it count against this key's rate " +
      'limit and quota; revoking or disabling the key stops its URLs (403).',
    tag: 'Chart images',
    access: { kind: 'api-key', permission: 'chart:use', module: 'charts' },
    body: signedUrlRequestSchema,
    responses: [
      {
        status: 200,
        description: 'The signed URL',
        mediaType: JSON_API,
        schema: z.object({
          data: z.object({
            type: z.literal('chart-signed-urls'),
            attributes: z.object({
              url: z.string(),
              expiresAt: z.string(),
              format: z.enum(['svg', 'png']),
              apiVersion: z.string(),
            }),
          }),
        }),
      },
    ],
    async handler(ctx, { body, principal }) {
      const { format = 'svg', expiresIn = 3600, path: base = '/api/chart/image', ...request } = body;
      const now = Date.now();
      // A bi-wheel of a return or progression, or a map, is checked when it is drawn (its width already by the schema).
      if (!isMovingWheelPath(base) && !isMapPath(base)) {
        const spec =
          'person1' in request
            ? compositeImageSpec(request as CompositeImageRequest, 'body', now)
            : chartImageSpec(request as ChartImageRequest, 'body', now);
        if (format === 'png') checkPngSize(spec, request as ChartImageRequest, 'body');
      }
      let expiresAtMs = now + expiresIn * 1000;
      if (principal.expiresAt !== null) expiresAtMs = Math.min(expiresAtMs, principal.expiresAt);
      const expires = Math.floor(expiresAtMs / 1000);
      const apiVersion = appliedVersion(ctx, principal);
      const path = `${base}.${format}`;
      const parameters: Record<string, string> = {
        ...queryParametersOf(request),
        api_version: apiVersion,
        [SIGNATURE_PARAMETERS.expires]: String(expires),
        [SIGNATURE_PARAMETERS.keyId]: principal.keyId,
      };
      const signature = signRequest(services.serverSecret.signingSecret(principal.keyId), path, parameters);
      const search = new URLSearchParams(Object.entries(parameters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      search.append(SIGNATURE_PARAMETERS.signature, signature);
      const origin = publicBaseUrl(ctx, services.config);
      ctx.body = {
        data: {
          type: 'chart-signed-urls',
          attributes: {
            url: `${origin}${path}?${search}`,
            expiresAt: new Date(expires * 1000).toISOString(),
            format,
            apiVersion,
          },
        },
      };
    },
  });
}
