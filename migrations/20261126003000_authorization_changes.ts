import type { Knex } from 'knex';

/**
 * One row per change that affects authorization (a key changed or revoked, a member's role
 * changed or removed, a module granted or revoked, a quota or version pin set), written in the
 * same transaction as the change. Every web process reads the rows above the last id it saw about
 * once a second and drops what it cached for the organization (null = every organization), so a
 * change is in force everywhere within the staleness bound even when Redis is down. Rows older
 * than an hour are pruned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('authorization_changes', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('organization_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('authorization_changes');
}
