import type { Knex } from 'knex';

/**
 * Conversations with a chatbot and their messages, and the language-model tokens each
 * organization used per calendar month (UTC).
 * - A chatbot gets two settings: how many days a conversation is kept after its last message
 *   (`conversation_retention_days`) and how long the service waits for the model's first or next
 *   chunk (`chat_timeout_ms`, milliseconds).
 * - A conversation belongs to a chatbot and either a chat profile (`profile_id`), or inline birth
 *   data (`kind` direct, `birth_data` as given), or the calling user alone (`kind` caller).
 * - A message has its role (user or assistant), text, time, and for an answer the tokens of its
 *   exchange as the provider reported them (prompt and completion; null when none was reported).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chatbots', (t) => {
    t.integer('conversation_retention_days').notNullable().defaultTo(30);
    t.integer('chat_timeout_ms').notNullable().defaultTo(60_000);
  });
  await knex.schema.createTable('chat_conversations', (t) => {
    t.uuid('id').primary();
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    t.uuid('chatbot_id').notNullable().references('chatbots.id').onDelete('CASCADE');
    t.text('kind').notNullable().checkIn(['profile', 'direct', 'caller']);
    t.uuid('profile_id').nullable().references('chat_profiles.id').onDelete('CASCADE');
    t.uuid('user_id').nullable().references('users.id').onDelete('SET NULL');
    t.jsonb('birth_data').nullable();
    t.text('title').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['chatbot_id', 'profile_id', 'last_message_at']);
    t.index(['chatbot_id', 'last_message_at']);
  });
  await knex.schema.createTable('chat_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('conversation_id').notNullable().references('chat_conversations.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('role').notNullable().checkIn(['user', 'assistant']);
    t.text('content').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('prompt_tokens').nullable();
    t.integer('completion_tokens').nullable();
    t.text('finish_reason').nullable();
    t.unique(['conversation_id', 'position']);
  });
  await knex.schema.createTable('chat_token_usage', (t) => {
    t.uuid('organization_id').notNullable().references('organizations.id').onDelete('CASCADE');
    // YYYY-MM, UTC.
    t.text('month').notNullable();
    t.integer('exchanges').notNullable().defaultTo(0);
    t.bigInteger('prompt_tokens').notNullable().defaultTo(0);
    t.bigInteger('completion_tokens').notNullable().defaultTo(0);
    t.primary(['organization_id', 'month']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chat_token_usage');
  await knex.schema.dropTable('chat_messages');
  await knex.schema.dropTable('chat_conversations');
  await knex.schema.alterTable('chatbots', (t) => {
    t.dropColumn('conversation_retention_days');
    t.dropColumn('chat_timeout_ms');
  });
}
