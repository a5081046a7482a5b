/**
 * After routing: a request no route answered becomes a JSON 404, or a 405 naming the methods
 * the path allows (@koa/router's allowedMethods sets the status and the Allow header).
 */
import type { Context } from 'koa';
import { errors } from './errors.ts';

/** @throws the 404 or 405 for a request no route answered; nothing for one that was answered */
export function rejectUnmatched(ctx: Context): void {
  const { body, status } = ctx.response;
  if (body !== undefined && body !== null) return;
  if (status === 405 || status === 501) {
    throw errors.methodNotAllowed(
      ctx.method,
      ctx.path,
      String(ctx.response.get('Allow') || '')
        .split(/,\s*/)
        .filter(Boolean),
    );
  }
  if (status === 404) throw errors.routeNotFound(ctx.method, ctx.path);
}
