import type { Knex } from 'knex';

/**
 * API keys. The key itself is never stored: only its SHA-256 hash (keys are 256-bit random, so a
 * fast hash is safe), its configured prefix and its first characters for recognition.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('prefix').notNullable();
    t.text('start').notNullable();
    t.text('key_hash').notNullable().unique();
    // Secret for signing embeddable URLs; revoking the key invalidates its signatures.
    t.text('signing_secret').notNullable();
    // null = everything the owner's role grants / every module the organization bought.
    t.specificType('permissions', 'text[]').nullable();
    t.specificType('modules', 'text[]').nullable();
    t.specificType('allowed_domains', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.boolean('rate_limit_enabled').notNullable().defaultTo(true);
    t.integer('rate_limit_time_window').notNullable().defaultTo(60000);
    t.integer('rate_limit_max').notNullable().defaultTo(1000);
    t.bigInteger('request_count').notNullable().defaultTo(0);
    t.timestamp('last_request', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'organization_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
}
