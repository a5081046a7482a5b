/**
 * What a key may be given: permissions its owner's role grants and the key making the request
 * holds itself, and modules the organization bought that the requesting key may use. A key can
 * never hold more than the one that created it.
 */
import { isKeyPermission, keyAllows, KEY_PERMISSIONS, rolePermissionOf } from '../../auth/key-permissions.ts';
import { isModuleId, MODULE_IDS } from '../../auth/modules.ts';
import type { Principal } from '../../auth/principal.ts';
import { roleGrants } from '../../auth/roles.ts';
import { ApiError, errors } from '../../http/errors.ts';

const field = (name: string, index: number) => `data.attributes.${name}[${index}]`;

export function checkGrantablePermissions(permissions: string[], principal: Principal): string[] {
  permissions.forEach((permission, i) => {
    if (!isKeyPermission(permission)) {
      throw errors.invalidParameter(field('permissions', i), 'body', `unknown permission "${permission}"; expected one of ${KEY_PERMISSIONS.join(', ')}`);
    }
    const needed = rolePermissionOf(permission);
    if (!principal.role || !roleGrants(principal.role, needed) || !keyAllows(principal.keyPermissions, needed)) {
      throw new ApiError(403, 'permission_not_grantable', 'Permission not grantable', `A key cannot be given ${permission}: ${!principal.role || !roleGrants(principal.role, needed) ? "the owner's role lacks it" : 'the key making this request lacks it'}`, {
        parameter: field('permissions', i),
        location: 'body',
      });
    }
  });
  return [...new Set(permissions)];
}

export function checkGrantableModules(modules: string[], principal: Principal): string[] {
  modules.forEach((module, i) => {
    if (!isModuleId(module)) {
      throw errors.invalidParameter(field('modules', i), 'body', `unknown module "${module}"; expected one of ${MODULE_IDS.join(', ')}`);
    }
    if (!principal.organizationModules.has(module) || (principal.keyModules !== null && !principal.keyModules.includes(module))) {
      throw new ApiError(403, 'module_not_grantable', 'Module not grantable', `A key cannot be given the module ${module}: ${principal.organizationModules.has(module) ? 'the key making this request may not use it' : 'the organization has not purchased it'}`, {
        parameter: field('modules', i),
        location: 'body',
      });
    }
  });
  return [...new Set(modules)];
}

/** A restricted requesting key may only create keys with explicit lists within its own. */
export function inheritedListsAllowed(principal: Principal, permissions: string[] | undefined, modules: string[] | undefined): void {
  if (permissions === undefined && principal.keyPermissions !== null) {
    throw errors.invalidParameter('data.attributes.permissions', 'body', 'is required when the requesting key has a permission list (a new key cannot inherit more than the key creating it)');
  }
  if (modules === undefined && principal.keyModules !== null) {
    throw errors.invalidParameter('data.attributes.modules', 'body', 'is required when the requesting key has a module list');
  }
}
