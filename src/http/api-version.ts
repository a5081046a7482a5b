/**
 * Date-based versioning at the edge. Before the request: read the caller's date from the
 * X-Api-Version header, else the `api_version` query parameter, and refuse a malformed one with
 * the spec's `{ "error": "..." }` 400. After the handler: resolve the date (request, else the
 * organization's pin, else the baseline), walk a date-shaped response back to it and mark it
 * with X-Api-Version and Vary; echo an explicit header on any other endpoint.
 */
import type { Context, Middleware } from 'koa';
import { isCalendarDate } from '../astro/time/date-grammar.ts';
import type { VersionTarget } from '../calc/responses/ready-to-send.ts';
import type { VersionRegistry } from '../versioning/registry.ts';
import { PlainBodyError } from './error-handler.ts';

export const VERSION_HEADER = 'X-Api-Version';
export const VERSION_QUERY = 'api_version';

/** What a compatibility date looks like, for messages. */
export const API_VERSION_FORM = 'a date in YYYY-MM-DD form, such as 2026-09-03';

/** The error message for a value that is not such a date; it quotes the value. */
function apiVersionProblem(value: string): string {
  return `Invalid API version "${value}": expected ${API_VERSION_FORM}`;
}

function requestedVersion(headerValue: string | undefined, queryValue: unknown): string | undefined {
  // A repeated query parameter counts by its last value, as every other one does (http/query-params.ts).
  const value = headerValue ?? (Array.isArray(queryValue) ? queryValue[queryValue.length - 1] : queryValue);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isCalendarDate(value))
    throw new PlainBodyError(400, apiVersionProblem(String(value)));
  return value;
}

/**
 * Before the handler: the date the caller asked for (X-Api-Version, else the api_version
 * query parameter), kept in state.requestedApiVersion.
 * @throws PlainBodyError (400, the spec's body) for a malformed date
 */
export function readRequestedApiVersion(ctx: Context): string | undefined {
  const header = ctx.req.headers['x-api-version'];
  const headerValue = Array.isArray(header) ? header[0] : header;
  const requested = requestedVersion(
    headerValue,
    headerValue === undefined && ctx.request.querystring ? ctx.request.query[VERSION_QUERY] : undefined,
  );
  ctx.state.requestedApiVersion = requested;
  return requested;
}

/**
 * After the handler, also when it failed (a caller always sees which date applied): on a
 * date-shaped route, walk a successful body back to the date that applies and set
 * X-Api-Version and Vary; on any other route, echo an X-Api-Version the caller sent.
 */
export function markApiVersion(
  ctx: Context,
  registry: VersionRegistry,
  requested: string | undefined,
  succeeded: boolean,
): void {
  const route = ctx._matchedRoute;
  if (typeof route === 'string' && registry.isDateShaped(ctx.request.method, route)) {
    const applied = registry.resolve(requested, ctx.state.principal?.organizationApiVersion);
    if (succeeded && ctx.status < 300 && ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body)) {
      ctx.body = registry.toVersion(ctx.body, ctx.method, route, applied);
    }
    ctx.set(VERSION_HEADER, applied);
    ctx.vary(VERSION_HEADER);
  } else if (requested !== undefined && ctx.req.headers['x-api-version'] !== undefined) {
    ctx.set(VERSION_HEADER, requested);
  }
}

/**
 * The date that applies to this request's response (request, else the organization's pin, else
 * the baseline): for handlers that shape their response themselves, e.g. in the calculation pool.
 */
export function appliedApiVersion(ctx: Context, registry: VersionRegistry): string {
  return registry.resolve(
    ctx.state.requestedApiVersion as string | undefined,
    ctx.state.principal?.organizationApiVersion,
  );
}

/** The endpoint a response answers and the date it is shaped for, as a calculation task takes them. */
export function versionTarget(ctx: Context, registry: VersionRegistry, method: string, path: string): VersionTarget {
  const target = { method, path, applied: appliedApiVersion(ctx, registry) };
  // Kept for the response check, which holds a body shaped in the pool to its schema only when it is the newest shape.
  ctx.state.versionTarget = target;
  return target;
}

/** Reads the caller's date before the route and marks (and walks back) the response after it. */
export function apiVersion(registry: VersionRegistry): Middleware {
  return async function apiVersion(ctx, next) {
    const requested = readRequestedApiVersion(ctx);
    let succeeded = false;
    try {
      await next();
      succeeded = true;
    } finally {
      markApiVersion(ctx, registry, requested, succeeded);
    }
  };
}
