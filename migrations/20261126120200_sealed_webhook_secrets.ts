import type { Knex } from 'knex';
import { webhookSecretContext } from '../src/auth/server-secret.ts';
import type { MigrationContext } from '../src/db/migration-source.ts';

/**
 * Webhook endpoint secrets (current and rotated-out) are stored sealed with the server secret
 * (AES-256-GCM, bound to the endpoint id) instead of in plain text: they sign deliveries, and
 * may be chosen by the customer, so they cannot be derived. Deliveries keep their signatures:
 * the same secrets, opened when a delivery is signed. One transaction; without the server secret
 * over existing endpoints it stops and changes nothing.
 */
const needsSecret = (direction: string) =>
  new Error(
    `Migration 20261126120200_sealed_webhook_secrets (${direction}) needs the server secret to seal or open the webhook endpoints' ` +
      'secrets: set SERVER_SECRET (64 hexadecimal characters, the same for every process that uses the database)',
  );

type Row = { id: string; secret: string; previous_secret: string | null };

async function each(
  knex: Knex,
  direction: string,
  serverSecret: MigrationContext['serverSecret'],
  change: (value: string, context: string) => string,
) {
  const rows: Row[] = await knex('webhook_endpoints').select('id', 'secret', 'previous_secret');
  if (rows.length > 0 && !serverSecret) throw needsSecret(direction);
  for (const row of rows) {
    const context = webhookSecretContext(row.id);
    await knex('webhook_endpoints')
      .where({ id: row.id })
      .update({
        secret: change(row.secret, context),
        previous_secret: row.previous_secret === null ? null : change(row.previous_secret, context),
      });
  }
}

export async function up(knex: Knex, { serverSecret }: MigrationContext = {}): Promise<void> {
  await each(knex, 'up', serverSecret, (plain, context) => serverSecret!.seal(plain, context));
}

export async function down(knex: Knex, { serverSecret }: MigrationContext = {}): Promise<void> {
  await each(knex, 'down', serverSecret, (sealed, context) => serverSecret!.unseal(sealed, context));
}
