import type { Knex } from 'knex';

/**
 * Webhook endpoints of an organization (URL, subscribed events, signing secret; during a
 * rotation also the previous secret until it expires) and the delivery log: one row per event
 * and endpoint, with its attempts. `(endpoint_id, event_id)` is unique, so an event announced
 * twice (a report job that ran again) is delivered once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.text('url').notNullable();
    t.text('description');
    t.jsonb('events').notNullable();
    t.text('secret').notNullable();
    t.text('previous_secret');
    t.timestamp('previous_secret_expires_at', { useTz: true });
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['organization_id', 'created_at']);
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.uuid('endpoint_id').notNullable().references('webhook_endpoints.id').onDelete('CASCADE');
    t.text('event_id').notNullable();
    t.text('event_type').notNullable();
    t.text('payload').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.jsonb('attempt_log').notNullable().defaultTo('[]');
    t.integer('last_status_code');
    t.text('last_error');
    t.timestamp('next_attempt_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.unique(['endpoint_id', 'event_id']);
    t.index(['endpoint_id', 'created_at']);
  });
  await knex.raw(
    `alter table webhook_deliveries add constraint webhook_deliveries_status_check check (status in ('pending', 'succeeded', 'failed'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_endpoints');
}
