/**
 * The server secret: signing secrets derived from it (never stored), the older plain ones sealed
 * by a migration (URLs they signed keep verifying), the secret validated at start and generated
 * into DATA_DIR on the embedded default. The database tests run one at a time (each opens its own
 * database; several PGlite instances at once starve each other).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { generateApiKey, hashApiKey } from '../../src/auth/api-key-secret.ts';
import {
  legacySigningSecretContext,
  resolveServerSecret,
  SERVER_SECRET_FILE,
  ServerSecret,
} from '../../src/auth/server-secret.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/connect.ts';
import { MigrationSource } from '../../src/db/migration-source.ts';
import { signRequest } from '../../src/features/chart/url-signature.ts';
import { signingSecrets } from '../../src/jobs/webhooks/store.ts';
import { createLogger } from '../../src/logger.ts';
import { startService } from '../../src/service.ts';
import { TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET, type TestDatabase } from '../support/test-database.ts';
import { call, startTestService } from '../support/test-service.ts';

const SEALING_MIGRATION = '20261126120000_sealed_signing_secrets';
const BIRTH = { dateTime: '1879-03-14T11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin' };

/** A test database migrated as the release before the sealing migration had it. */
async function databaseBeforeSealing(): Promise<TestDatabase> {
  const source = new MigrationSource({ before: SEALING_MIGRATION });
  if (TEST_DATABASE === 'pglite') {
    const db = await openDatabase({});
    await db.migrate.latest({ migrationSource: source });
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ url: TEST_DATABASE_URL, schema, poolMax: 5 });
  await db.migrate.latest({ migrationSource: source });
  return {
    db,
    kind: 'postgres',
    schema,
    async drop() {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}

/** An organization with the charts module and an owner key whose random signing secret is stored in plain text, as before. */
async function writeKeyTheOldWay(db: Database) {
  const [organization] = await db('organizations').insert({ name: 'Old' }).returning('id');
  const [user] = await db('users')
    .insert({ email: `old-${randomBytes(4).toString('hex')}@example.com` })
    .returning('id');
  await db('memberships').insert({ organization_id: organization.id, user_id: user.id, role: 'owner' });
  await db('organization_modules').insert({ organization_id: organization.id, module: 'charts' });
  const key = generateApiKey();
  const signingSecret = randomBytes(32).toString('base64url');
  const [row] = await db('api_keys')
    .insert({
      organization_id: organization.id,
      user_id: user.id,
      name: 'old',
      prefix: key.prefix,
      start: key.start,
      key_hash: key.hash,
      signing_secret: signingSecret,
    })
    .returning('id');
  // A webhook endpoint in a grace period of a rotation: both secrets in plain text, as before.
  const webhookSecrets = [
    `whsec_${randomBytes(32).toString('base64url')}`,
    `whsec_${randomBytes(32).toString('base64url')}`,
  ];
  const [webhook] = await db('webhook_endpoints')
    .insert({
      organization_id: organization.id,
      url: 'https://example.com/hook',
      events: JSON.stringify(['pdf-report.completed']),
      secret: webhookSecrets[0],
      previous_secret: webhookSecrets[1],
      previous_secret_expires_at: new Date(Date.now() + 3_600_000),
    })
    .returning('id');
  return { keyId: row.id as string, key: key.key, signingSecret, webhookId: webhook.id as string, webhookSecrets };
}

/** The same URL signed with another secret. */
function resign(url: string, secret: string): string {
  const u = new URL(url);
  u.searchParams.delete('signature');
  u.searchParams.set('signature', signRequest(secret, u.pathname, Object.fromEntries(u.searchParams)));
  return u.toString();
}

test('malformed SERVER_SECRET is a configuration error that names the variable, not the value', (t) => {
  for (const value of ['short', 'z'.repeat(64), 'ab'.repeat(33)]) {
    const error = t.throws(() => loadConfig({ SERVER_SECRET: value }), { instanceOf: ConfigError });
    t.regex(error!.message, /SERVER_SECRET must be 64 hexadecimal characters/);
    t.false(error!.message.includes(value), 'the secret is not echoed');
  }
  t.deepEqual(loadConfig({ SERVER_SECRET: TEST_SERVER_SECRET }).serverSecret, Buffer.from(TEST_SERVER_SECRET, 'hex'));
});

test('a PostgreSQL database needs SERVER_SECRET; the embedded default generates one into DATA_DIR (mode 0600) and keeps it', (t) => {
  const onServer = t.throws(() => resolveServerSecret(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })), {
    instanceOf: ConfigError,
  });
  t.regex(onServer!.message, /SERVER_SECRET must be set when DATABASE_URL is/);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-secret-'));
  try {
    const first = resolveServerSecret(loadConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, SERVER_SECRET_FILE);
    t.is(first.generatedFile, file);
    t.is(fs.statSync(file).mode & 0o777, 0o600);
    const second = resolveServerSecret(loadConfig({ DATA_DIR: dataDir }));
    t.is(second.generatedFile, undefined);
    t.is(second.secret.fingerprint, first.secret.fingerprint);
    t.is(second.secret.signingSecret('k'), first.secret.signingSecret('k'));
    // SERVER_SECRET wins over the file.
    t.not(
      resolveServerSecret(loadConfig({ DATA_DIR: dataDir, SERVER_SECRET: TEST_SERVER_SECRET })).secret.fingerprint,
      first.secret.fingerprint,
    );
    fs.writeFileSync(file, 'not a secret\n');
    const broken = t.throws(() => resolveServerSecret(loadConfig({ DATA_DIR: dataDir })), { instanceOf: ConfigError });
    t.true(broken!.message.includes(file));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('sealed secrets open only with the same server secret and row', (t) => {
  const secret = ServerSecret.parse(TEST_SERVER_SECRET)!;
  const sealed = secret.seal('plain', 'row-1');
  t.false(sealed.includes('plain'));
  t.is(secret.unseal(sealed, 'row-1'), 'plain');
  t.throws(() => secret.unseal(sealed, 'row-2'));
  t.throws(() => ServerSecret.parse('ab'.repeat(32))!.unseal(sealed, 'row-1'));
  t.not(secret.signingSecret('a'), secret.signingSecret('b'));
});

test.serial('a migration without the server secret is refused over existing keys and changes nothing', async (t) => {
  const database = await databaseBeforeSealing();
  try {
    const old = await writeKeyTheOldWay(database.db);
    const error = await t.throwsAsync(migrateToLatest(database.db));
    t.regex(error!.message, /needs the server secret.*set SERVER_SECRET/s);
    t.true(await database.db.schema.hasColumn('api_keys', 'signing_secret'));
    t.false(await database.db.schema.hasColumn('api_keys', 'legacy_signing_secret'));
    t.false(await database.db.schema.hasTable('server_secret_check'));
    t.is((await database.db('api_keys').where({ id: old.keyId }).first()).signing_secret, old.signingSecret);
  } finally {
    await database.drop();
  }
});

test.serial(
  'after the migration the database holds no readable secret, and URLs signed before and after it verify',
  async (t) => {
    const database = await databaseBeforeSealing();
    const old = await writeKeyTheOldWay(database.db);
    const secret = ServerSecret.parse(TEST_SERVER_SECRET)!;
    await migrateToLatest(database.db, { serverSecret: secret });
    const service = await startTestService({}, database);
    try {
      const signed = await call(service, 'POST', '/api/chart/signed-urls', { key: old.key, body: BIRTH });
      t.is(signed.status, 200, signed.text);
      const url: string = signed.body.data.attributes.url;
      t.is((await fetch(url)).status, 200, 'signed after the migration (derived secret)');
      const before = resign(url, old.signingSecret);
      t.is((await fetch(before)).status, 200, 'signed before the migration (the sealed legacy secret)');
      const forged = await fetch(resign(url, randomBytes(32).toString('base64url')));
      t.is(forged.status, 403);
      t.is(((await forged.json()) as { errors: { code: string }[] }).errors[0].code, 'invalid_signature');

      // A key made now has no stored secret at all.
      const made = await call(service, 'POST', '/api/api-keys', {
        key: old.key,
        body: { data: { type: 'api-keys', attributes: { name: 'new' } } },
      });
      t.true(made.status < 300, made.text);
      const newKey: string = made.body.data.key;
      const newSigned = await call(service, 'POST', '/api/chart/signed-urls', { key: newKey, body: BIRTH });
      t.is((await fetch(newSigned.body.data.attributes.url)).status, 200);

      // Read the rows directly: neither signing secret nor API key can be read back.
      const rows = await database.db('api_keys').select('*');
      t.is(rows.length, 2);
      t.false('signing_secret' in rows[0]);
      const dump = JSON.stringify(rows);
      for (const readable of [
        old.signingSecret,
        old.key,
        newKey,
        secret.signingSecret(old.keyId),
        ...rows.map((r) => secret.signingSecret(r.id)),
      ]) {
        t.false(dump.includes(readable), 'no readable secret in the rows');
      }
      const oldRow = rows.find((r) => r.id === old.keyId);
      t.is(oldRow.key_hash, hashApiKey(old.key), 'API keys stored only as their hash');
      t.is(secret.unseal(oldRow.legacy_signing_secret, legacySigningSecretContext(old.keyId)), old.signingSecret);
      t.is(rows.find((r) => r.id !== old.keyId).legacy_signing_secret, null);
      t.is(JSON.stringify(await database.db('server_secret_check').select('*')).includes(TEST_SERVER_SECRET), false);

      // Webhook secrets: sealed in the row, the same secrets still sign deliveries.
      const webhook = await database.db('webhook_endpoints').where({ id: old.webhookId }).first();
      for (const plain of old.webhookSecrets) t.false(JSON.stringify(webhook).includes(plain));
      t.deepEqual(signingSecrets(webhook, secret), old.webhookSecrets);
    } finally {
      await service.stop();
    }

    try {
      // Rolled back (the batch of this release's migrations), the plain columns hold the secrets again:
      // the legacy signing secret, new keys' derived ones, the webhook secrets.
      await database.db.migrate.rollback({ migrationSource: new MigrationSource({ serverSecret: secret }) });
      const rows = await database.db('api_keys').select('id', 'signing_secret');
      t.is(rows.find((r) => r.id === old.keyId).signing_secret, old.signingSecret);
      const other = rows.find((r) => r.id !== old.keyId);
      t.is(other.signing_secret, secret.signingSecret(other.id));
      const webhook = await database.db('webhook_endpoints').where({ id: old.webhookId }).first();
      t.deepEqual([webhook.secret, webhook.previous_secret], old.webhookSecrets);
    } finally {
      await database.drop();
    }
  },
);

test.serial(
  'a process started with another server secret than the database was set up with stops with a configuration error',
  async (t) => {
    const service = await startTestService();
    try {
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SERVER_SECRET: 'ab'.repeat(32),
        REDIS_URL: service.services.redisUrl,
        PLACE_INDEX: 'lazy',
      });
      const error = await t.throwsAsync(startService(config, createLogger('silent'), { db: service.services.db }), {
        instanceOf: ConfigError,
      });
      t.regex(error!.message, /SERVER_SECRET is not the secret this database was set up with/);
      t.false(error!.message.includes(TEST_SERVER_SECRET));
    } finally {
      await service.stopAll();
    }
  },
);
