/**
 * Bootstrapping an organization: the organization, its owner, every module, and an API key
 * holding every permission and module — in one transaction.
 */

import { MODULE_IDS } from '../auth/modules.ts';
import type { Database } from '../db/connect.ts';
import { insertApiKey } from '../features/api-keys/queries.ts';
import { grantModules } from '../features/modules/queries.ts';
import {
  addMembership,
  createOrganization,
  findOrCreateUser,
  setPlatformAdmin,
} from '../features/organizations/queries.ts';

export interface BootstrapResult {
  organizationId: string;
  userId: string;
  apiKey: string;
}

export async function bootstrapOrganization(
  db: Database,
  options: { organizationName: string; email: string; userName?: string; globalAdmin?: boolean },
): Promise<BootstrapResult> {
  return db.transaction(async (trx) => {
    const organization = await createOrganization(trx, options.organizationName);
    const { user } = await findOrCreateUser(trx, options.email, options.userName ?? null, 'active');
    if (options.globalAdmin) await setPlatformAdmin(trx, user.id, true);
    await addMembership(trx, organization.id, user.id, 'owner', options.userName ?? null);
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
    return { organizationId: organization.id, userId: user.id, apiKey: key };
  });
}
