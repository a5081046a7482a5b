/**
 * Bootstrapping an organization: the organization, its owner, every module, and an API key
 * holding every permission and module — in one transaction. A new organization is pinned to the
 * newest compatibility date, as Stripe pins new accounts: its first call without a version
 * header gets the shapes /docs shows. Organizations made before keep their pin or its absence.
 */

import { MODULE_IDS } from '../auth/modules.ts';
import type { ServerSecret } from '../auth/server-secret.ts';
import type { Database } from '../db/connect.ts';
import { insertApiKey } from '../features/api-keys/queries.ts';
import { grantModules } from '../features/modules/queries.ts';
import {
  addMembership,
  createOrganization,
  findOrCreateUser,
  setPlatformAdmin,
} from '../features/organizations/queries.ts';
import { versionRegistry } from '../versioning/registry.ts';

export interface BootstrapResult {
  organizationId: string;
  /** The owner's member id: what /api/org/users/{memberId} takes and GET /api/me shows. */
  memberId: string;
  /** The owner's account id in the database (global; the API shows the organization's own, see ServerSecret.memberUserId). */
  userId: string;
  apiKey: string;
}

export async function bootstrapOrganization(
  db: Database,
  options: {
    organizationName: string;
    email: string;
    userName?: string;
    globalAdmin?: boolean;
    /** The pin; default the newest date, null for none. */
    apiVersion?: string | null;
  },
): Promise<BootstrapResult> {
  return db.transaction(async (trx) => {
    const pin = options.apiVersion === undefined ? versionRegistry.latest : options.apiVersion;
    const organization = await createOrganization(trx, options.organizationName, pin);
    const { user } = await findOrCreateUser(trx, options.email, options.userName ?? null, 'active');
    if (options.globalAdmin) await setPlatformAdmin(trx, user.id, true);
    const membership = await addMembership(trx, organization.id, user.id, 'owner', options.userName ?? null);
    await grantModules(trx, organization.id, MODULE_IDS);
    const { key } = await insertApiKey(trx, {
      organizationId: organization.id,
      userId: user.id,
      name: 'Bootstrap key',
      permissions: null,
      modules: null,
      allowedDomains: [],
      expiresAt: null,
      // The organization's root key: keys made with it can have no wider rate limit than it
      // (auth/key-bounds.ts), so with the default limit no key of the organization could ever
      // have none or a larger one. The monthly quota still counts its requests.
      rateLimit: { enabled: false },
    });
    // A new organization has no member yet: the membership is always added.
    if (!membership) throw new Error(`the new organization ${organization.id} already had its owner as a member`);
    return { organizationId: organization.id, memberId: membership.id, userId: user.id, apiKey: key };
  });
}

/**
 * What the operator is shown of a bootstrap (the CLI's line, the first start's log): the ids as
 * the API shows them — the member id of /api/org/users/{memberId} and GET /api/me's `memberId`,
 * and the organization's own `userId` (GET /api/me, the member list) — never the global account id.
 */
export function presentBootstrap(result: BootstrapResult, serverSecret: ServerSecret) {
  return {
    organizationId: result.organizationId,
    memberId: result.memberId,
    userId: serverSecret.memberUserId(result.organizationId, result.userId),
    apiKey: result.apiKey,
  };
}
