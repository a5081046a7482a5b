/**
 * HTTP caching of chart images. The ETag is a hash of everything the image depends on: the
 * normalized spec, the format, the compatibility date applied, the natal engine's version and
 * this image revision; so it is known before drawing and a matching If-None-Match answers 304
 * without any work. A chart of a fixed instant never changes (30 days max-age); a transit wheel
 * of `now` changes with the minute; a signed URL is not cached beyond its expiry.
 */
import { createHash } from 'node:crypto';
import { ENGINE } from '../../astro/natal-chart.ts';
import type { ChartImageSpec } from '../../chart/chart-spec.ts';

/** Bump when the drawing of images changes, so that clients revalidate (2: labels drawn as outlines, synastry inter-aspects as the synastry endpoint's). */
export const IMAGE_REVISION = '2';

/** max-age of an image of fixed instants, seconds (30 days). */
export const FIXED_IMAGE_MAX_AGE = 30 * 24 * 3600;

/** JSON with object keys sorted at every level: equal data, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The strong ETag (quoted) of an image, from the normalized request it is drawn from. */
export function imageEtag(spec: ChartImageSpec | object, format: 'svg' | 'png', apiVersion: string): string {
  const hash = createHash('sha256')
    .update(canonicalJson({ spec, format, apiVersion, engine: ENGINE.version, image: IMAGE_REVISION }))
    .digest('base64url')
    .slice(0, 32);
  return `"${hash}"`;
}

/**
 * The Cache-Control value of an image response.
 * @param live true when the image shows `now` (a transit wheel of the current minute)
 * @param nowMs the current time, ms
 * @param expiresAtMs the expiry of the signed URL that was used, if any
 */
export function imageCacheControl(live: boolean, nowMs: number, expiresAtMs?: number): string {
  let maxAge = live ? Math.max(1, 60 - Math.floor((nowMs % 60_000) / 1000)) : FIXED_IMAGE_MAX_AGE;
  if (expiresAtMs !== undefined) maxAge = Math.max(0, Math.min(maxAge, Math.floor((expiresAtMs - nowMs) / 1000)));
  return `private, max-age=${maxAge}`;
}
