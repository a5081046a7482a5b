/**
 * The calculation pool: refusal when full (503), the time limit (504, waiting included), work
 * off the event loop, arrival order, thread options and warm-up. Events are ordered by gates
 * (test/support/pool-test-worker.ts: tasks that hold a thread until the test opens their gate)
 * and by `ready()` (every thread started), not by sleeps or measured times.
 */
import test from 'ava';
import { CalculationPool, type PoolOptions } from '../../src/calc/pool.ts';
import { PoolOverloaded, PoolTimeout } from '../../src/calc/pool-errors.ts';
import type { TaskName } from '../../src/calc/tasks/index.ts';
import { ApiError, apiErrorOf } from '../../src/http/errors.ts';
import { createOrganization } from '../support/factories.ts';
import { call, startTestService } from '../support/test-service.ts';

const TEST_WORKER = new URL('../support/pool-test-worker.ts', import.meta.url);

/** A pool whose threads also know the test tasks `hold` and `busy`, with every thread started. */
async function readyPool(
  t: { teardown(fn: () => unknown): void },
  options: Omit<PoolOptions, 'workerFile'>,
): Promise<CalculationPool> {
  const pool = new CalculationPool({ ...options, workerFile: TEST_WORKER });
  t.teardown(() => pool.close());
  await pool.ready();
  return pool;
}

/** A gate the test opens; `started` counts the gated tasks that got a thread. */
function gate() {
  const input = { gate: new Int32Array(new SharedArrayBuffer(4)), started: new Int32Array(new SharedArrayBuffer(4)) };
  return {
    input,
    get started() {
      return Atomics.load(input.started, 0);
    },
    open() {
      Atomics.store(input.gate, 0, 1);
      Atomics.notify(input.gate, 0);
    },
  };
}
type Gate = ReturnType<typeof gate>;

/** Holds a thread (blocked) until the gate opens. */
const hold = (pool: CalculationPool, g: Gate) =>
  pool.run('hold' as TaskName, g.input as never) as unknown as Promise<number>;
/** Keeps a thread busy (burning CPU) until the gate opens. */
const busy = (pool: CalculationPool, g: Gate) =>
  pool.run('busy' as TaskName, g.input as never) as unknown as Promise<number>;
/** A task that ends at once. */
const quick = (pool: CalculationPool) => pool.run('worker-status', {});

/** Turns of the event loop. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

test('a full queue is refused at once with 503 and Retry-After', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 1, taskTimeoutMs: 60_000 });
  const g = gate();
  t.teardown(() => g.open());
  const running = hold(pool, g);
  const queued = hold(pool, g);
  // Refused while both still wait for the gate: a refusal that waited would never come.
  // The pool refuses with data; the web side's one mapping (apiErrorOf) makes the 503.
  const refusal = await t.throwsAsync(hold(pool, g));
  t.true(refusal instanceof PoolOverloaded);
  const error = apiErrorOf(refusal);
  t.true(error instanceof ApiError);
  t.is((error as ApiError).status, 503);
  t.is((error as ApiError).code, 'overloaded');
  t.regex((error as ApiError).headers['Retry-After'], /^\d+$/);
  g.open();
  t.deepEqual([await running, await queued], [0, 1]);
});

test('a task running past the time limit answers 504 and the pool keeps working', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 4, taskTimeoutMs: 1000 });
  const g = gate();
  t.teardown(() => g.open());
  const timedOut = await t.throwsAsync(hold(pool, g)); // the gate stays shut: only the limit ends it
  t.true(timedOut instanceof PoolTimeout);
  const error = apiErrorOf(timedOut);
  t.is((error as ApiError).status, 504);
  t.is((error as ApiError).code, 'calculation_timeout');
  await pool.ready(); // the aborted thread's replacement
  t.true((await quick(pool)).warmUp.total >= 0);
});

test('work runs off the event loop: the web thread turns while a thread is busy', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 4, taskTimeoutMs: 60_000 });
  const g = gate();
  t.teardown(() => g.open());
  let settled = false;
  const work = busy(pool, g).finally(() => (settled = true));
  // Were the work on this thread, none of these turns would come and the gate would never open.
  while (g.started === 0) await turns(1);
  await turns(50);
  t.false(settled, 'still busy while this thread turned');
  g.open();
  t.true((await work) > 0);
});

test('over HTTP a saturated pool answers 503 with Retry-After, never a hang or a 500', async (t) => {
  const service = await startTestService({ POOL_THREADS: '1', POOL_MAX_QUEUE: '0' });
  t.teardown(() => service.stopAll());
  const org = await createOrganization(service.services.db);
  const replies = await Promise.all(
    Array.from({ length: 100 }, () =>
      call(service, 'GET', '/api/calc/positions?instant=2020-01-01T00:00:00Z', { key: org.ownerKey }),
    ),
  );
  const statuses = new Set(replies.map((r) => r.status));
  t.deepEqual([...statuses].sort(), [200, 503]);
  const busy = replies.find((r) => r.status === 503)!;
  t.is(busy.body.errors[0].code, 'overloaded');
  t.regex(busy.headers.get('retry-after') ?? '', /^\d+$/);
});

test('pool threads get the young generation the configuration gives', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 1, taskTimeoutMs: 10_000, youngGenerationMb: 64 });
  t.deepEqual(
    pool.threadResourceLimits().map((limits) => limits.maxYoungGenerationSizeMb),
    [64],
  );
});

test('a pool thread warms itself up while idle, and answers tasks meanwhile', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 4, taskTimeoutMs: 60_000, warmUp: true });
  const first = await pool.run('worker-status', {});
  t.true(first.warmUp.total > 40, `${first.warmUp.total} steps`);
  const started = Date.now();
  let status = first;
  // Nothing but these polls reaches the thread: the warm-up must advance between tasks on its own.
  while (status.warmUp.done < status.warmUp.total && Date.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 250));
    status = await pool.run('worker-status', {});
  }
  t.log(`warm-up: ${status.warmUp.done} of ${status.warmUp.total} steps in ${Date.now() - started} ms`);
  t.is(status.warmUp.done, status.warmUp.total);
});

test('tasks run in the order they came, however many wait and whenever more arrive', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 64, taskTimeoutMs: 60_000 });
  const g = gate();
  t.teardown(() => g.open());
  const finished: number[] = [];
  const submit = (n: number) => quick(pool).then(() => void finished.push(n));
  const blocker = hold(pool, g);
  const first = Array.from({ length: 12 }, (_, n) => submit(n));
  g.open();
  await first[0];
  // More arrive while the rest of the first ones wait: they queue behind them, not ahead.
  const later = Array.from({ length: 12 }, (_, n) => submit(12 + n));
  await Promise.all([blocker, ...first, ...later]);
  t.deepEqual(
    finished,
    Array.from({ length: 24 }, (_, n) => n),
  );
});

test('waiting for a thread counts toward the time limit: a task that waited past it answers 504', async (t) => {
  const pool = await readyPool(t, { threads: 1, maxQueue: 4, taskTimeoutMs: 1500 });
  const g = gate();
  t.teardown(() => g.open());
  const blocker = hold(pool, g); // holds the only thread past the limit
  const late = quick(pool); // never gets the thread while the gate is shut: only the limit, counted while waiting, ends it
  const error = apiErrorOf(await t.throwsAsync(late));
  t.is((error as ApiError).status, 504);
  const second = apiErrorOf(await t.throwsAsync(blocker)); // ran past the limit
  t.is((second as ApiError).status, 504);
  g.open();
  t.is(pool.stats.inFlight, 0);
  await pool.ready();
  t.true((await quick(pool)).warmUp.total >= 0, 'the pool keeps working');
});
