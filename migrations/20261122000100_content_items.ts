import type { Knex } from 'knex';

/**
 * The content library: global items (the service's interpretation texts, written by the seed)
 * and organization items (own texts and editable copies of global ones). Deletion is soft
 * (`deleted_at`). Uniqueness:
 * - a global item per (urn, language);
 * - a live organization item per (organization, urn, language): an organization's copy of a
 *   global item keeps its URN and language, so this also allows one live copy per global item.
 * `content_seed_state` records the version (digest) of the seeded texts in the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_items', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('urn').notNullable();
    t.text('language').notNullable();
    t.text('title').notNullable();
    // Markdown.
    t.text('body').notNullable();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.text('owner_type').notNullable();
    t.uuid('owner_id').nullable().references('organizations.id').onDelete('CASCADE');
    t.uuid('base_content_id').nullable().references('content_items.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.index(['base_content_id']);
  });
  await knex.raw(`alter table content_items add constraint content_items_owner_check check (
    (owner_type = 'global' and owner_id is null) or (owner_type = 'organization' and owner_id is not null))`);
  await knex.raw(
    `create unique index content_items_global_urn on content_items (urn, language) where owner_type = 'global'`,
  );
  await knex.raw(`create unique index content_items_organization_urn on content_items (owner_id, urn, language)
    where owner_type = 'organization' and deleted_at is null`);
  // URN prefix filters (LIKE 'prefix%') whatever the database collation.
  await knex.raw(`create index content_items_urn_prefix on content_items (urn text_pattern_ops)`);
  await knex.raw(`create index content_items_owner on content_items (owner_id, urn)`);

  await knex.schema.createTable('content_seed_state', (t) => {
    t.text('name').primary();
    t.text('version').notNullable();
    t.integer('items').notNullable();
    t.timestamp('seeded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_seed_state');
  await knex.schema.dropTable('content_items');
}
