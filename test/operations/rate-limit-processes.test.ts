/**
 * Rate limits and monthly quotas across several web processes (separate operating-system
 * processes sharing one PostgreSQL and Redis). Apart from test/limits so that the fast tier
 * starts no processes.
 */

import { randomBytes } from 'node:crypto';
import test from 'ava';
import { updateOrganization } from '../../src/features/organizations/queries.ts';
import { monthKey } from '../../src/limits/calendar-month.ts';
import { createKey, createOrganization } from '../support/factories.ts';
import { type ServerProcess, spawnServer, urlWithSchema } from '../support/server-process.ts';
import { createTestDatabase, TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { call, TEST_REDIS_URL } from '../support/test-service.ts';

// The server runs as a child process on the test database: the in-memory PGlite cannot be shared.
const onServer = TEST_DATABASE === 'postgres' ? test : test.skip;

onServer('two server processes share one count: still exactly 50 of 200', async (t) => {
  t.timeout(120_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  if (database.kind !== 'postgres') return t.pass('several processes need the PostgreSQL server');
  const org = await createOrganization(database.db);
  const key = await createKey(database.db, org.organizationId, org.ownerId, {
    rateLimit: { enabled: true, max: 50, windowMs: 60_000 },
  });
  const env = {
    DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
    SERVER_SECRET: TEST_SERVER_SECRET,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'warn',
  };
  const servers = await Promise.all([
    spawnServer({ ...env, LOG_LEVEL: 'info' }),
    spawnServer({ ...env, LOG_LEVEL: 'info' }),
  ]);
  t.teardown(() => Promise.all(servers.map((s) => s.stop())));
  const replies = await Promise.all(
    Array.from({ length: 200 }, (_, i) => call(servers[i % 2], 'GET', '/api/modules', { key: key.key })),
  );
  const ok = replies.filter((r) => r.status === 200);
  t.is(ok.length, 50);
  t.is(replies.filter((r) => r.status === 429).length, 150);
  t.true(ok.some((_, i) => i % 2 === 0) && ok.length > 0);
});

onServer('bursts spread over two processes: N ≤ limit answers no 429, N = limit + k answers k', async (t) => {
  t.timeout(180_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  const org = await createOrganization(database.db);
  const env = {
    DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
    SERVER_SECRET: TEST_SERVER_SECRET,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'info',
  };
  const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  t.teardown(() => Promise.all(servers.map((s) => s.stop())));
  /**
   * A burst of `count` concurrent requests, alternately to each process, with a fresh key limited
   * to `max`; `lopsided`: one request to the first process first (it leases more than it uses),
   * then the rest all to the second.
   */
  const burst = async (max: number, count: number, lopsided = false) => {
    const key = await createKey(database.db, org.organizationId, org.ownerId, {
      rateLimit: { enabled: true, max, windowMs: 60_000 },
    });
    const started = Date.now();
    const first = lopsided ? [await call(servers[0], 'GET', '/api/modules', { key: key.key })] : [];
    const replies = await Promise.all(
      Array.from({ length: count - first.length }, (_, i) =>
        call(servers[lopsided ? 1 : i % 2], 'GET', '/api/modules', { key: key.key }),
      ),
    );
    replies.push(...first);
    const ended = Date.now();
    const refused = replies.filter((r) => r.status === 429);
    t.is(refused.length + replies.filter((r) => r.status === 200).length, count, 'every answer is 200 or 429');
    for (const reply of refused) {
      t.is(reply.body.errors[0].code, 'rate_limited');
      // The window opened with the burst, so its next capacity is its end: at least this far off.
      const retryAfter = Number(reply.headers.get('retry-after'));
      t.true(retryAfter >= (started + 60_000 - ended) / 1000 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    }
    return refused.length;
  };
  for (const max of [100, 500]) {
    t.is(await burst(max, max), 0, `${max} requests on a limit of ${max}: none refused`);
    t.is(await burst(max, max - 7), 0, `${max - 7} requests on a limit of ${max}: none refused`);
    t.is(await burst(max, max + 20), 20, `${max + 20} requests on a limit of ${max}: 20 refused`);
    // The first process holds tokens it will not use: the second recalls them rather than refuse.
    t.is(await burst(max, max, true), 0, `${max} requests, one then the rest on the other process: none refused`);
  }
});

onServer(
  'two server processes share one monthly quota: a burst with 51 left lets exactly 51 through, and a lowered quota holds exactly',
  async (t) => {
    t.timeout(180_000);
    const database = await createTestDatabase();
    t.teardown(() => database.drop());
    if (database.kind !== 'postgres') return t.pass('several processes need the PostgreSQL server');
    const { db } = database;
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const env = {
      DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
      SERVER_SECRET: TEST_SERVER_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'info',
    };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    let stopped: Promise<unknown> | undefined;
    const stopAll = () => (stopped ??= Promise.all(servers.map((s) => s.stop())));
    t.teardown(stopAll);
    const counts = async (org: { organizationId: string; ownerId: string }) => {
      const row = await db('quota_months')
        .where({ organization_id: org.organizationId, user_id: org.ownerId, month: monthKey(new Date()) })
        .first();
      return { admitted: Number(row?.admitted ?? 0), granted: Number(row?.granted ?? 0) };
    };
    const burst = async (key: string, count: number) => {
      const replies = await Promise.all(
        Array.from({ length: count }, (_, i) => call(servers[i % 2], 'GET', '/api/modules', { key })),
      );
      const ok = replies.filter((r) => r.status === 200).length;
      t.is(
        ok + replies.filter((r) => r.body?.errors?.[0]?.code === 'quota_exceeded').length,
        count,
        'every other answer is 429 quota_exceeded',
      );
      return ok;
    };

    // 49 of 100 spent over both processes, then a burst of 200.
    const spent = await createOrganization(db);
    await db('organizations').where({ id: spent.organizationId }).update({ monthly_quota: 100 });
    for (let i = 0; i < 49; i++)
      t.is((await call(servers[i % 2], 'GET', '/api/modules', { key: spent.ownerKey })).status, 200);
    t.is(await burst(spent.ownerKey, 200), 51);

    // Both processes hold a lease of 100 under 100,000 when the quota is lowered to 50 (as admin
    // set-quota does: in the database, no broadcast); then a burst of 200.
    const lowered = await createOrganization(db);
    await db('organizations').where({ id: lowered.organizationId }).update({ monthly_quota: 100_000 });
    t.is(await burst(lowered.ownerKey, 40), 40);
    // Usually a lease of 100 in each process (granted 200); leases idle for a second are handed back.
    t.log(`after 40 requests: ${JSON.stringify(await counts(lowered))}`);
    await updateOrganization(db, lowered.organizationId, { monthly_quota: 50 });
    // Both processes are asked in turn (so neither is idle long enough to hand its lease back)
    // until each has answered with the new quota (a 429 quota_exceeded can only be the new one).
    let probes = 0;
    const seen = new Set<ServerProcess>();
    while (seen.size < servers.length) {
      for (const server of servers.filter((s) => !seen.has(s))) {
        const reply = await call(server, 'GET', '/api/usage', { key: lowered.ownerKey });
        if (reply.status === 200) probes++;
        if (reply.body?.data?.attributes?.monthlyQuota === 50 || reply.body?.errors?.[0]?.code === 'quota_exceeded')
          seen.add(server);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const admitted = 40 + probes + (await burst(lowered.ownerKey, 200));
    t.log(`lowered to 50: ${probes} probes and ${admitted - 40 - probes} of the burst admitted after 40`);
    // Probes answered before a process saw the change spent its old lease (allowed within the
    // staleness bound, at most one lease of 100 each); once both have seen it, not one more.
    t.true(40 + probes <= 50 + 2 * 100);
    t.is(admitted, Math.max(50, 40 + probes));

    // Stopped, the processes have sent every count and handed back every lease.
    await stopAll();
    t.deepEqual(await counts(spent), { admitted: 100, granted: 100 });
    t.deepEqual(await counts(lowered), { admitted, granted: admitted });
  },
);
