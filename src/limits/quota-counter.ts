/**
 * The monthly request quota of an account (the key owner's requests in the organization, this
 * calendar month in UTC), held exactly across every web process without a Redis call per request.
 *
 * Redis keeps two counts per account month:
 * - admitted (`quota:<org>:<user>:<month>`): requests let through. Each process counts its own
 *   and adds them every second; `used()` (GET /api/usage) reports this, never requests leased
 *   and not used.
 * - granted (`…:granted`): requests leased out to processes. A process leases with one atomic
 *   script that never grants beyond the quota (it counts at least the admitted count as granted),
 *   and spends the lease locally, so the requests admitted never exceed the quota however many
 *   processes share it.
 *
 * A lease holds `quotaLeaseSize(quota)` requests (a hundredth of the quota, between 1 and 100);
 * far from the quota the next one is asked for when a quarter is left, topping the process up to
 * one lease's worth, so that a busy account's requests do not wait for Redis. Near the quota (fewer than NEAR_IN_LEASES leases left) a lease holds only what the requests
 * waiting for it need, so nothing is stranded in a process that receives no more requests.
 * Requests leased and not used go back once the account has been idle for RETURN_AFTER_IDLE_MS
 * in this process, and at shutdown.
 *
 * A lease remembers the quota it was granted under. When a request arrives with another quota
 * (the organization's quota changed: the principal is re-read within the staleness bound, see
 * src/auth/authorization-changes.ts), what is left of the lease is handed back in the same script
 * that asks for one under the new quota; a lowered quota is therefore in force as soon as the
 * process sees it. What a process knows already spent (the admitted count as of its last sync
 * plus its own requests since) is refused without Redis.
 *
 * When Redis cannot be reached, requests are decided by what the process knows (its last synced
 * admitted count plus its own requests since) for OFFLINE_RETRY_MS before Redis is asked again;
 * when it knows nothing, the request is counted and the error thrown: the meter fails open.
 * Counts made meanwhile are added when Redis is back.
 */
import type { Redis } from 'ioredis';
import { StallWatch } from '../redis/deadline.ts';
import { monthKey, nextMonthStart } from './calendar-month.ts';
import { APPLIED_TTL_SECONDS, APPLY_ONCE_LUA, BatchNumbers } from './sync-batches.ts';

/**
 * KEYS: granted, admitted. ARGV: quota, lease size, requests waiting, requests handed back, near
 * (in leases), TTL (s). Returns the grant, the admitted count and the granted count.
 */
const LEASE_SCRIPT = `
local quota = tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local need = tonumber(ARGV[3])
local admitted = tonumber(redis.call('GET', KEYS[2]) or '0')
local granted = tonumber(redis.call('GET', KEYS[1]) or '0') - tonumber(ARGV[4])
if granted < admitted then granted = admitted end
local left = quota - granted
local grant = want
if left < tonumber(ARGV[5]) * want then grant = math.min(need, want) end
if grant > left then grant = left end
if grant < 0 then grant = 0 end
redis.call('SET', KEYS[1], granted + grant, 'EX', tonumber(ARGV[6]))
return {grant, admitted, granted + grant}
`;

/**
 * Adds one batch of a process's admitted counts and hands back its unused leases, once (see
 * sync-batches.ts), and answers each account's admitted total. KEYS: the process's applied
 * number, then per account its admitted and granted counts. ARGV: the batch number, its TTL, the
 * counts' TTL, then per account the requests admitted and handed back.
 */
const SYNC_SCRIPT = `${APPLY_ONCE_LUA}
local ttl = tonumber(ARGV[3])
local totals = {}
for j = 0, (#KEYS - 1) / 2 - 1 do
  local admitted, granted = KEYS[2 + 2 * j], KEYS[3 + 2 * j]
  local given = tonumber(ARGV[5 + 2 * j])
  if fresh then
    redis.call('INCRBY', admitted, ARGV[4 + 2 * j])
    redis.call('EXPIRE', admitted, ttl)
    if given > 0 then
      redis.call('DECRBY', granted, given)
      redis.call('EXPIRE', granted, ttl)
    end
  end
  totals[j + 1] = tonumber(redis.call('GET', admitted) or '0')
end
return totals
`;

/** Redis keeps an account month's counts this long (seconds): past the month's end. */
const TTL_SECONDS = 40 * 86400;
/** Leased requests not used go back to Redis after the account was idle this long in this process. */
export const RETURN_AFTER_IDLE_MS = 1000;
/** "Near the quota": fewer than this many leases left; leases then hold only what is waiting. */
export const NEAR_IN_LEASES = 10;
/** After a lease found the quota spent, this process refuses locally this long before asking again. */
export const RECHECK_SPENT_MS = 1000;
/** After Redis failed, this process decides from what it knows this long before asking again. */
export const OFFLINE_RETRY_MS = 1000;
/** An account with nothing held or pending is forgotten after this long without requests. */
const FORGET_AFTER_MS = 60_000;

/** The most requests one lease holds: a hundredth of the quota, between 1 and 100. */
export function quotaLeaseSize(quota: number): number {
  return Math.max(1, Math.min(100, Math.ceil(quota / 100)));
}

interface Waiter {
  quota: number;
  nowMs: number;
  resolve(decision: QuotaDecision): void;
  reject(error: unknown): void;
}

interface AccountMonth {
  redisKey: string;
  grantedKey: string;
  month: string;
  /** The admitted count in Redis as of the last sync (undefined until known). */
  known: number | undefined;
  /** Requests admitted here and not yet sent to Redis. */
  pending: number;
  /** Requests admitted here sent by a sync whose reply has not come: not in `known`, no longer in `pending`. */
  sending: number;
  /** Syncs that have sent this account's counts (a lease's admitted count is trusted only if none did meanwhile). */
  syncs: number;
  /** Leased requests not used yet, and the quota they were granted under. */
  tokens: number;
  leaseQuota: number;
  /** The last lease left at least NEAR_IN_LEASES leases: the next one may be asked for before this one runs out. */
  far: boolean;
  /** Leased requests to hand back with the next sync. */
  giveBack: number;
  lastUse: number;
  /** When a lease last found the quota spent, and under which quota (0 = not spent). */
  spentAt: number;
  spentQuota: number;
  /** Until when Redis is not asked after a failure (epoch ms). */
  offlineUntil: number;
  waiters: Waiter[];
  leasing: boolean;
}

export type QuotaDecision = { allowed: true; used: number } | { allowed: false; used: number };

/** The account's use cannot be told: Redis did not answer and this process never learnt the total. */
export class QuotaUnknownError extends Error {
  constructor(cause: unknown) {
    super('the quota count cannot be read from Redis and this process has none', { cause });
    this.name = 'QuotaUnknownError';
  }
}

/** Counts sent to Redis under one batch number: per account, requests admitted and handed back. */
interface QuotaBatch {
  seq: number;
  entries: { account: AccountMonth; counted: number; given: number }[];
}

type SyncPipeline = {
  astroSyncQuota(numberOfKeys: number, ...args: (string | number)[]): SyncPipeline;
  exec(): Promise<Array<[Error | null, unknown]> | null>;
};

type LeaseCall = (
  granted: string,
  admitted: string,
  quota: number,
  want: number,
  need: number,
  back: number,
  near: number,
  ttl: number,
) => Promise<[number, number, number]>;

export class QuotaCounter {
  /** Every account month counted, by Redis key. */
  private readonly accounts = new Map<string, AccountMonth>();
  /** The current month's account of each caller, by organization and user: found per request without building its key. */
  private readonly byCaller = new Map<string, Map<string, AccountMonth>>();
  /** The calendar month of the last request, and the instants it spans. */
  private month = { key: '', startsAt: 0, endsAt: 0 };
  private readonly leaseCall: LeaseCall;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly numbers = new BatchNumbers('quota');
  /** Batches whose pipeline failed: sent again, under their own numbers, ahead of newer counts. */
  private retry: QuotaBatch[] = [];
  /** The sync pipeline in flight (at most one); resolves to its failure, if any. */
  private syncing: Promise<Error | undefined> | undefined;

  /** `watch`: the connection's stalls, shared with the other counters on it. */
  constructor(
    private readonly redis: Redis,
    private readonly watch = new StallWatch(),
  ) {
    redis.defineCommand('astroLeaseQuota', { numberOfKeys: 2, lua: LEASE_SCRIPT });
    redis.defineCommand('astroSyncQuota', { lua: SYNC_SCRIPT });
    const commands = redis as unknown as { astroLeaseQuota: LeaseCall };
    this.leaseCall = commands.astroLeaseQuota.bind(redis);
  }

  private monthAt(nowMs: number): string {
    if (nowMs < this.month.startsAt || nowMs >= this.month.endsAt) {
      const now = new Date(nowMs);
      this.month = {
        key: monthKey(now),
        startsAt: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
        endsAt: nextMonthStart(now).getTime(),
      };
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
        account = {
          redisKey,
          grantedKey: `${redisKey}:granted`,
          month,
          known: undefined,
          pending: 0,
          sending: 0,
          syncs: 0,
          tokens: 0,
          leaseQuota: 0,
          far: false,
          giveBack: 0,
          lastUse: nowMs,
          spentAt: 0,
          spentQuota: 0,
          offlineUntil: 0,
          waiters: [],
          leasing: false,
        };
        this.accounts.set(redisKey, account);
      }
      users.set(userId, account);
    }
    return account;
  }

  /** What this process knows the account has used: the last synced admitted count plus its own requests since. */
  private local(account: AccountMonth): number {
    return (account.known ?? 0) + account.sending + account.pending;
  }

  private admitted(account: AccountMonth, nowMs: number): QuotaDecision {
    account.pending++;
    account.lastUse = nowMs;
    return { allowed: true, used: this.local(account) };
  }

  /** Counts one request from what this process holds, without I/O; null when Redis must be asked first. */
  tryAdmit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): QuotaDecision | null {
    const account = this.account(organizationId, userId, nowMs);
    if (quota <= 0) {
      // Unlimited: only counted; a lease held from a quota is handed back.
      account.giveBack += account.tokens;
      account.tokens = 0;
      return this.admitted(account, nowMs);
    }
    if (account.known !== undefined && this.local(account) >= quota)
      return { allowed: false, used: this.local(account) };
    if (account.tokens > 0 && account.leaseQuota === quota && account.waiters.length === 0) {
      account.tokens--;
      // Far from the quota, the next lease is asked for when a quarter of this one is left, so
      // that requests do not wait for Redis while the account is busy.
      if (account.far && account.tokens > 0 && account.tokens <= quotaLeaseSize(quota) >> 2)
        this.lease(account, { quota, nowMs });
      return this.admitted(account, nowMs);
    }
    if (account.spentQuota === quota && nowMs - account.spentAt < RECHECK_SPENT_MS)
      return { allowed: false, used: this.local(account) };
    return null;
  }

  /**
   * Counts one request against a quota (0 = unlimited), leasing from Redis when this process
   * holds nothing for it. When Redis fails it decides from what this process knows; it rejects
   * (with the request counted) only when that is nothing: callers then fail open.
   */
  admit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): Promise<QuotaDecision> {
    const decided = this.tryAdmit(organizationId, userId, quota, nowMs);
    if (decided) return Promise.resolve(decided);
    const account = this.account(organizationId, userId, nowMs);
    if (nowMs < account.offlineUntil)
      return this.offline(account, quota, nowMs, new Error('Redis failed a moment ago'));
    return new Promise<QuotaDecision>((resolve, reject) => {
      account.waiters.push({ quota, nowMs, resolve, reject });
      this.lease(account);
    });
  }

  /** Decides without Redis from what this process knows; rejects (the request counted) when it knows nothing. */
  private offline(account: AccountMonth, quota: number, nowMs: number, cause: unknown): Promise<QuotaDecision> {
    if (account.known === undefined) {
      this.admitted(account, nowMs);
      return Promise.reject(new QuotaUnknownError(cause));
    }
    if (quota > 0 && this.local(account) >= quota)
      return Promise.resolve({ allowed: false, used: this.local(account) });
    return Promise.resolve(this.admitted(account, nowMs));
  }

  /**
   * Asks Redis for a lease for the first waiting request's quota, or ahead of need (`early`);
   * one call per account at a time. A process holds at most one lease's worth.
   */
  private lease(account: AccountMonth, early?: { quota: number; nowMs: number }): void {
    if (account.leasing) return;
    const first = account.waiters[0] ?? early;
    if (!first) return;
    const { quota, nowMs } = first;
    if (this.redis.status !== 'ready' || this.watch.stalled) {
      // Not connected, or an earlier call still unanswered: nothing is sent, so the lease held is kept as it is.
      this.goOffline(
        account,
        nowMs,
        new Error(`Redis is not answering (${this.watch.stalled ? 'stalled' : this.redis.status})`),
      );
      return;
    }
    const need = account.waiters.filter((w) => w.quota === quota).length;
    // A lease granted under another quota is handed back in the same call.
    const back = account.leaseQuota === quota ? 0 : account.tokens;
    account.tokens -= back;
    const size = quotaLeaseSize(quota);
    const want = Math.max(1, size - account.tokens);
    account.leasing = true;
    const sendingBefore = account.sending;
    const syncsBefore = account.syncs;
    const call = this.leaseCall(
      account.grantedKey,
      account.redisKey,
      quota,
      want,
      need,
      back,
      NEAR_IN_LEASES,
      TTL_SECONDS,
    );
    const settled = this.watch.deadline(call, 'quota lease').then(
      ([grant, admitted, granted]) => {
        account.leasing = false;
        account.tokens += grant;
        account.leaseQuota = quota;
        account.far = quota - granted >= NEAR_IN_LEASES * size;
        if (grant > 0) [account.spentAt, account.spentQuota] = [0, 0];
        else if (need > 0) [account.spentAt, account.spentQuota] = [nowMs, quota];
        // The admitted count is this process's to trust only if no sync of its counts was in
        // flight or sent meanwhile (else it may or may not hold them).
        if (sendingBefore === 0 && account.syncs === syncsBefore)
          account.known = Math.max(account.known ?? 0, admitted);
        this.serve(account, grant === 0 && need > 0 ? quota : undefined);
        this.lease(account);
      },
      (error: unknown) => {
        // Sent, but whether Redis took the requests handed back is not known: they are not kept
        // (at worst they stay unusable this month; keeping them could let more than the quota through).
        account.leasing = false;
        this.goOffline(account, nowMs, error);
      },
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  /** A sync's replies: applied batches teach the totals, failed ones wait to be sent again. */
  private settle(batches: QuotaBatch[], replyOf: (index: number) => [Error | null, unknown]): Error | undefined {
    let failure: Error | undefined;
    batches.forEach((batch, i) => {
      const [error, totals] = replyOf(i);
      if (error) {
        failure ??= error;
        this.retry.push(batch);
        return;
      }
      batch.entries.forEach(({ account, counted }, j) => {
        account.sending -= counted;
        account.known = Math.max(account.known ?? 0, Number((totals as number[])[j]));
      });
    });
    return failure;
  }

  /** Resolves once no lease asked for so far is in flight (tests). */
  async leasesSettled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** Redis failed: the waiting requests are decided from what this process knows, and so are the next ones for a while. */
  private goOffline(account: AccountMonth, nowMs: number, error: unknown): void {
    account.offlineUntil = nowMs + OFFLINE_RETRY_MS;
    const waiters = account.waiters.splice(0);
    for (const waiter of waiters)
      this.offline(account, waiter.quota, waiter.nowMs, error).then(waiter.resolve, waiter.reject);
  }

  /** Gives waiting requests the tokens held, in order; `spent`: the quota a lease found spent (its waiters are refused). */
  private serve(account: AccountMonth, spent: number | undefined): void {
    const still: Waiter[] = [];
    for (const waiter of account.waiters) {
      if (waiter.quota === account.leaseQuota && account.tokens > 0) {
        account.tokens--;
        waiter.resolve(this.admitted(account, waiter.nowMs));
      } else if (waiter.quota === spent) {
        waiter.resolve({ allowed: false, used: this.local(account) });
      } else {
        still.push(waiter);
      }
    }
    account.waiters = still;
  }

  /**
   * Requests admitted for the account this month (leased and not used ones are not): Redis's
   * total plus this process's counts not in it yet. The counts still pending when the read is
   * sent are added to its answer (a sync sent before the read is ahead of it on the one
   * connection, so its counts are in the answer; one sent after it moves them to `sending` and
   * must not make them vanish). When Redis cannot be read, what this process knows: the total as
   * of its last sync plus its counts since (sent or not). Rejects with QuotaUnknownError when
   * Redis cannot be read and this process has never learnt the account's total.
   */
  async used(organizationId: string, userId: string, nowMs = Date.now()): Promise<number> {
    const account = this.account(organizationId, userId, nowMs);
    const unsent = account.pending;
    let stored: number;
    try {
      // An explicit pipeline is written at once, as the sync's is (a plain command waits for the
      // auto-pipeline's flush, and a sync written meanwhile would be counted twice).
      const [[error, value]] = (await this.watch.deadline(
        this.redis.pipeline().get(account.redisKey).exec(),
        'quota read',
      )) ?? [[new Error('no reply'), null]];
      if (error) throw error;
      stored = Number(value ?? 0);
    } catch (error) {
      if (account.known === undefined) throw new QuotaUnknownError(error);
      return this.local(account);
    }
    return Math.max(stored + unsent, account.known === undefined ? 0 : this.local(account));
  }

  /**
   * Adds this process's admitted counts to Redis (learning the totals) and hands back leased
   * requests of accounts idle here for RETURN_AFTER_IDLE_MS (`all`: every lease, at shutdown),
   * each exactly once. While an earlier sync's pipeline is unanswered (Redis stalls), nothing
   * more is sent: this rejects after the deadline, and the counts stay counted here (`sending`,
   * `pending`) for the decisions this process makes meanwhile.
   */
  async sync(nowMs = Date.now(), all = false): Promise<void> {
    while (this.syncing) await this.watch.deadline(this.syncing, 'quota sync');
    const current = this.monthAt(nowMs);
    // Not connected: nothing is taken out of the counts (a request that cannot be sent is not applied).
    if (this.redis.status !== 'ready') throw new Error(`quota sync: Redis is not connected (${this.redis.status})`);
    for (const account of this.accounts.values()) {
      if (
        account.tokens > 0 &&
        !account.leasing &&
        account.waiters.length === 0 &&
        (all || nowMs - account.lastUse >= RETURN_AFTER_IDLE_MS)
      ) {
        account.giveBack += account.tokens;
        account.tokens = 0;
      }
    }
    const batches = this.retry.splice(0);
    const entries = [...this.accounts.values()].filter(
      (a) => a.pending > 0 || a.giveBack > 0 || (a.known !== undefined && a.month === current),
    );
    if (entries.length > 0) {
      batches.push({
        seq: this.numbers.next(),
        entries: entries.map((account) => {
          const sent = { account, counted: account.pending, given: account.giveBack };
          account.sending += account.pending;
          account.pending = 0;
          account.giveBack = 0;
          return sent;
        }),
      });
    }
    if (batches.length > 0) {
      const pipeline = this.redis.pipeline() as unknown as SyncPipeline;
      for (const { seq, entries: sent } of batches) {
        const keys = [
          this.numbers.appliedKey,
          ...sent.flatMap(({ account }) => [account.redisKey, account.grantedKey]),
        ];
        pipeline.astroSyncQuota(
          keys.length,
          ...keys,
          seq,
          APPLIED_TTL_SECONDS,
          TTL_SECONDS,
          ...sent.flatMap(({ counted, given }) => [counted, given]),
        );
        for (const { account } of sent) account.syncs++;
      }
      // Settles when Redis answers or the connection gives the commands up, never by a timer.
      const syncing = pipeline.exec().then(
        (replies) => this.settle(batches, (i) => replies?.[i] ?? [new Error('no reply'), null]),
        (error: Error) => this.settle(batches, () => [error, null]),
      );
      this.syncing = syncing;
      void syncing.finally(() => {
        if (this.syncing === syncing) this.syncing = undefined;
      });
      const failure = await this.watch.deadline(syncing, 'quota sync');
      if (failure) throw failure;
    }
    // Forget months that are over, and accounts idle with nothing held.
    for (const [key, account] of this.accounts) {
      const idle =
        account.pending === 0 &&
        account.sending === 0 &&
        account.giveBack === 0 &&
        account.tokens === 0 &&
        !account.leasing &&
        account.waiters.length === 0;
      if (idle && (account.month !== current || nowMs - account.lastUse >= FORGET_AFTER_MS)) this.accounts.delete(key);
    }
    for (const [organizationId, users] of this.byCaller) {
      for (const [userId, account] of users) if (this.accounts.get(account.redisKey) !== account) users.delete(userId);
      if (users.size === 0) this.byCaller.delete(organizationId);
    }
  }
}
