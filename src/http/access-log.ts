/** Logs one JSON line per request when it finishes: method, path, status, duration, request id. */
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

export function accessLog(logger: Logger): Middleware {
  return async function accessLogMiddleware(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const entry = {
        requestId: ctx.state.requestId as string,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
        organizationId: ctx.state.principal?.organizationId as string | undefined,
        keyId: ctx.state.principal?.keyId as string | undefined,
      };
      if (ctx.status >= 500) logger.error(entry, 'request failed');
      else logger.info(entry, 'request');
    }
  };
}
