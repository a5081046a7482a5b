/**
 * The BullMQ queue of PDF reports, producer side. A job carries only the report id and uses it
 * as its job id, so adding the same report twice while its job exists adds nothing. Jobs are
 * retried 5 times with exponential backoff (1 s, 2 s, 4 s, 8 s) for transient failures; input
 * that cannot succeed fails at once (see report-processor.ts).
 */
import { type ConnectionOptions, type JobsOptions, Queue } from 'bullmq';
import { bullmqConnection } from '../../redis/connect.ts';

/** The queue's name; its Redis keys are `${REDIS_PREFIX}bull:pdf-reports:*`. */
export const REPORT_QUEUE_NAME = 'pdf-reports';

/** BullMQ's key prefix for a deployment's Redis prefix. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** Options of every report job. */
export const REPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** The data of a report job. */
export interface ReportJobData {
  reportId: string;
}

/** How long an enqueue may take before the request goes on without it (the sweep enqueues later). */
const ENQUEUE_TIMEOUT_MS = 2000;

/** BullMQ connection options for a Redis URL (ioredis options, typed for BullMQ). */
export function bullConnection(redisUrl: string, overrides: Record<string, unknown> = {}): ConnectionOptions {
  return { ...bullmqConnection(redisUrl), ...overrides } as ConnectionOptions;
}

function openQueue(redisUrl: string, redisPrefix: string) {
  // Fails fast while Redis is down instead of holding requests: the report row is already
  // stored, and the workers' sweep enqueues it once Redis is back.
  return new Queue<ReportJobData>(REPORT_QUEUE_NAME, {
    connection: bullConnection(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: ENQUEUE_TIMEOUT_MS }),
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: REPORT_JOB_OPTIONS,
  });
}

/** The producer side of the report queue: one BullMQ Queue with its own Redis connection. */
export class ReportQueue {
  readonly queue: ReturnType<typeof openQueue>;

  constructor(redisUrl: string, redisPrefix: string) {
    this.queue = openQueue(redisUrl, redisPrefix);
    this.queue.on('error', () => {
      // Connection errors surface in enqueue(); the queue reconnects by itself.
    });
  }

  /**
   * Adds the report's job, named by its report type (a no-op while a job for the report exists).
   * Rejects after 2 s without Redis.
   */
  async enqueue(reportId: string, reportType: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not take the job within ${ENQUEUE_TIMEOUT_MS} ms`)),
        ENQUEUE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.queue.add(reportType, { reportId }, { jobId: reportId }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
