/**
 * The monthly request quota of an account (the key owner's requests in the organization, this
 * calendar month in UTC), held exactly across every web process without a database call per
 * request. PostgreSQL keeps the record (quota-store.ts): per account month the requests admitted
 * and the requests leased out to processes. Redis plays no part: a Redis restart, stall or outage
 * changes nothing here.
 *
 * - admitted: requests let through. Each process counts its own and adds them every sync, in
 *   numbered batches applied exactly once (sync-batches.ts); `used()` (GET /api/usage) reports
 *   this plus the process's own counts not applied yet, never requests leased and not used.
 * - granted: requests leased out. A process leases under the row's lock (quota_lease()), which
 *   never grants beyond the quota and counts at least every admitted request as granted, and
 *   spends the lease locally, so the requests admitted never exceed the quota however many
 *   processes share it.
 *
 * A lease holds `quotaLeaseSize(quota)` requests (a hundredth of the quota, between 1 and 100);
 * far from the quota the next one is asked for when a quarter is left, topping the process up to
 * one lease's worth, so that a busy account's requests do not wait for the database. Near the
 * quota (fewer than NEAR_IN_LEASES leases left) a lease holds only what the requests waiting for
 * it need, so nothing is stranded in a process that receives no more requests. Requests leased
 * and not used go back once the account has been idle for RETURN_AFTER_IDLE_MS in this process,
 * and at shutdown.
 *
 * A lease remembers the quota it was granted under. When a request arrives with another quota
 * (the organization's quota changed: the principal is re-read within the staleness bound, see
 * src/auth/authorization-changes.ts), what is left of the lease is handed back in the same call
 * that asks for one under the new quota; a lowered quota is therefore in force as soon as the
 * process sees it. What a process knows already spent (the admitted count as of its last sync
 * plus its own requests since) is refused without the database.
 *
 * When the database cannot be asked (unreachable, or no answer within DATABASE_DEADLINE_MS), a
 * process spends the lease it holds, then admits at most one lease's worth more on its own
 * (OFFLINE_ALLOWANCE: counted, and refused earlier if what it knows reaches the quota), then
 * rejects with QuotaUnknownError (the caller answers 503). It asks again after OFFLINE_RETRY_MS.
 * So a quota is never exceeded while the database answers, and by at most one lease per process
 * while it does not.
 */
import { StallWatch } from '../redis/deadline.ts';
import { monthKey, nextMonthStart } from './calendar-month.ts';
import type { AccountMonthKey, QuotaBatchRecord, QuotaStore } from './quota-store.ts';
import { BatchNumbers, DATABASE_DEADLINE_MS, Exchanges } from './sync-batches.ts';

/** Leased requests not used go back to the database after the account was idle this long in this process. */
export const RETURN_AFTER_IDLE_MS = 1000;
/** "Near the quota": fewer than this many leases left; leases then hold only what is waiting. */
export const NEAR_IN_LEASES = 10;
/** After a lease found the quota spent, this process refuses locally this long before asking again. */
export const RECHECK_SPENT_MS = 1000;
/** After the database failed, this process decides from what it knows this long before asking again. */
export const OFFLINE_RETRY_MS = 1000;
/** An account with nothing held or pending is forgotten after this long without requests. */
const FORGET_AFTER_MS = 60_000;

/** The most requests one lease holds: a hundredth of the quota, between 1 and 100. */
export function quotaLeaseSize(quota: number): number {
  return Math.max(1, Math.min(100, Math.ceil(quota / 100)));
}

/** What a process admits on its own, beyond the lease it holds, while the database cannot be asked: one lease. */
export const offlineAllowance = quotaLeaseSize;

interface Waiter {
  quota: number;
  nowMs: number;
  resolve(decision: QuotaDecision): void;
  reject(error: unknown): void;
}

interface AccountMonth extends AccountMonthKey {
  id: string;
  /** The admitted count in the database as of the last sync (undefined until known). */
  known: number | undefined;
  /** Requests admitted here and not yet sent to the database. */
  pending: number;
  /** Requests admitted here in batches not yet known applied: not in `known`, no longer in `pending`. */
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
  /** Until when the database is not asked after a failure (epoch ms). */
  offlineUntil: number;
  /** Requests this process may still admit on its own since the database last failed (undefined: it did not). */
  offlineLeft: number | undefined;
  waiters: Waiter[];
  leasing: boolean;
}

export type QuotaDecision = { allowed: true; used: number } | { allowed: false; used: number };

/** The account's use cannot be told or decided: the database did not answer and this process cannot decide alone. */
export class QuotaUnknownError extends Error {
  constructor(cause: unknown) {
    super('the quota count cannot be read from the database and this process cannot decide alone', { cause });
    this.name = 'QuotaUnknownError';
  }
}

/** Counts sent under one batch number: per account, requests admitted and handed back. */
interface QuotaBatch {
  seq: number;
  cutAt: number;
  entries: { account: AccountMonth; counted: number; given: number }[];
}

const keyOf = ({ organizationId, userId, month }: AccountMonth): AccountMonthKey => ({
  organizationId,
  userId,
  month,
});

const record = (batch: QuotaBatch): QuotaBatchRecord => ({
  seq: batch.seq,
  cutAt: batch.cutAt,
  entries: batch.entries.map(({ account, counted, given }) => ({ account: keyOf(account), counted, given })),
});

export class QuotaCounter {
  /** Every account month counted, by organization, user and month. */
  private readonly accounts = new Map<string, AccountMonth>();
  /** The current month's account of each caller, by organization and user: found per request without building its key. */
  private readonly byCaller = new Map<string, Map<string, AccountMonth>>();
  /** The calendar month of the last request, and the instants it spans. */
  private month = { key: '', startsAt: 0, endsAt: 0 };
  private readonly inFlight = new Set<Promise<void>>();
  readonly numbers: BatchNumbers;
  /** Batches whose transaction failed (perhaps after committing): sent again, under their own numbers, ahead of newer counts. */
  private retry: QuotaBatch[] = [];
  private readonly exchanges: Exchanges;

  /** `watch`: the stalls of the database calls, shared with the usage counter; `processId`: names this process's batches. */
  constructor(
    private readonly store: QuotaStore,
    private readonly watch = new StallWatch('the database', DATABASE_DEADLINE_MS),
    processId?: string,
  ) {
    this.numbers = new BatchNumbers('quota', processId);
    this.exchanges = new Exchanges(watch);
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
      const id = `${organizationId}:${userId}:${month}`;
      account = this.accounts.get(id);
      if (!account) {
        account = {
          id,
          organizationId,
          userId,
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
          offlineLeft: undefined,
          waiters: [],
          leasing: false,
        };
        this.accounts.set(id, account);
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

  /** Counts one request from what this process holds, without I/O; null when the database must be asked first. */
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
      // that requests do not wait for the database while the account is busy.
      if (account.far && account.tokens > 0 && account.tokens <= quotaLeaseSize(quota) >> 2)
        this.lease(account, { quota, nowMs });
      return this.admitted(account, nowMs);
    }
    if (account.spentQuota === quota && nowMs - account.spentAt < RECHECK_SPENT_MS)
      return { allowed: false, used: this.local(account) };
    return null;
  }

  /**
   * Counts one request against a quota (0 = unlimited), leasing from the database when this
   * process holds nothing for it. When the database fails it decides on its own within
   * OFFLINE_ALLOWANCE; beyond it, rejects with QuotaUnknownError (the request not counted).
   */
  admit(organizationId: string, userId: string, quota: number, nowMs = Date.now()): Promise<QuotaDecision> {
    const decided = this.tryAdmit(organizationId, userId, quota, nowMs);
    if (decided) return Promise.resolve(decided);
    const account = this.account(organizationId, userId, nowMs);
    if (nowMs < account.offlineUntil)
      return this.offline(account, quota, nowMs, new Error('the database failed a moment ago'));
    return new Promise<QuotaDecision>((resolve, reject) => {
      account.waiters.push({ quota, nowMs, resolve, reject });
      this.lease(account);
    });
  }

  /**
   * Decides without the database: refused when what this process knows reaches the quota, else
   * admitted from its offline allowance (one lease's worth since the database last failed), else
   * rejected with QuotaUnknownError.
   */
  private offline(account: AccountMonth, quota: number, nowMs: number, cause: unknown): Promise<QuotaDecision> {
    if (account.known !== undefined && this.local(account) >= quota)
      return Promise.resolve({ allowed: false, used: this.local(account) });
    account.offlineLeft ??= offlineAllowance(quota);
    if (account.offlineLeft <= 0) return Promise.reject(new QuotaUnknownError(cause));
    account.offlineLeft--;
    return Promise.resolve(this.admitted(account, nowMs));
  }

  /**
   * Asks the database for a lease for the first waiting request's quota, or ahead of need
   * (`early`); one call per account at a time. A process holds at most one lease's worth.
   */
  private lease(account: AccountMonth, early?: { quota: number; nowMs: number }): void {
    if (account.leasing) return;
    const first = account.waiters[0] ?? early;
    if (!first) return;
    const { quota, nowMs } = first;
    if (this.watch.stalled) {
      // An earlier call still unanswered: nothing is sent, so the lease held is kept as it is.
      this.goOffline(account, nowMs, new Error('the database has not answered an earlier call'));
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
    const call = this.store.lease(keyOf(account), { quota, want, need, back, near: NEAR_IN_LEASES });
    const settled = this.watch.deadline(call, 'quota lease').then(
      ({ grant, admitted, granted }) => {
        account.leasing = false;
        account.offlineUntil = 0;
        account.offlineLeft = undefined;
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
        // Sent, but whether the database took the requests handed back is not known: they are not
        // kept (at worst they stay unusable this month; keeping them could let more than the quota through).
        account.leasing = false;
        this.goOffline(account, nowMs, error);
      },
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  /** A sync's transaction committed: the batches' counts are in the totals, which teach what is known. */
  private settle(batches: QuotaBatch[], totals: number[][]): void {
    batches.forEach((batch, i) => {
      batch.entries.forEach(({ account, counted }, j) => {
        account.sending -= counted;
        account.known = Math.max(account.known ?? 0, totals[i][j]);
      });
    });
  }

  /** Resolves once no lease asked for so far is in flight (tests). */
  async leasesSettled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** The database failed: the waiting requests are decided without it, and so are the next ones for a while. */
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
   * Requests admitted for the account this month (leased and not used ones are not): the
   * database's total plus this process's counts not in it yet. No sync of this process runs while
   * the total is read, and the process's highest applied batch is read with it: a batch that
   * failed but had committed is counted once. When the database cannot be read, what this process
   * knows: the total as of its last sync plus its counts since. Rejects with QuotaUnknownError
   * when the database cannot be read and this process has never learnt the account's total.
   */
  async used(organizationId: string, userId: string, nowMs = Date.now()): Promise<number> {
    const account = this.account(organizationId, userId, nowMs);
    try {
      // Counted inside the exchange: no sync can move counts between the read and the sum.
      return await this.exchanges.run('quota read', async () => {
        const { admitted, applied } = await this.store.read(this.numbers, keyOf(account));
        let owed = account.pending;
        for (const batch of this.retry)
          if (batch.seq > applied)
            for (const entry of batch.entries) if (entry.account === account) owed += entry.counted;
        return admitted + owed;
      });
    } catch (error) {
      if (account.known === undefined) throw new QuotaUnknownError(error);
      return this.local(account);
    }
  }

  /**
   * Adds this process's admitted counts to the database (learning the totals) and hands back
   * leased requests of accounts idle here for RETURN_AFTER_IDLE_MS (`all`: every lease, at
   * shutdown), each exactly once. While an earlier exchange is unanswered (the database stalls),
   * nothing more is sent: this rejects after the deadline, and the counts stay counted here
   * (`sending`, `pending`) for the decisions this process makes meanwhile.
   */
  async sync(nowMs = Date.now(), all = false): Promise<void> {
    await this.exchanges.run('quota sync', async () => {
      const current = this.monthAt(nowMs);
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
          // The wall clock, whatever clock decides months: a process killed after this loses only later requests.
          cutAt: Date.now(),
          entries: entries.map((account) => {
            const sent = { account, counted: account.pending, given: account.giveBack };
            account.sending += account.pending;
            account.pending = 0;
            account.giveBack = 0;
            account.syncs++;
            return sent;
          }),
        });
      }
      if (batches.length > 0) {
        try {
          this.settle(batches, await this.store.apply(this.numbers, batches.map(record)));
        } catch (error) {
          this.retry = [...batches, ...this.retry];
          throw error;
        }
      }
      this.forget(current, nowMs);
    });
  }

  /** Forgets months that are over, and accounts idle with nothing held. */
  private forget(current: string, nowMs: number): void {
    for (const [id, account] of this.accounts) {
      const idle =
        account.pending === 0 &&
        account.sending === 0 &&
        account.giveBack === 0 &&
        account.tokens === 0 &&
        !account.leasing &&
        account.waiters.length === 0;
      if (idle && (account.month !== current || nowMs - account.lastUse >= FORGET_AFTER_MS)) this.accounts.delete(id);
    }
    for (const [organizationId, users] of this.byCaller) {
      for (const [userId, account] of users) if (this.accounts.get(account.id) !== account) users.delete(userId);
      if (users.size === 0) this.byCaller.delete(organizationId);
    }
  }
}
