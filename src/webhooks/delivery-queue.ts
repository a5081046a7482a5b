/**
 * The BullMQ queue of webhook deliveries, producer side. A job carries a delivery id and uses it
 * as its job id (adding a delivery twice adds one job). Failed attempts are retried with
 * exponential backoff: WEBHOOK_RETRY_DELAY_MS, then twice that, four times, … up to
 * WEBHOOK_ATTEMPTS attempts in all (the default 8 attempts at 30 s span about an hour).
 */
import { Queue, type JobsOptions } from 'bullmq';
import type { Database } from '../db/connect.ts';
import type { Logger } from '../logger.ts';
import { bullConnection, bullPrefix } from '../queue/report-queue.ts';
import { findReportById } from '../queue/report-store.ts';
import { reportFinishedEvent, type AnnouncedEvent } from './events.ts';
import { recordEvent } from './store.ts';

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

/** When attempt `attempt` (1-based) failed, the next one waits this long (BullMQ's exponential backoff). */
export function retryDelayAfter(attempt: number, retry: RetryPolicy): number {
  return retry.retryDelayMs * 2 ** (attempt - 1);
}

export class WebhookQueue {
  readonly queue: Queue<WebhookDeliveryJob>;

  constructor(redisUrl: string, redisPrefix: string, readonly retry: RetryPolicy) {
    this.queue = new Queue<WebhookDeliveryJob>(WEBHOOK_QUEUE_NAME, {
      connection: bullConnection(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
      prefix: bullPrefix(redisPrefix),
      defaultJobOptions: deliveryJobOptions(retry),
    });
    this.queue.on('error', () => {
      // Connection errors surface in enqueue(); the queue reconnects by itself.
    });
  }

  async enqueue(deliveryIds: readonly string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    await this.queue.addBulk(deliveryIds.map((deliveryId) => ({ name: 'deliver', data: { deliveryId }, opts: { jobId: deliveryId } })));
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** Records an event's deliveries and queues them. */
export async function announceEvent(db: Database, queue: WebhookQueue, event: AnnouncedEvent): Promise<number> {
  const pending = await recordEvent(db, event);
  await queue.enqueue(pending);
  return pending.length;
}

/**
 * Announces a finished report (pdf-report.completed or pdf-report.failed) to the organization's
 * endpoints; an unfinished or missing report announces nothing. A webhook problem never fails
 * the report: it is logged.
 */
export function reportAnnouncer(db: Database, queue: WebhookQueue, logger: Logger) {
  return async (reportId: string): Promise<void> => {
    try {
      const row = await findReportById(db, reportId);
      if (!row || (row.status !== 'completed' && row.status !== 'failed')) return;
      const deliveries = await announceEvent(db, queue, reportFinishedEvent(row));
      if (deliveries > 0) logger.info({ reportId, status: row.status, deliveries }, 'report announced to webhooks');
    } catch (err) {
      logger.error({ err, reportId }, 'could not announce a finished report to its webhooks');
    }
  };
}
