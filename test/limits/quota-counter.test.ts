import { randomBytes } from 'node:crypto';
import test from 'ava';
import {
  QuotaCounter,
  QuotaUnknownError,
  quotaLeaseSize,
  RECHECK_SPENT_MS,
  RETURN_AFTER_IDLE_MS,
} from '../../src/limits/quota-counter.ts';
import { connectCommandRedis, redisReady } from '../../src/redis/connect.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

const NOVEMBER = Date.UTC(2026, 10, 30, 23, 59, 59);
const DECEMBER = Date.UTC(2026, 11, 1, 0, 0, 1);
const MID_NOVEMBER = Date.UTC(2026, 10, 15, 12);
const ADMITTED = 'quota:org:user:2026-11';

async function counter(t: { teardown(fn: () => void): void; true(value: boolean): void }) {
  const redis = connectCommandRedis(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
  t.teardown(() => redis.disconnect());
  t.true(await redisReady(redis, 3000));
  return { redis, quotas: new QuotaCounter(redis) };
}

/** Redis's admitted and granted counts of an account month. */
async function counts(redis: { get(key: string): Promise<string | null> }, key = ADMITTED) {
  return { admitted: Number(await redis.get(key)), granted: Number(await redis.get(`${key}:granted`)) };
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
  t.deepEqual(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: true, used: 1 });
  t.deepEqual(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: true, used: 2 });
  t.deepEqual(await quotas.admit('org', 'user', 2, NOVEMBER), { allowed: false, used: 2 });
  t.deepEqual(
    quotas.tryAdmit('org', 'other-user', 2, NOVEMBER),
    null,
    'another user of the organization is another account',
  );

  // One second later it is December (UTC): a new count.
  t.is(quotas.tryAdmit('org', 'user', 2, DECEMBER), null);
  t.deepEqual(await quotas.admit('org', 'user', 2, DECEMBER), { allowed: true, used: 1 });

  await quotas.sync(DECEMBER);
  t.deepEqual(await counts(redis), { admitted: 2, granted: 2 });
  t.is(await redis.get('quota:org:user:2026-12'), '1');
  // November is forgotten locally after the sync; December's count is kept.
  t.is(quotas.tryAdmit('org', 'user', 2, NOVEMBER), null);
  t.is(quotas.tryAdmit('org', 'user', 2, DECEMBER), null, "December's lease of 1 is spent: Redis is asked");
});

test('two counters on one Redis never admit more than the quota between them, and admit all of it', async (t) => {
  const { redis, quotas: first } = await counter(t);
  const second = new QuotaCounter(redis);
  const decisions = await Promise.all(
    Array.from({ length: 400 }, (_, i) => (i % 2 ? first : second).admit('org', 'user', 151, NOVEMBER)),
  );
  t.is(decisions.filter((d) => d.allowed).length, 151);
  await Promise.all([first.sync(NOVEMBER), second.sync(NOVEMBER)]);
  t.deepEqual(await counts(redis), { admitted: 151, granted: 151 });
});

test('far from the quota a lease holds a hundredth of it; near it, only what the waiting requests need', async (t) => {
  const { redis, quotas } = await counter(t);
  const now = Date.now();
  const month = (user: string) => `quota:org:${user}:${new Date(now).toISOString().slice(0, 7)}`;
  t.like(await quotas.admit('org', 'far', 100_000, now), { allowed: true });
  t.is((await counts(redis, month('far'))).granted, 100);
  // When a quarter is left the process is topped up to one lease, before it runs out.
  for (let i = 0; i < 74; i++) t.like(quotas.tryAdmit('org', 'far', 100_000, now), { allowed: true });
  await quotas.leasesSettled();
  t.is((await counts(redis, month('far'))).granted, 175);
  for (let i = 0; i < 100; i++)
    t.like(
      quotas.tryAdmit('org', 'far', 100_000, now),
      { allowed: true },
      'no request waits while the account is busy',
    );
  // 950 of 1,000 used: fewer than ten leases of 10 are left.
  await redis.set(month('near'), 950);
  const burst = await Promise.all(Array.from({ length: 3 }, () => quotas.admit('org', 'near', 1000, now)));
  t.true(burst.every((d) => d.allowed));
  t.is((await counts(redis, month('near'))).granted, 953, 'nothing left in this process for another to miss');
});

test('leased requests not used are given back once the account is idle for a second here, and at shutdown', async (t) => {
  const { redis, quotas: first } = await counter(t);
  const second = new QuotaCounter(redis);
  const now = Date.now();
  const key = `quota:org:user:${new Date(now).toISOString().slice(0, 7)}`;
  for (let i = 0; i < 5; i++) t.like(await first.admit('org', 'user', 100_000, now), { allowed: true });
  t.is(await first.used('org', 'user', now), 5, 'used counts the requests admitted, not those leased');
  await first.sync(now + RETURN_AFTER_IDLE_MS - 1);
  t.deepEqual(await counts(redis, key), { admitted: 5, granted: 100 }, 'kept while the account is busy');
  t.is(await second.used('org', 'user', now), 5, 'another process does not count them either');
  await first.sync(now + RETURN_AFTER_IDLE_MS);
  t.deepEqual(await counts(redis, key), { admitted: 5, granted: 5 });

  t.like(await second.admit('org', 'user', 100_000, now), { allowed: true });
  t.is((await counts(redis, key)).granted, 105);
  await second.sync(now, true);
  t.deepEqual(await counts(redis, key), { admitted: 6, granted: 6 }, 'everything given back at shutdown');
});

test('a lowered quota is in force as soon as a process sees it: its lease is handed back and the new quota holds exactly', async (t) => {
  const { redis, quotas: first } = await counter(t);
  const second = new QuotaCounter(redis);
  for (const quotas of [first, second])
    for (let i = 0; i < 5; i++) t.like(await quotas.admit('org', 'user', 100_000, MID_NOVEMBER), { allowed: true });
  t.deepEqual(await counts(redis), { admitted: 0, granted: 200 }, 'two leases of 100, 10 used, nothing synced yet');

  // Lowered to 12. The first process to see it hands its lease back, but the second still holds
  // one granted under the old quota: refused (early, never late).
  t.is(first.tryAdmit('org', 'user', 12, MID_NOVEMBER), null, 'a lease granted under another quota is not spent');
  t.like(await first.admit('org', 'user', 12, MID_NOVEMBER), { allowed: false });
  t.like(
    first.tryAdmit('org', 'user', 12, MID_NOVEMBER),
    { allowed: false },
    'refused locally for a while after Redis said the quota is spent',
  );
  // The second sees it too: two more fit, no more.
  t.like(await second.admit('org', 'user', 12, MID_NOVEMBER), { allowed: true });
  t.like(await second.admit('org', 'user', 12, MID_NOVEMBER), { allowed: true });
  t.like(await second.admit('org', 'user', 12, MID_NOVEMBER), { allowed: false });
  t.like(await first.admit('org', 'user', 12, MID_NOVEMBER + RECHECK_SPENT_MS), { allowed: false });
  await Promise.all([first.sync(MID_NOVEMBER), second.sync(MID_NOVEMBER)]);
  t.deepEqual(await counts(redis), { admitted: 12, granted: 12 });

  // Raised to 13: asked about at once.
  t.like(await first.admit('org', 'user', 13, MID_NOVEMBER), { allowed: true });
  t.like(await first.admit('org', 'user', 13, MID_NOVEMBER), { allowed: false });
  // Once the synced count reaches a quota, it is refused without Redis.
  await first.sync(MID_NOVEMBER);
  redis.disconnect();
  t.like(first.tryAdmit('org', 'user', 13, MID_NOVEMBER + 2 * RECHECK_SPENT_MS), { allowed: false });
});

test('while Redis is down requests are decided by what the process knows, counted, and added when it is back', async (t) => {
  const { redis, quotas } = await counter(t);
  await redis.set(ADMITTED, 5);
  await quotas.admit('org', 'user', 100_000, MID_NOVEMBER);
  await quotas.sync(MID_NOVEMBER);
  const unreachable = connectCommandRedis('redis://127.0.0.1:1', 'x:', { retryStrategy: () => null });
  unreachable.on('error', () => {});
  t.teardown(() => unreachable.disconnect());
  const offline = new QuotaCounter(unreachable);
  // Lowered to 8 while Redis is down: known 6, so two more, then refused.
  const ended = new Promise((resolve) => redis.once('end', resolve));
  redis.disconnect();
  await ended;
  t.like(await quotas.admit('org', 'user', 8, MID_NOVEMBER), { allowed: true, used: 7 });
  t.like(await quotas.admit('org', 'user', 8, MID_NOVEMBER), { allowed: true, used: 8 });
  t.like(await quotas.admit('org', 'user', 8, MID_NOVEMBER), { allowed: false, used: 8 });
  t.is(await quotas.used('org', 'user', MID_NOVEMBER), 8);
  await t.throwsAsync(quotas.sync(MID_NOVEMBER));
  await redis.connect();
  t.true(await redisReady(redis, 3000));
  await quotas.sync(MID_NOVEMBER + RETURN_AFTER_IDLE_MS);
  t.deepEqual(
    await counts(redis),
    { admitted: 8, granted: 6 },
    'the counts made meanwhile added; the lease given back',
  );
  // A process that never learnt the count lets the request through (the meter fails open) and counts it.
  const error = await t.throwsAsync(offline.admit('org', 'user', 5, MID_NOVEMBER));
  t.true(error instanceof QuotaUnknownError);
  await t.throwsAsync(offline.sync(MID_NOVEMBER));
  t.is(await offline.used('org', 'user', MID_NOVEMBER).catch((e: unknown) => e instanceof QuotaUnknownError), true);
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
  await redis.set(ADMITTED, 5);
  await quotas.admit('org', 'user', 0, NOVEMBER);
  await quotas.sync(NOVEMBER);
  quotas.tryAdmit('org', 'user', 0, NOVEMBER);
  redis.disconnect();
  t.is(await quotas.used('org', 'user', NOVEMBER), 7, '6 as of the last sync, one since');
  const error = await t.throwsAsync(quotas.used('org', 'never-read', NOVEMBER));
  t.true(error instanceof QuotaUnknownError);
});
