/**
 * Parses JSON request bodies (application/json and application/vnd.api+json, up to 1 MB).
 * A body of another media type is refused with 415 rather than silently ignored.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { errors } from './errors.ts';

export const BODY_LIMIT = '1mb';

const nothingMore = async () => {};

/**
 * @returns a reader that parses a request's body into ctx.request.body (and rawBody): a promise
 * of it done, or undefined for methods without a body (nothing to wait for)
 * @throws 415 from the reader for a body that is not JSON
 */
export function jsonBodyReader(): (ctx: Context) => Promise<void> | undefined {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, encoding: 'utf-8' });
  return (ctx) => {
    const method = ctx.request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
    const hasBody = Number(ctx.get('Content-Length')) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && !ctx.is('application/json', 'application/vnd.api+json')) {
      throw errors.unsupportedMediaType(ctx.get('Content-Type') || 'none');
    }
    return parse(ctx as never, nothingMore);
  };
}
