/**
 * The bounds of an API key — what it may do and from where, for how long and how fast — and the
 * widening rule: a key may give a key (itself or another) only bounds within its own. A key is
 * within another's when its permissions and modules are a subset, its allowed domains are covered
 * (a key without domain restrictions is only within one without them either), its rate limit
 * allows no larger burst and no higher rate (`max` at most as high, `max / window` at most as
 * high; no limit only within no limit), and it expires no later (never expiring only within never expiring). Pure: no I/O.
 */
import { domainsWithin } from './allowed-domains.ts';
import { isKeyPermission, rolePermissionOf } from './key-permissions.ts';
import { PERMISSIONS_OF_ROLE, type Role, type RolePermission } from './roles.ts';

export interface RateLimitBounds {
  enabled: boolean;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Requests allowed per window. */
  max: number;
}

export interface KeyBounds {
  /** Role permissions the key can exercise (its list, or its owner's role, within the role). */
  permissions: ReadonlySet<RolePermission>;
  /** Modules the key can use (its list, or every purchased one, within the purchased ones). */
  modules: ReadonlySet<string>;
  /** Allowed domain patterns; empty = no restriction. */
  allowedDomains: readonly string[];
  rateLimit: RateLimitBounds;
  /** Expiry, epoch milliseconds; null = never. */
  expiresAt: number | null;
}

/** What a key's stored settings amount to, given its owner's role and the purchased modules. */
export interface KeySettings {
  permissions: readonly string[] | null;
  modules: readonly string[] | null;
  allowedDomains: readonly string[];
  rateLimit: RateLimitBounds;
  expiresAt: number | null;
}

export function boundsOf(key: KeySettings, role: Role | null, organizationModules: ReadonlySet<string>): KeyBounds {
  const ofRole = role ? PERMISSIONS_OF_ROLE[role] : new Set<RolePermission>();
  const permissions =
    key.permissions === null
      ? new Set(ofRole)
      : new Set(
          key.permissions
            .filter(isKeyPermission)
            .map(rolePermissionOf)
            .filter((p) => ofRole.has(p)),
        );
  const modules =
    key.modules === null
      ? new Set(organizationModules)
      : new Set(key.modules.filter((m) => organizationModules.has(m)));
  return {
    permissions,
    modules,
    allowedDomains: key.allowedDomains,
    rateLimit: key.rateLimit,
    expiresAt: key.expiresAt,
  };
}

/** The fields of the widening rule, as the API names them. */
export type BoundedField = 'permissions' | 'modules' | 'allowedDomains' | 'rateLimit' | 'expiresIn';

/** No more requests per window (a burst) and no higher rate (requests per millisecond) than `actor`. */
export function rateLimitWithin(target: RateLimitBounds, actor: RateLimitBounds): boolean {
  if (!actor.enabled) return true;
  return target.enabled && target.max <= actor.max && target.max * actor.windowMs <= actor.max * target.windowMs;
}

export function expiryWithin(target: number | null, actor: number | null): boolean {
  return actor === null || (target !== null && target <= actor);
}

const subset = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>) => [...a].every((x) => b.has(x));

/** The fields in which `target` goes beyond `actor` (empty when it is within). */
export function fieldsBeyond(target: KeyBounds, actor: KeyBounds): BoundedField[] {
  const beyond: BoundedField[] = [];
  if (!subset(target.permissions, actor.permissions)) beyond.push('permissions');
  if (!subset(target.modules, actor.modules)) beyond.push('modules');
  if (!domainsWithin(target.allowedDomains, actor.allowedDomains)) beyond.push('allowedDomains');
  if (!rateLimitWithin(target.rateLimit, actor.rateLimit)) beyond.push('rateLimit');
  if (!expiryWithin(target.expiresAt, actor.expiresAt)) beyond.push('expiresIn');
  return beyond;
}
