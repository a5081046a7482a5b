/**
 * The report worker process (the Procfile's `worker:` line, `npm run worker`): generates queued
 * PDF reports from Redis (REDIS_URL, REDIS_PREFIX) into the PostgreSQL database (DATABASE_URL).
 * REPORT_CONCURRENCY jobs at once; charts and PDFs are made by this process's own calculation
 * pool (POOL_THREADS threads), the same Piscina task table as the web process's. It also
 * announces finished reports to the organizations' webhooks and delivers them (WEBHOOK_*), signed
 * with the endpoints' secrets, which are stored sealed: it needs the web processes' SERVER_SECRET.
 * It takes its part in the cluster's sweeps (jobs/sweeps/cluster-sweeps.ts). SIGTERM and SIGINT
 * stop it gracefully: no new jobs, running jobs and the sweep under way finish, then it exits 0.
 * With the embedded database there is no separate worker: the web process generates reports
 * itself.
 */

import { migrateWithServerSecret } from '../src/auth/secret-checked-migration.ts';
import { resolveServerSecret, type ServerSecret } from '../src/auth/server-secret.ts';
import { CalculationPool } from '../src/calc/pool.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { contentLibraryTextSource } from '../src/content/report-text-source.ts';
import { openDatabase } from '../src/db/connect.ts';
import { REPORT_QUEUE_NAME } from '../src/jobs/reports/report-queue.ts';
import { poolRenderer } from '../src/jobs/reports/report-renderers.ts';
import { startReportWorker } from '../src/jobs/reports/report-worker.ts';
import { startClusterSweeps } from '../src/jobs/sweeps/cluster-sweeps.ts';
import { startWebhookDelivery } from '../src/jobs/webhooks/delivery.ts';
import { createLogger, flushLogs } from '../src/logger.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.logLevel, 'astro-api-reports');

if (!config.databaseUrl) {
  logger.fatal(
    'The report worker needs DATABASE_URL (a PostgreSQL server). With the embedded database the web process generates reports itself (REPORT_WORKER=auto or inline).',
  );
  flushLogs(logger);
  process.exit(1);
}
let serverSecret: ServerSecret;
try {
  // The webhook deliveries are signed with the endpoints' secrets, stored sealed with it.
  ({ secret: serverSecret } = resolveServerSecret(config));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

try {
  const db = await openDatabase({ url: config.databaseUrl, poolMax: Math.max(2, config.reportConcurrency + 1) });
  await migrateWithServerSecret(db, serverSecret);
  const pool = new CalculationPool(config.pool);
  const webhooks = startWebhookDelivery(config, db, config.redisUrl, logger, serverSecret);
  const running = startReportWorker({
    db,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    concurrency: config.reportConcurrency,
    renderer: poolRenderer(pool),
    texts: contentLibraryTextSource(db),
    logger,
    recordFinish: webhooks.recordReport,
    onFinished: webhooks.announceReport,
  });
  const sweeps = startClusterSweeps({
    config,
    redisUrl: config.redisUrl,
    db,
    reportWorker: running,
    webhooks,
    logger,
  });
  await Promise.all([running.worker.waitUntilReady(), webhooks.worker.worker.waitUntilReady()]);
  logger.info({ queue: REPORT_QUEUE_NAME, concurrency: config.reportConcurrency }, 'report worker ready');

  let signalled = false;
  const shutdown = async (signal: string) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'report worker stopping: finishing running jobs');
    await sweeps.close();
    await running.close();
    await webhooks.close();
    await pool.close();
    await db.destroy();
    logger.info('report worker stopped');
    flushLogs(logger);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
} catch (error) {
  logger.fatal({ err: error }, (error as Error).message);
  flushLogs(logger);
  process.exit(1);
}
