/**
 * Chat profiles of a chatbot (spec endpoint 6) and their chart context. Posting a profile for an
 * `externalUserId` the chatbot already has replaces that profile's data (201 when created, 200
 * when replaced; one statement, so concurrent posts leave one profile). Birth data is resolved to
 * a UTC instant like the natal endpoint's and the resolution is stored. Profiles and context need
 * calc:use and the `chatbots` module; a disabled chatbot takes no new profiles or data and gives no
 * context (409); a chatbot's allowed domains are checked on a browser's Origin or Referer.
 */
import type { Context } from 'koa';
import { IANAZone } from 'luxon';
import { z } from 'zod';
import { instantOf } from '../../astro/time/date-grammar.ts';
import { closestZoneName } from '../../astro/time/zone-offset.ts';
import { domainRefusal } from '../../auth/allowed-domains.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404, foundOr404 } from '../../http/find-or-404.ts';
import { publicBaseUrl } from '../../http/public-base-url.ts';
import type { Services } from '../../services.ts';
import { timeResolutionSchema } from '../calc/time-resolution-schema.ts';
import { resolveProfileBirth } from './birth-profile.ts';
import { buildChatContext } from './context.ts';
import { chatContextSchema } from './context-shape.ts';
import { presentProfile, profilePath } from './presenter.ts';
import {
  type ChatbotRow,
  deleteProfile,
  findChatbot,
  findProfile,
  isExternalUserTaken,
  listProfiles,
  type ProfileValues,
  updateProfile,
  upsertProfile,
} from './queries.ts';
import { contextQuery, createProfileBody, listProfilesQuery, profileParams, updateProfileBody } from './schema.ts';

const profileResource = z.object({
  type: z.literal('chat-profile'),
  id: z.string(),
  attributes: z.object({
    chatbotId: z.string(),
    externalUserId: z.string(),
    birthDate: z.string(),
    birthTime: z.string().nullable(),
    birthTimeKnown: z.boolean(),
    birthPlaceLat: z.number(),
    birthPlaceLng: z.number(),
    birthPlaceName: z.string().nullable(),
    timezone: z.string().nullable().describe('The zone given, else the one found from the coordinates'),
    metadata: z.record(z.string(), z.unknown()).describe('Free-form: the JSON object the caller stored'),
    timeResolution: timeResolutionSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  links: z.object({ self: z.string(), context: z.string() }),
});

/**
 * Refuses a browser request from a domain the chatbot does not allow (403 naming the header), by
 * the same rule as a key's allowed domains (auth/allowed-domains.ts): `Origin: null` and an
 * Origin or Referer whose host cannot be read are refused; neither header is a server call.
 */
export function checkChatbotDomain(chatbot: ChatbotRow, ctx: Context): void {
  const refused = domainRefusal(chatbot.allowed_domains, { origin: ctx.get('Origin'), referer: ctx.get('Referer') });
  if (refused) throw errors.chatbotDomainNotAllowed(refused.host, refused.header);
}

export function registerProfileRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const tag = 'Chatbots';
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'chatbots' as const };

  async function chatbotOf(ctx: Context, organizationId: string, rawId: string): Promise<ChatbotRow> {
    const chatbot = await findOr404(rawId, 'Chatbot', 'id', (id) => findChatbot(db, organizationId, id));
    checkChatbotDomain(chatbot, ctx);
    return chatbot;
  }

  const profileOr404 = (chatbotId: string, rawId: string) =>
    findOr404(rawId, 'Chat profile', 'profileId', (id) => findProfile(db, chatbotId, id));

  api.route({
    method: 'POST',
    path: '/api/chatbots/:id/profiles',
    operationId: 'upsertChatProfile',
    summary: 'Create (or replace) a chat profile (spec endpoint 6)',
    description:
      'Birth data of one end user of the chatbot. `birthDate` YYYY-MM-DD and `birthTime` HH:mm[:ss] are local to the birth place; ' +
      '`timezone` is found from the coordinates when absent; an unknown time (null or absent) casts the chart for noon without houses. ' +
      'Posting an `externalUserId` the chatbot already has replaces that profile (absent optional attributes become null / {}): 201 when ' +
      'created, 200 when replaced.',
    tag,
    access,
    params: z.strictObject({ id: z.string().min(1) }),
    body: createProfileBody,
    responses: [
      {
        status: 201,
        description: 'The created profile',
        mediaType: JSON_API,
        schema: z.object({ data: profileResource }),
      },
      {
        status: 200,
        description: 'The replaced profile',
        mediaType: JSON_API,
        schema: z.object({ data: profileResource }),
      },
    ],
    errors: [409],
    async handler(ctx, { params, body: { data }, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.id);
      if (!chatbot.enabled) throw errors.chatbotDisabled('id');
      const a = data.attributes;
      const birth = {
        birthDate: a.birthDate,
        birthTime: a.birthTime ?? null,
        birthPlaceLat: a.birthPlaceLat,
        birthPlaceLng: a.birthPlaceLng,
        timezone: a.timezone ?? null,
      };
      const values: ProfileValues = {
        external_user_id: a.externalUserId,
        birth_date: birth.birthDate,
        birth_time: birth.birthTime,
        birth_place_lat: birth.birthPlaceLat,
        birth_place_lng: birth.birthPlaceLng,
        birth_place_name: a.birthPlaceName ?? null,
        timezone: birth.timezone,
        metadata: a.metadata ?? {},
        time_resolution: resolveProfileBirth(birth),
      };
      const { row, created } = await upsertProfile(db, chatbot, values);
      ctx.status = created ? 201 : 200;
      ctx.set('Location', profilePath(chatbot.id, row.id));
      ctx.body = { data: presentProfile(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chatbots/:id/profiles',
    operationId: 'listChatProfiles',
    summary: "List a chatbot's profiles",
    description:
      "Oldest first; `filter[externalUserId]` finds one user's profile. Paginated: `page[size]` 1–100 (default 10), zero-based `page[number]`.",
    tag,
    access,
    params: z.strictObject({ id: z.string().min(1) }),
    query: listProfilesQuery,
    responses: [
      {
        status: 200,
        description: 'One page of profiles',
        mediaType: JSON_API,
        schema: z.object({
          data: z.array(profileResource),
          meta: z.object({
            count: z.number().int(),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          links: z.object({ self: z.string(), next: z.string().optional() }),
        }),
      },
    ],
    async handler(ctx, { params, query, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.id);
      const size = query['page[size]'] ?? 10;
      const number = query['page[number]'] ?? 0;
      const { rows, total } = await listProfiles(
        db,
        chatbot.id,
        { externalUserId: query['filter[externalUserId]'] },
        { size, number },
      );
      const base = publicBaseUrl(ctx, services.config);
      const pageUrl = (n: number) => {
        const search = new URLSearchParams();
        if (query['filter[externalUserId]'] !== undefined)
          search.set('filter[externalUserId]', query['filter[externalUserId]']);
        search.set('page[size]', String(size));
        search.set('page[number]', String(n));
        return `${base}/api/chatbots/${chatbot.id}/profiles?${search.toString()}`;
      };
      ctx.body = {
        data: rows.map((row) => presentProfile(row, base)),
        meta: { count: rows.length, total, page: number, pageSize: size },
        links: { self: pageUrl(number), ...((number + 1) * size < total ? { next: pageUrl(number + 1) } : {}) },
      };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chatbots/:id/profiles/:profileId',
    operationId: 'getChatProfile',
    summary: 'Get a chat profile',
    tag,
    access,
    params: profileParams,
    responses: [
      { status: 200, description: 'The profile', mediaType: JSON_API, schema: z.object({ data: profileResource }) },
    ],
    async handler(ctx, { params, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.id);
      const row = await profileOr404(chatbot.id, params.profileId);
      ctx.body = { data: presentProfile(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/chatbots/:id/profiles/:profileId',
    operationId: 'updateChatProfile',
    summary: 'Update a chat profile',
    description:
      'Changes the given attributes (null clears birthTime, birthPlaceName or timezone); changed birth data is resolved again.',
    tag,
    access,
    params: profileParams,
    body: updateProfileBody,
    responses: [
      {
        status: 200,
        description: 'The updated profile',
        mediaType: JSON_API,
        schema: z.object({ data: profileResource }),
      },
    ],
    errors: [409],
    async handler(ctx, { params, body: { data }, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.id);
      if (!chatbot.enabled) throw errors.chatbotDisabled('id');
      const current = await profileOr404(chatbot.id, params.profileId);
      const a = data.attributes;
      const birth = {
        birthDate: a.birthDate ?? current.birth_date,
        birthTime: a.birthTime !== undefined ? a.birthTime : current.birth_time,
        birthPlaceLat: a.birthPlaceLat ?? Number(current.birth_place_lat),
        birthPlaceLng: a.birthPlaceLng ?? Number(current.birth_place_lng),
        timezone: a.timezone !== undefined ? a.timezone : current.timezone,
      };
      const changes: Partial<ProfileValues> = {
        ...(a.externalUserId !== undefined ? { external_user_id: a.externalUserId } : {}),
        birth_date: birth.birthDate,
        birth_time: birth.birthTime,
        birth_place_lat: birth.birthPlaceLat,
        birth_place_lng: birth.birthPlaceLng,
        timezone: birth.timezone,
        ...(a.birthPlaceName !== undefined ? { birth_place_name: a.birthPlaceName } : {}),
        ...(a.metadata !== undefined ? { metadata: a.metadata } : {}),
        time_resolution: resolveProfileBirth(birth),
      };
      let row;
      try {
        row = foundOr404(await updateProfile(db, chatbot.id, current.id, changes), 'Chat profile', 'profileId');
      } catch (error) {
        if (isExternalUserTaken(error)) throw errors.externalUserTaken();
        throw error;
      }
      ctx.body = { data: presentProfile(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/chatbots/:id/profiles/:profileId',
    operationId: 'deleteChatProfile',
    summary: 'Delete a chat profile',
    description: 'Deletes the profile and its birth data for good and returns it.',
    tag,
    access,
    params: profileParams,
    responses: [
      {
        status: 200,
        description: 'The deleted profile',
        mediaType: JSON_API,
        schema: z.object({ data: profileResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.id);
      const row = await findOr404(params.profileId, 'Chat profile', 'profileId', (id) =>
        deleteProfile(db, chatbot.id, id),
      );
      ctx.body = { data: presentProfile(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/chatbots/:id/profiles/:profileId/context',
    operationId: 'getChatContext',
    summary: 'Chart context for a language model',
    description:
      "The chatbot's persona, the profile's natal chart summary (points, main aspects, element and modality balance; houses and angles only " +
      'with a known birth time) and the transits of the Sun and planets to it: active now (within orb) and coming in the next `days` (default 7), ' +
      'with interpretation titles as your organization sees them (its custom copies included). Also as `text`, a compact block in the ' +
      "chatbot's language. Active transits are those within orb now (by the positions at `at`); coming ones perfect in the outlook. Exact instants " +
      'and orb entry and exit come from the transit engine (root finding, to the second; null when the pass falls outside the outlook); the Moon is left out.',
    tag,
    access,
    params: profileParams,
    query: contextQuery,
    usesPool: true,
    responses: [
      {
        status: 200,
        description: 'The context',
        mediaType: JSON_API,
        schema: z.object({
          data: z.object({ type: z.literal('chat-context'), id: z.string(), attributes: chatContextSchema }),
        }),
      },
    ],
    errors: [409],
    async handler(ctx, { params, query, principal }) {
      const chatbot = await chatbotOf(ctx, principal.organizationId, params.id);
      if (!chatbot.enabled) throw errors.chatbotDisabled('id');
      const profile = await profileOr404(chatbot.id, params.profileId);
      const at = query.at === undefined ? Date.now() : (instantOf(query.at) ?? Number.NaN);
      if (!Number.isFinite(at) || at < Date.UTC(1800, 0, 1) || at > Date.UTC(2399, 11, 1)) {
        throw errors.invalidParameter('at', 'query', (t) => t.instantRange({ first: '1800', last: '2399' }));
      }
      if (query.timezone !== undefined && !IANAZone.create(query.timezone).isValid) {
        const closest = closestZoneName(query.timezone);
        throw errors.invalidParameter('timezone', 'query', (t) => t.timezoneName({ closest }));
      }
      const context = await buildChatContext(services, chatbot, profile, {
        at,
        days: query.days ?? 7,
        timezone: query.timezone,
        includeText: query.includeText ?? false,
      });
      ctx.body = { data: { type: 'chat-context', id: profile.id, attributes: context } };
    },
  });
}
