/**
 * The webhook outbox's sweep against real Redis and the real database (no delivery worker runs,
 * so the jobs it adds stay in the queue to be looked at): it queues each pending delivery that
 * has no job, held back until a retry recorded before is due; it leaves alone deliveries that have
 * a job, that finished, or that are younger than 5 s; it retries a job BullMQ failed while the
 * delivery still has attempts; and a second pass adds nothing.
 */
import { randomBytes } from 'node:crypto';
import test from 'ava';
import { UnrecoverableError, Worker } from 'bullmq';
import { ServerSecret } from '../../src/auth/server-secret.ts';
import { bullConnection, bullPrefix } from '../../src/jobs/reports/report-queue.ts';
import { WEBHOOK_QUEUE_NAME, WebhookQueue } from '../../src/jobs/webhooks/delivery-queue.ts';
import { sweepDeliveries } from '../../src/jobs/webhooks/delivery-sweep.ts';
import { newWebhookSecret } from '../../src/jobs/webhooks/signature.ts';
import { insertEndpoint, recordEvent } from '../../src/jobs/webhooks/store.ts';
import { createLogger } from '../../src/logger.ts';
import { createOrganization } from '../support/factories.ts';
import { createTestDatabase, TEST_SERVER_SECRET, type TestDatabase } from '../support/test-database.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

let database: TestDatabase;
let queue: WebhookQueue;
const prefix = `test:${randomBytes(5).toString('hex')}:`;

test.before(async () => {
  database = await createTestDatabase();
  queue = new WebhookQueue(TEST_REDIS_URL, prefix, { attempts: 3, retryDelayMs: 1000 });
});
test.after.always(async () => {
  await queue?.queue.obliterate({ force: true });
  await queue?.close();
  await database?.drop();
});

test('the sweep queues the pending deliveries that have no job, once', async (t) => {
  const { db } = database;
  const org = await createOrganization(db);
  const endpoint = await insertEndpoint(
    db,
    {
      organizationId: org.organizationId,
      url: 'https://93.184.215.14/hooks',
      description: null,
      events: ['pdf-report.completed'],
      secret: newWebhookSecret(),
      enabled: true,
    },
    new ServerSecret(Buffer.from(TEST_SERVER_SECRET, 'hex')),
  );
  const record = async (name: string) => {
    const [id] = await recordEvent(db, {
      id: `evt_${name}`,
      type: 'pdf-report.completed',
      organizationId: org.organizationId,
      createdAt: new Date().toISOString(),
      data: {},
    });
    return id;
  };
  const now = Date.now();
  const [lost, queued, retrying, finished, failedByBull, young] = await Promise.all(
    ['lost', 'queued', 'retrying', 'finished', 'failed-by-bull', 'young'].map(record),
  );
  await db('webhook_deliveries')
    .whereIn('id', [lost, queued, retrying, finished, failedByBull])
    .update({ created_at: new Date(now - 60_000) });
  await db('webhook_deliveries')
    .where({ id: retrying })
    .update({ attempts: 1, next_attempt_at: new Date(now + 60_000) });
  await db('webhook_deliveries').where({ id: finished }).update({ status: 'succeeded', attempts: 1 });

  // A job BullMQ failed by itself (as when its worker stalled too often): the delivery is still pending.
  await queue.enqueue([failedByBull]);
  const failing = new Worker(
    WEBHOOK_QUEUE_NAME,
    async () => {
      throw new UnrecoverableError('job stalled more than allowable limit');
    },
    { connection: bullConnection(TEST_REDIS_URL), prefix: bullPrefix(prefix) },
  );
  await new Promise<void>((resolve) => failing.once('failed', () => resolve()));
  await failing.close();
  t.is(await queue.queue.getJobState(failedByBull), 'failed');

  await queue.enqueue([queued]);
  const sweep = () => sweepDeliveries({ db, queue, logger: createLogger('silent'), now: () => now });
  t.is(await sweep(), 3, 'the lost one, the one waiting for its retry, the one BullMQ failed');

  t.is(await queue.queue.getJobState(lost), 'waiting');
  t.is(await queue.queue.getJobState(queued), 'waiting');
  t.is(await queue.queue.getJobState(retrying), 'delayed');
  t.is((await queue.queue.getJob(retrying))!.opts.delay, 60_000, 'held back until the recorded retry is due');
  t.is(await queue.queue.getJobState(failedByBull), 'waiting', 'retried under the same job');
  t.is(await queue.queue.getJob(finished), undefined, 'a finished delivery is not queued');
  t.is(
    await queue.queue.getJob(young),
    undefined,
    'a delivery younger than 5 s is left to the process that recorded it',
  );
  t.is(await queue.queue.getJobCountByTypes('waiting', 'delayed'), 4);

  t.is(await sweep(), 0, 'a second pass queues nothing');
  t.is(await queue.queue.getJobCountByTypes('waiting', 'delayed'), 4);
});
