/**
 * The report worker in this process, on real Redis and the test database, with renderers that
 * fail on purpose: transient failures are retried with backoff, the last failure fails the
 * report with its reason, and the sweep enqueues reports that never reached the queue.
 */
import test from 'ava';
import { seededTextSource } from '../../src/jobs/reports/report-processor.ts';
import { poolRenderer, type ReportRenderer } from '../../src/jobs/reports/report-renderers.ts';
import { insertReport } from '../../src/jobs/reports/report-store.ts';
import { type RunningReportWorker, startReportWorker } from '../../src/jobs/reports/report-worker.ts';
import { createLogger } from '../../src/logger.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;
/** The renderer of the web process: its calculation pool. */
let pooled: ReportRenderer;

test.before(async () => {
  service = await startTestService({ REPORT_WORKER: 'off' });
  org = await createOrganization(service.services.db);
  pooled = poolRenderer(service.services.pool);
});
test.after.always(async () => service?.stopAll());

const BIRTH = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

async function newReport(name: string, createdAgoMs = 0): Promise<string> {
  const { row } = await insertReport(service.services.db, {
    organizationId: org.organizationId,
    templateId: null,
    templateVersion: null,
    templateSnapshot: { editorConfig: { sections: ['cover', 'positions'] }, pageSettings: {}, customCss: '' },
    reportType: 'natal',
    name,
    language: 'en',
    input: { birth: BIRTH },
    idempotencyKey: null,
    requestFingerprint: 'test',
    requestedBy: org.ownerId,
  });
  if (createdAgoMs)
    await service.services
      .db('pdf_reports')
      .where({ id: row.id })
      .update({ created_at: new Date(Date.now() - createdAgoMs) });
  return row.id;
}

function worker(renderer: ReportRenderer): RunningReportWorker {
  return startReportWorker({
    db: service.services.db,
    redisUrl: service.services.redisUrl,
    redisPrefix: service.services.config.redisPrefix,
    concurrency: 1,
    renderer,
    texts: seededTextSource,
    logger: createLogger('silent'),
  });
}

async function finished(id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await service.services.db('pdf_reports').where({ id }).first();
    if (row.status === 'completed' || row.status === 'failed') return row;
    if (Date.now() > deadline) throw new Error(`report still ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.serial('a transient failure is retried with backoff and the report completes on the next attempt', async (t) => {
  let calls = 0;
  let failedAt = 0;
  const flaky: ReportRenderer = {
    ...pooled,
    async natalPdf(input) {
      if (++calls === 1) {
        failedAt = Date.now();
        throw new Error('the disk is briefly full');
      }
      return pooled.natalPdf(input);
    },
  };
  const running = worker(flaky);
  t.teardown(() => running.close());
  const id = await newReport('Flaky');
  await service.services.reports.enqueue(id, 'natal');
  const row = await finished(id);
  t.is(row.status, 'completed', row.failure_reason ?? '');
  t.is(row.attempts, 2);
  t.is(calls, 2);
  // BullMQ's own record of the retry (its events stream): the job was delayed until at least 1 s
  // after the failure. Read from the data, not measured, so a slow machine cannot fail it.
  const { redis, config } = service.services; // its key prefix is the deployment's Redis prefix
  const events = await redis.xrange(
    service.services.reports.queue.keys.events.slice(config.redisPrefix.length),
    '-',
    '+',
  );
  const delayed = events
    .map(([, fields]) => Object.fromEntries(fields.flatMap((field, i) => (i % 2 ? [] : [[field, fields[i + 1]]]))))
    .find((event) => event.event === 'delayed' && event.jobId === id);
  t.true(Number(delayed?.delay) >= failedAt + 1000, 'the retry waited for the backoff (1 s)');
});

test.serial(
  'after the last attempt the report fails with the reason; an UnrecoverableError is not retried',
  async (t) => {
    const broken: ReportRenderer = {
      ...pooled,
      async natalPdf() {
        throw new Error('renderer out of order');
      },
    };
    const running = worker(broken);
    t.teardown(() => running.close());
    const id = await newReport('Broken');
    await service.services.reports.queue.add(
      'natal',
      { reportId: id },
      { jobId: id, attempts: 2, backoff: { type: 'fixed', delay: 50 } },
    );
    const row = await finished(id);
    t.is(row.status, 'failed');
    t.is(row.attempts, 2);
    t.is(row.failure_reason, 'Generation failed after 2 attempts: renderer out of order');
    const job = await service.services.reports.queue.getJob(id);
    t.is(await job!.getState(), 'failed');

    const badInput = await newReport('Bad input');
    await service.services
      .db('pdf_reports')
      .where({ id: badInput })
      .update({ input: JSON.stringify({ birth: { ...BIRTH, timezone: 'Mars/Olympus_Mons' } }) });
    await service.services.reports.enqueue(badInput, 'natal');
    const failed = await finished(badInput);
    t.is(failed.status, 'failed');
    t.is(failed.attempts, 1);
    t.regex(failed.failure_reason, /^birthData\.timezone: /);
    const badJob = await service.services.reports.queue.getJob(badInput);
    t.is(badJob!.attemptsMade, 1, 'failed at once despite 5 allowed attempts');

    // Input that passed the request's checks but not the engine's (stored before a rule changed):
    // the transit search's own field names come back as the report request's.
    const badTransit = await newReport('Bad transit input');
    const period = { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z', timezone: 'UTC' };
    await service.services
      .db('pdf_reports')
      .where({ id: badTransit })
      .update({
        report_type: 'transit',
        input: JSON.stringify({ birth: { ...BIRTH, dateTime: '1990-02-30T10:00' }, period }),
      });
    await service.services.reports.enqueue(badTransit, 'transit');
    const transitFailed = await finished(badTransit);
    t.is(transitFailed.status, 'failed');
    t.is(transitFailed.attempts, 1, 'not retried');
    t.regex(transitFailed.failure_reason, /^birthData\.dateTime: /);
  },
);

test.serial(
  'the sweep enqueues unfinished reports that have no job (e.g. requested while Redis was down)',
  async (t) => {
    const running = worker(pooled);
    t.teardown(() => running.close());
    const id = await newReport('Never enqueued', 60_000);
    t.is(await service.services.reports.queue.getJob(id), undefined);
    t.true((await running.sweep()) >= 1);
    const row = await finished(id);
    t.is(row.status, 'completed', row.failure_reason ?? '');
    t.is(await running.sweep(), 0, 'nothing left to sweep');
  },
);
