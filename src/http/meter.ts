/**
 * Counts an authenticated request against its key's rate limit and its account's monthly quota
 * and sets the RateLimit-* headers. When Redis is unreachable the request proceeds (fail open):
 * limits protect capacity and billing, and an outage of the counter must not become an outage of
 * the API; the miss is logged.
 */
import type { Context } from 'koa';
import type { Principal } from '../auth/principal.ts';
import type { UsageMeter } from '../limits/usage-meter.ts';
import type { Logger } from '../logger.ts';
import { errors } from './errors.ts';

let lastWarning = 0;

export async function meterRequest(
  ctx: Context,
  principal: Principal,
  meter: UsageMeter | undefined,
  defaultMonthlyQuota: number,
  logger: Logger,
): Promise<void> {
  if (!meter) return;
  let result;
  try {
    result = await meter.record({
      keyId: principal.keyId,
      organizationId: principal.organizationId,
      userId: principal.userId,
      rateLimit: principal.rateLimit,
      monthlyQuota: principal.monthlyQuota ?? defaultMonthlyQuota,
    });
  } catch (error) {
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      logger.warn({ err: error }, 'Redis unreachable: rate limits and quota are not enforced (fail open)');
    }
    return;
  }
  if (result.outcome !== 'quota-exceeded' && result.rateLimit) {
    ctx.set('RateLimit-Limit', String(result.rateLimit.limit));
    ctx.set('RateLimit-Remaining', String(result.rateLimit.remaining));
    ctx.set('RateLimit-Reset', String(Math.ceil(result.rateLimit.resetMs / 1000)));
  }
  if (result.outcome === 'rate-limited') throw errors.rateLimited(Math.max(1, Math.ceil(result.rateLimit.resetMs / 1000)));
  if (result.outcome === 'quota-exceeded') throw errors.quotaExceeded(principal.monthlyQuota ?? defaultMonthlyQuota, result.resetsAt);
}
