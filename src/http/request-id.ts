/**
 * Gives every request an id: the caller's X-Request-Id when it is a sane token, else a new UUID.
 * The id is echoed in the X-Request-Id response header, logged, and quoted in 5xx errors.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const SANE_ID = /^[\w.:-]{1,128}$/;

export function requestId(): Middleware {
  // Not async: it has nothing to do after the request, so it hands on next()'s promise itself.
  return function requestIdMiddleware(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const id = SANE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    return next();
  };
}
