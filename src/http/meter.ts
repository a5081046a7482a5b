/**
 * Counts an authenticated request against its key's rate limit and its account's monthly quota
 * and sets the RateLimit-* headers. When Redis is unreachable the rate limit lets the request
 * proceed (fail open): it protects capacity, and an outage of the counter must not become an
 * outage of the API. The quota is kept in the database: when that cannot be asked, a process
 * decides alone up to one lease's worth, then answers 503 like any request needing the database.
 */
import type { Context, Middleware } from 'koa';
import type { Principal } from '../auth/principal.ts';
import { QuotaUnknownError } from '../limits/quota-counter.ts';
import type { MeterResult, RequestMeter } from '../limits/request-meter.ts';
import type { Logger } from '../logger.ts';
import { errors } from './errors.ts';

let lastWarning = 0;

function failOpen(logger: Logger, meter: RequestMeter, keyId: string, error: unknown): void {
  if (error instanceof QuotaUnknownError)
    throw errors.serviceUnavailable(2, (t) => t.quotaUnknown({ retryAfterSeconds: 2 }));
  meter.countUnmetered(keyId);
  if (Date.now() - lastWarning > 10_000) {
    lastWarning = Date.now();
    logger.warn({ err: error }, 'the request meter failed: the request is let through (fail open)');
  }
}

function apply(ctx: Context, principal: Principal, result: MeterResult, defaultMonthlyQuota: number): void {
  if (result.rateLimit) {
    // Straight onto Node's response (Koa 3's ctx.set builds arrays and closures for every header),
    // named in lower case as HTTP/2 names every header: Node then need not lower-case a copy.
    ctx.res.setHeader('ratelimit-limit', String(result.rateLimit.limit));
    ctx.res.setHeader('ratelimit-remaining', String(result.rateLimit.remaining));
    ctx.res.setHeader('ratelimit-reset', String(Math.ceil(result.rateLimit.resetMs / 1000)));
  }
  if (result.outcome === 'rate-limited')
    throw errors.rateLimited(Math.max(1, Math.ceil(result.rateLimit.resetMs / 1000)));
  if (result.outcome === 'quota-exceeded')
    throw errors.quotaExceeded(principal.monthlyQuota ?? defaultMonthlyQuota, result.resetsAt);
}

/** Meters the request; synchronous unless Redis must be asked. */
export function meterRequest(
  ctx: Context,
  principal: Principal,
  meter: RequestMeter | undefined,
  defaultMonthlyQuota: number,
  logger: Logger,
): void | Promise<void> {
  if (!meter) return;
  let result: MeterResult | Promise<MeterResult>;
  try {
    result = meter.admit({
      keyId: principal.keyId,
      organizationId: principal.organizationId,
      userId: principal.userId,
      rateLimit: principal.rateLimit,
      monthlyQuota: principal.monthlyQuota ?? defaultMonthlyQuota,
    });
  } catch (error) {
    return failOpen(logger, meter, principal.keyId, error);
  }
  if (result instanceof Promise) {
    return result.then(
      (settled) => apply(ctx, principal, settled, defaultMonthlyQuota),
      (error) => failOpen(logger, meter, principal.keyId, error),
    );
  }
  apply(ctx, principal, result, defaultMonthlyQuota);
}

/** The route chain's meter step: counts the authenticated caller (ctx.state.principal). */
export function meter(services: {
  meter: RequestMeter | undefined;
  config: { monthlyQuota: number };
  logger: Logger;
}): Middleware {
  return async function meter(ctx, next) {
    await meterRequest(
      ctx,
      ctx.state.principal as Principal,
      services.meter,
      services.config.monthlyQuota,
      services.logger,
    );
    return next();
  };
}
