/**
 * Each key's `requestCount` and `lastRequest` in api_keys: the usage counter's numbered batches
 * add to them, each batch exactly once (sync-batches.ts). The only place the usage counter reads
 * or writes the database.
 */
import type { Knex } from 'knex';
import { appliedBatch, type BatchNumbers, claimBatch } from './sync-batches.ts';

export interface PendingUsage {
  count: number;
  /** Epoch ms of the latest request. */
  last: number;
}

export interface UsageBatchRecord {
  seq: number;
  /** Epoch ms when the batch was cut from the process's counts. */
  cutAt: number;
  counts: Map<string, PendingUsage>;
}

/** What the usage counter needs of the database (tests wrap it to lose replies). */
export interface UsageStore {
  /** Applies the batches in order, each exactly once, in one transaction. */
  apply(numbers: BatchNumbers, batches: UsageBatchRecord[]): Promise<void>;
  /** The process's highest applied batch. */
  applied(numbers: BatchNumbers): Promise<number>;
}

export class PostgresUsageStore implements UsageStore {
  constructor(private readonly db: Knex) {}

  async apply(numbers: BatchNumbers, batches: UsageBatchRecord[]): Promise<void> {
    await this.db.transaction(async (trx) => {
      for (const batch of batches) {
        if (!(await claimBatch(trx, numbers, batch.seq, batch.cutAt))) continue;
        const ids = [...batch.counts.keys()].sort();
        if (ids.length === 0) continue;
        // Rows locked in one order in every process, so that two processes' syncs never wait on each other.
        await trx.raw('SELECT 1 FROM api_keys WHERE id = ANY(?::uuid[]) ORDER BY id FOR UPDATE', [ids]);
        await trx.raw(
          `UPDATE api_keys AS k
              SET request_count = k.request_count + v.count,
                  last_request = greatest(k.last_request, v.last)
             FROM unnest(?::uuid[], ?::bigint[], ?::timestamptz[]) AS v (id, count, last)
            WHERE k.id = v.id`,
          [
            ids,
            ids.map((id) => batch.counts.get(id)!.count),
            ids.map((id) => new Date(batch.counts.get(id)!.last).toISOString()),
          ],
        );
      }
    });
  }

  applied(numbers: BatchNumbers): Promise<number> {
    return appliedBatch(this.db, numbers);
  }
}
