import type { Knex } from 'knex';

/** The modules an organization has purchased. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('organization_modules', (t) => {
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.text('module').notNullable();
    t.timestamp('purchased_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['organization_id', 'module']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('organization_modules');
}
