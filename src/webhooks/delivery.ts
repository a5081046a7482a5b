/**
 * Webhook delivery as a process runs it: the producer queue, the announcer the report worker
 * calls when a report finishes, and the delivery worker — set up from the configuration by
 * whichever process generates reports (the worker process, or the web process on the embedded
 * database).
 */
import type { ServerSecret } from '../auth/server-secret.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { Logger } from '../logger.ts';
import { reportAnnouncer, WebhookQueue } from './delivery-queue.ts';
import { startWebhookWorker, type RunningWebhookWorker } from './delivery-worker.ts';

export interface WebhookDelivery {
  queue: WebhookQueue;
  worker: RunningWebhookWorker;
  /** Announces a finished report to the organization's endpoints (for the report worker's onFinished). */
  announceReport(reportId: string): Promise<void>;
  close(): Promise<void>;
}

export function startWebhookDelivery(
  config: Pick<Config, 'redisPrefix' | 'webhooks'>, db: Database, redisUrl: string, logger: Logger, serverSecret: ServerSecret,
): WebhookDelivery {
  const retry = { attempts: config.webhooks.attempts, retryDelayMs: config.webhooks.retryDelayMs };
  const queue = new WebhookQueue(redisUrl, config.redisPrefix, retry);
  const worker = startWebhookWorker({
    db, redisUrl, redisPrefix: config.redisPrefix, logger, retry,
    policy: { allowPrivate: config.webhooks.allowPrivate, allowHttp: config.webhooks.allowHttp },
    timeoutMs: config.webhooks.timeoutMs,
    serverSecret,
  });
  return {
    queue,
    worker,
    announceReport: reportAnnouncer(db, queue, logger),
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
