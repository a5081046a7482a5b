/**
 * What a deployment says when nothing takes PDF reports: /readyz, the warning logged at enqueue,
 * and the report itself (`attributes.worker` in the 202 and GET answers, and the 409 of its file)
 * with advice that works on this deployment. On a PostgreSQL server the advice is to run the
 * report worker process, and running it takes the report; on the embedded database no other
 * process can open it, so the advice is to let the web process make reports, and restarting so
 * makes the queued report.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import test from 'ava';
import { Worker } from 'bullmq';
import { pino } from 'pino';
import { reportDeployment, warnWhenNoReportWorker } from '../../src/features/health/report-workers.ts';
import { bullConnection, bullPrefix, REPORT_QUEUE_NAME } from '../../src/jobs/reports/report-queue.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { urlWithSchema } from '../support/server-process.ts';
import { TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET, type TestDatabase } from '../support/test-database.ts';
import { call, startTestService, TEST_REDIS_URL, type TestService } from '../support/test-service.ts';
import { spawnReportWorker } from '../support/worker-process.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService({ REPORT_WORKER: 'off' });
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

/** A logger whose lines are kept for the test to read. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const deploymentOf = (running: TestService) => reportDeployment(running.services.config, running.services.db);

const BIRTH = { dateTime: '1879-03-14T11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin' };

function requestReport(running: TestService, key: string, name: string) {
  return call(running, 'POST', '/api/pdf-reports', {
    key,
    body: { data: { type: 'pdf-reports', attributes: { name, birthData: BIRTH } } },
  });
}

/** Polls the report until it is no longer waiting or running (the worker works on its own time). */
async function finished(running: TestService, key: string, id: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call(running, 'GET', `/api/pdf-reports/${id}`, { key });
    if (['completed', 'failed'].includes(reply.body.data.attributes.status)) return reply;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${reply.body.data.attributes.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.serial(
  'with no report worker, /readyz says so and an enqueue logs a warning; with one, both change',
  async (t) => {
    const alone = await call(service, 'GET', '/readyz');
    t.is(alone.status, 200);
    t.is(alone.body.reports, 'no worker');
    const quiet = capturingLogger();
    await warnWhenNoReportWorker(service.services.reports, quiet.logger, 'report-1', deploymentOf(service));
    t.true(quiet.lines.some((line) => line.level === 40 && /no report worker is running/.test(line.msg)));

    const prefix = service.services.config.redisPrefix;
    const worker = new Worker(REPORT_QUEUE_NAME, async () => undefined, {
      connection: bullConnection(TEST_REDIS_URL),
      prefix: bullPrefix(prefix),
      autorun: true,
    });
    try {
      await worker.waitUntilReady();
      const served = await call(service, 'GET', '/readyz');
      t.is(served.body.reports, '1 worker');
      const told = capturingLogger();
      await warnWhenNoReportWorker(service.services.reports, told.logger, 'report-2', deploymentOf(service));
      t.deepEqual(told.lines, []);
    } finally {
      await worker.close();
    }
  },
);

(TEST_DATABASE === 'postgres' ? test.serial : test.serial.skip)(
  'on a PostgreSQL server a report no worker takes says so in its 202, its resource and its file; `npm run worker`, as advised, takes it, and a report queued then says a worker is active',
  async (t) => {
    t.timeout(240_000);
    const queued = await requestReport(service, org.ownerKey, 'Nobody Takes Me');
    t.is(queued.status, 202, queued.text);
    const { worker } = queued.body.data.attributes;
    t.is(worker.status, 'none_seen');
    t.regex(worker.advice, /`npm run worker`/);
    t.regex(worker.advice, /DATABASE_URL, REDIS_URL, REDIS_PREFIX and SERVER_SECRET/);
    const id = queued.body.data.id;

    const resource = await call(service, 'GET', `/api/pdf-reports/${id}`, { key: org.ownerKey });
    t.deepEqual(resource.body.data.attributes.worker, worker);
    const file = await call(service, 'GET', `/api/pdf-reports/${id}/file`, { key: org.ownerKey });
    t.is(file.status, 409);
    t.is(file.body.errors[0].code, 'report_not_ready');
    t.deepEqual(file.body.errors[0].meta.worker, worker);
    t.true(file.body.errors[0].detail.includes(worker.advice));
    // The log's warning gives the same advice.
    const log = capturingLogger();
    await warnWhenNoReportWorker(service.services.reports, log.logger, id, deploymentOf(service));
    t.true(log.lines.some((line) => line.level === 40 && line.msg.includes(worker.advice)));

    // The advice followed: the worker process with the service's database, Redis, prefix and secret.
    const workerProcess = await spawnReportWorker({
      DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, service.database.schema!),
      SERVER_SECRET: TEST_SERVER_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: service.services.config.redisPrefix,
    });
    t.teardown(() => workerProcess.stop('SIGKILL'));
    const done = await finished(service, org.ownerKey, id);
    t.is(done.body.data.attributes.status, 'completed', done.body.data.attributes.failureReason ?? '');
    t.is(done.body.data.attributes.worker, null, 'no worker notice once a worker has the report');

    const next = await requestReport(service, org.ownerKey, 'Taken At Once');
    t.is(next.status, 202);
    t.deepEqual(next.body.data.attributes.worker, { status: 'active', advice: null });
    const quiet = capturingLogger();
    await warnWhenNoReportWorker(service.services.reports, quiet.logger, next.body.data.id, deploymentOf(service));
    t.deepEqual(quiet.lines, [], 'no warning while a worker runs');
    await finished(service, org.ownerKey, next.body.data.id);
    t.is(await workerProcess.stop('SIGTERM'), 0);
  },
);

test.serial(
  'on the embedded database the advice is to let the web process make reports (no other process can open it), and restarting so makes the queued report',
  async (t) => {
    t.timeout(240_000);
    // The embedded default's database (PGlite), kept across the two service lifetimes below.
    const { openDatabase, migrateToLatest } = await import('../../src/db/connect.ts');
    const db = await openDatabase({});
    await migrateToLatest(db);
    const database: TestDatabase = { db, kind: 'pglite', drop: () => db.destroy() };
    t.teardown(() => database.drop());
    const env = { REDIS_PREFIX: `test:${randomBytes(5).toString('hex')}:` };

    const off = await startTestService({ ...env, REPORT_WORKER: 'off' }, database);
    let key: string;
    let id: string;
    try {
      ({ ownerKey: key } = await createOrganization(db));
      const queued = await requestReport(off, key, 'Embedded Waiting');
      t.is(queued.status, 202, queued.text);
      const { worker } = queued.body.data.attributes;
      t.is(worker.status, 'none_seen');
      t.regex(worker.advice, /embedded database/);
      t.regex(worker.advice, /`npm run worker` cannot take reports here/);
      t.regex(worker.advice, /REPORT_WORKER=auto/);
      id = queued.body.data.id;
      t.deepEqual((await call(off, 'GET', `/api/pdf-reports/${id}`, { key })).body.data.attributes.worker, worker);
    } finally {
      await off.stop();
    }

    // The advice followed: the same database and Redis, REPORT_WORKER back to its default (auto).
    const auto = await startTestService(env, database);
    try {
      const done = await finished(auto, key, id);
      t.is(done.body.data.attributes.status, 'completed', done.body.data.attributes.failureReason ?? '');
      const next = await requestReport(auto, key, 'Embedded Taken');
      t.deepEqual(next.body.data.attributes.worker, { status: 'active', advice: null });
      await finished(auto, key, next.body.data.id);
    } finally {
      await auto.stop();
    }
  },
);
