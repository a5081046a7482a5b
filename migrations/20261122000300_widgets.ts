import type { Knex } from 'knex';

/**
 * Embeddable widgets of an organization (the synastry widget first): a type, a name, display
 * settings (theme, language, house system, sections shown), the module the widget needs and an
 * enabled flag. A disabled widget answers 404 on the widget API.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('widgets', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.text('type').notNullable();
    t.text('name').notNullable();
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.text('required_module').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['organization_id', 'created_at']);
  });
  await knex.raw(`alter table widgets add constraint widgets_type_check check (type in ('synastry'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('widgets');
}
