/** Organizations, users and memberships in the database. */
import type { Knex } from 'knex';
import { withAuthorizationChange } from '../../auth/authorization-changes.ts';
import type { Role } from '../../auth/roles.ts';
import type { Database } from '../../db/connect.ts';

export interface OrganizationRow {
  id: string;
  name: string;
  api_version: string | null;
  monthly_quota: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  is_platform_admin: boolean;
  status: 'active' | 'invited';
}

export interface MembershipRow {
  id: string;
  organization_id: string;
  user_id: string;
  role: Role;
  /** The name this organization gave the member (never shown to other organizations). */
  name: string | null;
  created_at: Date;
  updated_at: Date;
}

type Db = Database | Knex.Transaction;

/** Creates an organization pinned to `apiVersion` (null: unpinned, the baseline applies). */
export async function createOrganization(db: Db, name: string, apiVersion: string | null): Promise<OrganizationRow> {
  const [row] = await db('organizations').insert({ name, api_version: apiVersion }).returning('*');
  return row;
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  return db('organizations').where({ id }).first();
}

export async function listOrganizations(db: Db): Promise<Array<OrganizationRow & { members: number; keys: number }>> {
  return db('organizations as o')
    .select(
      'o.*',
      db.raw('(select count(*) from memberships m where m.organization_id = o.id)::int as members'),
      db.raw('(select count(*) from api_keys k where k.organization_id = o.id and k.revoked_at is null)::int as keys'),
    )
    .orderBy('o.created_at');
}

/** Changes an organization (its pin and quota are read with every key), recorded as an authorization change in the same transaction. */
export async function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<Pick<OrganizationRow, 'name' | 'api_version' | 'monthly_quota'>>,
) {
  return withAuthorizationChange(db, id, async (trx) => {
    const [row] = await trx('organizations')
      .where({ id })
      .update({ ...changes, updated_at: trx.fn.now() })
      .returning('*');
    return row as OrganizationRow | undefined;
  });
}

/**
 * Finds a user by email (case-insensitive), or creates one with the given status. Two requests
 * creating the same email at once both get the one user (no unique-violation error).
 */
export async function findOrCreateUser(
  db: Db,
  email: string,
  name: string | null,
  status: 'active' | 'invited',
): Promise<{ user: UserRow; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const existing = await db('users').where({ email: normalised }).first();
  if (existing) return { user: existing, created: false };
  const [user] = await db('users')
    .insert({ email: normalised, name, status })
    .onConflict('email')
    .ignore()
    .returning('*');
  if (user) return { user, created: true };
  return { user: await db('users').where({ email: normalised }).first(), created: false };
}

export async function setPlatformAdmin(db: Db, userId: string, isAdmin: boolean): Promise<void> {
  // A platform role is read with every key of the user, in every organization.
  await withAuthorizationChange(db, null, (trx) =>
    trx('users').where({ id: userId }).update({ is_platform_admin: isAdmin, updated_at: trx.fn.now() }),
  );
}

/** Adds a membership; undefined when the user is already a member (also when another request just added them). */
export async function addMembership(
  db: Db,
  organizationId: string,
  userId: string,
  role: Role,
  name: string | null = null,
): Promise<MembershipRow | undefined> {
  // The user's keys of this organization (left from an earlier membership) work again.
  return withAuthorizationChange(db, organizationId, async (trx) => {
    const [row] = await trx('memberships')
      .insert({ organization_id: organizationId, user_id: userId, role, name })
      .onConflict(['organization_id', 'user_id'])
      .ignore()
      .returning('*');
    return row as MembershipRow | undefined;
  });
}
