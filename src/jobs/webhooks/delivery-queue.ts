/**
 * The BullMQ queue of webhook deliveries, producer side. A job carries a delivery id and uses it
 * as its job id (adding a delivery twice adds one job). Failed attempts are retried with
 * exponential backoff: WEBHOOK_RETRY_DELAY_MS, then twice that, four times, … up to
 * WEBHOOK_ATTEMPTS attempts in all (the default 8 attempts at 30 s span about an hour).
 */
import { Backoffs, type Job, type JobsOptions, Queue } from 'bullmq';
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';
import { bullConnection, bullPrefix } from '../reports/report-queue.ts';
import { type FinishHook, findReportById } from '../reports/report-store.ts';
import { reportFinishedEvent } from './events.ts';
import { pendingDeliveryIds, recordEvent } from './store.ts';

/** The queue's name; its Redis keys are `${REDIS_PREFIX}bull:webhook-deliveries:*`. */
export const WEBHOOK_QUEUE_NAME = 'webhook-deliveries';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

export interface RetryPolicy {
  /** Attempts in all, 1..20. */
  attempts: number;
  /** Wait before the second attempt, ms; each further wait doubles. */
  retryDelayMs: number;
}

export function deliveryJobOptions(retry: RetryPolicy): JobsOptions {
  return {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.retryDelayMs },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/**
 * How long BullMQ holds `job` back after its current attempt fails, ms, computed by BullMQ's own
 * backoff from the job's options (the formula is BullMQ's and differs between its versions, so
 * the time the delivery log shows follows the library instead of a copy of it).
 */
export async function retryDelayOf(job: Job, error: Error): Promise<number> {
  if (job.opts.backoff === undefined) return 0;
  const backoff = Backoffs.normalize(job.opts.backoff);
  const delay = backoff && (await Backoffs.calculate(backoff, job.attemptsMade + 1, error, job));
  return delay === undefined || delay < 0 ? 0 : delay;
}

/** How long an enqueue may take before it is given up (the delivery sweep queues it later). */
const ENQUEUE_TIMEOUT_MS = 2000;

export class WebhookQueue {
  readonly queue: Queue<WebhookDeliveryJob>;

  constructor(
    redisUrl: string,
    redisPrefix: string,
    readonly retry: RetryPolicy,
  ) {
    this.queue = new Queue<WebhookDeliveryJob>(WEBHOOK_QUEUE_NAME, {
      // Fails fast while Redis is down: the deliveries are stored, and the sweep queues them later.
      connection: bullConnection(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: ENQUEUE_TIMEOUT_MS }),
      prefix: bullPrefix(redisPrefix),
      defaultJobOptions: deliveryJobOptions(retry),
    });
    this.queue.on('error', () => {
      // Connection errors surface in enqueue(); the queue reconnects by itself.
    });
  }

  /**
   * Adds a job for each delivery, its id the job id: a delivery that has a job in the queue
   * (waiting, delayed, active, or kept after it finished) gets no second one. `delayMs` holds a
   * job back (a retry recorded before its job was lost). Rejects after 2 s without Redis.
   */
  async enqueue(deliveryIds: readonly string[], delayMs = 0): Promise<void> {
    if (deliveryIds.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not take the webhook jobs within ${ENQUEUE_TIMEOUT_MS} ms`)),
        ENQUEUE_TIMEOUT_MS,
      );
    });
    const opts = (deliveryId: string) => ({ jobId: deliveryId, ...(delayMs > 0 ? { delay: delayMs } : {}) });
    try {
      await Promise.race([
        this.queue.addBulk(
          deliveryIds.map((deliveryId) => ({ name: 'deliver', data: { deliveryId }, opts: opts(deliveryId) })),
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * The webhook outbox of reports, for the report worker's recordFinish: in the transaction that
 * finishes a report, records its event (pdf-report.completed or pdf-report.failed) as one pending
 * delivery per subscribed endpoint. The event is thus stored with the finish or not at all, and
 * no Redis is needed for it; the deliveries are queued after the commit (reportAnnouncer) or,
 * if that does not happen, by the delivery sweep (delivery-sweep.ts).
 */
export const recordReportEvent: FinishHook = async (trx, reportId) => {
  const row = await findReportById(trx, reportId);
  if (!row || (row.status !== 'completed' && row.status !== 'failed')) return;
  await recordEvent(trx, reportFinishedEvent(row));
};

/**
 * Queues the pending deliveries of a finished report's event (recorded by recordReportEvent),
 * for the report worker's onFinished. Never throws: when Redis does not take them, they wait in
 * the database for the sweep.
 */
export function reportAnnouncer(db: Database, queue: WebhookQueue, logger: Logger) {
  return async (reportId: string): Promise<void> => {
    try {
      const row = await findReportById(db, reportId);
      if (!row || (row.status !== 'completed' && row.status !== 'failed')) return;
      const pending = await pendingDeliveryIds(db, reportFinishedEvent(row).id);
      await queue.enqueue(pending);
      if (pending.length > 0)
        logger.info({ reportId, status: row.status, deliveries: pending.length }, 'report announced to webhooks');
    } catch (err) {
      logger.warn(
        { err, reportId },
        'could not queue the webhook deliveries of a finished report: they are stored, and the delivery sweep queues them',
      );
    }
  };
}
