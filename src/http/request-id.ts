/**
 * Gives every request an id: the caller's X-Request-Id when it is a sane token, else a new UUID.
 * The id is echoed in the X-Request-Id response header, logged, and quoted in 5xx errors.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';

const SANE_ID = /^[\w.:-]{1,128}$/;

/** Sets the request's id (state.requestId and the X-Request-Id header) and returns it. */
export function assignRequestId(ctx: Context): string {
  const incoming = ctx.get('X-Request-Id');
  const id = SANE_ID.test(incoming) ? incoming : randomUUID();
  ctx.state.requestId = id;
  ctx.set('X-Request-Id', id);
  return id;
}

/** The first middleware: every later step (log line, error body) can quote the id. */
export function requestId(): Middleware {
  return function requestId(ctx, next) {
    assignRequestId(ctx);
    return next();
  };
}
