/**
 * Parses JSON request bodies (application/json and application/vnd.api+json, up to 1 MB).
 * A body of another media type is refused with 415 rather than silently ignored.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { errors } from './errors.ts';

export const BODY_LIMIT = '1mb';

export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, encoding: 'utf-8' });
  return function jsonBodyMiddleware(ctx, next) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return next();
    const hasBody = Number(ctx.get('Content-Length')) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('application/json', 'application/vnd.api+json')) {
      throw errors.unsupportedMediaType(ctx.get('Content-Type') || 'none');
    }
    return parse(ctx, next);
  };
}
