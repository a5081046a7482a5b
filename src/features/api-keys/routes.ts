/**
 * API keys of the current user (spec endpoints 3 and 4), plus get, update and revoke.
 * Keys belong to the organization of the key making the request and to its owner.
 */

import type { Knex } from 'knex';
import { z } from 'zod';
import { normaliseDomainPattern } from '../../auth/allowed-domains.ts';
import type { BoundedField } from '../../auth/key-bounds.ts';
import { loadPrincipal, type Principal } from '../../auth/principal.ts';
import { type ApiRouter, PLAIN_JSON as JSON_TYPE } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { foundOr404 } from '../../http/find-or-404.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import {
  checkGrantableModules,
  checkGrantablePermissions,
  checkManageable,
  checkWithinCaller,
  inheritedListsAllowed,
  settingsOfRow,
} from './grantable.ts';
import { presentApiKey } from './presenter.ts';
import {
  type ApiKeyRow,
  findKeyOfUser,
  insertApiKey,
  listKeysOfUser,
  lockKeys,
  revokeApiKey,
  updateApiKey,
} from './queries.ts';
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

const expiry = (seconds: number | null | undefined) => (seconds ? new Date(Date.now() + seconds * 1000) : null);

/** The widening rule, as the key routes' OpenAPI descriptions state it (and docs/authentication-and-errors.md). */
const WIDENING_RULE =
  'A key can never widen: no key may give itself or another key a permission, module, allowed domain, rate limit or expiry ' +
  'beyond its own (refused with 403 `permission_not_grantable`, `module_not_grantable`, `domain_not_grantable`, ' +
  '`rate_limit_not_grantable` or `expiry_not_grantable`, naming the field). A key may change or revoke another key of the ' +
  'same user only when that key is within its own bounds (else 403 `key_not_manageable`); a key may always narrow or revoke ' +
  'itself. Keys of other users are not found (404). A refused change changes nothing.';

const BODY_FIELD: Record<BoundedField, string> = {
  permissions: 'data.attributes.permissions',
  modules: 'data.attributes.modules',
  allowedDomains: 'data.attributes.allowedDomains',
  rateLimit: 'data.attributes.rateLimitMax',
  expiresIn: 'data.attributes.expiresIn',
};

/**
 * The requesting key as it is now in the database, its row locked with `others` for the rest of
 * the transaction: a change decided on a cached (older, wider) state of the key is impossible.
 */
async function lockedCaller(trx: Knex.Transaction, principal: Principal, others: string[] = []): Promise<Principal> {
  await lockKeys(trx, [principal.keyId, ...others]);
  const fresh = await loadPrincipal(trx, { keyId: principal.keyId });
  if (!fresh || fresh.revoked || fresh.role === null) throw errors.invalidApiKey();
  if (!fresh.enabled) throw errors.disabledApiKey();
  if (fresh.expiresAt !== null && fresh.expiresAt <= Date.now())
    throw errors.expiredApiKey(new Date(fresh.expiresAt).toISOString());
  return fresh;
}

/** The request field that changes the rate limit (the first one given). */
function rateLimitField(a: {
  rateLimitEnabled?: unknown;
  rateLimitMax?: unknown;
  rateLimitTimeWindow?: unknown;
}): string {
  if (a.rateLimitEnabled !== undefined) return 'data.attributes.rateLimitEnabled';
  if (a.rateLimitMax !== undefined) return 'data.attributes.rateLimitMax';
  if (a.rateLimitTimeWindow !== undefined) return 'data.attributes.rateLimitTimeWindow';
  return BODY_FIELD.rateLimit;
}

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
      const a = data.attributes;
      if (a.organizationId !== undefined && a.organizationId !== principal.organizationId) {
        throw errors.organizationMismatch('data.attributes.organizationId');
      }
      const { row, key } = await db.transaction(async (trx) => {
        const caller = await lockedCaller(trx, principal);
        inheritedListsAllowed(caller, a.permissions, a.modules);
        const permissions = a.permissions ? checkGrantablePermissions(a.permissions, caller) : null;
        const modules = a.modules ? checkGrantableModules(a.modules, caller) : null;
        // Settings not given follow the caller where it is restricted, so that the default is within it.
        const limit = caller.rateLimit;
        const settings = {
          permissions,
          modules,
          allowedDomains:
            a.allowedDomains !== undefined
              ? [...new Set(a.allowedDomains.map(normaliseDomainPattern))]
              : caller.allowedDomains,
          expiresAt:
            a.expiresIn !== undefined
              ? expiry(a.expiresIn)
              : caller.expiresAt === null
                ? null
                : new Date(caller.expiresAt),
          rateLimit: {
            enabled: a.rateLimitEnabled ?? true,
            windowMs: a.rateLimitTimeWindow ?? (limit.enabled ? Math.max(60_000, limit.windowMs) : 60_000),
            max: a.rateLimitMax ?? (limit.enabled ? Math.min(1000, limit.max) : 1000),
          },
        };
        checkWithinCaller({ ...settings, expiresAt: settings.expiresAt?.getTime() ?? null }, caller, (field) =>
          field === 'rateLimit' ? rateLimitField(a) : BODY_FIELD[field],
        );
        return insertApiKey(trx, {
          organizationId: caller.organizationId,
          userId: caller.userId,
          name: a.name,
          ...settings,
        });
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
      const id = resourceIdOrNotFound(params.id, 'API key', 'id');
      const a = data.attributes;
      const updated = await db.transaction(async (trx) => {
        const caller = await lockedCaller(trx, principal, [id]);
        const row = foundOr404(await findKeyOfUser(trx, caller.organizationId, caller.userId, id), 'API key', 'id');
        checkManageable(row, caller);
        const changes: Partial<ApiKeyRow> = {};
        if (a.name !== undefined) changes.name = a.name;
        if (a.enabled !== undefined) changes.enabled = a.enabled;
        if (a.permissions !== undefined) {
          if (a.permissions === null) inheritedListsAllowed(caller, undefined, []);
          changes.permissions = a.permissions === null ? null : checkGrantablePermissions(a.permissions, caller);
        }
        if (a.modules !== undefined) {
          if (a.modules === null) inheritedListsAllowed(caller, [], undefined);
          changes.modules = a.modules === null ? null : checkGrantableModules(a.modules, caller);
        }
        if (a.allowedDomains !== undefined)
          changes.allowed_domains = [...new Set(a.allowedDomains.map(normaliseDomainPattern))];
        if (a.expiresIn !== undefined) changes.expires_at = expiry(a.expiresIn);
        if (a.rateLimitEnabled !== undefined) changes.rate_limit_enabled = a.rateLimitEnabled;
        if (a.rateLimitTimeWindow !== undefined) changes.rate_limit_time_window = a.rateLimitTimeWindow;
        if (a.rateLimitMax !== undefined) changes.rate_limit_max = a.rateLimitMax;
        checkWithinCaller(settingsOfRow({ ...row, ...changes }), caller, (field) =>
          field === 'rateLimit' ? rateLimitField(a) : BODY_FIELD[field],
        );
        return Object.keys(changes).length ? updateApiKey(trx, id, changes) : row;
      });
      await services.invalidation.organizationChanged(principal.organizationId);
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
      const id = resourceIdOrNotFound(params.id, 'API key', 'id');
      const revoked = await db.transaction(async (trx) => {
        const caller = await lockedCaller(trx, principal, [id]);
        const row = foundOr404(await findKeyOfUser(trx, caller.organizationId, caller.userId, id), 'API key', 'id');
        checkManageable(row, caller);
        return revokeApiKey(trx, id);
      });
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: presentApiKey(revoked, principal) };
    },
  });
}
