/**
 * PostgreSQL stopped under a running service: requests that need the database answer 503
 * `service_unavailable` with Retry-After (a dependency outage, not a bug: never 500), for a known
 * key and an unknown one alike; once the server is back, the same requests are answered again.
 * The database is a private PostgreSQL server this test starts, stops and starts again.
 */
import test from 'ava';
import { migrateToLatest, openDatabase } from '../../src/db/connect.ts';
import { isDatabaseUnavailable } from '../../src/db/connection-failure.ts';
import { isRedisUnavailable } from '../../src/redis/connection-failure.ts';
import { DeadlineError } from '../../src/redis/deadline.ts';
import { createOrganization } from '../support/factories.ts';
import { findPostgresBin, startTestPostgres } from '../support/private-postgres.ts';
import { call, type Reply, startTestService } from '../support/test-service.ts';

const outage = (
  t: { is: (a: unknown, b: unknown, m?: string) => void; truthy: (a: unknown, m?: string) => void },
  reply: Reply,
  what: string,
) => {
  t.is(reply.status, 503, `${what}: ${reply.text}`);
  t.is(reply.body?.errors?.[0]?.code, 'service_unavailable', what);
  t.truthy(Number(reply.headers.get('retry-after')) > 0, `${what}: Retry-After`);
};

test('PostgreSQL down: 503 service_unavailable with Retry-After for known and unknown keys; answered again once it is back', async (t) => {
  if (!findPostgresBin()) {
    t.log('SKIPPED: no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)');
    t.pass();
    return;
  }
  const postgres = await startTestPostgres();
  t.teardown(() => postgres.destroy());
  const db = await openDatabase({ url: postgres.url, poolMax: 4 });
  await migrateToLatest(db);
  const service = await startTestService({}, { db, kind: 'postgres', drop: () => db.destroy() });
  t.teardown(async () => {
    await service.stopAll();
    await db.destroy();
  });
  const org = await createOrganization(db);
  const unknownKey = `${org.ownerKey.slice(0, -4)}0000`;
  t.is(
    (await call(service, 'GET', '/api/modules', { key: org.ownerKey })).status,
    200,
    'served while the database is up',
  );
  t.is((await call(service, 'GET', '/api/modules', { key: unknownKey })).status, 401);

  await postgres.stop();
  // What the key cache's expiry does by itself within seconds: every key is read from the database again.
  service.services.principals.clear();
  for (let i = 0; i < 3; i++) {
    outage(t, await call(service, 'GET', '/api/modules', { key: org.ownerKey }), `known key, request ${i + 1}`);
    outage(t, await call(service, 'GET', '/api/modules', { key: unknownKey }), `unknown key, request ${i + 1}`);
  }

  await postgres.start();
  // The pool's connections from before the restart are gone; a request finds a new one.
  t.is((await call(service, 'GET', '/api/modules', { key: org.ownerKey })).status, 200, 'known key answered again');
  t.is((await call(service, 'GET', '/api/modules', { key: unknownKey })).status, 401, 'unknown key refused again');
});

test('connection failures are told apart from query errors', (t) => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
  t.true(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')));
  t.true(isDatabaseUnavailable(coded('terminating connection due to administrator command', '57P01')));
  t.true(isDatabaseUnavailable(coded('the database system is starting up', '57P03')));
  t.true(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')));
  t.true(
    isDatabaseUnavailable(
      Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }),
    ),
  );
  t.true(
    isDatabaseUnavailable(
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ),
  );
  t.true(isDatabaseUnavailable(new Error('query failed', { cause: coded('read ECONNRESET', 'ECONNRESET') })));
  t.false(isDatabaseUnavailable(coded('syntax error at or near "selec"', '42601')));
  t.false(isDatabaseUnavailable(coded('duplicate key value violates unique constraint', '23505')));
  t.false(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined')));
  t.false(isDatabaseUnavailable('ECONNREFUSED'));
});

test('Redis connection failures are told apart from command errors', (t) => {
  t.true(isRedisUnavailable(new Error('Connection is closed.')));
  t.true(isRedisUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false")));
  t.true(isRedisUnavailable(new Error('Command timed out')));
  t.true(
    isRedisUnavailable(
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
    ),
  );
  t.true(isRedisUnavailable(new DeadlineError('quota lease', 1000)));
  t.false(isRedisUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value')));
  t.false(isRedisUnavailable(undefined));
});
