/**
 * What a key may be given: permissions its owner's role grants and the key making the request
 * holds itself, modules the organization bought that the requesting key may use, and domains,
 * rate limit and expiry within the requesting key's own (the widening rule, auth/key-bounds.ts).
 * A key can never hold more than the one that created or changed it.
 */

import { type BoundedField, boundsOf, fieldsBeyond, type KeyBounds, type KeySettings } from '../../auth/key-bounds.ts';
import { isKeyPermission, KEY_PERMISSIONS, keyAllows, rolePermissionOf } from '../../auth/key-permissions.ts';
import { isModuleId, MODULE_IDS } from '../../auth/modules.ts';
import type { Principal } from '../../auth/principal.ts';
import { roleGrants } from '../../auth/roles.ts';
import { errors } from '../../http/errors.ts';
import type { ApiKeyRow } from './queries.ts';

const field = (name: string, index: number) => `data.attributes.${name}[${index}]`;

export function checkGrantablePermissions(permissions: string[], principal: Principal): string[] {
  permissions.forEach((permission, i) => {
    if (!isKeyPermission(permission)) {
      throw errors.invalidParameter(field('permissions', i), 'body', (t) =>
        t.unknownCode({ kind: 'permission', value: permission, values: KEY_PERMISSIONS }),
      );
    }
    const needed = rolePermissionOf(permission);
    if (!principal.role || !roleGrants(principal.role, needed) || !keyAllows(principal.keyPermissions, needed)) {
      const lackedBy = !principal.role || !roleGrants(principal.role, needed) ? 'role' : 'key';
      throw errors.permissionNotGrantable(permission, lackedBy, field('permissions', i));
    }
  });
  return [...new Set(permissions)];
}

export function checkGrantableModules(modules: string[], principal: Principal): string[] {
  modules.forEach((module, i) => {
    if (!isModuleId(module)) {
      throw errors.invalidParameter(field('modules', i), 'body', (t) =>
        t.unknownCode({ kind: 'module', value: module, values: MODULE_IDS }),
      );
    }
    if (
      !principal.organizationModules.has(module) ||
      (principal.keyModules !== null && !principal.keyModules.includes(module))
    ) {
      const refusedBy = principal.organizationModules.has(module) ? 'key' : 'organization';
      throw errors.moduleNotGrantable(module, refusedBy, field('modules', i));
    }
  });
  return [...new Set(modules)];
}

/** A restricted requesting key may only create keys with explicit lists within its own. */
export function inheritedListsAllowed(
  principal: Principal,
  permissions: string[] | undefined,
  modules: string[] | undefined,
): void {
  if (permissions === undefined && principal.keyPermissions !== null) {
    throw errors.invalidParameter('data.attributes.permissions', 'body', (t) =>
      t.requiredForKeyList({ list: 'permissions' }),
    );
  }
  if (modules === undefined && principal.keyModules !== null) {
    throw errors.invalidParameter('data.attributes.modules', 'body', (t) => t.requiredForKeyList({ list: 'modules' }));
  }
}

/** The bounds of the key making a request (its own settings, its owner's role, the purchases). */
export function boundsOfPrincipal(principal: Principal): KeyBounds {
  return boundsOf(
    {
      permissions: principal.keyPermissions,
      modules: principal.keyModules,
      allowedDomains: principal.allowedDomains,
      rateLimit: principal.rateLimit,
      expiresAt: principal.expiresAt,
    },
    principal.role,
    principal.organizationModules,
  );
}

/** A stored key's settings in the terms of the widening rule. */
export function settingsOfRow(row: ApiKeyRow): KeySettings {
  return {
    permissions: row.permissions,
    modules: row.modules,
    allowedDomains: row.allowed_domains,
    rateLimit: { enabled: row.rate_limit_enabled, windowMs: row.rate_limit_time_window, max: row.rate_limit_max },
    expiresAt: row.expires_at ? new Date(row.expires_at).getTime() : null,
  };
}

/**
 * The widening rule: refuses (403, one stable code per field) a key whose settings would go
 * beyond those of the key making the request. `parameterOf` names the request field to blame.
 */
export function checkWithinCaller(
  target: KeySettings,
  actor: Principal,
  parameterOf: (field: BoundedField) => string,
): void {
  const beyond = fieldsBeyond(boundsOf(target, actor.role, actor.organizationModules), boundsOfPrincipal(actor));
  if (beyond.length === 0) return;
  const field = beyond[0];
  throw errors.beyondCaller(field, parameterOf(field), beyond);
}

/** A key may change or revoke another key only when that key is within its own bounds. */
export function checkManageable(target: ApiKeyRow, actor: Principal): void {
  if (target.id === actor.keyId) return;
  const beyond = fieldsBeyond(
    boundsOf(settingsOfRow(target), actor.role, actor.organizationModules),
    boundsOfPrincipal(actor),
  );
  if (beyond.length === 0) return;
  throw errors.keyNotManageable(beyond);
}
