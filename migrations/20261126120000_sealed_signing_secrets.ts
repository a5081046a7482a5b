import type { Knex } from 'knex';
import { legacySigningSecretContext as context } from '../src/auth/server-secret.ts';
import type { MigrationContext } from '../src/db/migration-source.ts';

/**
 * Signing secrets leave the database. From now on a key's signing secret is derived from the
 * server secret and the key id (HMAC), never stored. The random secrets stored in plain text
 * before are sealed with the server secret (AES-256-GCM, bound to the key id) into
 * `legacy_signing_secret`, so that URLs they signed keep verifying until they expire; revoked
 * keys' secrets are dropped (their URLs are refused anyway). The plain column is removed. The
 * database also records the fingerprint of the server secret, to refuse another one at start.
 * One transaction: a refusal (no server secret while keys exist) leaves everything as it was.
 */
const CHECK_TABLE = 'server_secret_check';
const needsSecret = (direction: string) =>
  new Error(
    `Migration 20261126120000_sealed_signing_secrets (${direction}) needs the server secret to seal or open the API keys' signing ` +
      'secrets: set SERVER_SECRET (64 hexadecimal characters, the same for every process that uses the database)',
  );

export async function up(knex: Knex, { serverSecret }: MigrationContext = {}): Promise<void> {
  await knex.schema.createTable(CHECK_TABLE, (t) => {
    t.smallint('id').primary(); // one row, id 1
    t.text('fingerprint').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('api_keys', (t) => {
    // Sealed with the server secret; null for keys made after this migration (derived secrets).
    t.text('legacy_signing_secret').nullable();
  });
  const keys: { id: string; signing_secret: string }[] = await knex('api_keys')
    .whereNull('revoked_at')
    .select('id', 'signing_secret');
  if (keys.length > 0 && !serverSecret) throw needsSecret('up');
  for (const key of keys) {
    await knex('api_keys')
      .where({ id: key.id })
      .update({ legacy_signing_secret: serverSecret!.seal(key.signing_secret, context(key.id)) });
  }
  if (serverSecret) await knex(CHECK_TABLE).insert({ id: 1, fingerprint: serverSecret.fingerprint });
  await knex.schema.alterTable('api_keys', (t) => t.dropColumn('signing_secret'));
}

/** Back to plain secrets: legacy ones unsealed, derived ones written out, so that every URL signed so far still verifies. */
export async function down(knex: Knex, { serverSecret }: MigrationContext = {}): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => t.text('signing_secret').nullable());
  const keys: { id: string; legacy_signing_secret: string | null }[] = await knex('api_keys').select(
    'id',
    'legacy_signing_secret',
  );
  if (keys.length > 0 && !serverSecret) throw needsSecret('down');
  for (const key of keys) {
    const plain = key.legacy_signing_secret
      ? serverSecret!.unseal(key.legacy_signing_secret, context(key.id))
      : serverSecret!.signingSecret(key.id);
    await knex('api_keys').where({ id: key.id }).update({ signing_secret: plain });
  }
  await knex.schema.alterTable('api_keys', (t) => {
    t.text('signing_secret').notNullable().alter();
    t.dropColumn('legacy_signing_secret');
  });
  await knex.schema.dropTable(CHECK_TABLE);
}
