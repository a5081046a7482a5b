/**
 * Queued natal PDF reports with one worker process (workers/reports.ts, REPORT_CONCURRENCY 2 as
 * configured by default) on PostgreSQL and Redis:
 * - throughput: BENCH_REPORTS reports (default 100) enqueued at once, time until the last is
 *   stored → reports per minute and per second (target ≥ 5 natal reports per second per worker);
 * - queue latency, enqueue → start (BullMQ's job timestamp to processedOn): with jobs arriving
 *   one at a time to an idle worker, and under the burst above (where it is mostly backlog).
 * Each report is a full default report (cover, wheel, positions, houses, aspects, texts).
 * BENCH_REPORT_TYPE=transit measures transit reports instead (a 12-month period: the transit
 * engine's search, two wheels, a calendar of about 600 events, the main transits' texts).
 */

import type { StoredReport } from '../src/jobs/reports/report-input.ts';
import { ReportQueue } from '../src/jobs/reports/report-queue.ts';
import { insertReport } from '../src/jobs/reports/report-store.ts';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './support/bench-database.ts';
import { startProcess } from './support/processes.ts';
import { quantile } from './support/statistics.ts';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 100);
const PACED = 20;
const CONCURRENCY = process.env.REPORT_CONCURRENCY ?? '2';
const REPORT_TYPE = process.env.BENCH_REPORT_TYPE === 'transit' ? 'transit' : 'natal';
const PERIOD = { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z', timezone: 'Europe/Berlin' };

const database = await createBenchDatabase();
const prefix = `bench:${database.schema}:`;
const queue = new ReportQueue(BENCH_REDIS_URL, prefix);
const BIRTH = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4011,
  longitude: 9.9876,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};

async function newReports(count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    // Different birth minutes: every report computes its own chart.
    const birth = {
      ...BIRTH,
      dateTime: `1879-03-14T${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
    };
    const report: StoredReport =
      REPORT_TYPE === 'transit'
        ? { reportType: 'transit', input: { birth, period: PERIOD } }
        : { reportType: 'natal', input: { birth } };
    const { row } = await insertReport(database.db, {
      organizationId: database.organizationId,
      templateId: null,
      templateVersion: null,
      templateSnapshot: { editorConfig: {}, pageSettings: {}, customCss: '' },
      ...report,
      name: `${label} ${i}`,
      language: 'en',
      idempotencyKey: null,
      requestFingerprint: 'bench',
      requestedBy: null,
    });
    ids.push(row.id);
  }
  return ids;
}

async function allDone(ids: string[]): Promise<void> {
  for (;;) {
    const [{ count }] = await database
      .db('pdf_reports')
      .whereIn('id', ids)
      .whereIn('status', ['completed', 'failed'])
      .count<{ count: number }[]>('* as count');
    if (Number(count) === ids.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function latencies(ids: string[]): Promise<number[]> {
  const jobs = await Promise.all(ids.map((id) => queue.queue.getJob(id)));
  return jobs.map((job) => (job!.processedOn ?? NaN) - job!.timestamp).sort((a, b) => a - b);
}

const worker = await startProcess(
  'workers/reports.ts',
  {
    DATABASE_URL: database.url,
    SERVER_SECRET: BENCH_SERVER_SECRET,
    REDIS_URL: BENCH_REDIS_URL,
    REDIS_PREFIX: prefix,
    REPORT_CONCURRENCY: CONCURRENCY,
    LOG_LEVEL: 'info',
  },
  /"msg":"report worker ready"/,
);

try {
  console.log(`worker concurrency: ${CONCURRENCY}`);
  // Warm-up: fonts, JIT, connections.
  const warm = await newReports(5, 'Warm');
  for (const id of warm) await queue.enqueue(id, REPORT_TYPE);
  await allDone(warm);

  // Throughput: a burst of REPORTS at once.
  const burst = await newReports(REPORTS, 'Burst');
  const t0 = performance.now();
  await queue.queue.addBulk(burst.map((id) => ({ name: REPORT_TYPE, data: { reportId: id }, opts: { jobId: id } })));
  await allDone(burst);
  const seconds = (performance.now() - t0) / 1000;
  const failed = await database
    .db('pdf_reports')
    .whereIn('id', burst)
    .where({ status: 'failed' })
    .count<{ count: number }[]>('* as count');
  const sizes = await database
    .db('pdf_reports')
    .whereIn('id', burst)
    .avg<{ bytes: number; pages: number }[]>({ bytes: 'file_size', pages: 'page_count' });
  const burstLatency = await latencies(burst);

  // Queue latency with an idle worker: one report at a time, each after the previous finished.
  const paced = await newReports(PACED, 'Paced');
  for (const id of paced) {
    await queue.enqueue(id, REPORT_TYPE);
    await allDone([id]);
  }
  const pacedLatency = await latencies(paced);

  const perSecond = REPORTS / seconds;
  console.log(
    `reports: ${REPORTS} ${REPORT_TYPE} reports in ${seconds.toFixed(2)} s (${Number(failed[0].count)} failed)`,
  );
  console.log(`throughput (one worker): ${Math.round(perSecond * 60)} reports/min`);
  console.log(
    `throughput (one worker): ${perSecond.toFixed(2)} reports/s${REPORT_TYPE === 'natal' ? ' (target ≥ 5)' : ''}`,
  );
  console.log(`per report: ${((seconds * 1000) / REPORTS).toFixed(1)} ms`);
  console.log(
    `pdf: ${(Number(sizes[0].bytes) / 1024).toFixed(1)} KiB, ${Number(sizes[0].pages).toFixed(1)} pages (mean)`,
  );
  console.log(`queue latency idle worker p50: ${quantile(pacedLatency, 0.5)} ms`);
  console.log(`queue latency idle worker p95: ${quantile(pacedLatency, 0.95)} ms`);
  console.log(`queue latency idle worker max: ${pacedLatency[pacedLatency.length - 1]} ms`);
  console.log(`queue latency burst of ${REPORTS} p50: ${quantile(burstLatency, 0.5)} ms`);
  console.log(`queue latency burst of ${REPORTS} max: ${burstLatency[burstLatency.length - 1]} ms`);
} finally {
  await worker.stop();
  await queue.queue.obliterate({ force: true }).catch(() => {});
  await queue.close();
  await database.drop();
}
