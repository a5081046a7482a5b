/**
 * Each key's `requestCount` and `lastRequest`, kept current without a database write per
 * request: a process counts locally and adds its counts to the key rows every sync (a second), in
 * numbered batches applied exactly once (sync-batches.ts, usage-store.ts). Redis plays no part. A
 * key's current figures are its row plus this process's counts not applied yet; another process's
 * requests appear with its next sync.
 */
import { StallWatch } from '../redis/deadline.ts';
import { BatchNumbers, DATABASE_DEADLINE_MS, Exchanges } from './sync-batches.ts';
import type { PendingUsage, UsageBatchRecord, UsageStore } from './usage-store.ts';

export type { PendingUsage };

export class UsageCounter {
  private local = new Map<string, PendingUsage>();
  /** Batches whose transaction failed (perhaps after committing): sent again, under their own numbers, ahead of newer counts. */
  private retry: UsageBatchRecord[] = [];
  private readonly exchanges: Exchanges;
  readonly numbers: BatchNumbers;

  /** `watch`: the stalls of the database calls, shared with the quota counter; `processId`: names this process's batches. */
  constructor(
    private readonly store: UsageStore,
    private readonly watch = new StallWatch('the database', DATABASE_DEADLINE_MS),
    processId?: string,
  ) {
    this.numbers = new BatchNumbers('usage', processId);
    this.exchanges = new Exchanges(watch);
  }

  /** Counts one request of a key (no I/O). */
  count(keyId: string, now = Date.now()): void {
    const entry = this.local.get(keyId);
    if (entry) {
      entry.count++;
      entry.last = now;
    } else {
      this.local.set(keyId, { count: 1, last: now });
    }
  }

  /**
   * Adds this process's counts to the database, all counted before the call, each exactly once.
   * While an earlier exchange is unanswered (the database stalls), nothing more is sent: this
   * rejects after the deadline and the counts wait here. A batch whose transaction failed is sent
   * again with the next sync.
   */
  async sync(): Promise<void> {
    await this.exchanges.run(
      'usage sync',
      async () => {
        const batches = this.retry.splice(0);
        if (this.local.size > 0) {
          batches.push({ seq: this.numbers.next(), cutAt: Date.now(), counts: this.local });
          this.local = new Map();
        }
        if (batches.length === 0) return;
        try {
          await this.store.apply(this.numbers, batches);
        } catch (error) {
          this.retry = batches;
          throw error;
        }
      },
      true,
    );
  }

  /**
   * Rows of keys as read by `readRows`, with the usage not in them yet: this process's counts not
   * applied. No sync of this process runs meanwhile, and its highest applied batch is read after
   * the rows: a batch that failed but had committed is counted once.
   */
  async withPending<Row extends { id: string }>(
    readRows: () => Promise<Row[]>,
  ): Promise<{ rows: Row[]; pending: Map<string, PendingUsage> }> {
    return this.exchanges.run(
      'usage read',
      async () => {
        const rows = await readRows();
        const pending = new Map<string, PendingUsage>();
        if (rows.length === 0) return { rows, pending };
        const applied = this.retry.length > 0 ? await this.store.applied(this.numbers) : 0;
        const owed = [...this.retry.filter((batch) => batch.seq > applied).map((b) => b.counts), this.local];
        for (const { id } of rows) {
          for (const counts of owed) {
            const usage = counts.get(id);
            if (!usage) continue;
            const sum = pending.get(id) ?? { count: 0, last: 0 };
            pending.set(id, { count: sum.count + usage.count, last: Math.max(sum.last, usage.last) });
          }
        }
        return { rows, pending };
      },
      false,
    );
  }
}
