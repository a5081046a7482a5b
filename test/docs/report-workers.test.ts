import { Writable } from 'node:stream';
import test from 'ava';
import { Worker } from 'bullmq';
import { pino } from 'pino';
import { warnWhenNoReportWorker } from '../../src/features/health/report-workers.ts';
import { bullConnection, bullPrefix, REPORT_QUEUE_NAME } from '../../src/jobs/reports/report-queue.ts';
import { call, startTestService, TEST_REDIS_URL, type TestService } from '../support/test-service.ts';

let service: TestService;

test.before(async () => {
  service = await startTestService({ REPORT_WORKER: 'off' });
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

test.serial(
  'with no report worker, /readyz says so and an enqueue logs a warning; with one, both change',
  async (t) => {
    const alone = await call(service, 'GET', '/readyz');
    t.is(alone.status, 200);
    t.is(alone.body.reports, 'no worker');
    const quiet = capturingLogger();
    await warnWhenNoReportWorker(service.services.reports, quiet.logger, 'report-1');
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
      await warnWhenNoReportWorker(service.services.reports, told.logger, 'report-2');
      t.deepEqual(told.lines, []);
    } finally {
      await worker.close();
    }
  },
);
