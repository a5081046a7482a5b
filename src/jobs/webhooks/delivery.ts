/**
 * Webhook delivery as a process runs it: the producer queue, the outbox hook and the announcer
 * the report worker calls when a report finishes, the delivery worker, and the sweep that queues
 * stored deliveries whose job is missing (run by the maintenance queue) — set up from the
 * configuration by whichever process generates reports (the worker process, or the web process on
 * the embedded database).
 */
import type { ServerSecret } from '../../auth/server-secret.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';
import type { FinishHook } from '../reports/report-store.ts';
import { recordReportEvent, reportAnnouncer, WebhookQueue } from './delivery-queue.ts';
import { sweepDeliveries } from './delivery-sweep.ts';
import { type RunningWebhookWorker, startWebhookWorker } from './delivery-worker.ts';

export interface WebhookDelivery {
  queue: WebhookQueue;
  worker: RunningWebhookWorker;
  /** One pass of the delivery sweep (delivery-sweep.ts); the maintenance queue runs it. */
  sweep(): Promise<number>;
  /** Records a finished report's event in the transaction that finishes it (for the report worker's recordFinish). */
  recordReport: FinishHook;
  /** Queues a finished report's deliveries after the commit (for the report worker's onFinished). */
  announceReport(reportId: string): Promise<void>;
  close(): Promise<void>;
}

export function startWebhookDelivery(
  config: Pick<Config, 'redisPrefix' | 'webhooks'>,
  db: Database,
  redisUrl: string,
  logger: Logger,
  serverSecret: ServerSecret,
): WebhookDelivery {
  const retry = { attempts: config.webhooks.attempts, retryDelayMs: config.webhooks.retryDelayMs };
  const queue = new WebhookQueue(redisUrl, config.redisPrefix, retry);
  const worker = startWebhookWorker({
    db,
    redisUrl,
    redisPrefix: config.redisPrefix,
    logger,
    retry,
    policy: { allowPrivate: config.webhooks.allowPrivate, allowHttp: config.webhooks.allowHttp },
    timeoutMs: config.webhooks.timeoutMs,
    serverSecret,
  });
  return {
    queue,
    worker,
    sweep: () => sweepDeliveries({ db, queue, logger }),
    recordReport: recordReportEvent,
    announceReport: reportAnnouncer(db, queue, logger),
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
