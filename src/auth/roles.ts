/**
 * Roles within an organization and the permissions each grants: the spec's permission matrix.
 */

export const ROLES = ['owner', 'manager', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS = [
  'org:create',
  'org:read',
  'org:update',
  'org:users:read',
  'org:users:create',
  'org:users:update',
  'org:users:delete',
  'billing:read',
  'billing:manage',
  'content:read',
  'content:create',
  'content:update',
  'content:delete',
  'content:custom-copy',
  'content:restore',
  'calc:use',
  'chart:use',
  'modules:read',
  'admin:access',
] as const;
export type RolePermission = (typeof ROLE_PERMISSIONS)[number];

const MANAGER: RolePermission[] = [
  'org:read',
  'org:update',
  'org:users:read',
  'org:users:create',
  'org:users:update',
  'org:users:delete',
  'billing:read',
  'billing:manage',
  'content:read',
  'content:create',
  'content:update',
  'content:delete',
  'content:custom-copy',
  'content:restore',
  'calc:use',
  'chart:use',
  'modules:read',
];
const MEMBER: RolePermission[] = [
  'org:read',
  'content:read',
  'content:custom-copy',
  'calc:use',
  'chart:use',
  'modules:read',
];

/** The permission matrix: which permissions each role grants. */
export const PERMISSIONS_OF_ROLE: Record<Role, ReadonlySet<RolePermission>> = {
  owner: new Set(ROLE_PERMISSIONS),
  manager: new Set(MANAGER),
  member: new Set(MEMBER),
};

export function roleGrants(role: Role, permission: RolePermission): boolean {
  return PERMISSIONS_OF_ROLE[role].has(permission);
}

/** Whether `actor` may give someone the role `target` (a manager cannot make anyone owner). */
export function mayAssignRole(actor: Role, target: Role): boolean {
  if (actor === 'owner') return true;
  if (actor === 'manager') return target !== 'owner';
  return false;
}
