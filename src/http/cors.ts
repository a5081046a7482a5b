/**
 * CORS for browser callers. Any origin may call (keys restrict domains themselves), so the
 * response allows the request's Origin; the API's request headers (X-Api-Version included) are
 * allowed and its response headers (X-Api-Version included) exposed. Requests without an Origin
 * header are not from a browser and get no CORS headers. Preflights are answered here.
 */
import type { Context, Middleware } from 'koa';

export const CORS_ALLOWED_HEADERS = [
  'Content-Type',
  'X-Api-Key',
  'X-Api-Version',
  'X-Request-Id',
  'Idempotency-Key',
  'If-None-Match',
];
export const CORS_EXPOSED_HEADERS = [
  'X-Api-Version',
  'X-Request-Id',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'ETag',
  'Location',
];
const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS';
const ALLOWED = CORS_ALLOWED_HEADERS.join(', ');
const EXPOSED = CORS_EXPOSED_HEADERS.join(', ');

/**
 * Applies the policy to a request: CORS headers when it has an Origin, and the answer to a
 * preflight.
 * @returns true when the request was a preflight, answered here (204)
 */
export function applyCors(ctx: Context): boolean {
  const origin = ctx.req.headers.origin;
  if (!origin) return false;
  ctx.vary('Origin');
  ctx.set('Access-Control-Allow-Origin', origin);
  if (ctx.method === 'OPTIONS' && ctx.req.headers['access-control-request-method']) {
    ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
    ctx.set('Access-Control-Allow-Headers', ALLOWED);
    ctx.set('Access-Control-Max-Age', '86400');
    ctx.status = 204;
    return true;
  }
  ctx.set('Access-Control-Expose-Headers', EXPOSED);
  return false;
}

/** Adds the CORS headers and answers preflights without going further. */
export function cors(): Middleware {
  return function cors(ctx, next) {
    if (applyCors(ctx)) return Promise.resolve();
    return next();
  };
}
