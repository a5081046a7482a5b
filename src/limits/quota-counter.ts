/**
 * The monthly request quota of an account (the key owner's requests in the organization, this
 * calendar month in UTC). Each process counts locally and adds its counts to Redis every
 * second; it knows the account's total as of its last sync and refuses when that plus its own
 * unsynced count reaches the quota. Across several processes the quota is therefore enforced to
 * within about one second of traffic; within one process it is exact.
 */
import type { Redis } from 'ioredis';
import { monthKey, nextMonthStart } from './calendar-month.ts';
import { withDeadline } from '../redis/deadline.ts';

interface AccountMonth {
  redisKey: string;
  month: string;
  /** The account's total in Redis as of the last sync (undefined until first read). */
  known: number | undefined;
  pending: number;
  /** Counts sent by a sync whose reply has not come yet: not in `known`, no longer in `pending`. */
  sending: number;
  loading: Promise<void> | undefined;
}

/** The account's use cannot be told: Redis did not answer and this process never read the total. */
export class QuotaUnknownError extends Error {
  constructor(cause: unknown) {
    super('the quota count cannot be read from Redis and this process has none', { cause });
    this.name = 'QuotaUnknownError';
  }
}

export type QuotaDecision = { allowed: true; used: number } | { allowed: false; used: number };

export class QuotaCounter {
  /** Every account month counted, by Redis key. */
  private readonly accounts = new Map<string, AccountMonth>();
  /** The current month's account of each caller, by organization and user: found per request without building its key. */
  private readonly byCaller = new Map<string, Map<string, AccountMonth>>();
  /** The calendar month of the last request, and the instants it spans. */
  private month = { key: '', startsAt: 0, endsAt: 0 };

  constructor(private readonly redis: Redis) {}

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
        account = { redisKey, month, known: undefined, pending: 0, sending: 0, loading: undefined };
        this.accounts.set(redisKey, account);
      }
      users.set(userId, account);
    }
    return account;
  }

  /** Counts one request from what this process knows, without I/O; null when the total must be read first. */
  tryAdmit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): QuotaDecision | null {
    const account = this.account(organizationId, userId, nowMs);
    if (account.known === undefined) return null;
    const used = account.known + account.sending + account.pending;
    if (quota > 0 && used >= quota) return { allowed: false, used };
    account.pending++;
    return { allowed: true, used: used + 1 };
  }

  /** Counts one request against a quota (0 = unlimited). Throws if the first read from Redis fails. */
  async admit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): Promise<QuotaDecision> {
    const account = this.account(organizationId, userId, nowMs);
    if (account.known === undefined) {
      account.loading ??= withDeadline(this.redis.get(account.redisKey), 'quota read').then(
        (value) => {
          account.known = Number(value ?? 0);
          account.loading = undefined;
        },
        (error) => {
          account.loading = undefined;
          throw error;
        },
      );
      await account.loading;
    }
    return this.tryAdmit(organizationId, userId, quota, nowMs) ?? { allowed: false, used: 0 };
  }

  /**
   * Requests counted for the account this month: Redis's total plus this process's counts not in
   * it yet. The counts still pending when the read is sent are added to its answer (a sync sent
   * before the read is ahead of it on the one connection, so its counts are in the answer; one
   * sent after it moves them to `sending` and must not make them vanish). When Redis cannot be
   * read, what this process knows: the total as of its last sync plus its counts since (sent or
   * not). Rejects with QuotaUnknownError when Redis cannot be read and this process has never
   * read the account's total.
   */
  async used(organizationId: string, userId: string, nowMs = Date.now()): Promise<number> {
    const account = this.account(organizationId, userId, nowMs);
    const unsent = account.pending;
    const known = () => (account.known === undefined ? undefined : account.known + account.sending + account.pending);
    let stored: number;
    try {
      // An explicit pipeline is written at once, as the sync's is (a plain command waits for the
      // auto-pipeline's flush, and a sync written meanwhile would be counted twice).
      const [[error, value]] = (await withDeadline(this.redis.pipeline().get(account.redisKey).exec(), 'quota read')) ?? [[new Error('no reply'), null]];
      if (error) throw error;
      stored = Number(value ?? 0);
    } catch (error) {
      const local = known();
      if (local === undefined) throw new QuotaUnknownError(error);
      return local;
    }
    return Math.max(stored + unsent, known() ?? 0);
  }

  /** Adds this process's counts to Redis and learns the totals. */
  async sync(nowMs = Date.now()): Promise<void> {
    const entries = [...this.accounts.values()].filter((a) => a.pending > 0 || a.known !== undefined);
    if (entries.length === 0) return;
    const pipeline = this.redis.pipeline();
    const ttlSeconds = 40 * 86400;
    for (const account of entries) {
      pipeline.incrby(account.redisKey, account.pending);
      pipeline.expire(account.redisKey, ttlSeconds);
    }
    const counted = entries.map((a) => a.pending);
    entries.forEach((a, i) => {
      a.pending = 0;
      a.sending += counted[i];
    });
    let replies;
    try {
      replies = (await withDeadline(pipeline.exec(), 'quota sync')) ?? [];
    } catch (error) {
      entries.forEach((a, i) => {
        a.sending -= counted[i];
        a.pending += counted[i];
      });
      throw error;
    }
    entries.forEach((account, i) => {
      const [error, total] = replies[i * 2] ?? [new Error('no reply'), null];
      account.sending -= counted[i];
      if (error) account.pending += counted[i];
      else account.known = Number(total);
    });
    // Forget months that are over.
    const current = this.monthAt(nowMs);
    for (const [key, account] of this.accounts) if (account.month !== current) this.accounts.delete(key);
    for (const [organizationId, users] of this.byCaller) {
      for (const [userId, account] of users) if (account.month !== current) users.delete(userId);
      if (users.size === 0) this.byCaller.delete(organizationId);
    }
  }
}
