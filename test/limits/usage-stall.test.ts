/**
 * A stalled Redis (SIGSTOP, then SIGCONT) counts every request exactly once: usage and quota are
 * counted in PostgreSQL, and the rate limit's calls queued on the frozen connection neither hold
 * requests up nor count anything. Requests keep being answered during the stall. The Redis server
 * is the test's own.
 */
import test from 'ava';
import { monthKey } from '../../src/limits/calendar-month.ts';
import { createKey, createOrganization } from '../support/factories.ts';
import { startTestRedis } from '../support/private-redis.ts';
import { call, startTestService } from '../support/test-service.ts';

const BEFORE = 20;
const DURING = 15;
const AFTER = 5;

test("requests during a Redis stall count exactly once in the key's requestCount and in the quota", async (t) => {
  const redis = await startTestRedis();
  t.teardown(() => redis.stop());
  const service = await startTestService({ REDIS_URL: redis.url, USAGE_FLUSH_INTERVAL_MS: '3600000' });
  t.teardown(() => service.stopAll());
  const { db, meter } = service.services;
  const org = await createOrganization(db);
  const ownerKeyId = (await db('api_keys').where({ organization_id: org.organizationId }).first()).id;
  // A small rate limit leases 5 tokens at a time, so leases are asked for during the stall too.
  const limited = await createKey(db, org.organizationId, org.ownerId, {
    rateLimit: { enabled: true, max: 100, windowMs: 60_000 },
  });
  // Each request pair: one of the owner's key (no rate limit), one of the limited key; both count in the owner's quota.
  const get = async () => {
    const replies = [
      await call(service, 'GET', '/api/modules', { key: org.ownerKey }),
      await call(service, 'GET', '/api/modules', { key: limited.key }),
    ];
    return {
      status: replies.every((reply) => reply.status === 200) ? 200 : replies.map((reply) => reply.status).join(','),
    };
  };

  for (let i = 0; i < BEFORE; i++) t.is((await get()).status, 200);
  await meter.sync();

  redis.pause();
  t.teardown(() => redis.resume());
  const stalledAt = Date.now();
  for (let i = 0; i < DURING; i++) t.is((await get()).status, 200, 'answered while Redis is frozen');
  t.log(`${2 * DURING} requests answered in ${Date.now() - stalledAt} ms while Redis was frozen`);
  // Three sync periods pass with Redis frozen: each sync misses its deadline.
  for (let i = 0; i < 3; i++) await meter.sync();
  redis.resume();

  for (let i = 0; i < AFTER; i++) t.is((await get()).status, 200);
  await meter.sync();

  const total = BEFORE + DURING + AFTER;
  for (const id of [ownerKeyId, limited.id]) {
    t.is(Number((await db('api_keys').where({ id }).first()).request_count), total, "each key's requestCount");
  }
  const month = await db('quota_months')
    .where({ organization_id: org.organizationId, user_id: org.ownerId, month: monthKey(new Date()) })
    .first();
  t.is(Number(month.admitted), 2 * total, 'the quota count in the database');
});
