import test from 'ava';
import { DeadlineError, StallWatch } from '../../src/redis/deadline.ts';

test('a call past its deadline marks the connection stalled until it is answered', async (t) => {
  const watch = new StallWatch();
  let answer!: (value: string) => void;
  const call = new Promise<string>((resolve) => (answer = resolve));
  await t.throwsAsync(watch.deadline(call, 'probe', 5), { instanceOf: DeadlineError });
  t.true(watch.stalled, 'stalled while the late call is unanswered');
  // Waiting on the same call again does not count it twice.
  await t.throwsAsync(watch.deadline(call, 'probe again', 5), { instanceOf: DeadlineError });
  answer('PONG');
  await call;
  t.false(watch.stalled, 'the reply ends the stall');
  t.is(await watch.deadline(Promise.resolve('OK'), 'answered'), 'OK');
  t.false(watch.stalled);
});

test('a late call the connection gives up (rejected) ends the stall too', async (t) => {
  const watch = new StallWatch();
  let giveUp!: (error: Error) => void;
  const call = new Promise<string>((_, reject) => (giveUp = reject));
  await t.throwsAsync(watch.deadline(call, 'probe', 5), { instanceOf: DeadlineError });
  t.true(watch.stalled);
  giveUp(new Error('Connection is closed.'));
  await call.catch(() => undefined);
  t.false(watch.stalled);
});
