/**
 * Authorization: what a request may do is the owner's role permissions ∩ the key's permissions
 * ∩ the key's modules ∩ the organization's purchased modules. A refusal names what is missing.
 */
import type { Middleware } from 'koa';
import { keyAllows, keyPermissionFor } from '../auth/key-permissions.ts';
import type { ModuleId } from '../auth/modules.ts';
import type { Principal } from '../auth/principal.ts';
import { type RolePermission, roleGrants } from '../auth/roles.ts';
import { errors } from './errors.ts';

/** Throws 403 unless the principal holds the permission through both its role and its key. */
export function requirePermission(principal: Principal, permission: RolePermission): void {
  if (!principal.role || !roleGrants(principal.role, permission)) throw errors.missingPermission(permission, 'role');
  if (!keyAllows(principal.keyPermissions, permission))
    throw errors.missingPermission(keyPermissionFor(permission), 'key');
}

/** Throws 403 unless the organization bought the module and the key may use it. */
export function requireModule(principal: Principal, module: ModuleId): void {
  if (!principal.organizationModules.has(module)) throw errors.missingModule(module, 'organization');
  if (principal.keyModules !== null && !principal.keyModules.includes(module))
    throw errors.missingModule(module, 'key');
}

/** True when the principal holds the permission (for decisions that are not refusals). */
export function holdsPermission(principal: Principal, permission: RolePermission): boolean {
  return !!principal.role && roleGrants(principal.role, permission) && keyAllows(principal.keyPermissions, permission);
}

/** True when the organization bought the module and the key may use it (for decisions that are not refusals). */
export function holdsModule(principal: Principal, module: ModuleId): boolean {
  return (
    principal.organizationModules.has(module) &&
    (principal.keyModules === null || principal.keyModules.includes(module))
  );
}

/** The route chain's authorization step: the route's permission and module, when it names them. */
export function authorize(access: { permission?: RolePermission; module?: ModuleId }): Middleware {
  return function authorize(ctx, next) {
    const principal = ctx.state.principal as Principal;
    if (access.permission) requirePermission(principal, access.permission);
    if (access.module) requireModule(principal, access.module);
    return next();
  };
}
