/**
 * An upgrade from a release that kept monthly quota counts in Redis: the counts move into
 * quota_months once, added to what the database already has, however often the import runs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import test from 'ava';
import { importLegacyQuotaCounts } from '../../src/limits/legacy-quota-import.ts';
import { connectCommandRedis, redisReady } from '../../src/redis/connect.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

test("counts left in Redis by an older release move into quota_months once, added to the database's", async (t) => {
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  const redis = connectCommandRedis(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
  t.teardown(() => redis.disconnect());
  t.true(await redisReady(redis, 3000));
  const [org, user, other] = [randomUUID(), randomUUID(), randomUUID()];
  await redis.set(`quota:${org}:${user}:2026-11`, '70');
  await redis.set(`quota:${org}:${user}:2026-11:granted`, '100');
  await redis.set(`quota:${org}:${other}:2026-10`, '5');
  await redis.set('quota:not-an-account', '9');
  // The account already counted 3 under the new release before the import ran.
  await database
    .db('quota_months')
    .insert({ organization_id: org, user_id: user, month: '2026-11', admitted: 3, granted: 3 });

  t.is(await importLegacyQuotaCounts(redis, database.db), 2);
  t.is(await importLegacyQuotaCounts(redis, database.db), 0, 'a second start finds nothing more');
  const rows = await database.db('quota_months').where({ organization_id: org }).orderBy('month');
  t.deepEqual(
    rows.map((row) => [row.user_id, row.month, Number(row.admitted), Number(row.granted)]),
    [
      [other, '2026-10', 5, 5],
      [user, '2026-11', 73, 73],
    ],
  );
  t.is(await redis.get(`quota:${org}:${user}:2026-11`), null, 'moved, not copied');
  t.is(await redis.get('quota:not-an-account'), '9', 'other keys are left alone');
});
