/**
 * The one overlap rule of the per-process pollers (Repeat in src/timers.ts), with timers the test
 * fires itself and runs that end when the test lets them: a run never starts while one runs,
 * calls made during a run share one run after it, a slow run delays the next timed one instead of
 * stacking, stop() waits for the run under way and ends the timed runs.
 */
import test from 'ava';
import { Repeat } from '../src/timers.ts';
import { ManualTimers } from './support/manual-timers.ts';

/** A run the test ends: each call of `run` waits until `release()`; records the most at once. */
function heldRuns() {
  const waiting: Array<() => void> = [];
  const state = { started: 0, finished: 0, active: 0, most: 0 };
  const run = async () => {
    const n = ++state.started;
    state.active++;
    state.most = Math.max(state.most, state.active);
    await new Promise<void>((resolve) => waiting.push(resolve));
    state.active--;
    state.finished++;
    return n;
  };
  /** Lets the oldest waiting run end (once one waits). */
  const release = async () => {
    await until(() => waiting.length > 0);
    waiting.shift()?.();
  };
  return { run, release, state };
}

/** Gives queued promise work its turns until `done()` (a bounded number of turns). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 20 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
}

test('a timed run does not start while a run asked for is under way; both calls meanwhile share one run', async (t) => {
  const timers = new ManualTimers();
  const { run, release, state } = heldRuns();
  const repeat = new Repeat(run, 1000, { timers: timers.start });
  repeat.start();

  const first = repeat.now();
  t.is(state.started, 1);
  t.is(timers.fire(1000), 1, 'the timer fires during the run');
  const second = repeat.now();
  const third = repeat.now();
  t.is(state.started, 1, 'nothing else started while the first run runs');

  await release();
  t.is(await first, 1);
  await release();
  t.is(await second, 2, 'a call during a run gets a run that starts after it');
  t.is(await third, 2, 'and shares it with the other calls made meanwhile');
  t.is(state.most, 1);
  t.is(state.started, 2, 'the timer tick joined that run instead of adding one');
  await repeat.stop();
});

test('the next timed run is due an interval after a run ends, not while it runs', async (t) => {
  const timers = new ManualTimers();
  const { run, release, state } = heldRuns();
  const repeat = new Repeat(run, 500, { timers: timers.start });
  repeat.start();
  t.is(timers.fire(500), 1);
  t.is(state.started, 1);
  t.is(timers.count(500), 0, 'no timer is pending while the run runs');
  await release();
  await until(() => timers.count(500) === 1);
  t.is(state.finished, 1);
  t.is(state.started, 1, 'the next run waits its interval from the end of this one');
  await repeat.stop();
  t.is(timers.count(500), 0, 'stop() cancels the pending timer');
});

test('stop() waits for the run under way and ends the timed runs', async (t) => {
  const timers = new ManualTimers();
  const { run, release, state } = heldRuns();
  const repeat = new Repeat(run, 500, { timers: timers.start });
  repeat.start();
  timers.fire(500);
  let stopped = false;
  const stopping = repeat.stop().then(() => {
    stopped = true;
  });
  await until(() => stopped);
  t.false(stopped, 'stop() waits while the run runs');
  await release();
  await stopping;
  t.is(state.finished, 1, 'the run ended before stop() resolved');
  t.is(timers.fire(500), 0, 'no timed run after stop()');
  const last = repeat.now();
  await release();
  t.is(await last, 2, 'a run asked for after stop() still runs once (a final flush)');
});

test('an error of a timed run goes to onError; one asked for rejects to its caller', async (t) => {
  const timers = new ManualTimers();
  const errors: unknown[] = [];
  let calls = 0;
  const repeat = new Repeat(
    () => {
      calls++;
      throw new Error(`run ${calls}`);
    },
    100,
    { timers: timers.start, onError: (error) => errors.push(error) },
  );
  repeat.start();
  await t.throwsAsync(repeat.now(), { message: 'run 1' });
  t.is(timers.fire(100), 1);
  await until(() => errors.length > 0);
  t.is((errors[0] as Error).message, 'run 2');
  await until(() => timers.count(100) === 1);
  t.is(timers.fire(100), 1, 'a failed run does not end the timed runs');
  await until(() => errors.length > 1);
  t.is(calls, 3);
  await repeat.stop();
});
