import { once } from 'node:events';
import test from 'ava';
import { createKey, createOrganization } from '../support/factories.ts';
import { startTestRedis } from '../support/private-redis.ts';
import { call, startTestService } from '../support/test-service.ts';

test("requests served while Redis is down (fail open) count in their key's requestCount and reach the database with the next sync", async (t) => {
  const redis = await startTestRedis();
  t.teardown(() => redis.stop());
  const service = await startTestService({ REDIS_URL: redis.url, USAGE_FLUSH_INTERVAL_MS: '3600000' });
  t.teardown(() => service.stopAll());
  const { db, meter } = service.services;
  const org = await createOrganization(db);
  // A key made during the outage holds no rate-limit or quota lease, so each of its requests needs Redis and fails open.
  const key = await createKey(db, org.organizationId, org.ownerId, {
    rateLimit: { enabled: true, max: 1000, windowMs: 60_000 },
  });
  const requestCount = async () =>
    (await call(service, 'GET', '/api/api-keys', { key: org.ownerKey })).body.data.find(
      (k: { id: string }) => k.id === key.id,
    ).requestCount as number;

  await redis.stop();
  for (let i = 0; i < 3; i++)
    t.is((await call(service, 'GET', '/api/modules', { key: key.key })).status, 200, 'served while Redis is down');
  t.is(await requestCount(), 3, 'counted in this process while Redis is away');
  await meter.sync();
  t.is(
    Number((await db('api_keys').where({ id: key.id }).first()).request_count),
    3,
    'in the database after the next sync, Redis down or not',
  );
  await redis.start();

  t.is(await requestCount(), 3, 'counted once, Redis back or not');
  // The service's connections come back on their own (they retry within a second).
  const client = service.services.redis;
  if (client.status !== 'ready') await once(client, 'ready');
  await meter.connected();
  t.is((await call(service, 'GET', '/api/modules', { key: key.key })).status, 200);
  t.is(await requestCount(), 4);
});
