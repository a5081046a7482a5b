/**
 * Whether anything takes PDF reports off the queue: the BullMQ workers connected to the report
 * queue (the `worker:` process, or the web process itself on the embedded database). A report
 * enqueued with none stays `queued`, so readiness says so, the enqueue logs a warning, and the
 * report resource tells its caller (`attributes.worker`) with advice that works on this
 * deployment: the embedded database admits one process, so there no separate worker can help.
 */
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import type { ReportQueue } from '../../jobs/reports/report-queue.ts';
import { isEmbeddedDatabase, reportWorkerRunsInline } from '../../jobs/reports/report-worker-mode.ts';

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

/** How this deployment makes reports: on the embedded database or a server, in this process or not. */
export interface ReportDeployment {
  embedded: boolean;
  inline: boolean;
}

export function reportDeployment(config: Pick<Config, 'reportWorker'>, db: Database): ReportDeployment {
  return { embedded: isEmbeddedDatabase(db), inline: reportWorkerRunsInline(config, db) };
}

/** What to do when no worker takes reports, on this deployment (the same words in the answer and the log). */
export function noWorkerAdvice(deployment: ReportDeployment): string {
  if (deployment.inline) {
    return (
      'This service generates reports in its own process (REPORT_WORKER), but its report worker is not connected ' +
      'to Redis now: check the service log for Redis errors; the report is taken once Redis answers again.'
    );
  }
  if (deployment.embedded) {
    // PGlite admits one process: workers/reports.ts refuses to start without DATABASE_URL.
    return (
      'This service runs on the embedded database, which only its own process can open, so a separate ' +
      '`npm run worker` cannot take reports here: restart the service with REPORT_WORKER=auto (the default) or ' +
      'REPORT_WORKER=inline to generate reports in the web process, or move to a PostgreSQL server (DATABASE_URL) ' +
      'and start `npm run worker` beside it. Queued reports are taken after the restart.'
    );
  }
  return (
    "Start the report worker beside the service: `npm run worker` (the Procfile's worker: line) with the same " +
    'DATABASE_URL, REDIS_URL, REDIS_PREFIX and SERVER_SECRET, or restart the service with REPORT_WORKER=inline to ' +
    'generate reports in the web process. Queued reports are taken as soon as a worker runs.'
  );
}

/** What the report resource says about the workers that take queued reports. */
export interface ReportWorkerNotice {
  /** active: at least one worker is connected; none_seen: none is; unknown: Redis did not answer in time. */
  status: 'active' | 'none_seen' | 'unknown';
  /** What the operator of this deployment should do; null unless `none_seen`. */
  advice: string | null;
}

/** The workers' state now, as the report resource shows it. */
export async function reportWorkerNotice(
  reports: ReportQueue,
  deployment: ReportDeployment,
): Promise<ReportWorkerNotice> {
  const count = await reportWorkerCount(reports);
  if (count === undefined) return { status: 'unknown', advice: null };
  if (count > 0) return { status: 'active', advice: null };
  return { status: 'none_seen', advice: noWorkerAdvice(deployment) };
}

/**
 * After a report was enqueued: the workers' state, with a warning logged when none is connected.
 * @returns the notice for the answer
 */
export async function warnWhenNoReportWorker(
  reports: ReportQueue,
  logger: Logger,
  reportId: string,
  deployment: ReportDeployment,
): Promise<ReportWorkerNotice> {
  const notice = await reportWorkerNotice(reports, deployment);
  if (notice.status === 'none_seen') {
    logger.warn({ reportId }, `a PDF report was queued but no report worker is running: ${notice.advice}`);
  }
  return notice;
}
