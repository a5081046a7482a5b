/** Conversations and their messages as the API shows them (JSON:API resources). */
import { z } from 'zod';
import type { ConversationRow, ConversationSummary, MessageRow } from './queries.ts';

const iso = (value: Date) => new Date(value).toISOString();

export const conversationPath = (chatbotId: string, id: string) => `/api/chat/${chatbotId}/conversations/${id}`;

export const messageResource = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  createdAt: z.string(),
  promptTokens: z
    .number()
    .int()
    .nullable()
    .describe('Answers: prompt tokens of the exchange as the provider counted them (null when it reported none)'),
  completionTokens: z.number().int().nullable().describe('Answers: tokens of the answer'),
  finishReason: z.string().nullable(),
});

export const conversationResource = z.object({
  type: z.literal('chat-conversation'),
  id: z.string(),
  attributes: z.object({
    chatbotId: z.string(),
    kind: z
      .enum(['profile', 'direct', 'caller'])
      .describe("About a chat profile, about inline birth data (/direct), or the caller's own without a chart"),
    profileId: z.string().nullable(),
    title: z.string().describe('The beginning of the first message'),
    messageCount: z.number().int().optional(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    expiresAt: z
      .string()
      .describe(
        "When it is deleted unless a new message arrives (the chatbot's conversationRetentionDays after the last message)",
      ),
    messages: z.array(messageResource).optional(),
  }),
  links: z.object({ self: z.string() }),
});

export function presentMessage(row: MessageRow) {
  return {
    id: row.id,
    role: row.role,
    text: row.content,
    createdAt: iso(row.created_at),
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    finishReason: row.finish_reason,
  };
}

export function presentConversation(
  row: ConversationRow | ConversationSummary,
  baseUrl: string,
  retentionDays: number,
  messages?: MessageRow[],
) {
  return {
    type: 'chat-conversation' as const,
    id: row.id,
    attributes: {
      chatbotId: row.chatbot_id,
      kind: row.kind,
      profileId: row.profile_id,
      title: row.title,
      ...('message_count' in row ? { messageCount: Number(row.message_count) } : {}),
      ...(messages ? { messageCount: messages.length } : {}),
      createdAt: iso(row.created_at),
      lastMessageAt: iso(row.last_message_at),
      expiresAt: new Date(new Date(row.last_message_at).getTime() + retentionDays * 86_400_000).toISOString(),
      ...(messages ? { messages: messages.map(presentMessage) } : {}),
    },
    links: { self: `${baseUrl}${conversationPath(row.chatbot_id, row.id)}` },
  };
}
