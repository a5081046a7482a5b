/**
 * The principal of a request: the API key, its owner and the owner's role, and the
 * organization with its purchased modules and version pin, loaded by the key's hash in one query.
 */
import type { Database } from '../db/connect.ts';
import type { ModuleId } from './modules.ts';
import type { Role } from './roles.ts';

export interface Principal {
  keyId: string;
  keyName: string;
  keyHash: string;
  enabled: boolean;
  revoked: boolean;
  expiresAt: number | null;
  /** The key's own permission list; null = everything the owner's role grants. */
  keyPermissions: string[] | null;
  /** The key's own module list; null = every module the organization bought. */
  keyModules: string[] | null;
  allowedDomains: string[];
  rateLimit: { enabled: boolean; windowMs: number; max: number };
  /**
   * A signing secret stored before signing secrets were derived (sealed with the server secret;
   * see auth/server-secret.ts), which URLs signed then still verify with; null for newer keys.
   */
  sealedLegacySigningSecret: string | null;
  organizationId: string;
  organizationApiVersion: string | null;
  monthlyQuota: number | null;
  organizationModules: ReadonlySet<ModuleId>;
  userId: string;
  userEmail: string;
  isPlatformAdmin: boolean;
  /** The owner's role; null when the owner is no longer a member (the key then stops working). */
  role: Role | null;
  /** The owner's member id in the organization (as the member routes take it); null with `role`. */
  memberId: string | null;
}

interface PrincipalRow {
  id: string;
  name: string;
  key_hash: string;
  enabled: boolean;
  revoked_at: Date | null;
  expires_at: Date | null;
  permissions: string[] | null;
  modules: string[] | null;
  allowed_domains: string[];
  rate_limit_enabled: boolean;
  rate_limit_time_window: number;
  rate_limit_max: number;
  legacy_signing_secret: string | null;
  organization_id: string;
  api_version: string | null;
  monthly_quota: number | null;
  user_id: string;
  email: string;
  is_platform_admin: boolean;
  role: Role | null;
  member_id: string | null;
  organization_modules: string[] | null;
}

/** Loads the principal of a key by the key's hash (or by key id), or undefined when unknown. */
export async function loadPrincipal(
  db: Database,
  by: { hash: string } | { keyId: string },
): Promise<Principal | undefined> {
  const query = db('api_keys as k')
    .join('organizations as o', 'o.id', 'k.organization_id')
    .join('users as u', 'u.id', 'k.user_id')
    .leftJoin('memberships as m', function joinMembership() {
      this.on('m.user_id', '=', 'k.user_id').andOn('m.organization_id', '=', 'k.organization_id');
    })
    .select(
      'k.id',
      'k.name',
      'k.key_hash',
      'k.enabled',
      'k.revoked_at',
      'k.expires_at',
      'k.permissions',
      'k.modules',
      'k.allowed_domains',
      'k.rate_limit_enabled',
      'k.rate_limit_time_window',
      'k.rate_limit_max',
      'k.legacy_signing_secret',
      'k.organization_id',
      'o.api_version',
      'o.monthly_quota',
      'k.user_id',
      'u.email',
      'u.is_platform_admin',
      'm.role',
      'm.id as member_id',
      db.raw(
        'array(select om.module from organization_modules om where om.organization_id = k.organization_id) as organization_modules',
      ),
    )
    .first();
  const row: PrincipalRow | undefined = await ('hash' in by
    ? query.where('k.key_hash', by.hash)
    : query.where('k.id', by.keyId));
  if (!row) return undefined;
  return {
    keyId: row.id,
    keyName: row.name,
    keyHash: row.key_hash,
    enabled: row.enabled,
    revoked: row.revoked_at !== null,
    expiresAt: row.expires_at ? new Date(row.expires_at).getTime() : null,
    keyPermissions: row.permissions,
    keyModules: row.modules,
    allowedDomains: row.allowed_domains ?? [],
    rateLimit: { enabled: row.rate_limit_enabled, windowMs: row.rate_limit_time_window, max: row.rate_limit_max },
    sealedLegacySigningSecret: row.legacy_signing_secret,
    organizationId: row.organization_id,
    organizationApiVersion: row.api_version,
    monthlyQuota: row.monthly_quota,
    organizationModules: new Set((row.organization_modules ?? []) as ModuleId[]),
    userId: row.user_id,
    userEmail: row.email,
    isPlatformAdmin: row.is_platform_admin,
    role: row.role,
    memberId: row.member_id,
  };
}
