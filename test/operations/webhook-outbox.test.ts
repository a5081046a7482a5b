/**
 * The webhook outbox with real processes: a report that completes while Redis is down has its
 * event stored with the completion, and once Redis is back (empty: the test's redis-server keeps
 * no data) the worker process's delivery sweep queues it and it reaches a real receiving HTTP
 * server, exactly once. PostgreSQL only: a worker process cannot share a test's in-memory PGlite.
 */
import test from 'ava';
import type { Knex } from 'knex';
import { verifySignature } from '../../src/jobs/webhooks/signature.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { startTestRedis, type TestRedis } from '../support/private-redis.ts';
import { urlWithSchema } from '../support/server-process.ts';
import { TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { spawnReportWorker, type WorkerProcess } from '../support/worker-process.ts';

const onPostgres = TEST_DATABASE === 'postgres';
const serial = onPostgres ? test.serial : test.serial.skip;

const PERMISSIVE = { WEBHOOK_ALLOW_HTTP: 'on', WEBHOOK_ALLOW_PRIVATE: 'on' };
const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4011,
  longitude: 9.9876,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};

let redis: TestRedis;
let service: TestService;
let org: TestOrganization;
const receiver = new Receiver();
let receiverUrl: string;
const workers: WorkerProcess[] = [];

test.before(async () => {
  if (!onPostgres) return;
  redis = await startTestRedis();
  service = await startTestService({ REDIS_URL: redis.url, REPORT_WORKER: 'off', ...PERMISSIVE });
  org = await createOrganization(service.services.db);
  receiverUrl = await receiver.listen();
});
test.after.always(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await redis?.start(); // running (again, if the test stopped there), so that the service's connections close
  await service?.stopAll();
  await redis?.stop();
  receiver.server.close();
});

async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 120_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

serial(
  'a report that completes while Redis is down still has its webhook delivered after Redis is back, exactly once',
  async (t) => {
    t.timeout(300_000);
    const db = service.services.db;
    const registered = await call(service, 'POST', '/api/webhooks', {
      key: org.ownerKey,
      body: {
        data: { type: 'webhooks', attributes: { url: `${receiverUrl}/outbox`, events: ['pdf-report.completed'] } },
      },
    });
    t.is(registered.status, 201, registered.text);
    const secret: string = registered.body.data.attributes.secret;
    const requested = await call(service, 'POST', '/api/pdf-reports', {
      key: org.ownerKey,
      body: { data: { type: 'pdf-reports', attributes: { name: 'Outbox Person', birthData: EINSTEIN } } },
    });
    t.is(requested.status, 202, requested.text);
    const reportId: string = requested.body.data.id;

    // Hold the report's completion: an uncommitted file row of the same report makes the worker's
    // insert of its file wait (in the transaction that completes the report) until this one ends.
    const blocker: Knex.Transaction = await db.transaction();
    let blockerOpen = true;
    t.teardown(async () => {
      if (blockerOpen) await blocker.rollback();
    });
    await blocker('pdf_report_files').insert({
      report_id: reportId,
      content: Buffer.from('held'),
      sha256: '0'.repeat(64),
    });
    const blockerPid: number = (await blocker.raw('select pg_backend_pid() as pid')).rows[0].pid;

    const worker = await spawnReportWorker(
      {
        DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, service.database.schema!),
        SERVER_SECRET: TEST_SERVER_SECRET,
        REDIS_URL: redis.url,
        REDIS_PREFIX: service.services.config.redisPrefix,
        WEBHOOK_SWEEP_INTERVAL_MS: '200',
        LOG_LEVEL: 'debug',
        ...PERMISSIVE,
      },
      120_000,
    );
    workers.push(worker);

    // The worker has rendered the PDF and waits to complete the report: now Redis goes away.
    await waitUntil('the worker waiting to complete the report', async () => {
      const { rows } = await db.raw('select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [
        blockerPid,
      ]);
      return rows.length > 0 ? true : undefined;
    });
    await redis.stop();
    await blocker.rollback();
    blockerOpen = false;

    const completed = await waitUntil('the report completed', async () => {
      const row = await db('pdf_reports').where({ id: reportId }).first();
      return row.status === 'completed' ? row : undefined;
    });
    t.is(completed.status, 'completed');
    // Stored with the completion, while Redis is down: the outbox holds the event.
    const stored = await db('webhook_deliveries').where({ endpoint_id: registered.body.data.id });
    t.is(stored.length, 1, 'the event was recorded in the transaction that completed the report');
    t.is(stored[0].event_id, `evt_${reportId}_completed`);
    t.is(stored[0].attempts, 0);
    t.is(receiver.events('/outbox').length, 0, 'nothing can be delivered while Redis is down');

    // Redis comes back empty: the report's job and any queued delivery are gone with its data.
    await redis.start();
    await receiver.until(() => receiver.events('/outbox').length >= 1);
    const delivered = await waitUntil('the delivery recorded as succeeded', async () => {
      const row = await db('webhook_deliveries').where({ id: stored[0].id }).first();
      return row.status === 'succeeded' ? row : undefined;
    });
    // The worker writes its log lines in batches, at least every 250 ms.
    await waitUntil(
      'the delivery logged',
      async () => (/"msg":"webhook delivered"/.test(worker.output()) ? true : undefined),
      10_000,
    );
    t.regex(
      worker.output(),
      /webhook sweep queued pending deliveries that had no job/,
      'the sweep queued the stored delivery',
    );

    // Two more sweeps pass after the delivery finished: neither sends it again.
    const sweepsSoFar = count(worker.output(), /"msg":"webhook sweep done"/);
    await waitUntil('two more sweeps', async () =>
      count(worker.output(), /"msg":"webhook sweep done"/) >= sweepsSoFar + 2 ? true : undefined,
    );
    const events = receiver.events('/outbox');
    t.is(events.length, 1, 'delivered exactly once');
    t.is(delivered.attempts, 1);
    const [event] = events;
    t.is(event.json.id, `evt_${reportId}_completed`);
    t.is(event.json.type, 'pdf-report.completed');
    t.is(event.json.data.report.id, reportId);
    t.is(event.headers['webhook-delivery'], stored[0].id);
    t.true(verifySignature(String(event.headers['webhook-signature']), event.body, secret));

    t.is(await worker.stop('SIGTERM'), 0);
    workers.splice(workers.indexOf(worker), 1);
  },
);
