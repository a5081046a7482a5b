/**
 * Logs one JSON line per request when it finishes: method, path, status, duration, request id,
 * and the organization and key that called. The line is serialized here rather than by pino's
 * generic object walk (it is written for every request); it has pino's format all the same.
 */
import type { Context, Middleware } from 'koa';
import { writeSerializedLine, type Logger } from '../logger.ts';

/** Characters that never need escaping in a JSON string (ids, methods, most paths). */
const PLAIN = /^[\w.:/@~+-]*$/;

function jsonString(value: string): string {
  return PLAIN.test(value) ? `"${value}"` : JSON.stringify(value);
}

function accessLogFields(ctx: Context, ms: number): string {
  const principal = ctx.state.principal as { organizationId?: string; keyId?: string } | undefined;
  let fields = `"requestId":${jsonString(String(ctx.state.requestId))},"method":${jsonString(ctx.method)},"path":${jsonString(ctx.path)},"status":${ctx.status},"ms":${ms}`;
  if (principal?.organizationId) fields += `,"organizationId":${jsonString(principal.organizationId)}`;
  if (principal?.keyId) fields += `,"keyId":${jsonString(principal.keyId)}`;
  return fields;
}

export function accessLog(logger: Logger): Middleware {
  return async function accessLogMiddleware(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 100) / 100;
      if (ctx.status >= 500) writeSerializedLine(logger, 'error', accessLogFields(ctx, ms), 'request failed');
      else writeSerializedLine(logger, 'info', accessLogFields(ctx, ms), 'request');
    }
  };
}
