/**
 * The webhook outbox's sweep: the deliveries are stored before they are queued (an event is
 * recorded in the transaction that finishes its report), so a delivery whose job never reached
 * Redis, or was lost with Redis's data, is still in the database as `pending`. The sweep, run
 * once per cluster every WEBHOOK_SWEEP_INTERVAL_MS by the maintenance queue (jobs/sweeps/), looks
 * at the pending deliveries older than a few seconds and queues those that have no job, under the
 * delivery's id as job id: a delivery whose job is waiting, delayed or running gets no second
 * one, and a job added for a delivery that has meanwhile finished does nothing (the worker sends
 * only pending deliveries). A delivery whose job BullMQ failed without the delivery being
 * finished (its worker stalled too often) is retried.
 */
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';
import type { WebhookQueue } from './delivery-queue.ts';
import { findDelivery, type PendingDelivery, pendingDeliveries } from './store.ts';

/** A pending delivery younger than this is left to the process that recorded it. */
export const SWEEP_MIN_AGE_MS = 5_000;
/** Deliveries read from the database at a time. */
const PAGE = 200;

/**
 * One pass: queues the pending deliveries that have no job; resolves with how many it queued.
 * Rejects when Redis or the database does not answer (the next run tries again).
 */
export async function sweepDeliveries(options: {
  db: Database;
  queue: WebhookQueue;
  logger: Logger;
  now?: () => number;
}): Promise<number> {
  const { db, queue } = options;
  const now = options.now ?? Date.now;
  const log = options.logger.child({ component: 'webhook-sweep' });

  const requeue = async (delivery: PendingDelivery): Promise<boolean> => {
    const job = await queue.queue.getJob(delivery.id);
    if (!job) {
      const due = delivery.next_attempt_at ? new Date(delivery.next_attempt_at).getTime() - now() : 0;
      await queue.enqueue([delivery.id], Math.max(0, due));
      return true;
    }
    if ((await job.getState()) !== 'failed') return false;
    // Failed by BullMQ while the delivery has attempts left (the worker records its final attempt
    // as failed before the job fails): try it again, under the same job.
    const current = await findDelivery(db, delivery.id);
    if (current?.status !== 'pending' || current.attempts >= queue.retry.attempts) return false;
    await job.retry('failed');
    return true;
  };

  let queued = 0;
  const before = new Date(now() - SWEEP_MIN_AGE_MS);
  let after: PendingDelivery | undefined;
  for (;;) {
    const page = await pendingDeliveries(db, before, PAGE, after);
    for (const delivery of page) if (await requeue(delivery)) queued++;
    if (page.length < PAGE) break;
    after = page[page.length - 1];
  }
  if (queued > 0) log.info({ queued }, 'webhook sweep queued pending deliveries that had no job');
  log.debug({ queued }, 'webhook sweep done');
  return queued;
}
