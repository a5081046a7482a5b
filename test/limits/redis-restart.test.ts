/**
 * A Redis restarted without persistence under load (killed, then started empty on the same port)
 * loses no request count and lets no quota overshoot: usage and quotas are kept in PostgreSQL.
 * The redis-server is the test's own (`--save "" --appendonly no`). Requests go before the
 * restart, while Redis is down and after it is back; afterwards each key's requestCount, the
 * account's quota count and GET /api/usage equal the requests let through exactly, and an
 * account with a quota of 300 got exactly 300 (none beyond: PostgreSQL answered throughout).
 */
import test from 'ava';
import { monthKey } from '../../src/limits/calendar-month.ts';
import { createKey, createOrganization } from '../support/factories.ts';
import { type Answer, runLoad, type Send, tally } from '../support/load.ts';
import { startTestRedis } from '../support/private-redis.ts';
import { call, startTestService } from '../support/test-service.ts';

const CONCURRENCY = 20;
const QUOTA = 300;

test('a Redis restarted empty under load: requestCount, the quota count and /api/usage equal the requests let through, and a quota of 300 holds', async (t) => {
  t.timeout(240_000);
  const redis = await startTestRedis();
  t.teardown(() => redis.stop());
  const service = await startTestService({ REDIS_URL: redis.url });
  t.teardown(() => service.stopAll());
  const { db, meter } = service.services;

  // A rate limit far above the load, so that its leases go to Redis all the time without refusing.
  const rateLimit = { enabled: true, max: 1_000_000, windowMs: 60_000 };
  const large = await createOrganization(db);
  const busy = await createKey(db, large.organizationId, large.ownerId, { rateLimit });
  const small = await createOrganization(db);
  await db('organizations').where({ id: small.organizationId }).update({ monthly_quota: QUOTA });
  const capped = await createKey(db, small.organizationId, small.ownerId, { rateLimit });

  // One request in four is the capped account's: 400 of 1,600 against its quota of 300.
  const send: Send = async (index) => {
    const key = index % 4 === 0 ? capped : busy;
    const reply = await call(service, 'GET', '/api/modules', { key: key.key });
    return { status: reply.status, code: reply.body?.errors?.[0]?.code, target: key === capped ? 'capped' : 'busy' };
  };

  const before = await runLoad(400, CONCURRENCY, send);

  // Under load: Redis killed after 100 answers, started again (empty) after 150 more answered
  // while it was down; the load goes on throughout.
  const fault = {
    state: 'up' as 'up' | 'stopping' | 'down' | 'starting',
    answered: 0,
    downFrom: 0,
    whileDown: 0,
    restarted: undefined as Promise<void> | undefined,
  };
  const during = await runLoad(800, CONCURRENCY, send, (count) => {
    fault.answered = count;
    if (fault.state === 'down') fault.whileDown++;
    if (fault.state === 'up' && count >= 100) {
      fault.state = 'stopping';
      fault.restarted = redis.stop().then(() => {
        fault.state = 'down';
        fault.downFrom = fault.answered;
      });
    } else if (fault.state === 'down' && count >= fault.downFrom + 150) {
      fault.state = 'starting';
      fault.restarted = redis.start();
    }
  });
  // The load may end before Redis has been started again: start it now then.
  await fault.restarted;
  if (fault.state === 'down') await redis.start();
  const { whileDown } = fault;
  t.true(whileDown >= 1, 'requests were answered while Redis was down');
  // The rest of the load once the service's connection is back (it retries within a second).
  await meter.connected();

  const after = await runLoad(400, CONCURRENCY, send);
  const answers: Answer[] = [...before, ...during, ...after];
  t.log(`answered: ${JSON.stringify(tally(answers))}; ${whileDown} while Redis was down`);

  const admitted = (target: string) => answers.filter((a) => a.target === target && a.status === 200).length;
  const unexpected = answers.filter((a) => a.status !== 200 && a.code !== 'quota_exceeded');
  t.deepEqual(unexpected, [], 'every answer is 200, or 429 quota_exceeded for the capped account');
  t.true(
    answers.filter((a) => a.code === 'quota_exceeded').every((a) => a.target === 'capped'),
    'only the capped account is refused',
  );

  // Every count written (the meter's sync, as it runs every second).
  await meter.sync();
  const requestCount = async (id: string) => Number((await db('api_keys').where({ id }).first()).request_count);
  const quotaCount = async (org: { organizationId: string; ownerId: string }) =>
    Number(
      (
        await db('quota_months')
          .where({ organization_id: org.organizationId, user_id: org.ownerId, month: monthKey(new Date()) })
          .first()
      ).admitted,
    );
  t.is(await requestCount(busy.id), admitted('busy'), "the busy key's requestCount");
  t.is(await quotaCount(large), admitted('busy'), "the busy account's quota count");
  t.is(await requestCount(capped.id), admitted('capped'), "the capped key's requestCount");
  t.is(await quotaCount(small), admitted('capped'), "the capped account's quota count");
  t.is(admitted('capped'), QUOTA, 'the quota of 300 let exactly 300 through, across the restart');

  const usage = await call(service, 'GET', '/api/usage', { key: busy.key });
  t.is(usage.status, 200);
  t.is(usage.body.data.attributes.used, admitted('busy') + 1, '/api/usage: every request let through, and itself');
});
