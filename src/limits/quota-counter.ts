/**
 * The monthly request quota of an account (the key owner's requests in the organization, this
 * calendar month in UTC), exact across every web process without a Redis call per request.
 *
 * Redis keeps each account month's count of requests granted. A process leases requests from it
 * with one atomic script that never grants beyond the quota, and spends them locally: so the
 * requests admitted never exceed the quota, however many processes share it. A lease holds
 * `quotaLeaseSize(quota)` requests (a hundredth of the quota, between 1 and 100), or what is left.
 * Requests a process leased but did not use are given back once the account has been idle there
 * for a second while it is near its quota (fewer than ten leases left), else after a minute idle,
 * and at shutdown; until then another process may refuse up to that many requests early.
 *
 * A quota lowered below what was already leased lets each process spend at most the lease it
 * holds. While Redis is down, requests are let through (the meter fails open) and counted here;
 * their count is added to Redis when it is back. An unlimited account (quota 0) is only counted.
 */
import type { Redis } from 'ioredis';
import { monthKey, nextMonthStart } from './calendar-month.ts';
import { withDeadline } from '../redis/deadline.ts';

const LEASE_SCRIPT = `
local quota = tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local grant = math.min(want, quota - used)
if grant < 0 then grant = 0 end
if grant > 0 then
  used = redis.call('INCRBY', KEYS[1], grant)
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
end
return {grant, used}
`;

/** Redis keeps an account month's count this long (seconds): past the month's end. */
const TTL_SECONDS = 40 * 86400;
/** Unused leased requests go back to Redis after the account was idle this long in this process, near its quota… */
export const RETURN_AFTER_IDLE_MS = 1000;
/** …and this long otherwise (nobody is refused early far from the quota). */
export const RETURN_AFTER_IDLE_FAR_MS = 60_000;
/** "Near the quota": fewer than this many leases left. */
const NEAR_IN_LEASES = 10;
/** After a lease found the quota spent, this process refuses locally this long before asking again. */
const RECHECK_SPENT_MS = 1000;

/** The most requests one lease may hold: a hundredth of the quota, between 1 and 100. */
export function quotaLeaseSize(quota: number): number {
  return Math.max(1, Math.min(100, Math.ceil(quota / 100)));
}

interface AccountMonth {
  redisKey: string;
  month: string;
  /** Leased requests not used yet. */
  tokens: number;
  /** Requests admitted without a lease (unlimited, or Redis down), not yet added to Redis. */
  unleased: number;
  /** The count in Redis as of the last lease or sync. */
  known: number;
  /** The quota as of the last request (0 = unlimited). */
  quota: number;
  lastGrant: number;
  lastUse: number;
  /** When a lease last found the quota spent, and for which quota (0 = not spent). */
  spentAt: number;
  spentQuota: number;
  leasing: Promise<void> | undefined;
}

export type QuotaDecision = { allowed: true; used: number } | { allowed: false; used: number };

export class QuotaCounter {
  /** Every account month counted, by Redis key. */
  private readonly accounts = new Map<string, AccountMonth>();
  /** The current month's account of each caller, by organization and user: found per request without building its key. */
  private readonly byCaller = new Map<string, Map<string, AccountMonth>>();
  /** The calendar month of the last request, and the instants it spans. */
  private month = { key: '', startsAt: 0, endsAt: 0 };

  constructor(private readonly redis: Redis) {
    redis.defineCommand('astroLeaseQuota', { numberOfKeys: 1, lua: LEASE_SCRIPT });
  }

  private monthAt(nowMs: number): string {
    if (nowMs < this.month.startsAt || nowMs >= this.month.endsAt) {
      const now = new Date(nowMs);
      this.month = { key: monthKey(now), startsAt: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), endsAt: nextMonthStart(now).getTime() };
    }
    return this.month.key;
  }

  private account(organizationId: string, userId: string, nowMs: number): AccountMonth {
    const month = this.monthAt(nowMs);
    let users = this.byCaller.get(organizationId);
    if (!users) this.byCaller.set(organizationId, (users = new Map()));
    let account = users.get(userId);
    if (account?.month !== month) {
      const redisKey = `quota:${organizationId}:${userId}:${month}`;
      account = this.accounts.get(redisKey);
      if (!account) {
        account = { redisKey, month, tokens: 0, unleased: 0, known: 0, quota: 0, lastGrant: 0, lastUse: 0, spentAt: 0, spentQuota: 0, leasing: undefined };
        this.accounts.set(redisKey, account);
      }
      users.set(userId, account);
    }
    return account;
  }

  /** Counts one request from what this process holds, without I/O; null when a lease must be asked for first. */
  tryAdmit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): QuotaDecision | null {
    const account = this.account(organizationId, userId, nowMs);
    account.quota = quota;
    if (quota <= 0) {
      account.unleased++;
      return { allowed: true, used: account.known + account.unleased };
    }
    if (account.tokens > 0) {
      account.tokens--;
      account.lastUse = nowMs;
      if (account.tokens > 0 && account.tokens <= account.lastGrant >> 2 && !account.leasing) {
        this.startLease(account, quota, nowMs).catch(() => {});
      }
      return { allowed: true, used: account.known + account.unleased - account.tokens };
    }
    if (account.spentQuota === quota && nowMs - account.spentAt < RECHECK_SPENT_MS) {
      return { allowed: false, used: account.known + account.unleased };
    }
    return null;
  }

  /**
   * Counts one request against a quota (0 = unlimited), leasing from Redis when this process
   * holds none. Throws when Redis fails (the request is then counted for later: callers fail open).
   */
  async admit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): Promise<QuotaDecision> {
    const account = this.account(organizationId, userId, nowMs);
    for (let attempt = 0; attempt < 100; attempt++) {
      const decision = this.tryAdmit(organizationId, userId, quota, nowMs);
      if (decision) return decision;
      try {
        await this.startLease(account, quota, nowMs);
      } catch (error) {
        account.unleased++;
        throw error;
      }
      // Requests waiting on the same lease may have taken its grant: then ask again.
    }
    return this.tryAdmit(organizationId, userId, quota, nowMs) ?? { allowed: false, used: account.known + account.unleased };
  }

  private startLease(account: AccountMonth, quota: number, nowMs: number): Promise<void> {
    account.leasing ??= this.lease(account, quota, nowMs).finally(() => {
      account.leasing = undefined;
    });
    return account.leasing;
  }

  /** Asks Redis for requests of the account; `now` is the asking request's clock (epoch ms). */
  private async lease(account: AccountMonth, quota: number, now: number): Promise<void> {
    const want = quotaLeaseSize(quota);
    const leasing = (this.redis as unknown as {
      astroLeaseQuota(key: string, quota: number, want: number, ttl: number): Promise<[number, number]>;
    }).astroLeaseQuota(account.redisKey, quota, want, TTL_SECONDS);
    const [grant, used] = await withDeadline(leasing, 'quota lease');
    account.tokens += grant;
    account.known = used;
    account.lastGrant = grant;
    if (grant === 0) {
      account.spentAt = now;
      account.spentQuota = quota;
    } else {
      account.spentAt = 0;
      account.spentQuota = 0;
    }
  }

  /**
   * Requests counted for the account this month: Redis's count (every process's leases and
   * unleased counts) less what this process leased and has not used, plus its unleased ones not
   * yet added. Requests other processes leased and have not used yet count as used until given back.
   */
  async used(organizationId: string, userId: string, nowMs = Date.now()): Promise<number> {
    const account = this.account(organizationId, userId, nowMs);
    // What this process holds, taken when the read is sent: a sync sent before it is in Redis's
    // answer (one connection keeps the order), one sent after it is still in this figure.
    const local = account.unleased - account.tokens;
    const stored = Number((await withDeadline(this.redis.get(account.redisKey), 'quota read')) ?? 0);
    return stored + local;
  }

  /**
   * Adds unleased counts to Redis and gives back the leases of accounts idle for a second
   * (`all`: every lease, at shutdown).
   */
  async sync(nowMs = Date.now(), all = false): Promise<void> {
    const givesBack = (a: AccountMonth) => {
      if (a.tokens === 0) return false;
      if (all) return true;
      const near = a.quota > 0 && a.quota - a.known < NEAR_IN_LEASES * quotaLeaseSize(a.quota);
      return nowMs - a.lastUse >= (near ? RETURN_AFTER_IDLE_MS : RETURN_AFTER_IDLE_FAR_MS);
    };
    const entries = [...this.accounts.values()].filter((a) => !a.leasing && (a.unleased > 0 || givesBack(a)));
    if (entries.length > 0) {
      const pipeline = this.redis.pipeline();
      const changes = entries.map((account) => {
        const given = givesBack(account) ? account.tokens : 0;
        const delta = account.unleased - given;
        pipeline.incrby(account.redisKey, delta);
        pipeline.expire(account.redisKey, TTL_SECONDS);
        account.unleased = 0;
        account.tokens -= given;
        return { account, unleased: delta + given, given };
      });
      let replies;
      try {
        replies = (await withDeadline(pipeline.exec(), 'quota sync')) ?? [];
      } catch (error) {
        // Not known whether Redis applied it. Unleased counts are kept for the next attempt
        // (counted twice at worst); requests given back are not kept, since giving them back twice
        // would let more than the quota through (at worst they stay unusable this month).
        for (const { account, unleased } of changes) account.unleased += unleased;
        throw error;
      }
      changes.forEach(({ account, unleased, given }, i) => {
        const [error, total] = replies[i * 2] ?? [new Error('no reply'), null];
        if (error) {
          account.unleased += unleased;
        } else {
          account.known = Number(total);
          if (given > 0) account.spentAt = 0;
        }
      });
    }
    // Forget months that are over, and accounts with nothing held.
    const current = this.monthAt(nowMs);
    for (const [key, account] of this.accounts) {
      if (account.month !== current && account.unleased === 0 && !account.leasing) this.accounts.delete(key);
    }
    for (const [organizationId, users] of this.byCaller) {
      for (const [userId, account] of users) if (account.month !== current) users.delete(userId);
      if (users.size === 0) this.byCaller.delete(organizationId);
    }
  }
}
