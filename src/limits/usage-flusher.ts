/**
 * Moves the usage counted in Redis into api_keys.request_count / last_request every few seconds.
 * Every web process runs one; SPOP and the read-and-clear script make each count land once.
 */
import type { Database } from '../db/connect.ts';
import type { Logger } from '../logger.ts';
import type { UsageCounter } from './usage-counter.ts';

export class UsageFlusher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly usage: UsageCounter,
    private readonly logger: Logger,
    private readonly intervalMs = 5000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Writes pending usage to the database now; returns how many keys were updated. */
  async flush(): Promise<number> {
    if (this.running) await this.running;
    let updated = 0;
    this.running = (async () => {
      let taken: Awaited<ReturnType<UsageCounter['take']>>;
      try {
        taken = await this.usage.take();
      } catch {
        return; // Redis down: nothing to flush now
      }
      if (taken.length === 0) return;
      try {
        await this.db.transaction(async (trx) => {
          for (const { keyId, count, last } of taken) {
            await trx('api_keys')
              .where('id', keyId)
              .update({
                request_count: trx.raw('request_count + ?', [count]),
                last_request: trx.raw('greatest(last_request, ?::timestamptz)', [new Date(last).toISOString()]),
              });
          }
        });
        updated = taken.length;
      } catch (error) {
        this.logger.warn({ err: error }, 'usage flush failed; counts kept in Redis');
        await this.usage.restore(taken).catch(() => undefined);
      }
    })();
    await this.running;
    this.running = undefined;
    return updated;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
