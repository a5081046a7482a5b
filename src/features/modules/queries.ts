/** The modules organizations have purchased. */
import type { Knex } from 'knex';
import { withAuthorizationChange } from '../../auth/authorization-changes.ts';
import type { ModuleId } from '../../auth/modules.ts';
import type { Database } from '../../db/connect.ts';

type Db = Database | Knex.Transaction;

export async function grantModules(db: Db, organizationId: string, modules: readonly ModuleId[]): Promise<void> {
  if (modules.length === 0) return;
  await withAuthorizationChange(db, organizationId, (trx) =>
    trx('organization_modules')
      .insert(modules.map((module) => ({ organization_id: organizationId, module })))
      .onConflict(['organization_id', 'module'])
      .ignore(),
  );
}

export async function revokeModules(db: Db, organizationId: string, modules: readonly ModuleId[]): Promise<number> {
  return withAuthorizationChange(db, organizationId, (trx) =>
    trx('organization_modules').where({ organization_id: organizationId }).whereIn('module', modules).delete(),
  );
}

export async function listPurchasedModules(
  db: Db,
  organizationId: string,
): Promise<Array<{ module: ModuleId; purchased_at: Date }>> {
  return db('organization_modules')
    .where({ organization_id: organizationId })
    .orderBy('module')
    .select('module', 'purchased_at');
}
