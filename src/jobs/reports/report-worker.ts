/**
 * The BullMQ worker that generates queued PDF reports, used by the separate worker process
 * (workers/reports.ts) and, with the embedded database, inline in the web process.
 *
 * - Transient failures are retried with backoff (REPORT_JOB_OPTIONS); a TaskInputError fails
 *   the job at once as UnrecoverableError, with the reason in the report's status.
 * - A worker that dies mid-job (kill -9) stops renewing its job's lock; after LOCK_DURATION_MS
 *   the stalled-job check of any running worker puts the job back in the queue and it runs
 *   again. Completion is idempotent (see report-processor.ts), so every report finishes once.
 * - A sweep (`sweep()`, run once per cluster every SWEEP_INTERVAL_MS by the maintenance queue,
 *   jobs/sweeps/) enqueues unfinished reports that have no job — e.g. requested while Redis was
 *   unreachable — and fails reports whose job BullMQ gave up.
 */
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { describeProblem, TaskInputError } from '../../calc/tasks/task-outcome.ts';
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';
import { generateReport, type ReportTextSource } from './report-processor.ts';
import {
  bullConnection,
  bullPrefix,
  REPORT_JOB_OPTIONS,
  REPORT_QUEUE_NAME,
  type ReportJobData,
  ReportQueue,
} from './report-queue.ts';
import type { ReportRenderer } from './report-renderers.ts';
import { type FinishHook, failReport, findReportById, requeueReport, unfinishedReportIds } from './report-store.ts';

/** A job's lock lasts this long without renewal (renewed every half of it while the worker lives). */
export const LOCK_DURATION_MS = 10_000;
/** How often workers look for jobs whose lock expired. */
export const STALLED_INTERVAL_MS = 5_000;
/**
 * A job may be recovered from a dead worker this many times before BullMQ fails it: in effect
 * always (docs/pdf-reports.md: a report survives any number of worker crashes). Rendering runs in pool
 * threads, so a task that throws or crashes its thread fails the attempt (and is retried
 * `attempts` times) rather than the process; only the death of the whole process stalls a job.
 */
export const MAX_STALLED_COUNT = 1_000_000;
/** How often the sweep runs, and how old an unfinished report must be to be swept. */
export const SWEEP_INTERVAL_MS = 30_000;
const SWEEP_MIN_AGE_MS = 15_000;

export interface ReportWorkerOptions {
  db: Database;
  redisUrl: string;
  redisPrefix: string;
  /** Jobs worked on at once, 1..64. */
  concurrency: number;
  renderer: ReportRenderer;
  texts: ReportTextSource;
  logger: Logger;
  /**
   * Runs in the transaction that finishes a report (completed or failed): the webhook outbox
   * records the report's event there, so the event is stored if and only if the finish is.
   */
  recordFinish?: FinishHook;
  /**
   * Called with a report's id once it finished (completed or failed), after the commit, e.g. to
   * queue its webhook deliveries at once; never throws. Best effort: it is not called when the
   * worker loses Redis or dies in between (the webhook sweep queues what it missed).
   */
  onFinished?: (reportId: string) => Promise<void>;
}

export interface RunningReportWorker {
  worker: Worker<ReportJobData>;
  /** One pass of the sweep: enqueues unfinished reports without a job; returns how many it enqueued. */
  sweep(): Promise<number>;
  /** Stops taking jobs, lets the running ones finish, closes the connections. */
  close(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts a worker on the report queue. */
export function startReportWorker(options: ReportWorkerOptions): RunningReportWorker {
  const { db, logger } = options;
  const log = logger.child({ component: 'report-worker' });
  const generator = { db, renderer: options.renderer, texts: options.texts, onFinish: options.recordFinish };
  const attempts = REPORT_JOB_OPTIONS.attempts ?? 1;
  const finished = options.onFinished ?? (async () => {});
  /** Fails the report and, when this call failed it, tells onFinished. */
  const fail = async (reportId: string, reason: string) => {
    const failed = await failReport(db, reportId, reason, options.recordFinish);
    if (failed) await finished(reportId);
    return failed;
  };

  const processJob = async (job: Job<ReportJobData>) => {
    const { reportId } = job.data;
    const started = performance.now();
    try {
      const outcome = await generateReport(reportId, generator, (percent) => job.updateProgress(percent));
      log.info(
        { reportId, outcome, attempt: job.attemptsMade + 1, ms: Math.round(performance.now() - started) },
        'report job done',
      );
      // Also when already finished: a run before may have died between finishing and announcing
      // (an event is delivered once per endpoint however often it is announced).
      if (outcome !== 'gone') await finished(reportId);
      return outcome;
    } catch (error) {
      if (error instanceof TaskInputError) {
        const reason = describeProblem(error.problem);
        await fail(reportId, reason);
        log.info({ reportId, reason }, 'report failed: bad input');
        throw new UnrecoverableError(reason);
      }
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? attempts);
      if (final) await fail(reportId, `Generation failed after ${job.attemptsMade + 1} attempts: ${messageOf(error)}`);
      else await requeueReport(db, reportId);
      log.warn({ reportId, err: error, attempt: job.attemptsMade + 1, final }, 'report job failed');
      throw error;
    }
  };

  // Reconnect while running; give up once closing, or close() would wait for a Redis that never
  // answers (BullMQ's close waits for its connections to be ready).
  let closingDown = false;
  const retryStrategy = (attempt: number) => (closingDown ? null : Math.min(2000, 100 * attempt));
  const worker = new Worker<ReportJobData>(REPORT_QUEUE_NAME, processJob, {
    connection: bullConnection(options.redisUrl, { retryStrategy }),
    prefix: bullPrefix(options.redisPrefix),
    concurrency: options.concurrency,
    lockDuration: LOCK_DURATION_MS,
    stalledInterval: STALLED_INTERVAL_MS,
    maxStalledCount: MAX_STALLED_COUNT,
  });
  worker.on('error', (error) => log.error({ err: error }, 'report worker error'));
  worker.on('stalled', (jobId) =>
    log.warn({ reportId: jobId }, 'report job stalled (its worker died or hung): it runs again'),
  );
  worker.on('failed', (job, error) => {
    if (!job) return;
    // BullMQ fails a job by itself when it stalled too often; the report must say so too.
    void job
      .isFailed()
      .then((failed) => (failed ? fail(job.data.reportId, messageOf(error)) : false))
      .catch((err) => log.error({ err, reportId: job.data.reportId }, 'could not record a failed report'));
  });

  const queue = new ReportQueue(options.redisUrl, options.redisPrefix);
  const sweep = async (): Promise<number> => {
    let enqueued = 0;
    for (const reportId of await unfinishedReportIds(db, SWEEP_MIN_AGE_MS, 200)) {
      const job = await queue.queue.getJob(reportId);
      if (!job) {
        const row = await findReportById(db, reportId);
        if (!row) continue;
        await queue.enqueue(reportId, row.report_type);
        enqueued++;
      } else if ((await job.getState()) === 'failed') {
        await fail(reportId, job.failedReason || 'The report job failed');
      }
    }
    if (enqueued > 0) log.info({ enqueued }, 'sweep enqueued reports that had no job');
    return enqueued;
  };

  let closing: Promise<void> | undefined;
  return {
    worker,
    sweep,
    close: () =>
      (closing ??= (async () => {
        closingDown = true;
        await worker.close();
        await queue.close();
      })()),
  };
}
