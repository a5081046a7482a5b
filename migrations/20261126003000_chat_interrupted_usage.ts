import type { Knex } from 'knex';

/**
 * Chat answers that break off (the caller leaves, the model goes silent past the chatbot's
 * time-out, or fails mid-answer) still cost the organization the tokens the model spent, but
 * the provider reports no usage for them. Each organization's month therefore also counts those
 * interrupted exchanges and an estimate of their tokens (see features/chat/token-estimate.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_token_usage', (t) => {
    t.integer('interrupted_exchanges').notNullable().defaultTo(0);
    t.bigInteger('estimated_prompt_tokens').notNullable().defaultTo(0);
    t.bigInteger('estimated_completion_tokens').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_token_usage', (t) => {
    t.dropColumn('interrupted_exchanges');
    t.dropColumn('estimated_prompt_tokens');
    t.dropColumn('estimated_completion_tokens');
  });
}
