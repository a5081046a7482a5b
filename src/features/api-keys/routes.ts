/**
 * API keys of the current user (spec endpoints 3 and 4), plus get, update and revoke.
 * Keys belong to the organization of the key making the request and to its owner.
 */
import { z } from 'zod';
import { JSON as JSON_TYPE, type ApiRouter } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { checkGrantableModules, checkGrantablePermissions, inheritedListsAllowed } from './grantable.ts';
import { presentApiKey } from './presenter.ts';
import { findKeyOfUser, insertApiKey, listKeysOfUser, revokeApiKey, updateApiKey } from './queries.ts';
import { apiKeyParams, createApiKeyBody, updateApiKeyBody } from './schema.ts';
import { normaliseDomainPattern } from '../../auth/allowed-domains.ts';

const keyRecord = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  start: z.string(),
  organizationId: z.string(),
  enabled: z.boolean(),
  permissions: z.array(z.string()),
  inheritsPermissions: z.boolean(),
  modules: z.array(z.string()),
  inheritsModules: z.boolean(),
  allowedDomains: z.array(z.string()),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rateLimitEnabled: z.boolean(),
  rateLimitTimeWindow: z.number(),
  rateLimitMax: z.number(),
  requestCount: z.number(),
  lastRequest: z.string().nullable(),
});

const expiry = (seconds: number | null | undefined) => (seconds ? new Date(Date.now() + seconds * 1000) : null);

export function registerApiKeyRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const access = { kind: 'api-key' as const, permission: 'org:read' as const };

  api.route({
    method: 'POST',
    path: '/api/api-keys',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description:
      'Creates a key owned by the current user in the current organization. The full key is returned only in this response. ' +
      'A key can hold only permissions its owner\'s role grants and the requesting key holds. `expiresIn` is in seconds.',
    tag: 'API keys',
    access,
    body: createApiKeyBody,
    responses: [{ status: 201, description: 'The key, including its full value `key`', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord.extend({ key: z.string() }) }) }],
    errors: [403],
    async handler(ctx, { body: { data }, principal }) {
      const a = data.attributes;
      if (a.organizationId !== undefined && a.organizationId !== principal.organizationId) {
        throw errors.organizationMismatch('data.attributes.organizationId');
      }
      inheritedListsAllowed(principal, a.permissions, a.modules);
      const permissions = a.permissions ? checkGrantablePermissions(a.permissions, principal) : null;
      const modules = a.modules ? checkGrantableModules(a.modules, principal) : null;
      const { row, key } = await insertApiKey(db, {
        organizationId: principal.organizationId,
        userId: principal.userId,
        name: a.name,
        permissions,
        modules,
        allowedDomains: (a.allowedDomains ?? []).map(normaliseDomainPattern),
        expiresAt: expiry(a.expiresIn),
        rateLimit: { enabled: a.rateLimitEnabled, windowMs: a.rateLimitTimeWindow, max: a.rateLimitMax },
      });
      ctx.status = 201;
      ctx.set('Location', `/api/api-keys/${row.id}`);
      ctx.body = { data: { ...presentApiKey(row, principal), key } };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/api-keys',
    operationId: 'listApiKeys',
    summary: 'List the current user\'s API keys',
    description: 'Keys owned by the current user in the current organization (revoked keys are not listed). `requestCount` and `lastRequest` include usage not yet written to the database.',
    tag: 'API keys',
    access,
    responses: [{ status: 200, description: 'Keys', mediaType: JSON_TYPE, schema: z.object({ data: z.array(keyRecord) }) }],
    async handler(ctx, { principal }) {
      const rows = await listKeysOfUser(db, principal.organizationId, principal.userId);
      const pending = await services.meter.usage.pending(rows.map((r) => r.id)).catch(() => new Map());
      ctx.body = { data: rows.map((row) => presentApiKey(row, principal, pending.get(row.id))) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/api-keys/:id',
    operationId: 'getApiKey',
    summary: 'Get one of the current user\'s API keys',
    tag: 'API keys',
    access,
    params: apiKeyParams,
    responses: [{ status: 200, description: 'The key', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord }) }],
    async handler(ctx, { params, principal }) {
      const id = resourceIdOrNotFound(params.id, 'API key', 'id');
      const row = await findKeyOfUser(db, principal.organizationId, principal.userId, id);
      if (!row) throw errors.notFound('API key', 'id');
      const pending = await services.meter.usage.pending([row.id]).catch(() => new Map());
      ctx.body = { data: presentApiKey(row, principal, pending.get(row.id)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/api-keys/:id',
    operationId: 'updateApiKey',
    summary: 'Update an API key',
    description: 'Changes name, enabled flag, permissions, modules, allowed domains, expiry (seconds from now) or rate-limit settings. `permissions: null` makes the key inherit its owner\'s role again.',
    tag: 'API keys',
    access,
    params: apiKeyParams,
    body: updateApiKeyBody,
    responses: [{ status: 200, description: 'The updated key', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord }) }],
    async handler(ctx, { params, body: { data }, principal }) {
      const id = resourceIdOrNotFound(params.id, 'API key', 'id');
      const row = await findKeyOfUser(db, principal.organizationId, principal.userId, id);
      if (!row) throw errors.notFound('API key', 'id');
      const a = data.attributes;
      const changes: Record<string, unknown> = {};
      if (a.name !== undefined) changes.name = a.name;
      if (a.enabled !== undefined) changes.enabled = a.enabled;
      if (a.permissions !== undefined) {
        if (a.permissions === null) inheritedListsAllowed(principal, undefined, []);
        changes.permissions = a.permissions === null ? null : checkGrantablePermissions(a.permissions, principal);
      }
      if (a.modules !== undefined) {
        if (a.modules === null) inheritedListsAllowed(principal, [], undefined);
        changes.modules = a.modules === null ? null : checkGrantableModules(a.modules, principal);
      }
      if (a.allowedDomains !== undefined) changes.allowed_domains = a.allowedDomains.map(normaliseDomainPattern);
      if (a.expiresIn !== undefined) changes.expires_at = expiry(a.expiresIn);
      if (a.rateLimitEnabled !== undefined) changes.rate_limit_enabled = a.rateLimitEnabled;
      if (a.rateLimitTimeWindow !== undefined) changes.rate_limit_time_window = a.rateLimitTimeWindow;
      if (a.rateLimitMax !== undefined) changes.rate_limit_max = a.rateLimitMax;
      const updated = Object.keys(changes).length ? await updateApiKey(db, id, changes) : row;
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: presentApiKey(updated, principal) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/api-keys/:id',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'The key stops working at once in every process, and so do the URLs it signed. Returns the revoked key.',
    tag: 'API keys',
    access,
    params: apiKeyParams,
    responses: [{ status: 200, description: 'The revoked key', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord }) }],
    async handler(ctx, { params, principal }) {
      const id = resourceIdOrNotFound(params.id, 'API key', 'id');
      const row = await findKeyOfUser(db, principal.organizationId, principal.userId, id);
      if (!row) throw errors.notFound('API key', 'id');
      const revoked = await revokeApiKey(db, id);
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: presentApiKey(revoked, principal) };
    },
  });
}
