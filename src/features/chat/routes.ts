/**
 * Chat with a chatbot about a user's chart (spec: Chat): POST /api/chat/{chatbotId} for a chat
 * profile's conversations (or the caller's own, without a chart), /direct for inline birth data,
 * and the stored conversations listed, read and deleted. Every route needs calc:use and the
 * `chatbots` module, like the profiles, and goes through the same chain (key, rate limit and
 * quota, permission); a chatbot's allowed domains are checked on a browser's Origin or Referer.
 * Everything about the request is checked before the language model is called. Conversations
 * older than the chatbot's retention are deleted whenever its conversations are used, and by
 * the cluster's retention sweep (jobs/sweeps/conversation-retention.ts).
 */
import type { Context } from 'koa';
import { z } from 'zod';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404 } from '../../http/find-or-404.ts';
import { publicBaseUrl } from '../../http/public-base-url.ts';
import { isUuid, resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { buildChatContext } from '../chatbots/context.ts';
import { checkChatbotDomain } from '../chatbots/profile-routes.ts';
import { type ChatbotRow, type ChatProfileRow, findChatbot, findProfile } from '../chatbots/queries.ts';
import { ChatModel } from './chat-model.ts';
import { answerTurn, newConversationId } from './chat-turn.ts';
import { directProfile } from './direct-birth.ts';
import { conversationResource, presentConversation } from './presenter.ts';
import { CHAT_LIMITS, promptMessages, systemPrompt } from './prompt.ts';
import {
  type ConversationKind,
  type ConversationRow,
  conversationMessages,
  deleteConversation,
  deleteProfileConversations,
  findConversation,
  listConversations,
  purgeExpiredConversations,
} from './queries.ts';
import {
  chatBody,
  chatParams,
  conversationParams,
  deleteConversationsQuery,
  directChatBody,
  listConversationsQuery,
} from './schema.ts';

/** Days of coming transits in the prompt's context. */
const OUTLOOK_DAYS = 7;

const STREAM_DESCRIPTION =
  'The answer streams as `text/event-stream`: one `data:` line per chunk (`{"text": "…"}`), then `event: done` with ' +
  '`{conversationId, messageId, finishReason, usage: {promptTokens, completionTokens, totalTokens}}` (usage null when the model reports none), ' +
  'or `event: error` with `{status, code, detail}` if the answer breaks off after it started. Reading the whole body gives the whole answer. ' +
  'A caller that sends `Accept: application/json` (and not text/event-stream) gets one JSON document instead. The turn is stored once the answer ' +
  `is complete. Limits: a message of at most ${CHAT_LIMITS.messageChars} characters; the model sees the conversation's most recent turns up to ` +
  `${CHAT_LIMITS.historyMessages} messages and ${CHAT_LIMITS.historyChars} characters (older turns are dropped, not summarised); the chatbot's ` +
  '`chatTimeoutMs` bounds the wait for each chunk (504 chat_upstream_timeout). A failing model answers 502 chat_upstream_error with ' +
  '`meta.providerStatus`; chat without CHAT_API_URL and CHAT_MODEL configured answers 503 chat_unavailable.';

const answerSchema = z.object({
  data: z.object({
    type: z.literal('chat-answer'),
    id: z.string().describe("The answer's message id"),
    attributes: z.object({
      conversationId: z.string(),
      text: z.string(),
      finishReason: z.string().nullable(),
      usage: z
        .object({ promptTokens: z.number().int(), completionTokens: z.number().int(), totalTokens: z.number().int() })
        .nullable(),
    }),
  }),
});

const chatResponses = [
  {
    status: 200,
    description:
      'The answer as Server-Sent Events (`data: {"text": "…"}` lines, then `event: done`); with `Accept: application/json` ' +
      'instead, one application/json document (its schema is the second content of this response)',
    mediaType: 'text/event-stream',
    schema: z.string(),
    alternatives: [{ mediaType: 'application/json', schema: answerSchema }],
  },
];

export function registerChatRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const tag = 'Chat';
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'chatbots' as const };
  const model = services.config.chat ? new ChatModel(services.config.chat, services.chatTimers) : undefined;

  /** The caller's chatbot (404, allowed domains); its expired conversations go first. */
  async function chatbotOf(ctx: Context, organizationId: string, rawId: string): Promise<ChatbotRow> {
    const chatbot = await findOr404(rawId, 'Chatbot', 'chatbotId', (id) => findChatbot(db, organizationId, id));
    checkChatbotDomain(chatbot, ctx);
    await purgeExpiredConversations(db, chatbot, new Date());
    return chatbot;
  }

  /** A conversation of the chatbot named in the body, of one of `kinds` (404 naming conversationId). */
  async function conversationOf(chatbot: ChatbotRow, id: string, kinds: ConversationKind[]): Promise<ConversationRow> {
    const conversation = isUuid(id) ? await findConversation(db, chatbot.id, id.toLowerCase()) : undefined;
    if (!conversation || !kinds.includes(conversation.kind)) {
      throw errors.noSuchConversation(kinds.includes('direct'));
    }
    return conversation;
  }

  function chatModel(): ChatModel {
    if (!model) throw errors.chatUnavailable();
    return model;
  }

  async function promptFor(
    chatbot: ChatbotRow,
    profile: ChatProfileRow | undefined,
    conversation: ConversationRow | undefined,
    message: string,
  ) {
    const [context, history] = await Promise.all([
      profile
        ? buildChatContext(services, chatbot, profile, { at: Date.now(), days: OUTLOOK_DAYS, includeText: false }).then(
            (c) => c.text,
          )
        : Promise.resolve(chatbot.persona),
      conversation ? conversationMessages(db, conversation.id) : Promise.resolve([]),
    ]);
    return promptMessages(
      systemPrompt(context, chatbot.language),
      history.map((m) => ({ role: m.role, content: m.content })),
      message,
    );
  }

  api.route({
    method: 'POST',
    path: '/api/chat/:chatbotId',
    operationId: 'chat',
    summary: "Talk with a chatbot about a chat profile's chart (streamed)",
    description:
      "Sends `message` to the chatbot: the language model gets the chatbot's persona and language, the profile's natal chart and its transits now " +
      `and in the next ${OUTLOOK_DAYS} days (as GET …/profiles/{profileId}/context gives them), and the conversation so far. Give \`profileId\` to ` +
      "start a conversation about a profile, `conversationId` to continue one; with neither, the conversation is the caller's own and the model " +
      `has the persona only. ${STREAM_DESCRIPTION}`,
    tag,
    access,
    params: chatParams,
    body: chatBody,
    usesPool: true,
    responses: chatResponses,
    errors: [404, 409, 502, 503, 504],
    async handler(ctx, { params, body, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.chatbotId);
      if (!chatbot.enabled) throw errors.chatbotDisabled('chatbotId');
      const conversation =
        body.conversationId !== undefined
          ? await conversationOf(chatbot, body.conversationId, ['profile', 'caller'])
          : undefined;
      const profileId = body.profileId ?? conversation?.profile_id ?? undefined;
      if (body.profileId !== undefined && conversation && body.profileId.toLowerCase() !== conversation.profile_id) {
        throw errors.invalidParameter('profileId', 'body', (t) => t.profileOfConversation());
      }
      let profile: ChatProfileRow | undefined;
      if (profileId !== undefined) {
        profile = isUuid(profileId) ? await findProfile(db, chatbot.id, profileId.toLowerCase()) : undefined;
        if (!profile) throw errors.noSuchChatProfile();
      }
      const llm = chatModel();
      const messages = await promptFor(chatbot, profile, conversation, body.message);
      await answerTurn(ctx, services, llm, {
        conversation: conversation ?? {
          id: newConversationId(),
          organization_id: chatbot.organization_id,
          chatbot_id: chatbot.id,
          kind: profile ? 'profile' : 'caller',
          profile_id: profile?.id ?? null,
          user_id: principal.userId,
          birth_data: null,
        },
        isNew: !conversation,
        message: body.message,
        messages,
        timeoutMs: chatbot.chat_timeout_ms,
      });
    },
  });

  api.route({
    method: 'POST',
    path: '/api/chat/:chatbotId/direct',
    operationId: 'chatDirect',
    summary: 'Talk with a chatbot about inline birth data (streamed)',
    description:
      'As POST /api/chat/{chatbotId}, with the birth given in the request (`birthData`) instead of a stored profile: it is checked and resolved like ' +
      `the natal endpoint's, and kept with the conversation. ${STREAM_DESCRIPTION}`,
    tag,
    access,
    params: chatParams,
    body: directChatBody,
    usesPool: true,
    responses: chatResponses,
    errors: [404, 409, 502, 503, 504],
    async handler(ctx, { params, body, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.chatbotId);
      if (!chatbot.enabled) throw errors.chatbotDisabled('chatbotId');
      const conversation =
        body.conversationId !== undefined ? await conversationOf(chatbot, body.conversationId, ['direct']) : undefined;
      const id = conversation?.id ?? newConversationId();
      const profile = directProfile(chatbot, id, body.birthData);
      const llm = chatModel();
      const messages = await promptFor(chatbot, profile, conversation, body.message);
      await answerTurn(ctx, services, llm, {
        conversation: conversation ?? {
          id,
          organization_id: chatbot.organization_id,
          chatbot_id: chatbot.id,
          kind: 'direct',
          profile_id: null,
          user_id: principal.userId,
          birth_data: body.birthData,
        },
        isNew: !conversation,
        message: body.message,
        messages,
        timeoutMs: chatbot.chat_timeout_ms,
      });
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chat/:chatbotId/conversations',
    operationId: 'listChatConversations',
    summary: "List a chatbot's conversations",
    description:
      "Most recent first, with their message counts; `profileId` keeps one chat profile's. Paginated: `page[size]` 1–100 (default 20), zero-based `page[number]`.",
    tag,
    access,
    params: chatParams,
    query: listConversationsQuery,
    responses: [
      {
        status: 200,
        description: 'One page of conversations (without their messages)',
        mediaType: JSON_API,
        schema: z.object({
          data: z.array(conversationResource),
          meta: z.object({
            count: z.number().int(),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        }),
      },
    ],
    async handler(ctx, { params, query, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.chatbotId);
      const size = query['page[size]'] ?? 20;
      const number = query['page[number]'] ?? 0;
      const profileId =
        query.profileId === undefined ? undefined : resourceIdOrNotFound(query.profileId, 'Chat profile', 'profileId');
      const { rows, total } = await listConversations(db, chatbot.id, { profileId }, { size, number });
      const base = publicBaseUrl(ctx, services.config);
      ctx.body = {
        data: rows.map((row) => presentConversation(row, base, chatbot.conversation_retention_days)),
        meta: { count: rows.length, total, page: number, pageSize: size },
      };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chat/:chatbotId/conversations/:conversationId',
    operationId: 'getChatConversation',
    summary: 'Get a conversation with its messages',
    tag,
    access,
    params: conversationParams,
    responses: [
      {
        status: 200,
        description: 'The conversation and its messages, oldest first',
        mediaType: JSON_API,
        schema: z.object({ data: conversationResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.chatbotId);
      const row = await findOr404(params.conversationId, 'Conversation', 'conversationId', (id) =>
        findConversation(db, chatbot.id, id),
      );
      const messages = await conversationMessages(db, row.id);
      const base = publicBaseUrl(ctx, services.config);
      ctx.body = { data: presentConversation(row, base, chatbot.conversation_retention_days, messages) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/chat/:chatbotId/conversations/:conversationId',
    operationId: 'deleteChatConversation',
    summary: 'Delete a conversation and its messages',
    tag,
    access,
    params: conversationParams,
    responses: [
      {
        status: 200,
        description: 'The deleted conversation',
        mediaType: JSON_API,
        schema: z.object({ data: conversationResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.chatbotId);
      const row = await findOr404(params.conversationId, 'Conversation', 'conversationId', (id) =>
        deleteConversation(db, chatbot.id, id),
      );
      const base = publicBaseUrl(ctx, services.config);
      ctx.body = { data: presentConversation(row, base, chatbot.conversation_retention_days) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/chat/:chatbotId/conversations',
    operationId: 'deleteProfileChatConversations',
    summary: 'Delete every conversation of a chat profile',
    tag,
    access,
    params: chatParams,
    query: deleteConversationsQuery,
    responses: [
      {
        status: 200,
        description: 'How many were deleted',
        mediaType: JSON_API,
        schema: z.object({ meta: z.object({ deleted: z.number().int() }) }),
      },
    ],
    async handler(ctx, { params, query, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.chatbotId);
      const profile = await findOr404(query.profileId, 'Chat profile', 'profileId', (id) =>
        findProfile(db, chatbot.id, id),
      );
      ctx.body = { meta: { deleted: await deleteProfileConversations(db, chatbot.id, profile.id) } };
    },
  });
}
