/**
 * The content library (spec: Content item, endpoint 5): list, get, create, update, soft delete
 * (returns the deleted item), restore, and an organization's editable copy of a global item.
 * Global items are readable by every organization and changed only by the seed: updating,
 * deleting or restoring one answers 403. Another organization's items are never found (404).
 * Every write drops the organization's cached texts, so its responses use the new text at once.
 */
import { z } from 'zod';
import { contentTextCache } from '../../content/text-cache.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404, foundOr404 } from '../../http/find-or-404.ts';
import { publicBaseUrl } from '../../http/public-base-url.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { contentPath, presentContent } from './presenter.ts';
import {
  type ContentRow,
  findLiveOwnByUrn,
  findVisibleContent,
  insertContent,
  insertCustomCopy,
  isUrnTaken,
  listContent,
  lockOwnContent,
  updateContent,
} from './queries.ts';
import { contentParams, createContentBody, listContentQuery, updateContentBody } from './schema.ts';
import { contentReadable, contentSeed } from './seed.ts';

const item = z.object({
  type: z.literal('content'),
  id: z.string(),
  attributes: z.object({
    urn: z.string(),
    title: z.string(),
    body: z.string().describe('Markdown'),
    metadata: z.record(z.string(), z.unknown()).describe('Free-form: the JSON object the caller stored'),
    owner_type: z.enum(['global', 'organization']),
    owner_id: z.string().nullable(),
    base_content_id: z.string().nullable().describe('For a custom copy: the global item it was copied from'),
    created_at: z.string(),
    updated_at: z.string(),
    language: z.string(),
    deleted_at: z.string().nullable().describe('When the item was deleted; null while live'),
    custom_copy_id: z
      .string()
      .nullable()
      .optional()
      .describe("Global items only: the id of your organization's live copy, or null"),
  }),
  links: z.object({ self: z.string() }),
});
const single = z.object({ data: item });
const page = z.object({
  data: z.array(item),
  meta: z.object({
    count: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  links: z.object({ self: z.string(), next: z.string().optional().describe('Present when there is a next page') }),
});

const DEFAULT_PAGE_SIZE = 10;

export function registerContentRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  /** Starts the seed (once) and resolves when content can be served. */
  let started = false;
  const seeded = () => {
    if (!started) {
      started = true;
      void contentSeed(services).then((outcome) => {
        if (outcome.status === 'seeded') contentTextCache(services.db).clear();
      });
    }
    return contentReadable(services);
  };
  if (services.config.contentSeed === 'eager') void seeded();
  const tag = 'Content';

  /** The item the organization may see, or 404. */
  const visible = (organizationId: string, rawId: string): Promise<ContentRow> =>
    findOr404(rawId, 'Content item', 'id', (id) => findVisibleContent(db, organizationId, id));

  /**
   * Runs `change` on the organization's own item under a row lock. Global items answer 403,
   * unknown or other organizations' items 404.
   */
  async function changeOwn(
    organizationId: string,
    rawId: string,
    action: string,
    change: (trx: Parameters<Parameters<typeof db.transaction>[0]>[0], row: ContentRow) => Promise<ContentRow>,
  ): Promise<ContentRow> {
    const id = resourceIdOrNotFound(rawId, 'Content item', 'id');
    const row = await db.transaction(async (trx) => {
      const own = await lockOwnContent(trx, organizationId, id);
      if (!own) {
        const other = await findVisibleContent(trx, organizationId, id);
        if (other?.owner_type === 'global') throw errors.globalContentReadOnly(action);
        throw errors.notFound('Content item', 'id');
      }
      return change(trx, own);
    });
    contentTextCache(services.db).invalidateOrganization(organizationId);
    return row;
  }

  api.route({
    method: 'GET',
    path: '/api/content',
    operationId: 'listContent',
    summary: 'List content items',
    description:
      "The global items (the service's interpretation texts) and your organization's own items, ordered by URN, language and owner. " +
      'Filters: URN prefix, language, owner (global or organization), deleted (your trash). Always paginated: `page[size]` 1–100 (default 10), ' +
      'zero-based `page[number]`; `meta` gives count, total, page and pageSize, `links.next` the next page when there is one.',
    tag,
    access: { kind: 'api-key', permission: 'content:read', module: 'content' },
    query: listContentQuery,
    responses: [{ status: 200, description: 'One page of items', mediaType: JSON_API, schema: page }],
    async handler(ctx, { query, principal }) {
      await seeded();
      const size = query['page[size]'] ?? DEFAULT_PAGE_SIZE;
      const number = query['page[number]'] ?? 0;
      const { rows, total } = await listContent(
        db,
        principal.organizationId,
        {
          urnPrefix: query['filter[urn]'],
          language: query['filter[language]'],
          owner: query['filter[owner]'],
          deleted: query['filter[deleted]'] ?? false,
        },
        { size, number },
      );
      const base = publicBaseUrl(ctx, services.config);
      const pageUrl = (n: number) => {
        const params = new URLSearchParams();
        for (const key of ['filter[urn]', 'filter[language]', 'filter[owner]', 'filter[deleted]'] as const) {
          if (query[key] !== undefined) params.set(key, String(query[key]));
        }
        params.set('page[size]', String(size));
        params.set('page[number]', String(n));
        return `${base}/api/content?${params.toString()}`;
      };
      ctx.body = {
        data: rows.map((row) => presentContent(row, base)),
        meta: { count: rows.length, total, page: number, pageSize: size },
        links: { self: pageUrl(number), ...((number + 1) * size < total ? { next: pageUrl(number + 1) } : {}) },
      };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/content/:id',
    operationId: 'getContent',
    summary: 'Get a content item',
    description: "A global item, or one of your organization's items (also when deleted: see `deleted_at`).",
    tag,
    access: { kind: 'api-key', permission: 'content:read', module: 'content' },
    params: contentParams,
    responses: [{ status: 200, description: 'The item', mediaType: JSON_API, schema: single }],
    async handler(ctx, { params, principal }) {
      await seeded();
      const row = await visible(principal.organizationId, params.id);
      ctx.body = { data: presentContent(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/content',
    operationId: 'createContent',
    summary: 'Create an organization content item',
    description:
      'Creates an item owned by your organization. One live item per URN and language (409 otherwise). An item with the URN of a global ' +
      "text replaces that text in your organization's responses, as a custom copy does.",
    tag,
    access: { kind: 'api-key', permission: 'content:create', module: 'content' },
    body: createContentBody,
    responses: [{ status: 201, description: 'The created item', mediaType: JSON_API, schema: single }],
    errors: [409],
    async handler(ctx, { body: { data }, principal }) {
      const a = data.attributes;
      let row: ContentRow;
      try {
        row = await insertContent(db, principal.organizationId, {
          urn: a.urn,
          language: a.language,
          title: a.title,
          body: a.body,
          metadata: a.metadata ?? {},
        });
      } catch (error) {
        if (isUrnTaken(error))
          throw errors.urnTaken(
            (await findLiveOwnByUrn(db, principal.organizationId, a.urn, a.language))?.id,
            'data.attributes.urn',
          );
        throw error;
      }
      contentTextCache(services.db).invalidateOrganization(principal.organizationId);
      ctx.status = 201;
      ctx.set('Location', contentPath(row.id));
      ctx.body = { data: presentContent(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/content/:id',
    operationId: 'updateContent',
    summary: 'Update an organization content item',
    description:
      'Changes title, body, metadata (replaced whole), URN or language of a live item of your organization. A custom copy keeps the URN ' +
      'and language of its global item. Global items: 403; deleted items: 404 (restore first).',
    tag,
    access: { kind: 'api-key', permission: 'content:update', module: 'content' },
    params: contentParams,
    body: updateContentBody,
    responses: [{ status: 200, description: 'The updated item', mediaType: JSON_API, schema: single }],
    errors: [403, 409],
    async handler(ctx, { params, body: { data }, principal }) {
      if (data.id !== undefined && data.id.toLowerCase() !== params.id.toLowerCase()) {
        throw errors.invalidParameter('data.id', 'body', (t) => t.idInPath());
      }
      const a = data.attributes;
      const row = await changeOwn(principal.organizationId, params.id, 'updated', async (trx, own) => {
        if (own.deleted_at) throw errors.notFound('Content item', 'id');
        if (own.base_content_id) {
          if (a.urn !== undefined && a.urn !== own.urn)
            throw errors.invalidParameter('data.attributes.urn', 'body', (t) => t.customCopyKeeps({ member: 'urn' }));
          if (a.language !== undefined && a.language !== own.language)
            throw errors.invalidParameter('data.attributes.language', 'body', (t) =>
              t.customCopyKeeps({ member: 'language' }),
            );
        }
        const changes = Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));
        try {
          return await trx.transaction((inner) => updateContent(inner, own.id, changes));
        } catch (error) {
          if (isUrnTaken(error)) {
            throw errors.urnTaken(
              (await findLiveOwnByUrn(trx, principal.organizationId, a.urn ?? own.urn, a.language ?? own.language))?.id,
              a.urn !== undefined ? 'data.attributes.urn' : 'data.attributes.language',
            );
          }
          throw error;
        }
      });
      ctx.body = { data: presentContent(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/content/:id',
    operationId: 'deleteContent',
    summary: 'Delete a content item (spec endpoint 5)',
    description:
      'Soft-deletes a live item of your organization and returns it (with `deleted_at` and `links.self`). A deleted custom copy stops ' +
      'replacing the global text. `POST /api/content/{id}/restore` brings it back. Global items: 403; already deleted: 404.',
    tag,
    access: { kind: 'api-key', permission: 'content:delete', module: 'content' },
    params: contentParams,
    responses: [{ status: 200, description: 'The deleted item', mediaType: JSON_API, schema: single }],
    errors: [403],
    async handler(ctx, { params, principal }) {
      const row = await changeOwn(principal.organizationId, params.id, 'deleted', async (trx, own) => {
        if (own.deleted_at) throw errors.notFound('Content item', 'id');
        return updateContent(trx, own.id, { deleted_at: trx.fn.now() });
      });
      ctx.body = { data: presentContent(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/content/:id/restore',
    operationId: 'restoreContent',
    summary: 'Restore a deleted content item',
    description:
      'Brings back a deleted item of your organization. 409 when it is not deleted, or when another live item now holds its URN and language.',
    tag,
    access: { kind: 'api-key', permission: 'content:restore', module: 'content' },
    params: contentParams,
    responses: [{ status: 200, description: 'The restored item', mediaType: JSON_API, schema: single }],
    errors: [403, 409],
    async handler(ctx, { params, principal }) {
      const row = await changeOwn(principal.organizationId, params.id, 'restored', async (trx, own) => {
        if (!own.deleted_at) throw errors.notDeleted();
        try {
          return await trx.transaction((inner) => updateContent(inner, own.id, { deleted_at: null }));
        } catch (error) {
          if (isUrnTaken(error))
            throw errors.urnTaken(
              (await findLiveOwnByUrn(trx, principal.organizationId, own.urn, own.language))?.id,
              'id',
            );
          throw error;
        }
      });
      ctx.body = { data: presentContent(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/content/:id/custom-copy',
    operationId: 'copyContent',
    summary: "Make your organization's editable copy of a global item",
    description:
      'Copies a global item (URN, language, title, body, metadata) into your organization, recording `base_content_id`. From then on the ' +
      'copy replaces the global text in every response for your organization; edit it with PATCH, delete it to fall back to the global ' +
      'text. One live copy per global item (409 names the existing one).',
    tag,
    access: { kind: 'api-key', permission: 'content:custom-copy', module: 'content' },
    params: contentParams,
    responses: [{ status: 201, description: 'The copy', mediaType: JSON_API, schema: single }],
    errors: [409],
    async handler(ctx, { params, principal }) {
      await seeded();
      const source = await visible(principal.organizationId, params.id);
      if (source.owner_type !== 'global') throw errors.invalidParameter('id', 'path', (t) => t.onlyGlobalCopied());
      let copy: ContentRow;
      try {
        copy = foundOr404(await insertCustomCopy(db, principal.organizationId, source.id), 'Content item', 'id');
      } catch (error) {
        if (isUrnTaken(error))
          throw errors.urnTaken(
            (await findLiveOwnByUrn(db, principal.organizationId, source.urn, source.language))?.id,
            'id',
          );
        throw error;
      }
      contentTextCache(services.db).invalidateOrganization(principal.organizationId);
      ctx.status = 201;
      ctx.set('Location', contentPath(copy.id));
      ctx.body = { data: presentContent(copy, publicBaseUrl(ctx, services.config)) };
    },
  });
}
