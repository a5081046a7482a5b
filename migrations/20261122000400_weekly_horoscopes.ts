import type { Knex } from 'knex';

/**
 * Weekly horoscopes as composed once: one row per ISO week, sign and language, kept so that the
 * same request always gets the same text. The unique key lets concurrent first requests insert
 * without duplicates (the loser's insert is ignored and it reads the winner's row).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('weekly_horoscopes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('year').notNullable();
    t.integer('week').notNullable();
    t.text('zodiac_sign').notNullable();
    t.text('language').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.jsonb('metadata').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['year', 'week', 'zodiac_sign', 'language']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('weekly_horoscopes');
}
