import type { Knex } from 'knex';

/**
 * The webhook outbox's sweep reads the pending deliveries, oldest first, every
 * WEBHOOK_SWEEP_INTERVAL_MS: a partial index holds only those (finished deliveries, the bulk of
 * the log, are not in it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index webhook_deliveries_pending on webhook_deliveries (created_at, id) where status = 'pending'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index webhook_deliveries_pending');
}
