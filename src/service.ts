/**
 * Builds and starts one web process from a configuration: database (server or embedded) →
 * migrations → Redis (or a private redis-server for the embedded default) → caches, meter,
 * pool → Koa app → listening socket. `stop()` drains it: stop accepting, let in-flight requests
 * finish, then close the pool, write the last request counts, and close Redis and the database.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { type AdminSocket, adminSocketPath, startAdminSocket } from './admin/admin-socket.ts';
import { bootstrapOrganization, presentBootstrap } from './admin/bootstrap.ts';
import { createDevelopmentOrganization } from './admin/development-organization.ts';
import { createApp } from './app.ts';
import { AuthorizationChangeFeed, CACHE_TRUST_MS } from './auth/authorization-changes.ts';
import { PrincipalCache } from './auth/principal-cache.ts';
import { migrateWithServerSecret } from './auth/secret-checked-migration.ts';
import { resolveServerSecret } from './auth/server-secret.ts';
import { CalculationPool } from './calc/pool.ts';
import type { Config } from './config.ts';
import { contentLibraryTextSource } from './content/report-text-source.ts';
import { type Database, openDatabase } from './db/connect.ts';
import { acquireEmbeddedLock, type EmbeddedLock } from './db/embedded-lock.ts';
import { PlaceIndex } from './geocoding/place-index.ts';
import { ReportQueue } from './jobs/reports/report-queue.ts';
import { poolRenderer } from './jobs/reports/report-renderers.ts';
import { type RunningReportWorker, startReportWorker } from './jobs/reports/report-worker.ts';
import { reportWorkerRunsInline } from './jobs/reports/report-worker-mode.ts';
import { startClusterSweeps } from './jobs/sweeps/cluster-sweeps.ts';
import type { Maintenance } from './jobs/sweeps/maintenance-queue.ts';
import { startWebhookDelivery, type WebhookDelivery } from './jobs/webhooks/delivery.ts';
import { importLegacyQuotaCounts } from './limits/legacy-quota-import.ts';
import { RequestMeter } from './limits/request-meter.ts';
import type { Logger } from './logger.ts';
import { connectCommandRedis, redisAnswers, redisReady } from './redis/connect.ts';
import { InvalidationBus } from './redis/invalidation-bus.ts';
import { type PrivateRedisServer, startPrivateRedisServer } from './redis/private-redis-server.ts';
import type { Services } from './services.ts';
import type { StartTimer } from './timers.ts';
import { versionRegistry } from './versioning/registry.ts';

/**
 * How long, ms, a draining server leaves idle keep-alive connections open for a request the
 * client may already have sent: far above a round trip, far below the shutdown grace.
 */
const KEEP_ALIVE_LINGER_MS = 250;

export interface RunningService {
  url: string;
  server: http.Server;
  services: Services;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Use this database instead of opening one from the config (tests pass a prepared schema). */
  db?: Database;
  /** The clock of the request meter, epoch ms (tests advance one to end rate-limit windows). */
  clock?: () => number;
  /** Timers of the chat model's idle time-outs (tests fire them instead of waiting). */
  chatTimers?: StartTimer;
}

export async function startService(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningService> {
  // Before the database: a missing or malformed secret is a configuration error, reported first.
  const { secret: serverSecret, generatedFile } = resolveServerSecret(config);
  if (generatedFile)
    logger.warn(
      { file: generatedFile },
      'generated the server secret of the embedded default (keep this file with the data: it opens the sealed signing secrets)',
    );
  let lock: EmbeddedLock | undefined;
  let db = options.db;
  if (!db) {
    if (config.databaseUrl) {
      db = await openDatabase({ url: config.databaseUrl });
    } else {
      lock = acquireEmbeddedLock(config.embeddedDatabaseDir, 'the service');
      db = await openDatabase({ embeddedDir: config.embeddedDatabaseDir });
      logger.info({ dir: config.embeddedDatabaseDir }, 'using the embedded database (PGlite)');
    }
  }
  const applied = await migrateWithServerSecret(db, serverSecret);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  // The embedded database admits this process only: the admin CLI's commands come through a socket.
  const adminSocket: AdminSocket | undefined = lock
    ? await startAdminSocket(adminSocketPath(config.dataDir), { db, serverSecret }, logger)
    : undefined;

  let privateRedis: PrivateRedisServer | undefined;
  let redisUrl = config.redisUrl;
  if (!config.databaseUrl && !options.db && !(await redisAnswers(redisUrl))) {
    privateRedis = await startPrivateRedisServer(config.dataDir);
    redisUrl = privateRedis.url;
    logger.warn(
      { configured: config.redisUrl, url: redisUrl },
      'no Redis answers: started a private redis-server for the embedded default',
    );
  }
  const redis = connectCommandRedis(redisUrl, config.redisPrefix);
  // The request meter's calls carry their own deadlines, which a stalled event loop cannot trip
  // (see redis/deadline.ts), so its connection goes without ioredis's commandTimeout.
  const meterRedis = redis.duplicate({ commandTimeout: undefined });
  for (const connection of [redis, meterRedis])
    connection.on('error', (error) => logger.debug({ err: error }, 'redis connection error'));
  const ready = await Promise.all([redisReady(redis, 3000), redisReady(meterRedis, 3000)]);
  if (!ready.every(Boolean)) logger.warn({ url: redisUrl }, 'Redis is not reachable yet: limits fail open until it is');
  else {
    const moved = await importLegacyQuotaCounts(redis, db).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not move monthly quota counts left in Redis by an older release; next start');
      return 0;
    });
    if (moved > 0) logger.info({ accountMonths: moved }, 'moved monthly quota counts from Redis into the database');
  }

  const principals = new PrincipalCache(db, { maxStalenessMs: CACHE_TRUST_MS });
  const invalidation = new InvalidationBus(redis, config.redisPrefix, (organizationId) =>
    principals.invalidateOrganization(organizationId),
  );
  await invalidation.listen();
  let lastFeedWarning = 0;
  const authorizationChanges = new AuthorizationChangeFeed(db, {
    intervalMs: config.authorizationPollMs,
    onChange: (organizationId) =>
      organizationId ? principals.invalidateOrganization(organizationId) : principals.clear(),
    onPolled: (startedAt) => principals.confirmFresh(startedAt),
    onError: (error) => {
      if (Date.now() - lastFeedWarning < 10_000) return;
      lastFeedWarning = Date.now();
      logger.warn(
        { err: error },
        'could not read authorization changes: cached keys are read again from the database instead of trusted until it answers',
      );
    },
  });
  await authorizationChanges.start();
  const meter = new RequestMeter(meterRedis, db, logger, config.usageFlushIntervalMs, options.clock);
  meter.start();
  const pool = new CalculationPool(config.pool);

  const places = new PlaceIndex(logger);
  if (config.placeIndex === 'eager') await places.get(); // ready before listening: loading blocks for a few seconds
  const reports = new ReportQueue(redisUrl, config.redisPrefix);
  let reportWorker: RunningReportWorker | undefined;
  let webhooks: WebhookDelivery | undefined;
  let sweeps: Maintenance | undefined;
  if (reportWorkerRunsInline(config, db)) {
    // The embedded database admits one process: this one generates the reports itself, with the
    // rendering in the calculation pool so that requests are not held up, delivers webhooks and
    // takes its part in the cluster's sweeps.
    webhooks = startWebhookDelivery(config, db, redisUrl, logger, serverSecret);
    reportWorker = startReportWorker({
      db,
      redisUrl,
      redisPrefix: config.redisPrefix,
      concurrency: config.reportConcurrency,
      renderer: poolRenderer(pool),
      texts: contentLibraryTextSource(db),
      logger,
      recordFinish: webhooks.recordReport,
      onFinished: webhooks.announceReport,
    });
    sweeps = startClusterSweeps({ config, redisUrl, db, reportWorker, webhooks, logger });
    logger.info({ concurrency: config.reportConcurrency }, 'PDF reports are generated in this process (REPORT_WORKER)');
  }
  const services: Services = {
    config,
    logger,
    db,
    redis,
    redisUrl,
    principals,
    invalidation,
    meter,
    pool,
    versions: versionRegistry,
    places,
    reports,
    serverSecret,
    chatTimers: options.chatTimers,
  };
  const { app } = createApp(services);
  const handle = app.callback();
  let draining = false;
  // While draining, every response closes its connection after it: a client's keep-alive
  // socket ends with the answer it was waiting for instead of being cut under a later request.
  const server = http.createServer((req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    return handle(req, res);
  });
  // Idle keep-alive connections outlive the usual client and load-balancer idle time-outs
  // (60 s), so that a client never sends a request on a socket the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  // Where this machine reaches it: loopback when it listens on every address, else the address
  // it listens on (HOST set to one interface's, e.g. a node of a cluster).
  const wildcard = address === '0.0.0.0' || address === '::';
  const url = `http://${wildcard ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address}:${port}`;

  const [{ count }] = await db('organizations').count<{ count: number }[]>('* as count');
  if (Number(count) === 0 && config.bootstrap) {
    const created = await bootstrapOrganization(db, {
      organizationName: config.bootstrap.organization,
      email: config.bootstrap.email,
    });
    logger.warn(
      presentBootstrap(created, serverSecret),
      'bootstrapped the first organization: keep this API key, it is shown only once',
    );
  } else if (Number(count) === 0 && !config.databaseUrl && !options.db && config.devOrganization) {
    await createDevelopmentOrganization(db, serverSecret, logger);
  } else if (Number(count) === 0) {
    logger.info(
      'The database holds no organization yet. Run: npm run admin -- bootstrap --org "Acme" --email you@example.com ' +
        '(or start once with BOOTSTRAP_ORG and BOOTSTRAP_EMAIL set)',
    );
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      draining = true;
      // Stop accepting, but keep the open connections for now: http.Server#close would also cut
      // the idle keep-alive ones at once, and a client may be sending its next request on one.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // A connection that asked for something since then was answered with Connection: close and
      // is gone; one still idle now has been silent the whole linger, so closing it cuts nothing.
      const linger = setTimeout(
        () => server.closeIdleConnections(),
        Math.min(KEEP_ALIVE_LINGER_MS, config.shutdownGraceMs / 2),
      );
      const grace = setTimeout(() => {
        logger.warn({ graceMs: config.shutdownGraceMs }, 'shutdown grace elapsed: closing the connections still open');
        server.closeAllConnections();
      }, config.shutdownGraceMs);
      await closed;
      clearTimeout(linger);
      clearTimeout(grace);
      await sweeps?.close();
      await reportWorker?.close();
      await webhooks?.close();
      await reports.close();
      await pool.close();
      await meter.stop();
      await authorizationChanges.stop();
      await invalidation.close();
      redis.disconnect();
      meterRedis.disconnect();
      await adminSocket?.close();
      if (!options.db) await db.destroy();
      await privateRedis?.stop();
      lock?.release();
    })());

  return { url, server, services, stop };
}
