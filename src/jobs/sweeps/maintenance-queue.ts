/**
 * The maintenance queue: sweeps that must run once per cluster, not once per process, as BullMQ
 * job schedulers. Every process of the job side (the report worker process, or the web process
 * that generates reports itself) upserts one scheduler per sweep under the sweep's id, the same
 * in every process, so the cluster has one scheduler per sweep however many processes run; each
 * such process also runs a worker of this queue, and whichever takes a sweep's job runs it.
 *
 * - Once per interval: a scheduler makes the job of its next interval when the current one is
 *   taken, so each interval's job exists once and is run once.
 * - One at a time: the queue's global concurrency is 1 (and each worker's too), so no sweep
 *   starts while one runs anywhere in the cluster; a run longer than its interval delays the next.
 * - Schedulers live in Redis: they are upserted again whenever the connection becomes ready, so a
 *   Redis that restarted empty has them again. Upserting a scheduler with its interval unchanged
 *   keeps its next run where it was; a changed interval applies at once (the process started last
 *   sets it, so give every process the same values).
 * - A new scheduler's first job runs at once; a restarted cluster runs a sweep whose interval
 *   passed while it was down at once too.
 * - close() stops taking jobs and waits for the one under way; the schedulers stay for the other
 *   processes.
 */
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../logger.ts';
import { bullmqConnection } from '../../redis/connect.ts';
import { bullConnection, bullPrefix } from '../reports/report-queue.ts';

/** The queue's name; its Redis keys are `${REDIS_PREFIX}bull:maintenance:*`. */
export const MAINTENANCE_QUEUE_NAME = 'maintenance';

/** A sweep run by the maintenance queue. */
export interface Sweep {
  /** The scheduler's id and its jobs' name, the same in every process. */
  id: string;
  /** Milliseconds from one run's due time to the next. */
  everyMs: number;
  /** One pass; it logs what it did. A rejection fails that run's job (logged), not the next runs. */
  run(): Promise<unknown>;
}

export interface Maintenance {
  worker: Worker;
  queue: Queue;
  /** Settles once the schedulers have been upserted the first time. */
  scheduled: Promise<void>;
  /** Stops taking sweeps, waits for the one under way, closes the connections. */
  close(): Promise<void>;
}

/** Sweep jobs leave nothing behind but the last failures, for a look with BullMQ's tools. */
const SWEEP_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: { count: 50 } };

export function startMaintenance(options: {
  redisUrl: string;
  redisPrefix: string;
  sweeps: readonly Sweep[];
  logger: Logger;
}): Maintenance {
  const log = options.logger.child({ component: 'maintenance' });
  const sweeps = new Map(options.sweeps.map((sweep) => [sweep.id, sweep]));
  const prefix = bullPrefix(options.redisPrefix);
  // Reconnect while running; give up once closing, or close() would wait for a Redis that never
  // answers (BullMQ's close waits for its connections to be ready).
  let closingDown = false;
  const retryStrategy = (attempt: number) => (closingDown ? null : Math.min(2000, 100 * attempt));

  // The queue's connection is made here, not by BullMQ, to hear when it becomes ready again.
  const connection = new Redis({ ...bullmqConnection(options.redisUrl), retryStrategy });
  connection.on('error', (err) => log.debug({ err }, 'maintenance queue connection error'));
  const queue = new Queue(MAINTENANCE_QUEUE_NAME, { connection, prefix });
  queue.on('error', (err) => log.debug({ err }, 'maintenance queue error'));

  const schedule = async () => {
    await queue.setGlobalConcurrency(1);
    for (const sweep of sweeps.values())
      await queue.upsertJobScheduler(sweep.id, { every: sweep.everyMs }, { name: sweep.id, opts: SWEEP_JOB_OPTIONS });
  };
  let markScheduled = () => {};
  const scheduled = new Promise<void>((resolve) => {
    markScheduled = resolve;
  });
  const reschedule = () => {
    if (closingDown) return;
    schedule().then(
      () => {
        log.debug({ sweeps: [...sweeps.keys()] }, 'sweep schedulers upserted');
        markScheduled();
      },
      (err) => log.warn({ err }, 'could not upsert the sweep schedulers; again when Redis is ready again'),
    );
  };
  connection.on('ready', reschedule);
  if (connection.status === 'ready') reschedule();

  const worker = new Worker(
    MAINTENANCE_QUEUE_NAME,
    async (job) => {
      const sweep = sweeps.get(job.name);
      // A job of a sweep this process does not know (another version's, during a rolling update).
      if (!sweep) throw new UnrecoverableError(`this process runs no sweep named ${job.name}`);
      return sweep.run();
    },
    { connection: bullConnection(options.redisUrl, { retryStrategy }), prefix, concurrency: 1 },
  );
  worker.on('error', (err) => log.error({ err }, 'maintenance worker error'));
  worker.on('failed', (job, err) =>
    log.warn({ err, sweep: job?.name }, 'sweep failed; it runs again at its next interval'),
  );

  let closing: Promise<void> | undefined;
  return {
    worker,
    queue,
    scheduled,
    close: () =>
      (closing ??= (async () => {
        closingDown = true;
        await worker.close();
        await queue.close();
        connection.disconnect();
      })()),
  };
}
