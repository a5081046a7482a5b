/**
 * Each key's requestCount reaches its row exactly once: a batch whose transaction committed but
 * whose reply was lost is sent again under its own number and skipped; reads meanwhile count it
 * once.
 */
import test from 'ava';
import type { BatchNumbers } from '../../src/limits/sync-batches.ts';
import { UsageCounter } from '../../src/limits/usage-counter.ts';
import { PostgresUsageStore, type UsageBatchRecord, type UsageStore } from '../../src/limits/usage-store.ts';
import { addMemberWithKey, createOrganization } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
test.before(async () => {
  database = await createTestDatabase();
});
test.after.always(async () => database?.drop());

/** The real store, whose next apply can commit and then fail as if its reply were lost. */
class LosingReplies implements UsageStore {
  loseNextReply = false;
  private readonly real = new PostgresUsageStore(database.db);

  async apply(numbers: BatchNumbers, batches: UsageBatchRecord[]) {
    await this.real.apply(numbers, batches);
    if (this.loseNextReply) {
      this.loseNextReply = false;
      throw new Error('Connection terminated unexpectedly');
    }
  }
  applied(numbers: BatchNumbers) {
    return this.real.applied(numbers);
  }
}

async function keys(count: number) {
  const { db } = database;
  const org = await createOrganization(db);
  return Promise.all(Array.from({ length: count }, () => addMemberWithKey(db, org.organizationId, 'member')));
}

const stored = async (id: string) => {
  const row = await database.db('api_keys').where({ id }).first();
  return [Number(row.request_count), row.last_request && new Date(row.last_request).toISOString()];
};

test('a sync whose reply was lost lands once; reads meanwhile count its requests once', async (t) => {
  const [key] = await keys(1);
  const store = new LosingReplies();
  const usage = new UsageCounter(store);
  const noon = Date.parse('2026-11-26T12:00:00Z');
  for (let i = 0; i < 3; i++) usage.count(key.keyId, noon + i);
  store.loseNextReply = true;
  await t.throwsAsync(usage.sync(), { message: /Connection terminated/ });
  t.deepEqual(await stored(key.keyId), [3, '2026-11-26T12:00:00.002Z'], 'committed');
  const read = async () => {
    const { rows, pending } = await usage.withPending(() =>
      database.db('api_keys').where({ id: key.keyId }).select('id', 'request_count'),
    );
    return Number(rows[0].request_count) + (pending.get(key.keyId)?.count ?? 0);
  };
  t.is(await read(), 3, 'the batch waiting to be sent again is known applied');
  usage.count(key.keyId, noon + 10);
  t.is(await read(), 4);
  await usage.sync();
  t.deepEqual(await stored(key.keyId), [4, '2026-11-26T12:00:00.010Z'], 'sent again: skipped; the new count added');
  t.is(await read(), 4);
});

test('one sync lands the counts of several keys, each batch once, keeping the newest last request', async (t) => {
  const [a, b] = await keys(2);
  const usage = new UsageCounter(new PostgresUsageStore(database.db));
  const noon = Date.parse('2026-11-26T12:00:00Z');
  for (let i = 0; i < 3; i++) usage.count(a.keyId, noon);
  for (let i = 0; i < 5; i++) usage.count(b.keyId, noon + 1000);
  await usage.sync();
  t.deepEqual(await stored(a.keyId), [3, '2026-11-26T12:00:00.000Z']);
  t.deepEqual(await stored(b.keyId), [5, '2026-11-26T12:00:01.000Z']);
  // The same batch applied again (another transaction, as after an unanswered commit): nothing changes.
  const store = new PostgresUsageStore(database.db);
  const again = { seq: 1, cutAt: noon, counts: new Map([[a.keyId, { count: 3, last: noon }]]) };
  await store.apply(usage.numbers, [again]);
  t.deepEqual(await stored(a.keyId), [3, '2026-11-26T12:00:00.000Z']);
  usage.count(a.keyId, noon - 5000);
  usage.count(a.keyId, noon - 5000);
  await usage.sync();
  t.deepEqual(
    await stored(a.keyId),
    [5, '2026-11-26T12:00:00.000Z'],
    'a later batch adds; an older last request keeps the newer one',
  );
  t.deepEqual(await stored(b.keyId), [5, '2026-11-26T12:00:01.000Z']);
});
