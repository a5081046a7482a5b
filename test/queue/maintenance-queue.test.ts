/**
 * The maintenance queue against real Redis, with two processes' parts in it (two maintenance
 * workers on one Redis prefix, as two worker processes of one cluster would have) and intervals
 * of a few hundred milliseconds: each interval of a sweep is run once in the cluster, no sweep
 * starts while one runs anywhere in it, and close() waits for the sweep under way. The test
 * waits for the workers' events, never for the clock.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import test from 'ava';
import type { Job } from 'bullmq';
import { type Maintenance, type Sweep, startMaintenance } from '../../src/jobs/sweeps/maintenance-queue.ts';
import { createLogger } from '../../src/logger.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

const logger = createLogger('silent');

/** Starts `processes` maintenance parts on one fresh prefix with the same sweeps. */
function cluster(sweeps: Sweep[], processes = 2): Maintenance[] {
  const redisPrefix = `test:${randomBytes(5).toString('hex')}:`;
  return Array.from({ length: processes }, () =>
    startMaintenance({ redisUrl: TEST_REDIS_URL, redisPrefix, sweeps, logger }),
  );
}

/** Closes the parts (again, when a test already did: close() is kept and shared). */
async function closeAll(parts: Maintenance[]): Promise<void> {
  await Promise.all(parts.map((part) => part.close()));
}

/** Every job completed by any of the parts; `first` resolves once `count` have. */
function completions(parts: Maintenance[], count: number): { all: Job[]; first: Promise<Job[]> } {
  const all: Job[] = [];
  const first = new Promise<Job[]>((resolve) => {
    for (const part of parts)
      part.worker.on('completed', (job) => {
        all.push(job);
        if (all.length === count) resolve([...all]);
      });
  });
  return { all, first };
}

/** The due time of a scheduler's job: its id is `repeat:<scheduler id>:<due epoch ms>`. */
const dueOf = (job: Job) => Number(job.id?.split(':').at(-1));

test('two processes on one Redis run each interval of a sweep once', async (t) => {
  const everyMs = 250;
  let runs = 0;
  const parts = cluster([
    {
      id: 'count',
      everyMs,
      run: async () => {
        runs++;
      },
    },
  ]);
  t.teardown(() => closeAll(parts));
  const completed = completions(parts, 6);
  await completed.first;
  const schedulers = await parts[0].queue.getJobSchedulers();
  await Promise.all(parts.map((part) => part.close()));

  const jobs = completed.all;
  t.is(runs, jobs.length, 'each run was one job of the queue');
  const dues = jobs.map(dueOf).sort((a, b) => a - b);
  t.is(new Set(dues).size, dues.length, 'no interval ran twice');
  for (let i = 1; i < dues.length; i++) {
    const gap = dues[i] - dues[i - 1];
    t.true(gap >= everyMs && gap % everyMs === 0, `runs ${gap} ms apart: one per interval of ${everyMs} ms`);
  }
  t.is(new Set(jobs.map((job) => job.name)).size, 1);
  t.deepEqual(
    schedulers.map((scheduler) => scheduler.key),
    ['count'],
    'one scheduler in the cluster, though both processes upserted it',
  );
});

test('no sweep starts while one runs anywhere in the cluster, also when a run outlasts its interval', async (t) => {
  let active = 0;
  let most = 0;
  // Each run takes longer than both intervals, so without the rule the other worker would take
  // the next job while this one runs.
  const slow = async () => {
    active++;
    most = Math.max(most, active);
    await delay(300);
    active--;
  };
  const parts = cluster([
    { id: 'slow-a', everyMs: 100, run: slow },
    { id: 'slow-b', everyMs: 150, run: slow },
  ]);
  t.teardown(() => closeAll(parts));
  await completions(parts, 5).first;
  await Promise.all(parts.map((part) => part.close()));
  t.is(most, 1, 'one sweep at a time');
});

test('close() waits for the sweep under way', async (t) => {
  const events: string[] = [];
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const parts = cluster(
    [
      {
        id: 'held',
        everyMs: 60_000,
        run: async () => {
          events.push('run started');
          started();
          await held;
          events.push('run ended');
        },
      },
    ],
    1,
  );
  t.teardown(() => closeAll(parts));
  await running;
  const closeBegun = once(parts[0].worker, 'closing');
  const closing = parts[0].close().then(() => events.push('closed'));
  await closeBegun;
  // Time for a close that did not wait for the run to finish before the run is let go.
  await delay(200);
  events.push('released');
  release();
  await closing;
  t.deepEqual(events, ['run started', 'released', 'run ended', 'closed']);
});
