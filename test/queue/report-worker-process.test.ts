/**
 * PDF reports through real Redis and the real worker process (workers/reports.ts): end to end,
 * SIGTERM, and kill -9 in the middle of a job. PostgreSQL only: a worker process cannot share
 * the in-memory PGlite database of a test.
 */
import { createHash } from 'node:crypto';
import test from 'ava';
import { QueueEvents } from 'bullmq';
import { bullConnection, bullPrefix, REPORT_QUEUE_NAME, ReportQueue } from '../../src/jobs/reports/report-queue.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { readPdf } from '../support/pdf-text.ts';
import { urlWithSchema } from '../support/server-process.ts';
import { TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { call, startTestService, TEST_REDIS_URL, type TestService } from '../support/test-service.ts';
import { spawnReportWorker, type WorkerProcess } from '../support/worker-process.ts';

const onPostgres = TEST_DATABASE === 'postgres';
const serial = onPostgres ? test.serial : test.serial.skip;

let service: TestService;
let org: TestOrganization;
const workers: WorkerProcess[] = [];

test.before(async () => {
  if (!onPostgres) return;
  service = await startTestService({ REPORT_WORKER: 'off' });
  org = await createOrganization(service.services.db);
});
test.after.always(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await service?.stopAll();
});

const workerEnv = () => ({
  DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, service.database.schema!),
  SERVER_SECRET: TEST_SERVER_SECRET,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: service.services.config.redisPrefix,
});

async function startWorker(): Promise<WorkerProcess> {
  const worker = await spawnReportWorker(workerEnv());
  workers.push(worker);
  return worker;
}

const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4011,
  longitude: 9.9876,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};

async function requestReport(name: string, attributes: Record<string, unknown> = {}): Promise<string> {
  const reply = await call(service, 'POST', '/api/pdf-reports', {
    key: org.ownerKey,
    body: { data: { type: 'pdf-reports', attributes: { name, birthData: EINSTEIN, ...attributes } } },
  });
  if (reply.status !== 202) throw new Error(`POST: ${reply.status} ${reply.text}`);
  return reply.body.data.id;
}

async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 90_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const reportRow = (id: string) => service.services.db('pdf_reports').where({ id }).first();
const allFinished = (ids: string[]) => async () => {
  const rows = await service.services.db('pdf_reports').whereIn('id', ids).select('status');
  return rows.every((r: { status: string }) => r.status === 'completed' || r.status === 'failed') ? rows : undefined;
};

async function downloadedPdf(id: string) {
  const response = await fetch(`${service.url}/api/pdf-reports/${id}/file`, { headers: { 'X-Api-Key': org.ownerKey } });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

serial(
  'end to end: the report waits in Redis (file 409), the worker process generates it, the PDF opens with its pages and text; SIGTERM exits 0',
  async (t) => {
    t.timeout(180_000);
    const id = await requestReport('Worker Process Person');
    const transitId = await requestReport('Transit Person', {
      reportType: 'transit',
      transitPeriod: { start: '2031-01-01', end: '2031-02-28' },
    });
    const early = await call(service, 'GET', `/api/pdf-reports/${id}/file`, { key: org.ownerKey });
    t.is(early.status, 409);
    t.is(early.body.errors[0].code, 'report_not_ready');
    t.is(early.headers.get('retry-after'), '2');
    t.is(early.body.errors[0].meta.status, 'queued');

    const worker = await startWorker();
    // Stopped however the test ends: a worker left running would take the next tests' jobs.
    t.teardown(() => worker.stop('SIGKILL'));
    await waitUntil('the reports', allFinished([id, transitId]));
    const report = await call(service, 'GET', `/api/pdf-reports/${id}`, { key: org.ownerKey });
    t.is(report.body.data.attributes.status, 'completed', report.body.data.attributes.failureReason ?? '');
    t.is(report.body.data.attributes.progress, 100);

    const file = await downloadedPdf(id);
    t.is(file.status, 200);
    const pdf = readPdf(file.bytes);
    t.is(pdf.pages.length, report.body.data.attributes.pageCount);
    t.regex(pdf.pages[0], /Worker Process Person/);
    t.regex(pdf.pages[0], /14 Mar 1879/);
    t.true(pdf.pages.some((p) => /Sun in Pisces/.test(p)));
    t.regex(pdf.pages[pdf.pages.length - 1], new RegExp(`Page ${pdf.pages.length} of ${pdf.pages.length}`));
    // The worker writes its log lines in batches, at least every 250 ms.
    const done = new RegExp(`"reportId":"${id}","outcome":"completed"`);
    await waitUntil('the completion log line', async () => (done.test(worker.output()) ? true : undefined), 5_000);
    t.regex(worker.output(), done);

    // A transit report: the worker process runs the transit engine itself.
    const transitRow = await reportRow(transitId);
    t.is(transitRow.status, 'completed', transitRow.failure_reason ?? '');
    const transitPdf = readPdf((await downloadedPdf(transitId)).bytes);
    t.is(transitPdf.pages.length, transitRow.page_count);
    t.regex(transitPdf.pages[0], /Transit Report/);
    t.regex(transitPdf.pages[0].replace(/\s+/g, ' '), /1 Jan 2031 – 28 Feb 2031 \(Europe\/Berlin\)/);
    const calendar = transitPdf.pages.join('\n');
    t.regex(calendar, /Transit Calendar\s+January 2031/);
    t.regex(calendar, /February 2031/);
    t.regex(calendar, /Full Moon at \d+°\d\d′ \w+/, 'a two-month period lists the lunations');
    t.regex(calendar, /Interpretation[\s\S]*Exact: \d{1,2} [A-Z][a-z]{2} 2031, \d\d:\d\d/);
    t.is(await worker.stop('SIGTERM'), 0);
    t.regex(worker.output(), /report worker stopped/);
  },
);

serial(
  'kill -9 in the middle of a job loses nothing: after a restart every report completes exactly once with an intact PDF',
  async (t) => {
    t.timeout(240_000);
    const ids = await Promise.all(
      ['Kill One', 'Kill Two', 'Kill Three', 'Kill Four'].map((name) => requestReport(name)),
    );
    const events = new QueueEvents(REPORT_QUEUE_NAME, {
      connection: bullConnection(TEST_REDIS_URL),
      prefix: bullPrefix(service.services.config.redisPrefix),
    });
    t.teardown(() => events.close());
    await events.waitUntilReady();
    const completions = new Map<string, number>();
    events.on('completed', ({ jobId }) => completions.set(jobId, (completions.get(jobId) ?? 0) + 1));

    // Start a worker and kill it while a report is being generated; try again if the kill fell
    // between two jobs.
    let victim: string | undefined;
    for (let tries = 0; tries < 5 && !victim; tries++) {
      const worker = await startWorker();
      // Progress 35 to 90: the chart is computed and the PDF is being rendered.
      const active = await waitUntil(
        'a report in progress',
        async () => {
          const row = await service.services
            .db('pdf_reports')
            .whereIn('id', ids)
            .where({ status: 'active' })
            .where('progress', '>=', 35)
            .first('id');
          return row ? (row.id as string) : undefined;
        },
        60_000,
        2,
      );
      worker.child.kill('SIGKILL');
      await worker.stop();
      const row = await reportRow(active);
      if (row.status === 'active') victim = active;
      t.log(
        `kill -9 ${row.status === 'active' ? `during report ${active} at ${row.progress}%` : 'too late (the job had finished)'}`,
      );
    }
    t.truthy(victim, 'a worker was killed in the middle of a job');
    const killedAt = await reportRow(victim!);
    t.is(killedAt.status, 'active');
    t.is(await service.services.db('pdf_report_files').where({ report_id: victim }).first(), undefined, 'no file yet');

    const restarted = await startWorker();
    await waitUntil('every report', allFinished(ids), 120_000);
    await waitUntil(
      'the completion events',
      async () => (ids.every((id) => completions.has(id)) ? true : undefined),
      20_000,
    );

    for (const id of ids) {
      const row = await reportRow(id);
      t.is(row.status, 'completed', `${id}: ${row.failure_reason}`);
      const files = await service.services.db('pdf_report_files').where({ report_id: id }).select('sha256');
      t.is(files.length, 1, 'one file per report');
      const file = await downloadedPdf(id);
      t.is(file.status, 200);
      t.is(createHash('sha256').update(file.bytes).digest('hex'), files[0].sha256, 'the stored PDF is the one written');
      const pdf = readPdf(file.bytes);
      t.is(pdf.pages.length, row.page_count);
      t.regex(pdf.pages[0], new RegExp(row.name));
      t.is(completions.get(id), 1, `${id} completed once in the queue`);
    }
    const victimRow = await reportRow(victim!);
    t.true(victimRow.attempts >= 2, `the killed report was started ${victimRow.attempts} times`);
    t.regex(restarted.output(), /stalled/, 'the restarted worker recovered the stalled job');
    const queue = new ReportQueue(TEST_REDIS_URL, service.services.config.redisPrefix);
    t.teardown(() => queue.close());
    for (const id of ids) t.is(await (await queue.queue.getJob(id))!.getState(), 'completed');
    t.is(await restarted.stop('SIGTERM'), 0);
  },
);

serial('a report whose worker is killed three times while generating it still completes, exactly once', async (t) => {
  t.timeout(300_000);
  // A year of transits: seconds of work in a fresh worker, so each kill falls inside the job.
  const id = await requestReport('Killed Thrice', {
    reportType: 'transit',
    transitPeriod: { start: '2026-01-01', end: '2026-12-31' },
  });
  const events = new QueueEvents(REPORT_QUEUE_NAME, {
    connection: bullConnection(TEST_REDIS_URL),
    prefix: bullPrefix(service.services.config.redisPrefix),
  });
  t.teardown(() => events.close());
  await events.waitUntilReady();
  let completions = 0;
  events.on('completed', ({ jobId }) => void (jobId === id && completions++));

  for (let kill = 1; kill <= 3; kill++) {
    const worker = await startWorker();
    // The job's attempt number `kill` is running (after the first, only once the stalled job was recovered).
    await waitUntil(
      `attempt ${kill} running`,
      async () => {
        const row = await reportRow(id);
        return row.status === 'active' && row.attempts === kill ? true : undefined;
      },
      120_000,
      2,
    );
    worker.child.kill('SIGKILL');
    await worker.stop();
    const row = await reportRow(id);
    t.is(row.status, 'active', `kill ${kill} fell inside the job (at ${row.progress}%)`);
  }
  t.is(await service.services.db('pdf_report_files').where({ report_id: id }).first(), undefined, 'no file yet');

  const survivor = await startWorker();
  await waitUntil('the report', allFinished([id]), 120_000);
  await waitUntil('the completion event', async () => (completions > 0 ? true : undefined), 20_000);
  const row = await reportRow(id);
  t.is(row.status, 'completed', row.failure_reason ?? '');
  t.is(row.attempts, 4, 'started once per worker');
  t.is((await service.services.db('pdf_report_files').where({ report_id: id }).select('sha256')).length, 1, 'one file');
  t.is(completions, 1, 'completed once in the queue');
  const queue = new ReportQueue(TEST_REDIS_URL, service.services.config.redisPrefix);
  t.teardown(() => queue.close());
  t.is(await (await queue.queue.getJob(id))!.getState(), 'completed');
  t.is(await survivor.stop('SIGTERM'), 0);
});

serial('SIGTERM while a job runs: the worker finishes the job, then exits 0', async (t) => {
  t.timeout(180_000);
  const ids = await Promise.all(['Term One', 'Term Two', 'Term Three'].map((name) => requestReport(name)));
  const worker = await startWorker();
  const active = await waitUntil(
    'a report in progress',
    async () => {
      const row = await service.services.db('pdf_reports').whereIn('id', ids).where({ status: 'active' }).first('id');
      return row ? (row.id as string) : undefined;
    },
    60_000,
    2,
  );
  t.is(await worker.stop('SIGTERM'), 0);
  const row = await reportRow(active);
  t.is(row.status, 'completed', 'the running job was finished before exit');
  t.is(row.attempts, 1);
  const next = await startWorker();
  await waitUntil('the rest', allFinished(ids));
  t.is(await next.stop('SIGTERM'), 0);
});
