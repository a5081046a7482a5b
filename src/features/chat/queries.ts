/**
 * Conversations, their messages and the organizations' token use in the database. Every query
 * is scoped to a chatbot (itself found within the caller's organization), so another
 * organization's conversations are never found.
 */
import type { Knex } from 'knex';
import type { Database } from '../../db/connect.ts';
import type { ChatUsage } from './chat-model.ts';

type Db = Database | Knex.Transaction;

export type ConversationKind = 'profile' | 'direct' | 'caller';

export interface ConversationRow {
  id: string;
  organization_id: string;
  chatbot_id: string;
  kind: ConversationKind;
  profile_id: string | null;
  user_id: string | null;
  birth_data: Record<string, unknown> | null;
  title: string;
  created_at: Date;
  last_message_at: Date;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  position: number;
  role: 'user' | 'assistant';
  content: string;
  created_at: Date;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  finish_reason: string | null;
}

/** Characters of the first message kept as a conversation's title. */
const TITLE_CHARS = 80;

export async function findConversation(db: Db, chatbotId: string, id: string): Promise<ConversationRow | undefined> {
  return db('chat_conversations').where({ id, chatbot_id: chatbotId }).first();
}

export async function conversationMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db('chat_messages').where({ conversation_id: conversationId }).orderBy('position');
}

/** One finished exchange: the caller's message and the model's answer. */
export interface Exchange {
  /** The conversation, new (not yet stored) or existing. */
  conversation: Omit<ConversationRow, 'created_at' | 'last_message_at' | 'title'>;
  isNew: boolean;
  message: string;
  answer: string;
  finishReason: string | null;
  usage: ChatUsage | null;
  /** When the answer was complete. */
  at: Date;
}

/** YYYY-MM of an instant, UTC. */
export const usageMonth = (at: Date) => at.toISOString().slice(0, 7);

/**
 * Stores an exchange in one transaction: the conversation (created when new, else locked so
 * that concurrent exchanges take positions one after the other), both messages, and the tokens
 * on the organization's month. Returns the answer's message row.
 */
export async function saveExchange(db: Database, exchange: Exchange): Promise<MessageRow> {
  return db.transaction(async (trx) => {
    const { conversation, at } = exchange;
    let next = 0;
    if (exchange.isNew) {
      await trx('chat_conversations').insert({
        ...conversation,
        birth_data: conversation.birth_data === null ? null : JSON.stringify(conversation.birth_data),
        title: exchange.message.trim().replace(/\s+/g, ' ').slice(0, TITLE_CHARS),
        created_at: at,
        last_message_at: at,
      });
    } else {
      await trx('chat_conversations').where({ id: conversation.id }).forUpdate().first('id');
      const [{ last }] = await trx('chat_messages')
        .where({ conversation_id: conversation.id })
        .max<{ last: number | null }[]>('position as last');
      next = last === null ? 0 : Number(last) + 1;
      await trx('chat_conversations').where({ id: conversation.id }).update({ last_message_at: at });
    }
    const usage = exchange.usage;
    const [, answer] = await trx('chat_messages')
      .insert([
        { conversation_id: conversation.id, position: next, role: 'user', content: exchange.message, created_at: at },
        {
          conversation_id: conversation.id,
          position: next + 1,
          role: 'assistant',
          content: exchange.answer,
          created_at: at,
          prompt_tokens: usage?.promptTokens ?? null,
          completion_tokens: usage?.completionTokens ?? null,
          finish_reason: exchange.finishReason,
        },
      ])
      .returning('*');
    await trx('chat_token_usage')
      .insert({
        organization_id: conversation.organization_id,
        month: usageMonth(at),
        exchanges: 1,
        prompt_tokens: usage?.promptTokens ?? 0,
        completion_tokens: usage?.completionTokens ?? 0,
      })
      .onConflict(['organization_id', 'month'])
      .merge({
        exchanges: trx.raw('chat_token_usage.exchanges + 1'),
        prompt_tokens: trx.raw('chat_token_usage.prompt_tokens + excluded.prompt_tokens'),
        completion_tokens: trx.raw('chat_token_usage.completion_tokens + excluded.completion_tokens'),
      });
    return answer as MessageRow;
  });
}

export interface ConversationSummary extends ConversationRow {
  message_count: number;
}

export async function listConversations(
  db: Db,
  chatbotId: string,
  filter: { profileId?: string },
  page: { size: number; number: number },
): Promise<{ rows: ConversationSummary[]; total: number }> {
  const base = () => {
    const q = db('chat_conversations as c').where('c.chatbot_id', chatbotId);
    if (filter.profileId !== undefined) q.where('c.profile_id', filter.profileId);
    return q;
  };
  const [rows, [{ total }]] = await Promise.all([
    base()
      .select(
        'c.*',
        db.raw('(select count(*)::int from chat_messages m where m.conversation_id = c.id) as message_count'),
      )
      .orderBy([{ column: 'c.last_message_at', order: 'desc' }, { column: 'c.id' }])
      .limit(page.size)
      .offset(page.size * page.number),
    base().count<{ total: number }[]>('* as total'),
  ]);
  return { rows: rows as ConversationSummary[], total: Number(total) };
}

export async function deleteConversation(db: Db, chatbotId: string, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db('chat_conversations').where({ id, chatbot_id: chatbotId }).delete().returning('*');
  return row;
}

/** Deletes every conversation of a chatbot's profile; returns how many. */
export async function deleteProfileConversations(db: Db, chatbotId: string, profileId: string): Promise<number> {
  // Counted from the returned rows: the embedded database's driver reports no count for a delete.
  const rows = await db('chat_conversations')
    .where({ chatbot_id: chatbotId, profile_id: profileId })
    .delete()
    .returning('id');
  return rows.length;
}

/**
 * Deletes a chatbot's conversations whose last message is older than its retention period.
 * @param now the current instant (injected by tests)
 * @returns how many were deleted
 */
export async function purgeExpiredConversations(
  db: Db,
  chatbot: { id: string; conversation_retention_days: number },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - chatbot.conversation_retention_days * 86_400_000);
  const rows = await db('chat_conversations')
    .where('chatbot_id', chatbot.id)
    .where('last_message_at', '<', cutoff)
    .delete()
    .returning('id');
  return rows.length;
}

/** An exchange whose answer broke off: nothing of it is stored but its estimated tokens. */
export interface InterruptedExchange {
  organizationId: string;
  at: Date;
  estimatedPromptTokens: number;
  estimatedCompletionTokens: number;
}

/** Adds an interrupted exchange and its estimated tokens to the organization's month. */
export async function recordInterruptedExchange(db: Db, exchange: InterruptedExchange): Promise<void> {
  await db('chat_token_usage')
    .insert({
      organization_id: exchange.organizationId,
      month: usageMonth(exchange.at),
      interrupted_exchanges: 1,
      estimated_prompt_tokens: exchange.estimatedPromptTokens,
      estimated_completion_tokens: exchange.estimatedCompletionTokens,
    })
    .onConflict(['organization_id', 'month'])
    .merge({
      interrupted_exchanges: db.raw('chat_token_usage.interrupted_exchanges + 1'),
      estimated_prompt_tokens: db.raw('chat_token_usage.estimated_prompt_tokens + excluded.estimated_prompt_tokens'),
      estimated_completion_tokens: db.raw(
        'chat_token_usage.estimated_completion_tokens + excluded.estimated_completion_tokens',
      ),
    });
}

export interface ChatMonthUsage {
  exchanges: number;
  promptTokens: number;
  completionTokens: number;
  interrupted: { exchanges: number; estimatedPromptTokens: number; estimatedCompletionTokens: number };
}

/** An organization's chat use in a month: answered exchanges and their tokens, and the interrupted ones. */
export async function chatTokenUsage(db: Db, organizationId: string, month: string): Promise<ChatMonthUsage> {
  const row = await db('chat_token_usage').where({ organization_id: organizationId, month }).first();
  return {
    exchanges: Number(row?.exchanges ?? 0),
    promptTokens: Number(row?.prompt_tokens ?? 0),
    completionTokens: Number(row?.completion_tokens ?? 0),
    interrupted: {
      exchanges: Number(row?.interrupted_exchanges ?? 0),
      estimatedPromptTokens: Number(row?.estimated_prompt_tokens ?? 0),
      estimatedCompletionTokens: Number(row?.estimated_completion_tokens ?? 0),
    },
  };
}
