import test from 'ava';
import { randomBytes } from 'node:crypto';
import { QuotaCounter, QuotaUnknownError } from '../../src/limits/quota-counter.ts';
import { connectCommandRedis, redisReady } from '../../src/redis/connect.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

const NOVEMBER = Date.UTC(2026, 10, 30, 23, 59, 59);
const DECEMBER = Date.UTC(2026, 11, 1, 0, 0, 1);

async function counter(t: { teardown(fn: () => void): void; true(value: boolean): void }) {
  const redis = connectCommandRedis(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
  t.teardown(() => redis.disconnect());
  t.true(await redisReady(redis, 3000));
  return { redis, quotas: new QuotaCounter(redis) };
}

test('an account is refused once its month reaches the quota, and counted afresh in the next month', async (t) => {
  const { redis, quotas } = await counter(t);
  t.is(quotas.tryAdmit('org', 'user', 2, NOVEMBER), null, 'the total must be read from Redis first');
  t.deepEqual(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: true, used: 1 });
  t.deepEqual(quotas.tryAdmit('org', 'user', 2, NOVEMBER), { allowed: true, used: 2 });
  t.deepEqual(quotas.tryAdmit('org', 'user', 2, NOVEMBER), { allowed: false, used: 2 });
  t.deepEqual(quotas.tryAdmit('org', 'other-user', 2, NOVEMBER), null, 'another user of the organization is another account');

  // One second later it is December (UTC): a new count, read from Redis before it is trusted.
  t.is(quotas.tryAdmit('org', 'user', 2, DECEMBER), null);
  t.deepEqual(await quotas.admit('org', 'user', 2, DECEMBER), { allowed: true, used: 1 });

  await quotas.sync(DECEMBER);
  t.is(await redis.get('quota:org:user:2026-11'), '2');
  t.is(await redis.get('quota:org:user:2026-12'), '1');
  // November's count is forgotten locally after the sync; December's is kept.
  t.is(quotas.tryAdmit('org', 'user', 2, NOVEMBER), null);
  t.deepEqual(quotas.tryAdmit('org', 'user', 2, DECEMBER), { allowed: true, used: 2 });
});

test("a second process sees the first one's synced count", async (t) => {
  const first = await counter(t);
  await first.quotas.admit('org', 'user', 0, NOVEMBER);
  first.quotas.tryAdmit('org', 'user', 0, NOVEMBER);
  await first.quotas.sync(NOVEMBER);
  const second = new QuotaCounter(first.redis);
  t.deepEqual(await second.admit('org', 'user', 3, NOVEMBER), { allowed: true, used: 3 });
  t.deepEqual(second.tryAdmit('org', 'user', 3, NOVEMBER), { allowed: false, used: 3 });
});

test('used() counts requests whose sync is in flight, whichever is sent first', async (t) => {
  const { quotas } = await counter(t);
  await quotas.admit('org', 'user', 0, NOVEMBER);
  quotas.tryAdmit('org', 'user', 0, NOVEMBER);
  // The read sent first, the sync once it is on the wire (before the read's reply).
  const reading = quotas.used('org', 'user', NOVEMBER);
  await new Promise((resolve) => setImmediate(resolve));
  const syncing = quotas.sync(NOVEMBER);
  t.is(await reading, 2);
  await syncing;
  quotas.tryAdmit('org', 'user', 0, NOVEMBER);
  // The sync sent first, the read while it is in flight.
  const [, syncFirst] = await Promise.all([quotas.sync(NOVEMBER), quotas.used('org', 'user', NOVEMBER)]);
  t.is(syncFirst, 3);
  t.is(await quotas.used('org', 'user', NOVEMBER), 3);
});

test('used() without Redis: what the process knows (last sync plus its requests since), else QuotaUnknownError', async (t) => {
  const { redis, quotas } = await counter(t);
  await redis.set('quota:org:user:2026-11', 5);
  await quotas.admit('org', 'user', 0, NOVEMBER);
  await quotas.sync(NOVEMBER);
  quotas.tryAdmit('org', 'user', 0, NOVEMBER);
  redis.disconnect();
  t.is(await quotas.used('org', 'user', NOVEMBER), 7, '6 as of the last sync, one since');
  const error = await t.throwsAsync(quotas.used('org', 'never-read', NOVEMBER));
  t.true(error instanceof QuotaUnknownError);
});
