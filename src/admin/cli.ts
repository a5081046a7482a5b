/**
 * The operator's command line: `npm run admin -- <command> [options]`.
 *
 *   bootstrap --org NAME --email EMAIL [--name NAME] [--global-admin]
 *       create an organization, its owner, every module and an all-powerful API key; prints
 *       {"organizationId","userId","apiKey"} as one JSON line
 *   orgs                                   list organizations
 *   modules                                list the module catalogue
 *   grant-module --org ID --module M[,M…]  (or --all)
 *   revoke-module --org ID --module M[,M…]
 *   set-quota --org ID --monthly N|default monthly requests per account (0 = unlimited)
 *   create-key --org ID --email EMAIL [--key-name NAME]   (no rate limit, like bootstrap's key)
 *   platform-admin --email EMAIL [--revoke]
 *
 * It uses DATABASE_URL, or the embedded database in DATA_DIR; the embedded one admits one
 * process, so while the service runs on it the CLI refuses with a message instead of touching it.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type Database } from '../db/connect.ts';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError, type EmbeddedLock } from '../db/embedded-lock.ts';
import { isModuleId, MODULE_IDS, MODULES, type ModuleId } from '../auth/modules.ts';
import { insertApiKey } from '../features/api-keys/queries.ts';
import { grantModules, revokeModules } from '../features/modules/queries.ts';
import { findOrganization, listOrganizations, setPlatformAdmin, updateOrganization } from '../features/organizations/queries.ts';
import { bootstrapOrganization } from './bootstrap.ts';

class UsageError extends Error {}

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function moduleList(values: Record<string, unknown>): ModuleId[] {
  if (values.all) return MODULE_IDS;
  const names = required(values, 'module').split(',').map((m) => m.trim());
  const unknown = names.filter((m) => !isModuleId(m));
  if (unknown.length) throw new UsageError(`unknown module(s) ${unknown.join(', ')}; known: ${MODULE_IDS.join(', ')}`);
  return names as ModuleId[];
}

async function organizationOrFail(db: Database, id: string) {
  const organization = /^[0-9a-f-]{36}$/i.test(id) ? await findOrganization(db, id) : undefined;
  if (!organization) throw new UsageError(`no organization ${id}`);
  return organization;
}

const COMMANDS: Record<string, (db: Database, values: Record<string, unknown>) => Promise<void>> = {
  async bootstrap(db, values) {
    const email = required(values, 'email');
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`--email must be an email address (got "${email}")`);
    print(
      await bootstrapOrganization(db, {
        organizationName: required(values, 'org'),
        email,
        userName: values.name as string | undefined,
        globalAdmin: Boolean(values['global-admin']),
      }),
    );
  },
  async orgs(db) {
    for (const o of await listOrganizations(db)) {
      print({ id: o.id, name: o.name, apiVersion: o.api_version, monthlyQuota: o.monthly_quota, members: o.members, keys: o.keys });
    }
  },
  async modules() {
    for (const [id, description] of Object.entries(MODULES)) print({ id, description });
  },
  async 'grant-module'(db, values) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const modules = moduleList(values);
    await grantModules(db, organization.id, modules);
    print({ organizationId: organization.id, granted: modules });
  },
  async 'revoke-module'(db, values) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const modules = moduleList(values);
    await revokeModules(db, organization.id, modules);
    print({ organizationId: organization.id, revoked: modules });
  },
  async 'set-quota'(db, values) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const raw = required(values, 'monthly');
    if (raw !== 'default' && !/^\d+$/.test(raw)) throw new UsageError('--monthly must be a whole number or "default"');
    await updateOrganization(db, organization.id, { monthly_quota: raw === 'default' ? null : Number(raw) });
    print({ organizationId: organization.id, monthlyQuota: raw === 'default' ? null : Number(raw) });
  },
  async 'create-key'(db, values) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const email = required(values, 'email').toLowerCase();
    const member = await db('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.organization_id': organization.id, 'u.email': email })
      .first('u.id');
    if (!member) throw new UsageError(`${email} is not a member of ${organization.id}`);
    const { row, key } = await insertApiKey(db, {
      organizationId: organization.id,
      userId: member.id,
      name: (values['key-name'] as string | undefined) ?? 'CLI key',
      permissions: null,
      modules: null,
      allowedDomains: [],
      expiresAt: null,
      rateLimit: { enabled: false }, // an operator's root key for the member, as bootstrap's (see bootstrap.ts)
    });
    print({ id: row.id, organizationId: organization.id, userId: member.id, apiKey: key });
  },
  async 'platform-admin'(db, values) {
    const email = required(values, 'email').toLowerCase();
    const user = await db('users').where({ email }).first();
    if (!user) throw new UsageError(`no user ${email}`);
    await setPlatformAdmin(db, user.id, !values.revoke);
    print({ userId: user.id, isPlatformAdmin: !values.revoke });
  },
};

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      org: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'key-name': { type: 'string' },
      module: { type: 'string' },
      monthly: { type: 'string' },
      all: { type: 'boolean' },
      revoke: { type: 'boolean' },
      'global-admin': { type: 'boolean' },
    },
  });
  const command = COMMANDS[positionals[0] ?? ''];
  if (!command) {
    process.stderr.write(`usage: npm run admin -- <${Object.keys(COMMANDS).join('|')}> [options]\n`);
    return 2;
  }
  const config = loadConfig();
  let lock: EmbeddedLock | undefined;
  if (!config.databaseUrl) lock = acquireEmbeddedLock(config.embeddedDatabaseDir, 'the admin CLI');
  const db = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir, poolMax: 2 });
  try {
    await migrateToLatest(db);
    await command(db, values);
    return 0;
  } finally {
    await db.destroy();
    lock?.release();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = error instanceof EmbeddedDatabaseBusyError ? 3 : 2;
  } else {
    throw error;
  }
}
