/**
 * Creating, changing and revoking the current user's API keys under the widening rule
 * (grantable.ts): each runs in one transaction that locks the requesting key (and the key acted
 * on) and reads the requesting key afresh, so a change is never decided on a cached, wider state
 * of it, and a refused change changes nothing. The routes validate and present.
 */
import type { Knex } from 'knex';
import type { z } from 'zod';
import { normaliseDomainPattern } from '../../auth/allowed-domains.ts';
import type { BoundedField } from '../../auth/key-bounds.ts';
import { loadPrincipal, type Principal } from '../../auth/principal.ts';
import type { Database } from '../../db/connect.ts';
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
import { type ApiKeyRow, findKeyOfUser, insertApiKey, lockKeys, revokeApiKey, updateApiKey } from './queries.ts';
import type { createApiKeyBody, updateApiKeyBody } from './schema.ts';

type NewKeyAttributes = z.infer<typeof createApiKeyBody>['data']['attributes'];
type KeyChanges = z.infer<typeof updateApiKeyBody>['data']['attributes'];

const expiry = (seconds: number | null | undefined) => (seconds ? new Date(Date.now() + seconds * 1000) : null);

/** The request field blamed for each setting beyond the requesting key's. */
const BODY_FIELD: Record<BoundedField, string> = {
  permissions: 'data.attributes.permissions',
  modules: 'data.attributes.modules',
  allowedDomains: 'data.attributes.allowedDomains',
  rateLimit: 'data.attributes.rateLimitMax',
  expiresIn: 'data.attributes.expiresIn',
};

/** The request field that changes the rate limit (the first one given). */
function rateLimitField(a: { rateLimitEnabled?: unknown; rateLimitMax?: unknown; rateLimitTimeWindow?: unknown }) {
  if (a.rateLimitEnabled !== undefined) return 'data.attributes.rateLimitEnabled';
  if (a.rateLimitMax !== undefined) return 'data.attributes.rateLimitMax';
  if (a.rateLimitTimeWindow !== undefined) return 'data.attributes.rateLimitTimeWindow';
  return BODY_FIELD.rateLimit;
}

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

/**
 * Creates a key for the requesting key's owner; settings not given follow the requesting key where
 * it is restricted, so that the default is within it.
 * @returns the new key's row and its full value (shown only now)
 * @throws ApiError 403 (organization_mismatch, *_not_grantable), 400 for a list a restricted key must give
 */
export async function createKey(
  db: Database,
  principal: Principal,
  a: NewKeyAttributes,
): Promise<{ row: ApiKeyRow; key: string }> {
  if (a.organizationId !== undefined && a.organizationId !== principal.organizationId)
    throw errors.organizationMismatch('data.attributes.organizationId');
  return db.transaction(async (trx) => {
    const caller = await lockedCaller(trx, principal);
    inheritedListsAllowed(caller, a.permissions, a.modules);
    const limit = caller.rateLimit;
    const settings = {
      permissions: a.permissions ? checkGrantablePermissions(a.permissions, caller) : null,
      modules: a.modules ? checkGrantableModules(a.modules, caller) : null,
      allowedDomains:
        a.allowedDomains !== undefined
          ? [...new Set(a.allowedDomains.map(normaliseDomainPattern))]
          : caller.allowedDomains,
      expiresAt:
        a.expiresIn !== undefined ? expiry(a.expiresIn) : caller.expiresAt === null ? null : new Date(caller.expiresAt),
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
}

/**
 * Runs `act` on key `rawId` of the requesting key's owner, once the requesting key may manage it.
 * @throws ApiError 404 for another user's or an unknown key, 403 key_not_manageable
 */
function withManagedKey(
  db: Database,
  principal: Principal,
  rawId: string,
  act: (trx: Knex.Transaction, caller: Principal, row: ApiKeyRow) => Promise<ApiKeyRow>,
): Promise<ApiKeyRow> {
  const id = resourceIdOrNotFound(rawId, 'API key', 'id');
  return db.transaction(async (trx) => {
    const caller = await lockedCaller(trx, principal, [id]);
    const row = foundOr404(await findKeyOfUser(trx, caller.organizationId, caller.userId, id), 'API key', 'id');
    checkManageable(row, caller);
    return act(trx, caller, row);
  });
}

/** What changing a key uses: the database, and the bus that tells every process the organization changed. */
type KeyStore = Pick<Services, 'db' | 'invalidation'>;

/**
 * Changes a key's name, enabled flag, lists, domains, expiry or rate limit; `null` lists make it
 * inherit again (only for a requesting key without lists of its own). Every process hears of it.
 * @throws as withManagedKey; ApiError 403 *_not_grantable for a change beyond the requesting key
 */
export async function updateKey(
  { db, invalidation }: KeyStore,
  principal: Principal,
  rawId: string,
  a: KeyChanges,
): Promise<ApiKeyRow> {
  const updated = await withManagedKey(db, principal, rawId, async (trx, caller, row) => {
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
    return Object.keys(changes).length ? updateApiKey(trx, row.id, changes) : row;
  });
  await invalidation.organizationChanged(principal.organizationId);
  return updated;
}

/**
 * Revokes a key (the requesting key itself included); every process stops taking it.
 * @throws as withManagedKey
 */
export async function revokeKey(
  { db, invalidation }: KeyStore,
  principal: Principal,
  rawId: string,
): Promise<ApiKeyRow> {
  const revoked = await withManagedKey(db, principal, rawId, (trx, _caller, row) => revokeApiKey(trx, row.id));
  await invalidation.organizationChanged(principal.organizationId);
  return revoked;
}
