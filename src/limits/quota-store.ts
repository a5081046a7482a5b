/**
 * The monthly quota's durable record: quota_months in PostgreSQL (see the migration
 * 20261128120000_durable_usage). Per account month it holds the requests admitted (the numbered
 * batches of every web process add theirs, each once) and the requests leased out (quota_lease()
 * grants under the row's lock, never beyond the quota). The QuotaCounter decides requests from
 * its leases; this is the only place it reads or writes the database.
 */
import type { Knex } from 'knex';
import { type BatchNumbers, claimBatch } from './sync-batches.ts';

/** An account month: the key owner's requests in one organization, one calendar month (UTC). */
export interface AccountMonthKey {
  organizationId: string;
  userId: string;
  /** `YYYY-MM` */
  month: string;
}

export interface QuotaLease {
  /** Requests granted by this lease. */
  grant: number;
  /** Requests admitted as of the lease (every process's applied batches). */
  admitted: number;
  /** Requests leased out in all after this lease. */
  granted: number;
}

export interface QuotaLeaseAsk {
  quota: number;
  /** The lease's size. */
  want: number;
  /** Requests waiting for it (near the quota a lease holds only these). */
  need: number;
  /** Unused requests of an earlier lease handed back first. */
  back: number;
  /** "Near the quota": fewer than this many leases left. */
  near: number;
}

/** One account's counts in a batch: requests admitted, and unused leased requests handed back. */
export interface QuotaBatchEntry {
  account: AccountMonthKey;
  counted: number;
  given: number;
}

export interface QuotaBatchRecord {
  seq: number;
  /** Epoch ms when the batch was cut from the process's counts. */
  cutAt: number;
  entries: QuotaBatchEntry[];
}

/** What the quota counter needs of the database (tests wrap it to lose replies). */
export interface QuotaStore {
  lease(account: AccountMonthKey, ask: QuotaLeaseAsk): Promise<QuotaLease>;
  /**
   * Applies the batches in order, each exactly once, in one transaction; answers each batch's
   * accounts' admitted totals after it (entry order).
   */
  apply(numbers: BatchNumbers, batches: QuotaBatchRecord[]): Promise<number[][]>;
  /** An account month's admitted total and, from the same snapshot, the process's highest applied batch. */
  read(numbers: BatchNumbers, account: AccountMonthKey): Promise<{ admitted: number; applied: number }>;
}

const accountId = (a: AccountMonthKey) => `${a.organizationId}:${a.userId}:${a.month}`;

const byAccount = (a: QuotaBatchEntry, b: QuotaBatchEntry) =>
  a.account.organizationId.localeCompare(b.account.organizationId) ||
  a.account.userId.localeCompare(b.account.userId) ||
  a.account.month.localeCompare(b.account.month);

export class PostgresQuotaStore implements QuotaStore {
  constructor(private readonly db: Knex) {}

  async lease(account: AccountMonthKey, ask: QuotaLeaseAsk): Promise<QuotaLease> {
    const { rows } = await this.db.raw(
      'SELECT lease_grant, lease_admitted, lease_granted FROM quota_lease(?::uuid, ?::uuid, ?, ?, ?, ?, ?, ?)',
      [account.organizationId, account.userId, account.month, ask.quota, ask.want, ask.need, ask.back, ask.near],
    );
    const [row] = rows as { lease_grant: number; lease_admitted: number; lease_granted: number }[];
    return { grant: Number(row.lease_grant), admitted: Number(row.lease_admitted), granted: Number(row.lease_granted) };
  }

  async apply(numbers: BatchNumbers, batches: QuotaBatchRecord[]): Promise<number[][]> {
    return this.db.transaction(async (trx) => {
      const totals: number[][] = [];
      for (const batch of batches) {
        if (await claimBatch(trx, numbers, batch.seq, batch.cutAt)) {
          // In one order in every process, so that two processes' transactions never wait on each other's rows.
          const changed = batch.entries.filter((e) => e.counted > 0 || e.given > 0).sort(byAccount);
          if (changed.length > 0) {
            // Inserted as admitted = granted = counted (a new row has no lease to hand back); an
            // existing row takes the lease handed back off granted (granted − admitted in the
            // values), and granted never falls below admitted (requests admitted while the
            // database could not be asked were not leased).
            await trx.raw(
              `INSERT INTO quota_months AS q (organization_id, user_id, month, admitted, granted)
               SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::text[], ?::bigint[], ?::bigint[])
               ON CONFLICT (organization_id, user_id, month) DO UPDATE
                 SET admitted = q.admitted + EXCLUDED.admitted,
                     granted = GREATEST(q.granted + EXCLUDED.granted - EXCLUDED.admitted, q.admitted + EXCLUDED.admitted)`,
              [
                changed.map((e) => e.account.organizationId),
                changed.map((e) => e.account.userId),
                changed.map((e) => e.account.month),
                changed.map((e) => e.counted),
                changed.map((e) => e.counted - e.given),
              ],
            );
          }
        }
        totals.push(await this.admittedOf(trx, batch.entries));
      }
      return totals;
    });
  }

  private async admittedOf(trx: Knex.Transaction, entries: QuotaBatchEntry[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const { rows } = await trx.raw(
      `SELECT q.organization_id, q.user_id, q.month, q.admitted
         FROM unnest(?::uuid[], ?::uuid[], ?::text[]) AS v (organization_id, user_id, month)
         JOIN quota_months q USING (organization_id, user_id, month)`,
      [
        entries.map((e) => e.account.organizationId),
        entries.map((e) => e.account.userId),
        entries.map((e) => e.account.month),
      ],
    );
    const found = new Map(
      (rows as { organization_id: string; user_id: string; month: string; admitted: number }[]).map((row) => [
        accountId({ organizationId: row.organization_id, userId: row.user_id, month: row.month }),
        Number(row.admitted),
      ]),
    );
    return entries.map((e) => found.get(accountId(e.account)) ?? 0);
  }

  async read(numbers: BatchNumbers, account: AccountMonthKey): Promise<{ admitted: number; applied: number }> {
    const { rows } = await this.db.raw(
      `SELECT (SELECT admitted FROM quota_months WHERE organization_id = ?::uuid AND user_id = ?::uuid AND month = ?) AS admitted,
              (SELECT seq FROM meter_batches WHERE process_id = ? AND kind = ?) AS applied`,
      [account.organizationId, account.userId, account.month, numbers.processId, numbers.kind],
    );
    const [row] = rows as { admitted: number | null; applied: number | null }[];
    return { admitted: Number(row.admitted ?? 0), applied: Number(row.applied ?? 0) };
  }
}
