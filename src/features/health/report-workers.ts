/**
 * Whether anything takes PDF reports off the queue: the BullMQ workers connected to the report
 * queue (the `worker:` process, or the web process itself on the embedded database). A report
 * enqueued with none stays `queued`, so readiness says so and the enqueue logs a warning.
 */
import type { Logger } from 'pino';
import type { ReportQueue } from '../../jobs/reports/report-queue.ts';

/** How long the worker count may take before it is reported as unknown (ms). */
const COUNT_TIMEOUT_MS = 500;

/** Workers connected to the report queue, or undefined when Redis does not answer in time. */
export async function reportWorkerCount(reports: ReportQueue): Promise<number | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), COUNT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([reports.queue.getWorkersCount(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The readiness line: "no worker", "1 worker", "3 workers", or "unknown". */
export function describeReportWorkers(count: number | undefined): string {
  if (count === undefined) return 'unknown';
  if (count === 0) return 'no worker';
  return count === 1 ? '1 worker' : `${count} workers`;
}

/** Logs a warning when a report was just enqueued and no worker is connected to take it. */
export async function warnWhenNoReportWorker(reports: ReportQueue, logger: Logger, reportId: string): Promise<void> {
  if ((await reportWorkerCount(reports)) === 0) {
    logger.warn(
      { reportId },
      'a PDF report was queued but no report worker is running: start `npm run worker` (the Procfile worker: line), or it stays queued',
    );
  }
}
