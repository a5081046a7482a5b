/**
 * CORS for browser callers: any origin may call (keys restrict domains themselves), the API's
 * request headers are allowed and its response headers exposed, X-Api-Version included.
 */
import cors from '@koa/cors';
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

export function corsPolicy(): Middleware {
  return cors({
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: CORS_EXPOSED_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 86400,
  });
}
