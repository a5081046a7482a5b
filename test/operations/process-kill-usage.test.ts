/**
 * A web process killed with SIGKILL under load loses at most the counts it had not written:
 * requests whose answers arrived after the cut of its last batch applied (meter_batches.cut_at,
 * the process's clock when it took the batch from its counts). The other process, stopped
 * normally, loses nothing. Two server processes on one PostgreSQL and Redis, each called with a
 * key of its own of one account.
 */

import { randomBytes } from 'node:crypto';
import test from 'ava';
import { monthKey } from '../../src/limits/calendar-month.ts';
import { createKey, createOrganization } from '../support/factories.ts';
import { type Answer, runLoad, type Send, tally } from '../support/load.ts';
import { type ServerProcess, spawnServer, urlWithSchema } from '../support/server-process.ts';
import { createTestDatabase, TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { call, TEST_REDIS_URL } from '../support/test-service.ts';

// The servers run as child processes on the test database: the in-memory PGlite cannot be shared.
const onServer = TEST_DATABASE === 'postgres' ? test : test.skip;

onServer(
  'a web process killed mid-load loses at most the requests answered after its last written batch',
  async (t) => {
    t.timeout(300_000);
    const database = await createTestDatabase();
    t.teardown(() => database.drop());
    const { db } = database;
    const org = await createOrganization(db);
    const keys = [
      await createKey(db, org.organizationId, org.ownerId),
      await createKey(db, org.organizationId, org.ownerId),
    ];
    const env = {
      DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
      SERVER_SECRET: TEST_SERVER_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
      LOG_LEVEL: 'info',
    };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    t.teardown(() => Promise.all(servers.map((s) => s.stop('SIGKILL'))));
    const [victim, survivor] = servers;
    const meterId = (server: ServerProcess) => /"meterProcessId":"([^"]+)"/.exec(server.output())![1];

    const send: Send = async (index) => {
      const target = index % 2 === 0 ? 'victim' : 'survivor';
      try {
        const reply = await call(servers[index % 2], 'GET', '/api/modules', { key: keys[index % 2].key });
        return { status: reply.status, code: reply.body?.errors?.[0]?.code, target };
      } catch {
        return { status: 0, target }; // refused, or cut off by the kill
      }
    };
    const before = await runLoad(300, 20, send);
    // The victim has written counts (each second): the bound below is then not trivial.
    const written = async (kind: string) =>
      (await db('meter_batches')
        .where({ process_id: meterId(victim), kind })
        .first()) as { cut_at: Date; seq: number } | undefined;
    for (let i = 0; i < 300 && !((await written('usage')) && (await written('quota'))); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    t.truthy(await written('usage'), 'the victim wrote its counts before the kill');

    let killed: Promise<unknown> | undefined;
    const during = await runLoad(700, 20, send, (answered) => {
      if (answered >= 200) killed ??= victim.stop('SIGKILL');
    });
    await killed;
    // The survivor writes its last counts as it stops.
    t.is(await survivor.stop('SIGTERM'), 0);

    const answers: Answer[] = [...before, ...during];
    t.log(`victim: ${JSON.stringify(tally(answers.filter((a) => a.target === 'victim')))}`);
    const admitted = (target: string) => answers.filter((a) => a.target === target && a.status === 200).length;
    t.deepEqual(
      answers.filter((a) => a.status !== 200 && !(a.target === 'victim' && a.status === 0)),
      [],
      'every answer is 200 but the victim’s failed connections',
    );
    // Requests in flight at the kill may have been counted and never answered.
    const failed = answers.filter((a) => a.target === 'victim' && a.status === 0).length;
    const answeredAfter = async (kind: string) => {
      const cut = (await written(kind))!.cut_at.getTime();
      return answers.filter((a) => a.target === 'victim' && a.status === 200 && a.at >= cut).length;
    };

    const requestCount = async (id: string) => Number((await db('api_keys').where({ id }).first()).request_count);
    t.is(await requestCount(keys[1].id), admitted('survivor'), "the survivor's requests: every one");
    const victimCount = await requestCount(keys[0].id);
    const usageBound = await answeredAfter('usage');
    t.log(`usage: victim let ${admitted('victim')} through, ${victimCount} counted; bound ${usageBound}`);
    t.true(admitted('victim') - victimCount <= usageBound, 'lost: at most the answers after the last written batch');
    t.true(victimCount <= admitted('victim') + failed, 'counted: at most those let through and those cut off');

    const quota = Number(
      (
        await db('quota_months')
          .where({ organization_id: org.organizationId, user_id: org.ownerId, month: monthKey(new Date()) })
          .first()
      ).admitted,
    );
    const quotaVictim = quota - admitted('survivor');
    const quotaBound = await answeredAfter('quota');
    t.log(`quota: victim's share ${quotaVictim}; bound ${quotaBound}`);
    t.true(admitted('victim') - quotaVictim <= quotaBound, 'the quota count loses as little');
    t.true(quotaVictim <= admitted('victim') + failed);
  },
);
