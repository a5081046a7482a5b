/**
 * Counts each authenticated request against its key's rate limit (Redis) and its account's
 * monthly quota (PostgreSQL), and in its key's usage (PostgreSQL); writes the local counts to the
 * database every sync interval (a second by default; it also hands back quota leases idle for a
 * second).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { Database } from '../db/connect.ts';
import type { Logger } from '../logger.ts';
import { StallWatch } from '../redis/deadline.ts';
import { Repeat } from '../timers.ts';
import { nextMonthStart } from './calendar-month.ts';
import { QuotaCounter } from './quota-counter.ts';
import { PostgresQuotaStore } from './quota-store.ts';
import { type RateLimitDecision, RateLimitLeases } from './rate-limit-leases.ts';
import { DATABASE_DEADLINE_MS, forgetGoneProcesses } from './sync-batches.ts';
import { UsageCounter } from './usage-counter.ts';
import { PostgresUsageStore } from './usage-store.ts';

export interface MeteredRequest {
  keyId: string;
  organizationId: string;
  userId: string;
  rateLimit: { enabled: boolean; windowMs: number; max: number };
  /** Monthly quota of the account; 0 = unlimited. */
  monthlyQuota: number;
}

export type MeterResult =
  | { outcome: 'allowed'; rateLimit?: RateLimitDecision }
  | { outcome: 'rate-limited'; rateLimit: RateLimitDecision }
  | { outcome: 'quota-exceeded'; rateLimit?: RateLimitDecision; resetsAt: string };

export class RequestMeter {
  readonly rateLimits: RateLimitLeases;
  readonly quotas: QuotaCounter;
  readonly usage: UsageCounter;
  private readonly syncs: Repeat<void>;
  private lastWarning = 0;

  /** Names this process's batches of counts in the database (meter_batches). */
  readonly processId = randomUUID();

  /** `now`: the clock, epoch ms (tests inject one to end rate-limit windows without waiting). */
  constructor(
    private readonly redis: Redis,
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly syncIntervalMs = 1000,
    private readonly now: () => number = Date.now,
  ) {
    this.rateLimits = new RateLimitLeases(redis, now, new StallWatch(), { recall: true });
    // One watch for the database calls of both counters: a stalled database holds up both.
    const database = new StallWatch('the database', DATABASE_DEADLINE_MS);
    this.quotas = new QuotaCounter(new PostgresQuotaStore(db), database, this.processId);
    this.usage = new UsageCounter(new PostgresUsageStore(db), database, this.processId);
    this.syncs = new Repeat(() => this.syncOnce(false), syncIntervalMs);
  }

  start(): void {
    void this.rateLimits.start();
    forgetGoneProcesses(this.db).catch((error: unknown) => this.warn(error, 'could not prune meter_batches'));
    this.syncs.start();
  }

  /**
   * Decides one request: synchronously from what this process holds (the usual case), or with a
   * promise when Redis (rate limit) or the database (quota) must be asked first. An unreachable
   * Redis lets the request through (the rate limit fails open); an unreachable database beyond
   * the quota's offline allowance rejects with QuotaUnknownError (callers answer 503).
   */
  admit(request: MeteredRequest, now = this.now()): MeterResult | Promise<MeterResult> {
    let rateLimit: RateLimitDecision | undefined;
    if (request.rateLimit.enabled) {
      const decision = this.rateLimits.tryAcquire(
        request.keyId,
        request.rateLimit.max,
        request.rateLimit.windowMs,
        now,
      );
      if (decision === null) return this.admitAfterLease(request);
      if (!decision.allowed) return { outcome: 'rate-limited', rateLimit: decision };
      rateLimit = decision;
    }
    const quota = this.quotas.tryAdmit(request.organizationId, request.userId, request.monthlyQuota, now);
    if (quota === null) return this.admitAfterQuotaLease(request, rateLimit);
    return this.settle(request, rateLimit, quota.allowed, now);
  }

  private async admitAfterLease(request: MeteredRequest): Promise<MeterResult> {
    let rateLimit: RateLimitDecision | undefined;
    try {
      rateLimit = await this.rateLimits.acquire(request.keyId, request.rateLimit.max, request.rateLimit.windowMs);
    } catch (error) {
      // The rate limit fails open; the quota still decides, and counts the request exactly once.
      this.warn(error, 'Redis unreachable: the rate limit is not enforced (fail open)');
    }
    if (rateLimit && !rateLimit.allowed) return { outcome: 'rate-limited', rateLimit };
    return this.admitAfterQuotaLease(request, rateLimit);
  }

  private async admitAfterQuotaLease(
    request: MeteredRequest,
    rateLimit: RateLimitDecision | undefined,
  ): Promise<MeterResult> {
    const quota = await this.quotas.admit(request.organizationId, request.userId, request.monthlyQuota, this.now());
    return this.settle(request, rateLimit, quota.allowed);
  }

  private settle(
    request: MeteredRequest,
    rateLimit: RateLimitDecision | undefined,
    quotaAllowed: boolean,
    now = this.now(),
  ): MeterResult {
    if (!quotaAllowed)
      return { outcome: 'quota-exceeded', rateLimit, resetsAt: nextMonthStart(new Date(now)).toISOString() };
    this.usage.count(request.keyId, now);
    return { outcome: 'allowed', rateLimit };
  }

  /**
   * Counts a request admitted without metering (Redis unreachable, the caller failed open) in its
   * key's usage: the count waits in this process and reaches the database with the next sync.
   */
  countUnmetered(keyId: string, now = this.now()): void {
    this.usage.count(keyId, now);
  }

  /** Settles once the meter's Redis connection is ready (at once when it is), e.g. after an outage. */
  async connected(): Promise<void> {
    if (this.redis.status !== 'ready') await once(this.redis, 'ready');
  }

  /** Writes local counts to the database now (after a sync under way, if any). */
  sync(): Promise<void> {
    return this.syncs.now();
  }

  /** One sync (`final`: also hands back every quota lease, at shutdown). */
  private async syncOnce(final: boolean): Promise<void> {
    // Rate-limit tokens idle here go back to Redis whatever the database does (all at shutdown).
    const returned = this.rateLimits.sweep(this.now(), final);
    try {
      await Promise.all([this.quotas.sync(this.now(), final), this.usage.sync(), final && returned]);
    } catch (error) {
      this.warn(error, 'could not write request counts to the database; kept for the next attempt');
    }
  }

  /** One warning in ten seconds at most: an outage fails every call. */
  private warn(error: unknown, message: string): void {
    if (Date.now() - this.lastWarning < 10_000) return;
    this.lastWarning = Date.now();
    this.logger.warn({ err: error }, message);
  }

  /** Stops the timer, sends the last counts and hands back the quota leased and not used. */
  async stop(): Promise<void> {
    await this.syncs.stop();
    await this.syncOnce(true);
    this.rateLimits.close();
  }
}
