/**
 * Rate limits across several web processes (separate operating-system processes sharing one
 * PostgreSQL and Redis). Apart from test/limits so that the fast tier starts no processes.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { call, TEST_REDIS_URL } from '../support/test-service.ts';
import { createTestDatabase, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { createKey, createOrganization } from '../support/factories.ts';
import { spawnServer, urlWithSchema } from '../support/server-process.ts';

test('two server processes share one count: still exactly 50 of 200', async (t) => {
  t.timeout(120_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  if (database.kind !== 'postgres') return t.pass('several processes need the PostgreSQL server');
  const org = await createOrganization(database.db);
  const key = await createKey(database.db, org.organizationId, org.ownerId, { rateLimit: { enabled: true, max: 50, windowMs: 60_000 } });
  const env = { DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!), SERVER_SECRET: TEST_SERVER_SECRET, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`, LOG_LEVEL: 'warn' };
  const servers = await Promise.all([spawnServer({ ...env, LOG_LEVEL: 'info' }), spawnServer({ ...env, LOG_LEVEL: 'info' })]);
  t.teardown(() => Promise.all(servers.map((s) => s.stop())));
  const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => call(servers[i % 2], 'GET', '/api/modules', { key: key.key })));
  const ok = replies.filter((r) => r.status === 200);
  t.is(ok.length, 50);
  t.is(replies.filter((r) => r.status === 429).length, 150);
  t.true(ok.some((_, i) => i % 2 === 0) && ok.length > 0);
});
