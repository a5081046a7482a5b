/**
 * Per-request accounting in Redis, in one atomic script call: the key's rate limit (a fixed
 * window of `windowMs` opened by the first request, shared by every web process), the account's
 * monthly quota (the key owner's requests in the organization this calendar month, UTC), and the
 * key's usage counter (`requestCount`, `lastRequest`), which is flushed to the database in
 * batches rather than written per request.
 */
import type { Redis } from 'ioredis';

const METER_SCRIPT = `
local now = ARGV[1]
local limited = ARGV[2] == '1'
local window = tonumber(ARGV[3])
local max = tonumber(ARGV[4])
local quota = tonumber(ARGV[5])
local count, ttl = 0, 0
if limited then
  count = redis.call('INCR', KEYS[1])
  if count == 1 then redis.call('PEXPIRE', KEYS[1], window) end
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], window); ttl = window end
  if count > max then return {1, count, ttl, 0} end
end
local used = redis.call('INCR', KEYS[2])
if used == 1 then redis.call('EXPIRE', KEYS[2], ARGV[6]) end
if quota > 0 and used > quota then
  redis.call('DECR', KEYS[2])
  return {2, count, ttl, used - 1}
end
redis.call('HINCRBY', KEYS[3], 'count', 1)
redis.call('HSET', KEYS[3], 'last', now)
redis.call('SADD', KEYS[4], ARGV[7])
return {0, count, ttl, used}
`;

const TAKE_USAGE_SCRIPT = `
local count = redis.call('HGET', KEYS[1], 'count')
local last = redis.call('HGET', KEYS[1], 'last')
redis.call('DEL', KEYS[1])
return {count or '0', last or '0'}
`;

export const DIRTY_USAGE_SET = 'usage:dirty';
const usageKey = (keyId: string) => `usage:${keyId}`;

export interface MeterRequest {
  keyId: string;
  organizationId: string;
  userId: string;
  rateLimit: { enabled: boolean; windowMs: number; max: number };
  /** Monthly quota of the account; 0 = unlimited. */
  monthlyQuota: number;
  now?: Date;
}

export type MeterResult =
  | { outcome: 'allowed'; rateLimit?: RateLimitState; quotaUsed: number }
  | { outcome: 'rate-limited'; rateLimit: RateLimitState }
  | { outcome: 'quota-exceeded'; quotaUsed: number; resetsAt: string };

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** The first instant of the next calendar month (UTC): when a monthly quota resets. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export class UsageMeter {
  constructor(private readonly redis: Redis) {
    redis.defineCommand('astroMeter', { numberOfKeys: 4, lua: METER_SCRIPT });
    redis.defineCommand('astroTakeUsage', { numberOfKeys: 1, lua: TAKE_USAGE_SCRIPT });
  }

  /** Counts one request; says whether it may proceed. Throws when Redis is unreachable. */
  async record(request: MeterRequest): Promise<MeterResult> {
    const now = request.now ?? new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const resetsAt = nextMonthStart(now);
    const quotaTtlSeconds = Math.ceil((resetsAt.getTime() - now.getTime()) / 1000) + 86400;
    const { enabled, windowMs, max } = request.rateLimit;
    const [outcome, count, ttl, used] = (await (this.redis as unknown as {
      astroMeter(...args: (string | number)[]): Promise<number[]>;
    }).astroMeter(
      `ratelimit:${request.keyId}`,
      `quota:${request.organizationId}:${request.userId}:${month}`,
      usageKey(request.keyId),
      DIRTY_USAGE_SET,
      now.getTime(),
      enabled ? '1' : '0',
      windowMs,
      max,
      request.monthlyQuota,
      quotaTtlSeconds,
      request.keyId,
    )) as [number, number, number, number];
    const rateLimit = enabled ? { limit: max, remaining: Math.max(0, max - count), resetMs: Math.max(0, ttl) } : undefined;
    if (outcome === 1) return { outcome: 'rate-limited', rateLimit: rateLimit! };
    if (outcome === 2) return { outcome: 'quota-exceeded', quotaUsed: used, resetsAt: resetsAt.toISOString() };
    return { outcome: 'allowed', rateLimit, quotaUsed: used };
  }

  /** Requests counted for the account this month. */
  async quotaUsed(organizationId: string, userId: string, now = new Date()): Promise<number> {
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    return Number((await this.redis.get(`quota:${organizationId}:${userId}:${month}`)) ?? 0);
  }

  /** Usage counted in Redis but not yet flushed to the database, per key id. */
  async pendingUsage(keyIds: string[]): Promise<Map<string, { count: number; last: number }>> {
    const result = new Map<string, { count: number; last: number }>();
    if (keyIds.length === 0) return result;
    const pipeline = this.redis.pipeline();
    for (const id of keyIds) pipeline.hmget(usageKey(id), 'count', 'last');
    const replies = (await pipeline.exec()) ?? [];
    replies.forEach(([error, value], i) => {
      const [count, last] = (value as (string | null)[] | null) ?? [null, null];
      if (!error && count) result.set(keyIds[i], { count: Number(count), last: Number(last ?? 0) });
    });
    return result;
  }

  /** Takes (reads and clears) the pending usage of up to `batch` keys, for flushing. */
  async takePendingUsage(batch = 500): Promise<Array<{ keyId: string; count: number; last: number }>> {
    const ids = (await this.redis.spop(DIRTY_USAGE_SET, batch)) as string[];
    const taken: Array<{ keyId: string; count: number; last: number }> = [];
    for (const keyId of ids) {
      const [count, last] = (await (this.redis as unknown as { astroTakeUsage(key: string): Promise<string[]> }).astroTakeUsage(
        usageKey(keyId),
      )) as [string, string];
      if (Number(count) > 0) taken.push({ keyId, count: Number(count), last: Number(last) });
    }
    return taken;
  }

  /** Puts usage back when it could not be written to the database. */
  async restoreUsage(entries: Array<{ keyId: string; count: number; last: number }>): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const { keyId, count, last } of entries) {
      pipeline.hincrby(usageKey(keyId), 'count', count);
      pipeline.hset(usageKey(keyId), 'last', last);
      pipeline.sadd(DIRTY_USAGE_SET, keyId);
    }
    await pipeline.exec();
  }
}
