/**
 * The principal cache against the real database, counting its loads (the queries of
 * auth/principal.ts on api_keys) and with a clock the test moves: concurrent misses share one
 * load; an entry lives its TTL (a hit) or the shorter miss TTL (an unknown key); an invalidation
 * drops the organization's entries and every miss, and a load under way then is not kept (its
 * callers still get its answer, a later caller starts a load of its own); with a staleness bound
 * an entry is trusted only while it, or the change feed's last read, is young enough.
 */
import test from 'ava';
import { hashApiKey } from '../../src/auth/api-key-secret.ts';
import { PrincipalCache, type PrincipalCacheOptions } from '../../src/auth/principal-cache.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let org: TestOrganization;
let other: TestOrganization;
let loads = 0;

test.before(async () => {
  database = await createTestDatabase();
  org = await createOrganization(database.db, 'Cached');
  other = await createOrganization(database.db, 'Other');
  database.db.on('query', (query: { sql: string }) => {
    if (/from "api_keys" as "k"/.test(query.sql)) loads++;
  });
});
test.after.always(async () => {
  await database?.drop();
});

/** A cache on the test database with a clock the test moves; `loaded()` counts its loads since the last call. */
function cacheWith(options: PrincipalCacheOptions = {}) {
  const clock = { now: 1_000_000 };
  const cache = new PrincipalCache(database.db, { ...options, now: () => clock.now });
  const before = { loads };
  const loaded = () => {
    const n = loads - before.loads;
    before.loads = loads;
    return n;
  };
  return { cache, clock, loaded };
}

// Serial: the load counter is shared by the tests of this file.
test.serial('concurrent misses share one load; a hit is kept its TTL, a miss the shorter miss TTL', async (t) => {
  const { cache, clock, loaded } = cacheWith({ ttlMs: 15_000, missTtlMs: 2_000 });
  const hash = hashApiKey(org.ownerKey);
  const unknown = hashApiKey('astro_unknown');
  const [a, b, c] = await Promise.all([cache.get(hash), cache.get(hash), cache.get(hash)]);
  t.is(loaded(), 1, 'one load for three concurrent misses');
  t.is(a?.organizationId, org.organizationId);
  t.is(b, a);
  t.is(c, a);
  t.is(await cache.get(unknown), undefined);
  t.is(await cache.get(unknown), undefined);
  t.is(loaded(), 1, 'an unknown key is remembered');

  clock.now += 2_001;
  t.is(cache.cached(unknown), null, 'a miss is forgotten after the miss TTL');
  t.is(cache.cached(hash)?.organizationId, org.organizationId, 'a hit is not');
  clock.now += 13_000;
  t.is(cache.cached(hash), null, 'a hit is forgotten after its TTL');
  t.is((await cache.get(hash))?.organizationId, org.organizationId);
  t.is(loaded(), 1);
});

test.serial(
  'an invalidation drops the organization and every miss; a load under way is not kept, but answers its callers',
  async (t) => {
    const { cache, loaded } = cacheWith();
    const hash = hashApiKey(org.ownerKey);
    const otherHash = hashApiKey(other.ownerKey);
    const unknown = hashApiKey('astro_unknown');
    await Promise.all([cache.get(hash), cache.get(otherHash), cache.get(unknown)]);
    t.is(loaded(), 3);
    cache.invalidateOrganization(org.organizationId);
    t.is(cache.cached(hash), null, "the organization's entry is dropped");
    t.is(cache.cached(unknown), null, 'misses are dropped');
    t.is(cache.cached(otherHash)?.organizationId, other.organizationId, 'other organizations keep theirs');

    // A load begins, then a change of another organization is announced before it answers.
    const first = cache.get(hash);
    cache.invalidateOrganization(other.organizationId);
    const second = cache.get(hash);
    t.is((await first)?.organizationId, org.organizationId, 'the callers of the overtaken load get its answer');
    t.is((await second)?.organizationId, org.organizationId);
    t.is(loaded(), 2, 'a caller after the invalidation started a load of its own');

    cache.invalidateOrganization(org.organizationId);
    const alone = cache.get(hash);
    cache.invalidateOrganization(other.organizationId);
    t.is((await alone)?.organizationId, org.organizationId);
    t.is(cache.cached(hash), null, 'the answer of a load overtaken by an invalidation is not kept');
    const cleared = cache.get(hash);
    cache.clear();
    await cleared;
    t.is(cache.cached(hash), null, 'nor of one overtaken by clear()');
  },
);

test.serial('with a staleness bound an entry is trusted while it or the last feed read is young enough', async (t) => {
  const { cache, clock, loaded } = cacheWith({ maxStalenessMs: 1_500 });
  const hash = hashApiKey(org.ownerKey);
  await cache.get(hash);
  t.is(loaded(), 1);
  clock.now += 1_501;
  t.is(cache.cached(hash), null, 'older than the bound and not confirmed since');
  cache.confirmFresh(clock.now - 100);
  t.is(cache.cached(hash)?.organizationId, org.organizationId, 'the feed vouched for it');
  clock.now += 1_500;
  t.is(await cache.get(hash).then((p) => p?.organizationId), org.organizationId);
  t.is(loaded(), 1, 'loaded again once neither is young enough');
});
