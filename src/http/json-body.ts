/**
 * Parses JSON request bodies (application/json and application/vnd.api+json, up to 1 MB).
 * A body of another media type is refused with 415 rather than silently ignored.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { errors } from './errors.ts';

export const BODY_LIMIT = '1mb';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses the body of POST, PUT, PATCH and DELETE into ctx.request.body (and rawBody).
 * @throws 415 for a body that is not JSON
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, encoding: 'utf-8' });
  return function jsonBody(ctx, next) {
    const method = ctx.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const hasBody = Number(ctx.get('Content-Length')) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && BODY_METHODS.has(method) && !ctx.is('application/json', 'application/vnd.api+json')) {
      throw errors.unsupportedMediaType(ctx.get('Content-Type') || 'none');
    }
    return parse(ctx as never, next);
  };
}
