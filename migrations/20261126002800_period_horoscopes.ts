import type { Knex } from 'knex';

/**
 * Daily and monthly horoscopes as composed once: one row per report type, period (`2026-02-17`
 * for a day, `2026-02` for a month), sign and language, kept so that the same request always
 * gets the same text. The unique key lets concurrent first requests insert without duplicates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('period_horoscopes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('report_type').notNullable();
    t.text('period').notNullable();
    t.text('zodiac_sign').notNullable();
    t.text('language').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.jsonb('metadata').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['report_type', 'period', 'zodiac_sign', 'language']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('period_horoscopes');
}
