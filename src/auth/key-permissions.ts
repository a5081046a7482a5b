/**
 * Permissions an API key can hold. A key holds the spec's key permissions (`calc:read`,
 * `content:read`, `chart:read`, `modules:read`) and may also name any role permission
 * (`org:users:update`, `content:delete`, ...) to allow management calls. Each key permission
 * stands for one role permission; a key can only hold what its owner's role grants.
 */
import { ROLE_PERMISSIONS, type RolePermission } from './roles.ts';

/** Key permissions that are named differently from the role permission they stand for. */
const KEY_ALIASES = { 'calc:read': 'calc:use', 'chart:read': 'chart:use' } as const satisfies Record<
  string,
  RolePermission
>;

export const KEY_PERMISSIONS = [...Object.keys(KEY_ALIASES), ...ROLE_PERMISSIONS] as readonly string[];
export type KeyPermission = keyof typeof KEY_ALIASES | RolePermission;

export function isKeyPermission(name: string): name is KeyPermission {
  return KEY_PERMISSIONS.includes(name);
}

/** The role permission a key permission stands for. */
export function rolePermissionOf(permission: KeyPermission): RolePermission {
  return (KEY_ALIASES as Record<string, RolePermission>)[permission] ?? (permission as RolePermission);
}

const ALIAS_OF_ROLE_PERMISSION = new Map<RolePermission, KeyPermission>(
  Object.entries(KEY_ALIASES).map(([alias, target]) => [target, alias as KeyPermission]),
);

/** The name under which a key must hold a role permission (its alias where one exists). */
export function keyPermissionFor(permission: RolePermission): KeyPermission {
  return ALIAS_OF_ROLE_PERMISSION.get(permission) ?? permission;
}

/** Whether a key's permission list allows a role permission (null = no list = everything). */
export function keyAllows(keyPermissions: readonly string[] | null, permission: RolePermission): boolean {
  if (keyPermissions === null) return true;
  return keyPermissions.some((held) => isKeyPermission(held) && rolePermissionOf(held) === permission);
}
