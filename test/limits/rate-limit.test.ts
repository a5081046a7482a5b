import test from 'ava';
import { addMemberWithKey, createKey, createOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
/** The service's clock: real time plus what the window test skipped ahead (only forward). */
let skippedMs = 0;

test.before(async () => {
  service = await startTestService({}, undefined, { clock: () => Date.now() + skippedMs });
});
test.after.always(async () => service?.stopAll());

const limitedKey = async (max: number, windowMs: number) => {
  const org = await createOrganization(service.services.db);
  return createKey(service.services.db, org.organizationId, org.ownerId, {
    rateLimit: { enabled: true, max, windowMs },
  });
};

test('200 concurrent requests against a key limited to 50 per window: exactly 50 succeed', async (t) => {
  const key = await limitedKey(50, 60_000);
  const replies = await Promise.all(
    Array.from({ length: 200 }, () => call(service, 'GET', '/api/modules', { key: key.key })),
  );
  const statuses = replies.map((r) => r.status);
  const outcomes = replies.map((r) => `${r.status}${r.body?.errors ? ` ${r.body.errors[0].code}` : ''}`);
  const tally = JSON.stringify(
    Object.fromEntries([...new Set(outcomes)].map((s) => [s, outcomes.filter((x) => x === s).length])),
  );
  t.is(statuses.filter((s) => s === 200).length, 50, tally);
  t.is(statuses.filter((s) => s === 429).length, 150, tally);
  for (const reply of replies) {
    t.is(reply.headers.get('ratelimit-limit'), '50');
    t.regex(reply.headers.get('ratelimit-remaining') ?? '', /^\d+$/);
    t.regex(reply.headers.get('ratelimit-reset') ?? '', /^\d+$/);
  }
  const limited = replies.find((r) => r.status === 429)!;
  t.is(limited.body.errors[0].code, 'rate_limited');
  t.is(limited.headers.get('ratelimit-remaining'), '0');
  const retryAfter = Number(limited.headers.get('retry-after'));
  t.true(retryAfter >= 1 && retryAfter <= 60);
});

// Serial (run before the concurrent tests), as it moves the service's clock past a window's end.
test.serial('the window resets after rateLimitTimeWindow milliseconds', async (t) => {
  // A window long enough that four requests fit in it on a loaded machine (Redis also expires the
  // key by its own clock); the service's clock then skips past its end instead of waiting.
  const key = await limitedKey(3, 60_000);
  for (let i = 0; i < 3; i++) t.is((await call(service, 'GET', '/api/modules', { key: key.key })).status, 200);
  t.is((await call(service, 'GET', '/api/modules', { key: key.key })).status, 429);
  skippedMs += 60_100;
  t.is((await call(service, 'GET', '/api/modules', { key: key.key })).status, 200);
});

test('a key without a rate limit sends no RateLimit headers', async (t) => {
  const org = await createOrganization(service.services.db);
  const key = await createKey(service.services.db, org.organizationId, org.ownerId, { rateLimit: { enabled: false } });
  const reply = await call(service, 'GET', '/api/modules', { key: key.key });
  t.is(reply.status, 200);
  t.is(reply.headers.get('ratelimit-limit'), null);
});

test('the monthly quota counts every key of the owner and answers 429 quota_exceeded when spent', async (t) => {
  const { db } = service.services;
  const org = await createOrganization(db);
  await db('organizations').where({ id: org.organizationId }).update({ monthly_quota: 5 });
  await service.services.invalidation.organizationChanged(org.organizationId);
  const second = await createKey(db, org.organizationId, org.ownerId);
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await call(service, 'GET', '/api/modules', { key: org.ownerKey })).status);
  for (let i = 0; i < 3; i++) statuses.push((await call(service, 'GET', '/api/modules', { key: second.key })).status);
  t.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  const spent = await call(service, 'GET', '/api/modules', { key: org.ownerKey });
  t.is(spent.body.errors[0].code, 'quota_exceeded');
  t.truthy(spent.headers.get('retry-after'));
  t.regex(spent.body.errors[0].meta.resetsAt, /^\d{4}-\d{2}-01T00:00:00\.000Z$/);
  // Another account in the same organization has its own quota.
  const other = await addMemberWithKey(db, org.organizationId, 'member');
  t.is((await call(service, 'GET', '/api/modules', { key: other.key })).status, 200);
});

test('GET /api/usage reports the quota and its use', async (t) => {
  const { db } = service.services;
  const org = await createOrganization(db);
  await db('organizations').where({ id: org.organizationId }).update({ monthly_quota: 100 });
  await service.services.invalidation.organizationChanged(org.organizationId);
  await call(service, 'GET', '/api/modules', { key: org.ownerKey });
  const usage = await call(service, 'GET', '/api/usage', { key: org.ownerKey });
  t.is(usage.status, 200);
  t.is(usage.body.data.attributes.monthlyQuota, 100);
  t.is(usage.body.data.attributes.used, 2);
  t.is(usage.body.data.attributes.remaining, 98);
});

test('when Redis is down, calculations keep answering (fail open) and readiness says so', async (t) => {
  const down = await startTestService({ REDIS_URL: 'redis://127.0.0.1:1' });
  t.teardown(() => down.stopAll());
  const org = await createOrganization(down.services.db);
  const calc = await call(down, 'GET', '/api/calc/positions?instant=2020-01-01T00:00:00Z', { key: org.ownerKey });
  t.is(calc.status, 200);
  t.is(calc.body.data.attributes.positions.length, 10);
  const keys = await call(down, 'GET', '/api/api-keys', { key: org.ownerKey });
  t.is(keys.status, 200);
  const ready = await call(down, 'GET', '/readyz');
  t.is(ready.status, 503);
  t.deepEqual(ready.body, { status: 'unready', database: true, redis: false, reports: 'unknown' });
});
