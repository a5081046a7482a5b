/**
 * Parses JSON request bodies (application/json and application/vnd.api+json, up to 1 MB).
 * A body of another media type is refused with 415 rather than silently ignored, and so is a
 * charset other than UTF-8 (or its subset US-ASCII), which would otherwise be read as UTF-8. A
 * compressed body (Content-Encoding gzip, deflate or br) that does not decompress is the caller's
 * mistake: 400 naming the encoding; another encoding is 415 naming it.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { errors } from './errors.ts';

export const BODY_LIMIT = '1mb';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The charsets a JSON body may declare: JSON is UTF-8 (RFC 8259), and ASCII is a subset of it. */
const ACCEPTED_CHARSETS = new Set(['', 'utf-8', 'utf8', 'us-ascii']);

/** The Content-Encodings the parser decompresses (one at a time: a list of several is refused). */
const DECODED_ENCODINGS = new Set(['', 'identity', 'gzip', 'deflate', 'br']);

/**
 * A failure while reading the body. The parser's own errors carry an HTTP status (too large,
 * unsupported encoding, bad JSON); a decompression stream's errors carry none. An encoding the
 * parser does not know is a bare 415 from it (inflation), named here.
 */
function bodyReadError(error: Error & { status?: number }, ctx: Context): never {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (error.status === 415 && !DECODED_ENCODINGS.has(encoding)) throw errors.unsupportedContentEncoding(encoding);
  if (error.status === undefined && encoding !== '' && encoding !== 'identity') {
    throw errors.invalidContentEncoding(encoding, error.message);
  }
  throw error;
}

/**
 * Parses the body of POST, PUT, PATCH and DELETE into ctx.request.body (and rawBody).
 * @throws 415 for a body that is not JSON or not UTF-8, 400 for one that does not decompress
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    encoding: 'utf-8',
    // The parser's default leaves DELETE out: a DELETE body would reach no check at all.
    parsedMethods: [...BODY_METHODS],
    onError: bodyReadError,
  });
  return function jsonBody(ctx, next) {
    const method = ctx.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const hasBody = Number(ctx.get('Content-Length')) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && BODY_METHODS.has(method)) {
      if (!ctx.is('application/json', 'application/vnd.api+json'))
        throw errors.unsupportedMediaType(ctx.get('Content-Type') || 'none');
      const charset = ctx.request.charset.toLowerCase();
      if (!ACCEPTED_CHARSETS.has(charset)) throw errors.unsupportedCharset(charset);
    }
    return parse(ctx as never, next);
  };
}
