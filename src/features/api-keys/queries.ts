/** API keys in the database: created with a fresh secret, listed, updated and revoked. */
import type { Knex } from 'knex';
import { generateApiKey } from '../../auth/api-key-secret.ts';
import { withAuthorizationChange } from '../../auth/authorization-changes.ts';
import type { Database } from '../../db/connect.ts';

type Db = Database | Knex.Transaction;

export interface ApiKeyRow {
  id: string;
  organization_id: string;
  user_id: string;
  name: string;
  prefix: string;
  start: string;
  permissions: string[] | null;
  modules: string[] | null;
  allowed_domains: string[];
  expires_at: Date | null;
  enabled: boolean;
  revoked_at: Date | null;
  rate_limit_enabled: boolean;
  rate_limit_time_window: number;
  rate_limit_max: number;
  request_count: number;
  last_request: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Columns that may be read back (never the hash or a sealed legacy signing secret). */
const PUBLIC_COLUMNS = [
  'id',
  'organization_id',
  'user_id',
  'name',
  'prefix',
  'start',
  'permissions',
  'modules',
  'allowed_domains',
  'expires_at',
  'enabled',
  'revoked_at',
  'rate_limit_enabled',
  'rate_limit_time_window',
  'rate_limit_max',
  'request_count',
  'last_request',
  'created_at',
  'updated_at',
];

export interface NewApiKey {
  organizationId: string;
  userId: string;
  name: string;
  permissions: string[] | null;
  modules: string[] | null;
  allowedDomains: string[];
  expiresAt: Date | null;
  rateLimit?: { enabled?: boolean; windowMs?: number; max?: number };
}

/** Creates a key; the full key value is in the result and nowhere else. */
export async function insertApiKey(db: Db, key: NewApiKey): Promise<{ row: ApiKeyRow; key: string }> {
  const secret = generateApiKey();
  const [row] = await db('api_keys')
    .insert({
      organization_id: key.organizationId,
      user_id: key.userId,
      name: key.name,
      prefix: secret.prefix,
      start: secret.start,
      key_hash: secret.hash,
      permissions: key.permissions,
      modules: key.modules,
      allowed_domains: key.allowedDomains,
      expires_at: key.expiresAt,
      ...(key.rateLimit?.enabled !== undefined ? { rate_limit_enabled: key.rateLimit.enabled } : {}),
      ...(key.rateLimit?.windowMs !== undefined ? { rate_limit_time_window: key.rateLimit.windowMs } : {}),
      ...(key.rateLimit?.max !== undefined ? { rate_limit_max: key.rateLimit.max } : {}),
    })
    .returning(PUBLIC_COLUMNS);
  return { row, key: secret.key };
}

export async function listKeysOfUser(db: Db, organizationId: string, userId: string): Promise<ApiKeyRow[]> {
  return db('api_keys')
    .where({ organization_id: organizationId, user_id: userId })
    .whereNull('revoked_at')
    .orderBy('created_at')
    .select(PUBLIC_COLUMNS);
}

export async function findKeyOfUser(
  db: Db,
  organizationId: string,
  userId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  return db('api_keys')
    .where({ id, organization_id: organizationId, user_id: userId })
    .whereNull('revoked_at')
    .first(PUBLIC_COLUMNS);
}

/** Changes a key, recorded as an authorization change of its organization in the same transaction. */
export async function updateApiKey(db: Db, id: string, changes: Record<string, unknown>): Promise<ApiKeyRow> {
  const organization = await db('api_keys').where({ id }).first('organization_id');
  return withAuthorizationChange(db, organization?.organization_id ?? null, async (trx) => {
    const [row] = await trx('api_keys')
      .where({ id })
      .update({ ...changes, updated_at: trx.fn.now() })
      .returning(PUBLIC_COLUMNS);
    return row;
  });
}

export async function revokeApiKey(db: Db, id: string): Promise<ApiKeyRow> {
  return updateApiKey(db, id, { revoked_at: db.fn.now(), enabled: false });
}

/** Locks key rows (in id order, so that two requests locking the same pair cannot deadlock). */
export async function lockKeys(trx: Knex.Transaction, ids: string[]): Promise<void> {
  await trx('api_keys')
    .whereIn('id', [...new Set(ids)].sort())
    .orderBy('id')
    .forUpdate()
    .select('id');
}
