import type { Knex } from 'knex';

/**
 * The usage flush moves each key's request count from Redis into api_keys in two steps (the
 * counts are set aside in Redis, written here, then dropped from Redis). The id of the last flush
 * written to a key (Redis's clock in microseconds when its counts were set aside; a key's flushes
 * follow one another) makes the write idempotent (a flush retried after a crash is not counted twice)
 * and lets a reader tell whether the counts set aside are already in the row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (table) => {
    table.bigInteger('usage_flush_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (table) => {
    table.dropColumn('usage_flush_id');
  });
}
