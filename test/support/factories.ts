/** Test data made through the service's own queries: organizations, members with roles, keys. */

import { randomBytes } from 'node:crypto';
import { bootstrapOrganization } from '../../src/admin/bootstrap.ts';
import type { Role } from '../../src/auth/roles.ts';
import type { Database } from '../../src/db/connect.ts';
import { insertApiKey, type NewApiKey } from '../../src/features/api-keys/queries.ts';
import { addMembership, findOrCreateUser } from '../../src/features/organizations/queries.ts';

export interface TestOrganization {
  organizationId: string;
  /** The owner's account id in the database (not an id the API shows). */
  ownerId: string;
  /** The owner's member id, as the member routes and GET /api/me show it. */
  ownerMemberId: string;
  ownerKey: string;
}

/**
 * An organization with an owner and an all-powerful key, made as the operator's bootstrap makes
 * it. Unpinned unless `apiVersion` is given: the service pins the organizations it creates to the
 * newest date (admin/bootstrap.ts, tested in test/versioning/new-organization-pin.test.ts), but
 * most tests are written against what an organization without a pin gets (the baseline), and
 * name the date themselves where they test another.
 */
export async function createOrganization(
  db: Database,
  name = 'Test org',
  options: { apiVersion?: string | null } = {},
): Promise<TestOrganization> {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const result = await bootstrapOrganization(db, {
    organizationName: name,
    email,
    apiVersion: options.apiVersion ?? null,
  });
  return {
    organizationId: result.organizationId,
    ownerId: result.userId,
    ownerMemberId: result.memberId,
    ownerKey: result.apiKey,
  };
}

export interface TestMember {
  userId: string;
  memberId: string;
  email: string;
  key: string;
  keyId: string;
}

/** Adds a member with a role and gives them a key (options narrow the key). */
export async function addMemberWithKey(
  db: Database,
  organizationId: string,
  role: Role,
  key: Partial<Omit<NewApiKey, 'organizationId' | 'userId'>> = {},
): Promise<TestMember> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const { user } = await findOrCreateUser(db, email, role, 'active');
  const membership = (await addMembership(db, organizationId, user.id, role, role))!;
  const created = await createKey(db, organizationId, user.id, key);
  return { userId: user.id, memberId: membership.id, email, key: created.key, keyId: created.id };
}

export async function createKey(
  db: Database,
  organizationId: string,
  userId: string,
  key: Partial<Omit<NewApiKey, 'organizationId' | 'userId'>> = {},
): Promise<{ key: string; id: string }> {
  const { row, key: value } = await insertApiKey(db, {
    organizationId,
    userId,
    name: key.name ?? 'test key',
    permissions: key.permissions ?? null,
    modules: key.modules ?? null,
    allowedDomains: key.allowedDomains ?? [],
    expiresAt: key.expiresAt ?? null,
    rateLimit: key.rateLimit,
  });
  return { key: value, id: row.id };
}
