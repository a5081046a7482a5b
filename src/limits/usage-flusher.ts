/**
 * Moves the usage counted in Redis into api_keys.request_count / last_request every few seconds.
 * Every web process runs one. Counts are set aside in Redis under a flush id, written to the
 * database with that id (a row whose last flush is as new is skipped, so a flush taken again
 * after a crash or a failed write, or by two processes at once, lands once), and only then dropped from Redis: no count is lost when a
 * process dies half-way.
 */
import type { Database } from '../db/connect.ts';
import type { Logger } from '../logger.ts';
import { Repeat } from '../timers.ts';
import type { FlushingUsage, UsageCounter } from './usage-counter.ts';

export class UsageFlusher {
  private readonly flushes: Repeat<number>;

  constructor(
    private readonly db: Database,
    private readonly usage: UsageCounter,
    private readonly logger: Logger,
    intervalMs = 5000,
  ) {
    this.flushes = new Repeat(() => this.flushOnce(), intervalMs);
  }

  start(): void {
    this.flushes.start();
  }

  /** Writes pending usage to the database now (after a flush under way); returns how many keys were updated. */
  flush(): Promise<number> {
    return this.flushes.now();
  }

  private async flushOnce(): Promise<number> {
    let updated = 0;
    // A second round when counts taken again from an unfinished flush had newer ones behind them.
    for (let round = 0; round < 2; round++) {
      let taken: FlushingUsage[];
      try {
        taken = await this.usage.take();
      } catch {
        return updated; // Redis down: nothing to flush now
      }
      if (taken.length === 0) return updated;
      try {
        await this.write(taken);
      } catch (error) {
        this.logger.warn({ err: error }, 'usage flush failed; counts kept in Redis for the next flush');
        return updated;
      }
      updated += taken.length;
      await this.usage.finish(taken).catch(() => undefined); // left over: the next flush finishes them
      if (!taken.some((entry) => entry.more)) return updated;
    }
    return updated;
  }

  /** Writes counts set aside to their keys' rows, each flush id once, in one statement (each key appears once in a take). */
  async write(taken: FlushingUsage[]): Promise<void> {
    if (taken.length === 0) return;
    const rows = taken.map(() => '(?::uuid, ?::bigint, ?::timestamptz, ?::bigint)').join(', ');
    const bindings = taken.flatMap(({ keyId, count, last, flushId }) => [
      keyId,
      count,
      new Date(last).toISOString(),
      flushId,
    ]);
    await this.db.raw(
      `UPDATE api_keys AS k
          SET request_count = k.request_count + v.count,
              last_request = greatest(k.last_request, v.last),
              usage_flush_id = v.flush_id
         FROM (VALUES ${rows}) AS v (id, count, last, flush_id)
        WHERE k.id = v.id AND (k.usage_flush_id IS NULL OR k.usage_flush_id < v.flush_id)`,
      bindings,
    );
  }

  /** Stops the timed flushes, then flushes what is left. */
  async stop(): Promise<void> {
    await this.flushes.stop();
    await this.flush();
  }
}
