import { randomBytes } from 'node:crypto';
import test from 'ava';
import {
  leaseSize,
  leaseWant,
  RateLimitLeases,
  RECHECK_FULL_MS,
  RETURN_AFTER_IDLE_MS,
} from '../../src/limits/rate-limit-leases.ts';
import { connectCommandRedis, type Redis, redisReady } from '../../src/redis/connect.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

test("a lease covers about a tenth of a second of the key's pace, within a twentieth of the limit", (t) => {
  t.is(leaseSize(40), 2);
  t.is(leaseSize(1_000_000), 100);
  t.is(leaseWant(1_000_000, 0, 0), 100, 'no pace known yet: the smallest lease');
  t.is(leaseWant(1_000_000, 100, 10), 1000, '100 tokens in 10 ms: 1,000 for the next 100 ms');
  t.is(leaseWant(1_000_000, 100, 60_000), 100, 'a slow key keeps the smallest lease');
  t.is(leaseWant(2000, 100, 1), 100, 'never more than a twentieth of the limit');
  t.is(leaseWant(50, 3, 1), 3);
});

async function leasesOnRedis(t: { teardown(fn: () => void): void; true(value: boolean): void }, clock?: () => number) {
  const redis = connectCommandRedis(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
  t.teardown(() => redis.disconnect());
  t.true(await redisReady(redis, 3000));
  return { redis, leases: new RateLimitLeases(redis, clock) };
}

/** Takes tokens without waiting for Redis until none is held; returns how many it took. */
function takeHeld(leases: RateLimitLeases, keyId: string, max: number, windowMs: number, limit = 100_000): number {
  let taken = 0;
  while (taken < limit && leases.tryAcquire(keyId, max, windowMs)?.allowed) taken++;
  return taken;
}

test('the next lease is asked for when a quarter of this one is left, so a busy key never waits', async (t) => {
  let now = Date.now();
  const { redis, leases } = await leasesOnRedis(t, () => now);
  const max = 1_000_000;
  t.true((await leases.acquire('k', max, 60_000)).allowed);
  t.is(await redis.get('ratelimit:k'), '100');
  t.is(takeHeld(leases, 'k', max, 60_000, 73), 73, 'still 26 held: no lease yet');
  now += 10; // 75 requests in 10 ms: a busy key, whatever the machine's load
  t.is(await redis.get('ratelimit:k'), '100');
  t.truthy(leases.tryAcquire('k', max, 60_000)?.allowed); // 25 left: the next lease goes out
  await leases.settled('k');
  const granted = Number(await redis.get('ratelimit:k'));
  t.true(granted > 200, `a busy key's second lease is larger than the first (count ${granted})`);
  t.is(takeHeld(leases, 'k', max, 60_000, 25), 25, 'the tokens left from the first lease are still spent');
});

test('tokens left from an ended window are dropped when a lease opens the next window (never more than max in a window)', async (t) => {
  const { redis, leases } = await leasesOnRedis(t);
  const max = 2000; // every lease is 100 tokens
  await leases.acquire('k', max, 60_000); // 99 held
  t.is(takeHeld(leases, 'k', max, 60_000, 73), 73); // 26 held
  await redis.del('ratelimit:k'); // the window ends in Redis while 26 are held here
  t.truthy(leases.tryAcquire('k', max, 60_000)?.allowed); // 25 held: the next lease goes out and opens a new window
  await leases.settled('k');
  t.is(await redis.get('ratelimit:k'), '100');
  t.is(takeHeld(leases, 'k', max, 60_000), 100, "only the new window's 100 tokens are spent in it");
});

test('near the limit a lease holds only what waits; a full window is refused locally', async (t) => {
  const { redis, leases } = await leasesOnRedis(t);
  await redis.set('ratelimit:k', '1995', 'PX', 60_000);
  const first = await leases.acquire('k', 2000, 60_000);
  t.true(first.allowed);
  t.is(takeHeld(leases, 'k', 2000, 60_000), 0, 'five left: the lease held the one request waiting, nothing more');
  for (let i = 0; i < 4; i++) t.true((await leases.acquire('k', 2000, 60_000)).allowed);
  const refused = await leases.acquire('k', 2000, 60_000);
  t.false(refused.allowed);
  t.is(await redis.get('ratelimit:k'), '2000');
  t.false(leases.tryAcquire('k', 2000, 60_000)!.allowed, 'refused without asking Redis again');
});

/** Leases that recall tokens from one another, listening before the test goes on. */
async function recalling(t: { teardown(fn: () => void): void }, redis: Redis, clock?: () => number) {
  const leases = new RateLimitLeases(redis, clock, undefined, { recall: true });
  t.teardown(() => leases.close());
  await leases.start();
  return leases;
}

test('two processes sharing a window of 100 let a burst of 100 through whole, and not one more', async (t) => {
  const { redis } = await leasesOnRedis(t);
  const [first, second] = [await recalling(t, redis), await recalling(t, redis)];
  const burst = await Promise.all(
    Array.from({ length: 100 }, (_, i) => (i % 2 ? first : second).acquire('k', 100, 60_000)),
  );
  t.is(burst.filter((d) => d.allowed).length, 100, 'no token left unused in one process while the other refuses');
  t.false((await first.acquire('k', 100, 60_000)).allowed);
  t.false((await second.acquire('k', 100, 60_000)).allowed);
  t.is(await redis.get('ratelimit:k'), '100');
});

test('tokens idle for a second go back to the window, and a process that found it full asks again after a second', async (t) => {
  let now = Date.now();
  const clock = () => now;
  const { redis, leases: holder } = await leasesOnRedis(t, clock);
  const other = new RateLimitLeases(redis, clock);
  t.true((await holder.acquire('k', 100, 60_000)).allowed, 'far from the limit: a lease of 5, 4 held');
  await redis.incrby('ratelimit:k', 95); // the other processes spent the rest
  t.false((await other.acquire('k', 100, 60_000)).allowed, 'full, though 4 tokens sit unused in the holder');
  t.false(other.tryAcquire('k', 100, 60_000)!.allowed, 'then refused locally, without Redis');
  now += RETURN_AFTER_IDLE_MS - 1;
  await holder.sweep();
  t.is(await redis.get('ratelimit:k'), '100', 'kept while the key is not idle for a second');
  now += 1;
  await holder.sweep();
  t.is(await redis.get('ratelimit:k'), '96', 'handed back');
  now += RECHECK_FULL_MS - RETURN_AFTER_IDLE_MS;
  t.is(other.tryAcquire('k', 100, 60_000), null, 'a second after the window was full, Redis is asked again');
  t.true((await other.acquire('k', 100, 60_000)).allowed);
});

test('a process that finds the window full recalls the tokens another holds unused, before refusing', async (t) => {
  const { redis } = await leasesOnRedis(t);
  const [holder, other] = [await recalling(t, redis), await recalling(t, redis)];
  t.true((await holder.acquire('k', 100, 60_000)).allowed, 'far from the limit: a lease of 5, 4 held');
  await redis.incrby('ratelimit:k', 95); // the rest spent elsewhere
  for (let i = 0; i < 4; i++)
    t.true((await other.acquire('k', 100, 60_000)).allowed, 'the 4 tokens the holder did not use');
  t.is(await redis.get('ratelimit:k'), '100');
  t.false((await other.acquire('k', 100, 60_000)).allowed, 'then refused: none is held anywhere');
  t.false((await holder.acquire('k', 100, 60_000)).allowed);
});
