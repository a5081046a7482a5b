import type { Knex } from 'knex';

/**
 * Chatbots of an organization and the chat profiles of their end users. A profile holds birth
 * data as given (date, optional time, place, optional zone) and its resolution to a UTC instant
 * (`time_resolution`, as the natal engine reports it). One profile per chatbot and external user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chatbots', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.text('name').notNullable();
    // The persona or system prompt the language model is given.
    t.text('persona').notNullable().defaultTo('');
    t.text('language').notNullable();
    t.specificType('allowed_domains', 'text[]').notNullable().defaultTo('{}');
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['organization_id', 'created_at']);
  });
  await knex.schema.createTable('chat_profiles', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('chatbot_id').notNullable().references('chatbots.id').onDelete('CASCADE');
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.text('external_user_id').notNullable();
    // YYYY-MM-DD and HH:mm[:ss] local to the birth place; null time = unknown.
    t.text('birth_date').notNullable();
    t.text('birth_time').nullable();
    t.double('birth_place_lat').notNullable();
    t.double('birth_place_lng').notNullable();
    t.text('birth_place_name').nullable();
    // The zone as given; null = looked up from the coordinates (see time_resolution.timezone).
    t.text('timezone').nullable();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.jsonb('time_resolution').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['chatbot_id', 'external_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chat_profiles');
  await knex.schema.dropTable('chatbots');
}
