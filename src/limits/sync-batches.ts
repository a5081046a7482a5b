/**
 * Counts reach the database exactly once, also when a sync's fate is unknown. A process numbers
 * its batches of each kind of count (1, 2, …) under an id of its own; the transaction that applies
 * a batch first raises the process's number in meter_batches, and only if the batch's number is
 * higher: a batch sent again (its transaction failed, or its commit went unanswered) is not
 * applied twice. A process keeps at most one exchange with the database in flight per kind and
 * sends a batch again, under its own number and ahead of newer ones in the same transaction, only
 * once that exchange has settled: a deadline missed while the database stalls says nothing about
 * whether the transaction will still commit.
 *
 * Numbers are compared, not remembered one by one: a batch is never applied after a
 * higher-numbered one of the same process and kind.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { StallWatch } from '../redis/deadline.ts';

/** A meter call to the database not answered within this long counts as failed (the database stalls). */
export const DATABASE_DEADLINE_MS = 2000;

/** A process's batch numbers are forgotten once it has applied nothing for this long (days). */
export const FORGET_PROCESS_AFTER_DAYS = 2;

/** The numbers of one process's batches of one kind of count. */
export class BatchNumbers {
  private last = 0;

  constructor(
    readonly kind: 'quota' | 'usage',
    readonly processId: string = randomUUID(),
  ) {}

  next(): number {
    return ++this.last;
  }
}

/**
 * Raises the process's applied number to `seq` inside the transaction that applies the batch;
 * true when the batch is new (apply it), false when it was applied before.
 */
export async function claimBatch(
  trx: Knex.Transaction,
  numbers: BatchNumbers,
  seq: number,
  cutAtMs: number,
): Promise<boolean> {
  const { rows } = await trx.raw(
    `INSERT INTO meter_batches AS b (process_id, kind, seq, cut_at, applied_at) VALUES (?, ?, ?, ?, now())
     ON CONFLICT (process_id, kind) DO UPDATE SET seq = EXCLUDED.seq, cut_at = EXCLUDED.cut_at, applied_at = now()
      WHERE b.seq < EXCLUDED.seq
     RETURNING seq`,
    [numbers.processId, numbers.kind, seq, new Date(cutAtMs)],
  );
  return rows.length > 0;
}

/** The highest batch number of the process and kind applied so far (0: none). */
export async function appliedBatch(db: Knex, numbers: BatchNumbers): Promise<number> {
  const row = await db('meter_batches')
    .where({ process_id: numbers.processId, kind: numbers.kind })
    .first<{ seq: number | string } | undefined>('seq');
  return Number(row?.seq ?? 0);
}

/** Drops the numbers of processes that have applied nothing for FORGET_PROCESS_AFTER_DAYS (they are gone). */
export async function forgetGoneProcesses(db: Knex): Promise<void> {
  await db.raw(`DELETE FROM meter_batches WHERE applied_at < now() - make_interval(days => ?)`, [
    FORGET_PROCESS_AFTER_DAYS,
  ]);
}

/**
 * A counter's exchanges of counts with the database, one at a time: a sync, or a read that must
 * not see a batch half-way (in flight, applied or not). A new one starts once the one in flight
 * has settled, never because a deadline passed.
 */
export class Exchanges {
  private current: Promise<unknown> | undefined;

  constructor(private readonly watch: StallWatch) {}

  /**
   * Runs `exchange` after the one in flight. `deadline`: reject (the exchange going on) when
   * waiting or running takes longer than the watch's deadline; else wait as long as it takes.
   */
  async run<T>(what: string, exchange: () => Promise<T>, deadline = true): Promise<T> {
    while (this.current) await (deadline ? this.watch.deadline(this.current, what) : this.current);
    const running = exchange();
    const current = running.then(
      () => undefined,
      () => undefined,
    );
    this.current = current;
    void current.finally(() => {
      if (this.current === current) this.current = undefined;
    });
    return deadline ? this.watch.deadline(running, what) : running;
  }
}
