/**
 * Response compression by the caller's Accept-Encoding (br or gzip; identity when it accepts
 * neither) with koa-compress, for bodies of at least `minBytes`. The compressors are Node's zlib
 * streams: their work runs on libuv's thread pool, not on the event loop, so a large body is
 * compressed beside the requests that follow it.
 */

import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * @param minBytes the threshold, bytes: smaller bodies gain less than compressing them costs
 */
export function compression(minBytes: number): Middleware {
  return compress({
    threshold: minBytes,
    gzip: { level: 6 },
    // Quality 4: most of brotli's gain at a cost close to gzip's (quality 11 is for static files).
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
  }) as Middleware;
}

/**
 * Turns an object body into its JSON text once, so that the steps outside (compression's
 * threshold, Koa's Content-Length) measure the text instead of serializing the object again.
 */
export function jsonText(): Middleware {
  return async function jsonText(ctx, next) {
    await next();
    const { body } = ctx;
    if (
      body !== null &&
      typeof body === 'object' &&
      !Buffer.isBuffer(body) &&
      !(body instanceof Uint8Array) &&
      typeof (body as { pipe?: unknown }).pipe !== 'function'
    ) {
      ctx.body = JSON.stringify(body);
    }
  };
}
