/**
 * Chatbots of the current organization: create, list, get, update, delete (its profiles go with
 * it). Reading needs org:read, changing org:update (owners and managers); every chatbot route
 * needs the `chatbots` module. Another organization's chatbots are never found (404).
 */
import { z } from 'zod';
import { normaliseDomainPattern } from '../../auth/allowed-domains.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { findOr404 } from '../../http/find-or-404.ts';
import { publicBaseUrl } from '../../http/public-base-url.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import { chatbotPath, presentChatbot } from './presenter.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { countProfiles, deleteChatbot, findChatbot, insertChatbot, listChatbots, updateChatbot } from './queries.ts';
import { chatbotParams, createChatbotBody, updateChatbotBody } from './schema.ts';

export const chatbotResource = z.object({
  type: z.literal('chatbots'),
  id: z.string(),
  attributes: z.object({
    organizationId: z.string(),
    name: z.string(),
    persona: z.string(),
    language: z.enum(LANGUAGES),
    allowedDomains: z.array(z.string()),
    enabled: z.boolean(),
    conversationRetentionDays: z.number().int(),
    chatTimeoutMs: z.number().int(),
    profileCount: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  links: z.object({ self: z.string(), profiles: z.string() }),
});

export function registerChatbotRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const tag = 'Chatbots';
  const read = { kind: 'api-key' as const, permission: 'org:read' as const, module: 'chatbots' as const };
  const write = { kind: 'api-key' as const, permission: 'org:update' as const, module: 'chatbots' as const };

  api.route({
    method: 'POST',
    path: '/api/chatbots',
    operationId: 'createChatbot',
    summary: 'Create a chatbot',
    description:
      'A chatbot of your organization: name, persona (system prompt), language (en, es, de, fr, it), allowed browser domains, enabled flag, and for chat (POST /api/chat/{chatbotId}) how long conversations are kept and how long to wait for the language model.',
    tag,
    access: write,
    body: createChatbotBody,
    responses: [
      { status: 201, description: 'The chatbot', mediaType: JSON_API, schema: z.object({ data: chatbotResource }) },
    ],
    async handler(ctx, { body: { data }, principal }) {
      const a = data.attributes;
      const row = await insertChatbot(db, principal.organizationId, {
        name: a.name,
        persona: a.persona,
        language: a.language,
        allowed_domains: [...new Set(a.allowedDomains.map(normaliseDomainPattern))],
        enabled: a.enabled,
        ...(a.conversationRetentionDays !== undefined
          ? { conversation_retention_days: a.conversationRetentionDays }
          : {}),
        ...(a.chatTimeoutMs !== undefined ? { chat_timeout_ms: a.chatTimeoutMs } : {}),
      });
      ctx.status = 201;
      ctx.set('Location', chatbotPath(row.id));
      ctx.body = { data: presentChatbot(row, publicBaseUrl(ctx, services.config), 0) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chatbots',
    operationId: 'listChatbots',
    summary: "List the organization's chatbots",
    tag,
    access: read,
    responses: [
      {
        status: 200,
        description: 'Chatbots, oldest first',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(chatbotResource) }),
      },
    ],
    async handler(ctx, { principal }) {
      const rows = await listChatbots(db, principal.organizationId);
      const counts = await countProfiles(
        db,
        rows.map((r) => r.id),
      );
      const base = publicBaseUrl(ctx, services.config);
      ctx.body = { data: rows.map((row) => presentChatbot(row, base, counts.get(row.id) ?? 0)) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chatbots/:id',
    operationId: 'getChatbot',
    summary: 'Get a chatbot',
    tag,
    access: read,
    params: chatbotParams,
    responses: [
      { status: 200, description: 'The chatbot', mediaType: JSON_API, schema: z.object({ data: chatbotResource }) },
    ],
    async handler(ctx, { params, principal }) {
      const row = await findOr404(params.id, 'Chatbot', 'id', (id) => findChatbot(db, principal.organizationId, id));
      const counts = await countProfiles(db, [row.id]);
      ctx.body = { data: presentChatbot(row, publicBaseUrl(ctx, services.config), counts.get(row.id) ?? 0) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/chatbots/:id',
    operationId: 'updateChatbot',
    summary: 'Update a chatbot',
    tag,
    access: write,
    params: chatbotParams,
    body: updateChatbotBody,
    responses: [
      {
        status: 200,
        description: 'The updated chatbot',
        mediaType: JSON_API,
        schema: z.object({ data: chatbotResource }),
      },
    ],
    async handler(ctx, { params, body: { data }, principal }) {
      const a = data.attributes;
      const changes = {
        ...(a.name !== undefined ? { name: a.name } : {}),
        ...(a.persona !== undefined ? { persona: a.persona } : {}),
        ...(a.language !== undefined ? { language: a.language } : {}),
        ...(a.allowedDomains !== undefined
          ? { allowed_domains: [...new Set(a.allowedDomains.map(normaliseDomainPattern))] }
          : {}),
        ...(a.enabled !== undefined ? { enabled: a.enabled } : {}),
        ...(a.conversationRetentionDays !== undefined
          ? { conversation_retention_days: a.conversationRetentionDays }
          : {}),
        ...(a.chatTimeoutMs !== undefined ? { chat_timeout_ms: a.chatTimeoutMs } : {}),
      };
      const row = await findOr404(params.id, 'Chatbot', 'id', (id) =>
        updateChatbot(db, principal.organizationId, id, changes),
      );
      ctx.body = { data: presentChatbot(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/chatbots/:id',
    operationId: 'deleteChatbot',
    summary: 'Delete a chatbot and its profiles',
    tag,
    access: write,
    params: chatbotParams,
    responses: [
      {
        status: 200,
        description: 'The deleted chatbot',
        mediaType: JSON_API,
        schema: z.object({ data: chatbotResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const row = await findOr404(params.id, 'Chatbot', 'id', (id) => deleteChatbot(db, principal.organizationId, id));
      ctx.body = { data: presentChatbot(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  registerProfileRoutes(api, services);
}
