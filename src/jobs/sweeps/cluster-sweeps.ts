/**
 * The sweeps that run once per cluster, each with its interval and what it does, on the
 * maintenance queue (maintenance-queue.ts). They run in the processes of the job side: every
 * report worker process (the Procfile's `worker:`), and the web process when it generates reports
 * itself (REPORT_WORKER=inline, or auto on the embedded database). Those processes have all a
 * sweep needs (the report and webhook queues, the webhook outbox); web processes with
 * REPORT_WORKER=off run none, however many there are.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';
import { type RunningReportWorker, SWEEP_INTERVAL_MS } from '../reports/report-worker.ts';
import type { WebhookDelivery } from '../webhooks/delivery.ts';
import { purgeAllExpiredConversations } from './conversation-retention.ts';
import { type Maintenance, type Sweep, startMaintenance } from './maintenance-queue.ts';

export interface JobSideParts {
  config: Pick<Config, 'redisPrefix' | 'chatRetentionSweepMs' | 'webhooks'>;
  redisUrl: string;
  db: Database;
  reportWorker: RunningReportWorker;
  webhooks: WebhookDelivery;
  logger: Logger;
}

/** Each sweep: its scheduler id, its interval, its handler. */
export function clusterSweeps(parts: Omit<JobSideParts, 'redisUrl'>): Sweep[] {
  const { config, db, logger } = parts;
  return [
    // Reports requested while Redis was unreachable, and reports whose job BullMQ gave up.
    { id: 'report-sweep', everyMs: SWEEP_INTERVAL_MS, run: () => parts.reportWorker.sweep() },
    // Stored webhook deliveries whose job is missing (the outbox).
    { id: 'webhook-sweep', everyMs: config.webhooks.sweepIntervalMs, run: () => parts.webhooks.sweep() },
    // Chat conversations past their chatbot's retention, also of chatbots nobody uses any more.
    {
      id: 'chat-retention',
      everyMs: config.chatRetentionSweepMs,
      run: () => purgeAllExpiredConversations(db, new Date(), logger),
    },
  ];
}

/** Starts this process's part in running the cluster's sweeps. */
export function startClusterSweeps(parts: JobSideParts): Maintenance {
  return startMaintenance({
    redisUrl: parts.redisUrl,
    redisPrefix: parts.config.redisPrefix,
    sweeps: clusterSweeps(parts),
    logger: parts.logger,
  });
}
