/**
 * Logs one JSON line per request when it finishes: method, path, status, duration, request id,
 * and the organization and key that called. The line is serialized here rather than by pino's
 * generic object walk (it is written for every request); it has pino's format all the same.
 */
import type { Context } from 'koa';
import { serializedLineWriter, type Logger } from '../logger.ts';

/** Characters that never need escaping in a JSON string (ids, methods, most paths). */
const PLAIN = /^[\w.:/@~+-]*$/;

function jsonString(value: string): string {
  return PLAIN.test(value) ? `"${value}"` : JSON.stringify(value);
}

function accessLogFields(ctx: Context, ms: number): string {
  const principal = ctx.state.principal as { organizationId?: string; keyId?: string } | undefined;
  // The request id is a sane token by construction (request-id.ts) and Node's parser admits only
  // method tokens: neither needs escaping.
  const { request, response } = ctx;
  let fields = `"requestId":"${ctx.state.requestId}","method":"${request.method}","path":${jsonString(request.path)},"status":${response.status},"ms":${ms}`;
  if (principal?.organizationId) fields += `,"organizationId":${jsonString(principal.organizationId)}`;
  if (principal?.keyId) fields += `,"keyId":${jsonString(principal.keyId)}`;
  return fields;
}

/**
 * Writes a finished request's line.
 * @returns a function of the request's context and its start (performance.now() ms)
 */
export function accessLogger(logger: Logger): (ctx: Context, started: number) => void {
  const succeeded = serializedLineWriter(logger, 'info', 'request');
  const failed = serializedLineWriter(logger, 'error', 'request failed');
  return (ctx, started) => {
    const ms = Math.round((performance.now() - started) * 100) / 100;
    (ctx.response.status >= 500 ? failed : succeeded)(accessLogFields(ctx, ms));
  };
}
