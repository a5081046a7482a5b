import test from 'ava';
import { randomBytes } from 'node:crypto';
import { QuotaCounter, quotaLeaseSize, RETURN_AFTER_IDLE_FAR_MS, RETURN_AFTER_IDLE_MS } from '../../src/limits/quota-counter.ts';
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

test('a lease holds at most a hundredth of the quota, between 1 and 100', (t) => {
  t.is(quotaLeaseSize(1), 1);
  t.is(quotaLeaseSize(51), 1);
  t.is(quotaLeaseSize(5000), 50);
  t.is(quotaLeaseSize(100_000), 100);
});

test('an account is refused once its month reaches the quota, and counted afresh in the next month', async (t) => {
  const { redis, quotas } = await counter(t);
  t.is(quotas.tryAdmit('org', 'user', 2, NOVEMBER), null, 'a lease must be asked for first');
  t.like(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: true });
  t.like(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: true });
  t.like(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: false });
  t.like(quotas.tryAdmit('org', 'user', 2, NOVEMBER), { allowed: false }, 'refused locally for a while after Redis said the quota is spent');
  t.is(quotas.tryAdmit('org', 'user', 3, NOVEMBER), null, 'a raised quota is asked about at once');
  t.is(quotas.tryAdmit('org', 'other-user', 2, NOVEMBER), null, 'another user of the organization is another account');

  // One second later it is December (UTC): a new count.
  t.like(await quotas.admit('org', 'user', 2, DECEMBER), { allowed: true });
  t.is(await redis.get('quota:org:user:2026-11'), '2');
  t.is(await redis.get('quota:org:user:2026-12'), '1');
});

test('two counters on one Redis never admit more than the quota between them', async (t) => {
  const { redis, quotas: first } = await counter(t);
  const second = new QuotaCounter(redis);
  const decisions = await Promise.all(
    Array.from({ length: 400 }, (_, i) => (i % 2 ? first : second).admit('org', 'burst', 151, NOVEMBER)),
  );
  t.is(decisions.filter((d) => d.allowed).length, 151);
  t.is(await redis.get('quota:org:burst:2026-11'), '151');
});

test('leased requests not used are given back when the account is idle (after 1 s near its quota, else 60 s), and at shutdown', async (t) => {
  const { redis, quotas: first } = await counter(t);
  const second = new QuotaCounter(redis);
  const month = (account: string) => `quota:org:${account}:${new Date().toISOString().slice(0, 7)}`;
  const now = Date.now();
  // Near the quota: 950 of 1,000 used elsewhere, leases of 10.
  await redis.set(month('near'), 950);
  for (let i = 0; i < 5; i++) t.like(await first.admit('org', 'near', 1000, now), { allowed: true });
  t.is(await redis.get(month('near')), '960', 'one lease of 10');
  t.is(await first.used('org', 'near', now), 955, 'what this process leased and did not use is not counted as used here');
  t.is(await second.used('org', 'near', now), 960, 'another process counts it until it is given back');
  await first.sync(now + RETURN_AFTER_IDLE_MS - 1);
  t.is(await redis.get(month('near')), '960', 'kept while the account is busy');
  await first.sync(now + RETURN_AFTER_IDLE_MS);
  t.is(await redis.get(month('near')), '955', 'given back after a second idle');

  // Far from the quota: kept for a minute idle.
  for (let i = 0; i < 5; i++) await first.admit('org', 'far', 100_000, now);
  t.is(await redis.get(month('far')), String(quotaLeaseSize(100_000)));
  await first.sync(now + RETURN_AFTER_IDLE_MS);
  t.is(await redis.get(month('far')), '100');
  await first.sync(now + RETURN_AFTER_IDLE_FAR_MS);
  t.is(await redis.get(month('far')), '5');

  await second.admit('org', 'far', 100_000, now);
  t.is(await redis.get(month('far')), '105');
  await second.sync(now, true);
  t.is(await redis.get(month('far')), '6', 'everything given back at shutdown');
});

test('unlimited accounts and requests let through while Redis is down are counted and added later', async (t) => {
  const { redis, quotas } = await counter(t);
  t.like(quotas.tryAdmit('org', 'free', 0, NOVEMBER), { allowed: true });
  t.like(quotas.tryAdmit('org', 'free', 0, NOVEMBER), { allowed: true });
  await quotas.sync(NOVEMBER);
  t.is(await redis.get('quota:org:free:2026-11'), '2');

  const broken = connectCommandRedis('redis://127.0.0.1:1', 'x:', { retryStrategy: () => null });
  broken.on('error', () => {});
  t.teardown(() => broken.disconnect());
  const offline = new QuotaCounter(broken);
  await t.throwsAsync(offline.admit('org', 'user', 5, NOVEMBER));
  t.is(await offline.used('org', 'user', NOVEMBER).catch(() => 'unreadable'), 'unreadable');
});
