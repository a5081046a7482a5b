import { randomBytes } from 'node:crypto';
import test from 'ava';
import { connectCommandRedis, redisReady } from '../../src/redis/connect.ts';
import { DeadlineError, withDeadline } from '../../src/redis/deadline.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

const blockFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // the event loop is stalled, as by a burst of CPU work in this thread
  }
};

test('a reply that arrived while the event loop was stalled past the deadline is still delivered', async (t) => {
  const redis = connectCommandRedis(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`, {
    commandTimeout: undefined,
  });
  t.teardown(() => redis.disconnect());
  t.true(await redisReady(redis, 3000));
  await redis.set('value', '42');
  const reading = withDeadline(redis.get('value'), 'read', 200);
  // Let the command go out, then stall before its reply is read: ioredis's own commandTimeout
  // rejects a call in this position with "Command timed out".
  await new Promise((resolve) => setImmediate(resolve));
  blockFor(600);
  t.is(await reading, '42');
});

test('a call that never answers is refused once the deadline passes, naming the call', async (t) => {
  // A timer of the same length set just before: Node fires timers of one duration in the order
  // they were set, so the refusal cannot come before it (no clock reading, no timed assertion).
  let timerFired = false;
  setTimeout(() => (timerFired = true), 150);
  const error = await t.throwsAsync(withDeadline(new Promise<never>(() => {}), 'rate-limit lease', 150), {
    instanceOf: DeadlineError,
  });
  t.regex(error!.message, /rate-limit lease: no reply from Redis within 150 ms/);
  t.true(timerFired, 'refused no earlier than a 150 ms timer');
});

test('a failing call passes its own error on', async (t) => {
  await t.throwsAsync(withDeadline(Promise.reject(new Error('connection is closed')), 'quota read'), {
    message: 'connection is closed',
  });
});
