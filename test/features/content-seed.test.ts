import test from 'ava';
import { openDatabase } from '../../src/db/connect.ts';
import { contentSeed, recordedSeedVersion, SEED_NAME } from '../../src/features/content/seed.ts';
import { interpretationText, LANGUAGES } from '../../src/interpretation/index.ts';
import { createOrganization } from '../support/factories.ts';
import { spawnServer, urlWithSchema } from '../support/server-process.ts';
import {
  createTestDatabase,
  TEST_DATABASE,
  TEST_DATABASE_URL,
  TEST_SERVER_SECRET,
  type TestDatabase,
} from '../support/test-database.ts';
import { call, startTestService } from '../support/test-service.ts';

/** 3,077 subjects (transits, placements, synastry), each in every language. */
const SUBJECTS = 3077;
const SEEDED_ITEMS = SUBJECTS * LANGUAGES.length;
const PER_LANGUAGE = Object.fromEntries(LANGUAGES.map((l) => [l, SUBJECTS]));

async function globalCounts(database: TestDatabase) {
  const rows: { language: string; n: number }[] = await database
    .db('content_items')
    .where({ owner_type: 'global' })
    .whereNull('deleted_at')
    .groupBy('language')
    .select('language', database.db.raw('count(*)::int as n'));
  return Object.fromEntries(rows.map((r) => [r.language, Number(r.n)]));
}

/** Another connection pool on the same database (what a second process would have); PGlite has only one. */
async function secondHandle(database: TestDatabase): Promise<TestDatabase> {
  if (database.kind === 'pglite') return { ...database, drop: async () => undefined };
  const db = await openDatabase({ url: TEST_DATABASE_URL, schema: database.schema, poolMax: 3 });
  return { db, kind: 'postgres', schema: database.schema, drop: () => db.destroy() };
}

test.serial(
  'the first start seeds every text once; a restart finds the version current and writes nothing',
  async (t) => {
    const database = await createTestDatabase();
    t.teardown(() => database.drop());
    const first = await startTestService({}, database);
    const seeded = await contentSeed(first.services);
    await first.stopAll();
    t.is(seeded.status, 'seeded', seeded.error);
    t.is(seeded.inserted, SEEDED_ITEMS);
    t.log(`first seed on ${TEST_DATABASE}: ${seeded.ms} ms for ${seeded.items} items`);
    t.deepEqual(await globalCounts(database), PER_LANGUAGE);
    t.is(await recordedSeedVersion(database.db), seeded.version);
    const stamp = await database.db('content_items').max('updated_at as at').first();

    const second = await startTestService({}, database);
    const again = await contentSeed(second.services);
    await second.stopAll();
    t.is(again.status, 'current');
    t.is(again.version, seeded.version);
    t.log(`restart check on ${TEST_DATABASE}: ${again.ms} ms`);
    t.deepEqual(await globalCounts(database), PER_LANGUAGE);
    t.deepEqual(await database.db('content_items').max('updated_at as at').first(), stamp, 'nothing was rewritten');
  },
);

test.serial('services starting at once on one database write the seed once', async (t) => {
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  const handles = [database, await secondHandle(database), await secondHandle(database)];
  const services = await Promise.all(handles.map((handle) => startTestService({}, handle)));
  const outcomes = await Promise.all(services.map((s) => contentSeed(s.services)));
  await Promise.all(services.map((s) => s.stopAll()));
  await Promise.all(handles.slice(1).map((h) => h.drop()));
  t.deepEqual(outcomes.map((o) => o.status).sort(), ['current', 'current', 'seeded'], JSON.stringify(outcomes));
  t.deepEqual(await globalCounts(database), PER_LANGUAGE);
  const [{ n }] = await database.db('content_items').count('* as n');
  t.is(Number(n), SEEDED_ITEMS);
});

test.serial(
  'a changed seed version rewrites changed texts, restores deleted ones, retires stale ones and leaves organization copies alone',
  async (t) => {
    const database = await createTestDatabase();
    t.teardown(() => database.drop());
    const { db } = database;
    const first = await startTestService({}, database);
    await contentSeed(first.services);
    const org = await createOrganization(db);
    const changedUrn = 'urn:astro:planet-sign:venus:libra';
    const global = await db('content_items')
      .where({ urn: changedUrn, language: 'en', owner_type: 'global' })
      .first('id');
    const copy = await call(first, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey });
    await call(first, 'PATCH', `/api/content/${copy.body.data.id}`, {
      key: org.ownerKey,
      body: { data: { type: 'content', attributes: { body: 'Our Venus' } } },
    });
    await first.stopAll();

    await db('content_seed_state').where({ name: SEED_NAME }).update({ version: 'sha256:older' });
    await db('content_items')
      .where({ urn: changedUrn, owner_type: 'global', language: 'en' })
      .update({ title: 'An older title' });
    await db('content_items')
      .where({ urn: 'urn:astro:planet-house:moon:4', owner_type: 'global', language: 'de' })
      .update({ deleted_at: db.fn.now() });
    await db('content_items').insert({
      urn: 'urn:astro:obsolete:text',
      language: 'en',
      title: 'Gone',
      body: 'Gone',
      owner_type: 'global',
    });

    const second = await startTestService({}, database);
    const outcome = await contentSeed(second.services);
    try {
      t.is(outcome.status, 'seeded', outcome.error);
      t.is(outcome.inserted, 0);
      t.is(outcome.updated, 2);
      t.is(outcome.retired, 1);
      const restored = await db('content_items')
        .where({ urn: changedUrn, owner_type: 'global', language: 'en' })
        .first('title', 'deleted_at');
      t.is(restored.title, interpretationText(changedUrn, 'en')!.title);
      t.is(
        (
          await db('content_items')
            .where({ urn: 'urn:astro:planet-house:moon:4', owner_type: 'global', language: 'de' })
            .first('deleted_at')
        ).deleted_at,
        null,
      );
      const obsolete = await call(second, 'GET', '/api/content?filter[urn]=urn:astro:obsolete:', { key: org.ownerKey });
      t.is(obsolete.body.meta.total, 0, 'a retired global item is no longer listed');
      const mine = await call(second, 'GET', `/api/content/${copy.body.data.id}`, { key: org.ownerKey });
      t.is(mine.body.data.attributes.body, 'Our Venus');
      t.deepEqual(await globalCounts(database), PER_LANGUAGE);
    } finally {
      await second.stopAll();
    }
  },
);

test.serial(
  'stopping while the seed runs neither hangs nor leaves a partial seed; the next start completes it',
  async (t) => {
    const database = await createTestDatabase();
    t.teardown(() => database.drop());
    const first = await startTestService({}, database);
    const pending = contentSeed(first.services);
    await first.stopAll();
    const outcome = await pending;
    t.true(['seeded', 'failed'].includes(outcome.status), outcome.status);
    const [{ n }] = await database.db('content_items').count('* as n');
    t.true(Number(n) === 0 || Number(n) === SEEDED_ITEMS, `all or nothing (${n})`);

    const second = await startTestService({}, database);
    const completed = await contentSeed(second.services);
    await second.stopAll();
    t.true(['seeded', 'current'].includes(completed.status));
    t.deepEqual(await globalCounts(database), PER_LANGUAGE);
  },
);

const postgresOnly = TEST_DATABASE === 'postgres' ? test.serial : test.serial.skip;

postgresOnly('two server processes starting at once on a fresh database seed it once', async (t) => {
  t.timeout(180_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  const env = {
    DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
    SERVER_SECRET: TEST_SERVER_SECRET,
    PLACE_INDEX: 'lazy',
    CONTENT_SEED: 'eager',
    LOG_LEVEL: 'debug',
    REDIS_PREFIX: `test:seed${Date.now()}:`,
  };
  const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  try {
    const seedDone = /content library seed(ed| is current)/;
    const finished = (s: { output(): string }) => seedDone.test(s.output());
    await Promise.all(servers.map((s) => s.waitForOutput(seedDone, 120_000).catch(() => {})));
    t.true(servers.every(finished), servers.map((s) => s.output()).join('\n---\n'));
    t.truthy(await recordedSeedVersion(database.db));
    const writers = servers.filter((s) => s.output().includes('content library seeded'));
    t.is(writers.length, 1, servers.map((s) => s.output()).join('\n---\n'));
    const [{ n }] = await database.db('content_items').count('* as n');
    t.is(Number(n), SEEDED_ITEMS);
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
  }
});
