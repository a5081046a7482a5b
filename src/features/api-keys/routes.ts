/**
 * API keys of the current user (spec endpoints 3 and 4), plus get, update and revoke.
 * Keys belong to the organization of the key making the request and to its owner.
 */

import { z } from 'zod';
import { type ApiRouter, PLAIN_JSON as JSON_TYPE } from '../../http/api-router.ts';
import { foundOr404 } from '../../http/find-or-404.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { createKey, revokeKey, updateKey } from './key-changes.ts';
import { presentApiKey } from './presenter.ts';
import { findKeyOfUser, listKeysOfUser } from './queries.ts';
import { apiKeyParams, createApiKeyBody, updateApiKeyBody } from './schema.ts';

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

/** The widening rule, as the key routes' OpenAPI descriptions state it (and docs/authentication-and-errors.md). */
const WIDENING_RULE =
  'A key can never widen: no key may give itself or another key a permission, module, allowed domain, rate limit or expiry ' +
  'beyond its own (refused with 403 `permission_not_grantable`, `module_not_grantable`, `domain_not_grantable`, ' +
  '`rate_limit_not_grantable` or `expiry_not_grantable`, naming the field). A key may change or revoke another key of the ' +
  'same user only when that key is within its own bounds (else 403 `key_not_manageable`); a key may always narrow or revoke ' +
  'itself. Keys of other users are not found (404). A refused change changes nothing.';

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
      "A key can hold only permissions its owner's role grants and the requesting key holds. `expiresIn` is in seconds. " +
      'Allowed domains, expiry and rate limit not given follow the requesting key where it is restricted. ' +
      WIDENING_RULE,
    tag: 'API keys',
    access,
    body: createApiKeyBody,
    responses: [
      {
        status: 201,
        description: 'The key, including its full value `key`',
        mediaType: JSON_TYPE,
        schema: z.object({ data: keyRecord.extend({ key: z.string() }) }),
      },
    ],
    errors: [403],
    async handler(ctx, { body: { data }, principal }) {
      const { row, key } = await createKey(db, principal, data.attributes);
      ctx.status = 201;
      ctx.set('Location', `/api/api-keys/${row.id}`);
      ctx.body = { data: { ...presentApiKey(row, principal), key } };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/api-keys',
    operationId: 'listApiKeys',
    summary: "List the current user's API keys",
    description:
      'Keys owned by the current user in the current organization (revoked keys are not listed). `requestCount` and `lastRequest` include usage not yet written to the database.',
    tag: 'API keys',
    access,
    responses: [
      { status: 200, description: 'Keys', mediaType: JSON_TYPE, schema: z.object({ data: z.array(keyRecord) }) },
    ],
    async handler(ctx, { principal }) {
      const { rows, pending } = await services.meter.usage.withPending(() =>
        listKeysOfUser(db, principal.organizationId, principal.userId),
      );
      ctx.body = { data: rows.map((row) => presentApiKey(row, principal, pending.get(row.id))) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/api-keys/:id',
    operationId: 'getApiKey',
    summary: "Get one of the current user's API keys",
    tag: 'API keys',
    access,
    params: apiKeyParams,
    responses: [{ status: 200, description: 'The key', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord }) }],
    async handler(ctx, { params, principal }) {
      const id = resourceIdOrNotFound(params.id, 'API key', 'id');
      const {
        rows: [found],
        pending,
      } = await services.meter.usage.withPending(async () => {
        const found = await findKeyOfUser(db, principal.organizationId, principal.userId, id);
        return found ? [found] : [];
      });
      const row = foundOr404(found, 'API key', 'id');
      ctx.body = { data: presentApiKey(row, principal, pending.get(row.id)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/api-keys/:id',
    operationId: 'updateApiKey',
    summary: 'Update an API key',
    description:
      "Changes name, enabled flag, permissions, modules, allowed domains, expiry (seconds from now) or rate-limit settings. `permissions: null` makes the key inherit its owner's role again. " +
      WIDENING_RULE,
    tag: 'API keys',
    access,
    params: apiKeyParams,
    body: updateApiKeyBody,
    responses: [
      { status: 200, description: 'The updated key', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord }) },
    ],
    async handler(ctx, { params, body: { data }, principal }) {
      const updated = await updateKey(services, principal, params.id, data.attributes);
      ctx.body = { data: presentApiKey(updated, principal) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/api-keys/:id',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'The key stops working in every process within 2 seconds, and so do the URLs it signed. Returns the revoked key. ' +
      WIDENING_RULE,
    tag: 'API keys',
    access,
    params: apiKeyParams,
    responses: [
      { status: 200, description: 'The revoked key', mediaType: JSON_TYPE, schema: z.object({ data: keyRecord }) },
    ],
    async handler(ctx, { params, principal }) {
      const revoked = await revokeKey(services, principal, params.id);
      ctx.body = { data: presentApiKey(revoked, principal) };
    },
  });
}
