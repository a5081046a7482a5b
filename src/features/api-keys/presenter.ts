/** The API-key record as the API shows it: never the key value (except at creation) or its hash. */

import { keyPermissionFor } from '../../auth/key-permissions.ts';
import type { Principal } from '../../auth/principal.ts';
import { PERMISSIONS_OF_ROLE } from '../../auth/roles.ts';
import type { ApiKeyRow } from './queries.ts';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * A key without its own list inherits: its permissions are the owner's role's (shown under their
 * key names, e.g. calc:read), its modules the organization's.
 */
export function effectiveLists(row: ApiKeyRow, owner: Pick<Principal, 'role' | 'organizationModules'>) {
  const inherited = owner.role ? [...PERMISSIONS_OF_ROLE[owner.role]].map(keyPermissionFor) : [];
  return {
    permissions: row.permissions ?? inherited,
    inheritsPermissions: row.permissions === null,
    modules: row.modules ?? [...owner.organizationModules].sort(),
    inheritsModules: row.modules === null,
  };
}

export function presentApiKey(
  row: ApiKeyRow,
  owner: Pick<Principal, 'role' | 'organizationModules'>,
  pending?: { count: number; last: number },
) {
  const lastFlushed = row.last_request ? new Date(row.last_request).getTime() : 0;
  const last = Math.max(lastFlushed, pending?.last ?? 0);
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    start: row.start,
    organizationId: row.organization_id,
    enabled: row.enabled,
    ...effectiveLists(row, owner),
    allowedDomains: row.allowed_domains,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    rateLimitEnabled: row.rate_limit_enabled,
    rateLimitTimeWindow: row.rate_limit_time_window,
    rateLimitMax: row.rate_limit_max,
    requestCount: Number(row.request_count) + (pending?.count ?? 0),
    lastRequest: last ? new Date(last).toISOString() : null,
  };
}
