/**
 * CORS for browser callers. Any origin may call (keys restrict domains themselves), so the
 * response allows the request's Origin; the API's request headers (X-Api-Version included) are
 * allowed and its response headers (X-Api-Version included) exposed. Requests without an Origin
 * header are not from a browser and get no CORS headers. Preflights are answered here.
 */
import type { Middleware } from 'koa';

export const CORS_ALLOWED_HEADERS = ['Content-Type', 'X-Api-Key', 'X-Api-Version', 'X-Request-Id', 'Idempotency-Key', 'If-None-Match'];
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

export function corsPolicy(): Middleware {
  return function corsMiddleware(ctx, next) {
    const origin = ctx.request.headers.origin;
    if (!origin) return next();
    ctx.vary('Origin');
    ctx.set('Access-Control-Allow-Origin', origin);
    if (ctx.method === 'OPTIONS' && ctx.request.headers['access-control-request-method']) {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED);
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED);
    return next();
  };
}
