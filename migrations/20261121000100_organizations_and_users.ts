import type { Knex } from 'knex';

/** Organizations, users and their memberships with a role. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('organizations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    // The pinned compatibility date (YYYY-MM-DD text, the same on pg and PGlite), or null when
    // the baseline applies.
    t.text('api_version').nullable();
    // Monthly request quota per account in this organization; null = the service default.
    t.integer('monthly_quota').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable().unique();
    t.text('name').nullable();
    t.boolean('is_platform_admin').notNullable().defaultTo(false);
    // 'active', or 'invited' for a user added as a member before signing up.
    t.text('status').notNullable().defaultTo('active');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('memberships', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['organization_id', 'user_id']);
  });
  await knex.raw(
    `alter table organizations add constraint organizations_api_version_check check (api_version ~ '^\\d{4}-\\d{2}-\\d{2}$')`,
  );
  await knex.raw(
    `alter table memberships add constraint memberships_role_check check (role in ('owner', 'manager', 'member'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('memberships');
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('organizations');
}
