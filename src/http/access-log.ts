/**
 * Logs one line per request when it finishes: method, path, status, duration (ms), request id,
 * and the organization and key that called; 5xx answers at error level.
 */
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

/** Wraps everything after the request id, so that the line carries the final status. */
export function accessLog(logger: Logger): Middleware {
  return async function accessLog(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const principal = ctx.state.principal as { organizationId?: string; keyId?: string } | undefined;
      const line = {
        requestId: ctx.state.requestId as string,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
        organizationId: principal?.organizationId,
        keyId: principal?.keyId,
      };
      if (ctx.status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    }
  };
}
