/**
 * Gives every request an id: the caller's X-Request-Id when it is a sane token, else a new UUID.
 * The id is echoed in the X-Request-Id response header, logged, and quoted in 5xx errors.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';

const SANE_ID = /^[\w.:-]{1,128}$/;

/** Sets the request's id (state.requestId and the X-Request-Id header) and returns it. */
export function assignRequestId(ctx: Context): string {
  const incoming = ctx.req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
  ctx.state.requestId = id;
  ctx.res.setHeader('x-request-id', id); // not ctx.set (arrays and closures per header); lower case as in meter.ts
  return id;
}
