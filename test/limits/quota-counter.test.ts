import { randomUUID } from 'node:crypto';
import test from 'ava';
import {
  offlineAllowance,
  QuotaCounter,
  QuotaUnknownError,
  quotaLeaseSize,
  RECHECK_SPENT_MS,
  RETURN_AFTER_IDLE_MS,
} from '../../src/limits/quota-counter.ts';
import {
  type AccountMonthKey,
  PostgresQuotaStore,
  type QuotaBatchRecord,
  type QuotaLeaseAsk,
  type QuotaStore,
} from '../../src/limits/quota-store.ts';
import type { BatchNumbers } from '../../src/limits/sync-batches.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const NOVEMBER = Date.UTC(2026, 10, 30, 23, 59, 59);
const DECEMBER = Date.UTC(2026, 11, 1, 0, 0, 1);
const MID_NOVEMBER = Date.UTC(2026, 10, 15, 12);

let database: TestDatabase;
test.before(async () => {
  database = await createTestDatabase();
});
test.after.always(async () => database?.drop());

/** The real store, which a test can take down (calls fail as on a refused connection) or make lose its replies. */
class Switchable implements QuotaStore {
  down = false;
  /** The next apply commits, then fails as if its reply were lost. */
  loseNextReply = false;
  private readonly real = new PostgresQuotaStore(database.db);

  private check(): void {
    if (this.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  }
  async lease(account: AccountMonthKey, ask: QuotaLeaseAsk) {
    this.check();
    return this.real.lease(account, ask);
  }
  async apply(numbers: BatchNumbers, batches: QuotaBatchRecord[]) {
    this.check();
    const totals = await this.real.apply(numbers, batches);
    if (this.loseNextReply) {
      this.loseNextReply = false;
      throw new Error('Connection terminated unexpectedly');
    }
    return totals;
  }
  async read(numbers: BatchNumbers, account: AccountMonthKey) {
    this.check();
    return this.real.read(numbers, account);
  }
}

/** A fresh account (organization and user) and counters on the test database. */
function setUp() {
  const store = new Switchable();
  return { org: randomUUID(), user: randomUUID(), store, quotas: new QuotaCounter(store) };
}

/** The database's admitted and granted counts of an account month. */
async function counts(org: string, user: string, month = '2026-11') {
  const row = await database.db('quota_months').where({ organization_id: org, user_id: user, month }).first();
  return { admitted: Number(row?.admitted ?? 0), granted: Number(row?.granted ?? 0) };
}

const setCounts = (org: string, user: string, month: string, admitted: number) =>
  database.db('quota_months').insert({ organization_id: org, user_id: user, month, admitted, granted: admitted });

const thisMonth = (now: number) => new Date(now).toISOString().slice(0, 7);

test('a lease holds at most a hundredth of the quota, between 1 and 100', (t) => {
  t.is(quotaLeaseSize(1), 1);
  t.is(quotaLeaseSize(51), 1);
  t.is(quotaLeaseSize(5000), 50);
  t.is(quotaLeaseSize(100_000), 100);
});

test('an account is refused once its month reaches the quota, and counted afresh in the next month', async (t) => {
  const { org, user, quotas } = setUp();
  t.is(quotas.tryAdmit(org, user, 2, NOVEMBER), null, 'a lease must be asked for first');
  t.deepEqual(await quotas.admit(org, user, 2, NOVEMBER), { allowed: true, used: 1 });
  t.deepEqual(await quotas.admit(org, user, 2, NOVEMBER), { allowed: true, used: 2 });
  t.deepEqual(await quotas.admit(org, user, 2, NOVEMBER), { allowed: false, used: 2 });
  t.deepEqual(
    quotas.tryAdmit(org, randomUUID(), 2, NOVEMBER),
    null,
    'another user of the organization is another account',
  );

  // One second later it is December (UTC): a new count.
  t.is(quotas.tryAdmit(org, user, 2, DECEMBER), null);
  t.deepEqual(await quotas.admit(org, user, 2, DECEMBER), { allowed: true, used: 1 });

  await quotas.sync(DECEMBER);
  t.deepEqual(await counts(org, user), { admitted: 2, granted: 2 });
  t.is((await counts(org, user, '2026-12')).admitted, 1);
  // November is forgotten locally after the sync; December's count is kept.
  t.is(quotas.tryAdmit(org, user, 2, NOVEMBER), null);
  t.is(quotas.tryAdmit(org, user, 2, DECEMBER), null, "December's lease of 1 is spent: the database is asked");
});

test('two counters on one database never admit more than the quota between them, and admit all of it', async (t) => {
  const { org, user, quotas: first } = setUp();
  const second = new QuotaCounter(new Switchable());
  const decisions = await Promise.all(
    Array.from({ length: 400 }, (_, i) => (i % 2 ? first : second).admit(org, user, 151, NOVEMBER)),
  );
  t.is(decisions.filter((d) => d.allowed).length, 151);
  await Promise.all([first.sync(NOVEMBER), second.sync(NOVEMBER)]);
  t.deepEqual(await counts(org, user), { admitted: 151, granted: 151 });
});

test('far from the quota a lease holds a hundredth of it; near it, only what the waiting requests need', async (t) => {
  const { org, quotas } = setUp();
  const [far, near] = [randomUUID(), randomUUID()];
  const now = Date.now();
  t.like(await quotas.admit(org, far, 100_000, now), { allowed: true });
  t.is((await counts(org, far, thisMonth(now))).granted, 100);
  // When a quarter is left the process is topped up to one lease, before it runs out.
  for (let i = 0; i < 74; i++) t.like(quotas.tryAdmit(org, far, 100_000, now), { allowed: true });
  await quotas.leasesSettled();
  t.is((await counts(org, far, thisMonth(now))).granted, 175);
  for (let i = 0; i < 100; i++)
    t.like(quotas.tryAdmit(org, far, 100_000, now), { allowed: true }, 'no request waits while the account is busy');
  // 950 of 1,000 used: fewer than ten leases of 10 are left.
  await setCounts(org, near, thisMonth(now), 950);
  const burst = await Promise.all(Array.from({ length: 3 }, () => quotas.admit(org, near, 1000, now)));
  t.true(burst.every((d) => d.allowed));
  t.is((await counts(org, near, thisMonth(now))).granted, 953, 'nothing left in this process for another to miss');
});

test('leased requests not used are given back once the account is idle for a second here, and at shutdown', async (t) => {
  const { org, user, quotas: first } = setUp();
  const second = new QuotaCounter(new Switchable());
  const now = Date.now();
  const month = thisMonth(now);
  for (let i = 0; i < 5; i++) t.like(await first.admit(org, user, 100_000, now), { allowed: true });
  t.is(await first.used(org, user, now), 5, 'used counts the requests admitted, not those leased');
  await first.sync(now + RETURN_AFTER_IDLE_MS - 1);
  t.deepEqual(await counts(org, user, month), { admitted: 5, granted: 100 }, 'kept while the account is busy');
  t.is(await second.used(org, user, now), 5, 'another process does not count them either');
  await first.sync(now + RETURN_AFTER_IDLE_MS);
  t.deepEqual(await counts(org, user, month), { admitted: 5, granted: 5 });

  t.like(await second.admit(org, user, 100_000, now), { allowed: true });
  t.is((await counts(org, user, month)).granted, 105);
  await second.sync(now, true);
  t.deepEqual(await counts(org, user, month), { admitted: 6, granted: 6 }, 'everything given back at shutdown');
});

test('a lowered quota is in force as soon as a process sees it: its lease is handed back and the new quota holds exactly', async (t) => {
  const { org, user, store, quotas: first } = setUp();
  const second = new QuotaCounter(new Switchable());
  for (const quotas of [first, second])
    for (let i = 0; i < 5; i++) t.like(await quotas.admit(org, user, 100_000, MID_NOVEMBER), { allowed: true });
  t.deepEqual(await counts(org, user), { admitted: 0, granted: 200 }, 'two leases of 100, 10 used, nothing synced yet');

  // Lowered to 12. The first process to see it hands its lease back, but the second still holds
  // one granted under the old quota: refused (early, never late).
  t.is(first.tryAdmit(org, user, 12, MID_NOVEMBER), null, 'a lease granted under another quota is not spent');
  t.like(await first.admit(org, user, 12, MID_NOVEMBER), { allowed: false });
  t.like(
    first.tryAdmit(org, user, 12, MID_NOVEMBER),
    { allowed: false },
    'refused locally for a while after the database said the quota is spent',
  );
  // The second sees it too: two more fit, no more.
  t.like(await second.admit(org, user, 12, MID_NOVEMBER), { allowed: true });
  t.like(await second.admit(org, user, 12, MID_NOVEMBER), { allowed: true });
  t.like(await second.admit(org, user, 12, MID_NOVEMBER), { allowed: false });
  t.like(await first.admit(org, user, 12, MID_NOVEMBER + RECHECK_SPENT_MS), { allowed: false });
  await Promise.all([first.sync(MID_NOVEMBER), second.sync(MID_NOVEMBER)]);
  t.deepEqual(await counts(org, user), { admitted: 12, granted: 12 });

  // Raised to 13: asked about at once.
  t.like(await first.admit(org, user, 13, MID_NOVEMBER), { allowed: true });
  t.like(await first.admit(org, user, 13, MID_NOVEMBER), { allowed: false });
  // Once the synced count reaches a quota, it is refused without the database.
  await first.sync(MID_NOVEMBER);
  store.down = true;
  t.like(first.tryAdmit(org, user, 13, MID_NOVEMBER + 2 * RECHECK_SPENT_MS), { allowed: false });
});

test('while the database cannot be asked a process spends its lease, then admits one lease more on its own and no further; its counts are added when the database is back', async (t) => {
  const { org, user, store, quotas } = setUp();
  await setCounts(org, user, '2026-11', 500);
  t.like(await quotas.admit(org, user, 1000, MID_NOVEMBER), { allowed: true, used: 501 });
  await quotas.sync(MID_NOVEMBER);
  t.deepEqual(await counts(org, user), { admitted: 501, granted: 510 }, 'a lease of 10, one used');
  store.down = true;
  // Nine requests from the lease, then ten (one lease) on its own, then refused as unknown (503).
  const decisions: string[] = [];
  for (let i = 0; i < 25; i++)
    decisions.push(
      await quotas.admit(org, user, 1000, MID_NOVEMBER).then(
        (d) => (d.allowed ? 'allowed' : 'refused'),
        (error: unknown) => (error instanceof QuotaUnknownError ? 'unknown' : String(error)),
      ),
    );
  t.is(offlineAllowance(1000), 10);
  t.deepEqual(decisions, [...Array(19).fill('allowed'), ...Array(6).fill('unknown')]);
  t.is(await quotas.used(org, user, MID_NOVEMBER), 520, 'what the process knows: 501 synced, 19 since');
  await t.throwsAsync(quotas.sync(MID_NOVEMBER));
  store.down = false;
  await quotas.sync(MID_NOVEMBER + 2000);
  t.deepEqual(
    await counts(org, user),
    { admitted: 520, granted: 520 },
    'the counts made meanwhile added; beyond the lease, the quota overshoots by at most one lease',
  );
  // A process that never learnt the count decides alone within one lease too, and counts it.
  const stranger = setUp();
  stranger.store.down = true;
  t.like(await stranger.quotas.admit(stranger.org, stranger.user, 5, MID_NOVEMBER), { allowed: true });
  const error = await t.throwsAsync(stranger.quotas.admit(stranger.org, stranger.user, 5, MID_NOVEMBER));
  t.true(error instanceof QuotaUnknownError);
  t.true(
    await stranger.quotas.used(stranger.org, stranger.user, MID_NOVEMBER).catch((e) => e instanceof QuotaUnknownError),
  );
});

test('a sync whose transaction committed but whose reply was lost is counted once, also by used() meanwhile', async (t) => {
  const { org, user, store, quotas } = setUp();
  for (let i = 0; i < 3; i++) await quotas.admit(org, user, 0, NOVEMBER);
  store.loseNextReply = true;
  await t.throwsAsync(quotas.sync(NOVEMBER), { message: /Connection terminated/ });
  t.is((await counts(org, user)).admitted, 3, 'committed');
  t.is(await quotas.used(org, user, NOVEMBER), 3, 'the batch sent again later is not counted on top');
  await quotas.admit(org, user, 0, NOVEMBER);
  await quotas.sync(NOVEMBER);
  t.is((await counts(org, user)).admitted, 4, 'the batch sent again is applied once, the new one added');
  t.is(await quotas.used(org, user, NOVEMBER), 4);
});

test('used() counts requests whose sync is in flight, whichever is sent first', async (t) => {
  const { org, user, quotas } = setUp();
  await quotas.admit(org, user, 0, NOVEMBER);
  quotas.tryAdmit(org, user, 0, NOVEMBER);
  // The read asked for first, the sync right after (before the read's reply).
  const reading = quotas.used(org, user, NOVEMBER);
  const syncing = quotas.sync(NOVEMBER);
  t.is(await reading, 2);
  await syncing;
  quotas.tryAdmit(org, user, 0, NOVEMBER);
  // The sync asked for first, the read while it is in flight.
  const [, syncFirst] = await Promise.all([quotas.sync(NOVEMBER), quotas.used(org, user, NOVEMBER)]);
  t.is(syncFirst, 3);
  t.is(await quotas.used(org, user, NOVEMBER), 3);
});

test('used() without the database: what the process knows (last sync plus its requests since), else QuotaUnknownError', async (t) => {
  const { org, user, store, quotas } = setUp();
  await setCounts(org, user, '2026-11', 5);
  await quotas.admit(org, user, 0, NOVEMBER);
  await quotas.sync(NOVEMBER);
  quotas.tryAdmit(org, user, 0, NOVEMBER);
  store.down = true;
  t.is(await quotas.used(org, user, NOVEMBER), 7, '6 as of the last sync, one since');
  const error = await t.throwsAsync(quotas.used(org, randomUUID(), NOVEMBER));
  t.true(error instanceof QuotaUnknownError);
});
