/**
 * Memberships of an organization, with what the organization may know of their users: the email
 * it typed, the name it gave (`memberships.name`), and a status of its own (`active` once the
 * member has an API key of this organization, else `invited`). Nothing here depends on the
 * user's other organizations.
 */
import type { Knex } from 'knex';
import { withAuthorizationChange } from '../../auth/authorization-changes.ts';
import type { Role } from '../../auth/roles.ts';
import type { Database } from '../../db/connect.ts';

type Db = Database | Knex.Transaction;

export interface MemberRow {
  id: string;
  organization_id: string;
  user_id: string;
  role: Role;
  email: string;
  name: string | null;
  status: 'active' | 'invited';
  created_at: Date;
  updated_at: Date;
}

const columns = [
  'm.id',
  'm.organization_id',
  'm.user_id',
  'm.role',
  'u.email',
  'm.name',
  'm.created_at',
  'm.updated_at',
];
const STATUS =
  "case when exists (select 1 from api_keys k where k.organization_id = m.organization_id and k.user_id = m.user_id) then 'active' else 'invited' end as status";

function select(db: Db) {
  return db('memberships as m').join('users as u', 'u.id', 'm.user_id').select(columns).select(db.raw(STATUS));
}

export async function listMembers(db: Db, organizationId: string): Promise<MemberRow[]> {
  return select(db).where('m.organization_id', organizationId).orderBy('m.created_at');
}

export async function findMember(db: Db, organizationId: string, memberId: string): Promise<MemberRow | undefined> {
  return select(db).where({ 'm.organization_id': organizationId, 'm.id': memberId }).first();
}

export async function findMemberByUser(db: Db, organizationId: string, userId: string): Promise<MemberRow | undefined> {
  return select(db).where({ 'm.organization_id': organizationId, 'm.user_id': userId }).first();
}

/** Locks the organization's row so that concurrent role changes are serialised. */
export async function lockOrganization(trx: Knex.Transaction, organizationId: string): Promise<void> {
  await trx('organizations').where({ id: organizationId }).forUpdate().first('id');
}

export async function countOwners(db: Db, organizationId: string): Promise<number> {
  const [{ count }] = await db('memberships')
    .where({ organization_id: organizationId, role: 'owner' })
    .count<{ count: number }[]>('* as count');
  return Number(count);
}

/** Changes a member's role, recorded as an authorization change of the organization in the same transaction. */
export async function setMemberRole(db: Db, memberId: string, role: Role): Promise<void> {
  const member = await db('memberships').where({ id: memberId }).first('organization_id');
  if (!member) return;
  await withAuthorizationChange(db, member.organization_id, (trx) =>
    trx('memberships').where({ id: memberId }).update({ role, updated_at: trx.fn.now() }),
  );
}

/** Removes a member (their keys stop working), recorded as an authorization change in the same transaction. */
export async function deleteMember(db: Db, memberId: string): Promise<void> {
  const member = await db('memberships').where({ id: memberId }).first('organization_id');
  if (!member) return;
  await withAuthorizationChange(db, member.organization_id, (trx) =>
    trx('memberships').where({ id: memberId }).delete(),
  );
}
