/**
 * The admin commands themselves, run on a database by the CLI (src/admin/cli.ts) or, while the
 * service holds the embedded database, by the service on the CLI's behalf (admin-socket.ts).
 * Each command writes its results as JSON values through `print`; a UsageError says what was
 * wrong with the command line. Ids of members are printed as the API shows them (the member id
 * and the organization's own user id, see bootstrap.ts presentBootstrap), never the global
 * account id, which the API never shows.
 */
import { parseArgs } from 'node:util';
import { isModuleId, MODULE_IDS, MODULES, type ModuleId } from '../auth/modules.ts';
import type { ServerSecret } from '../auth/server-secret.ts';
import type { Database } from '../db/connect.ts';
import { insertApiKey } from '../features/api-keys/queries.ts';
import { grantModules, revokeModules } from '../features/modules/queries.ts';
import {
  findOrganization,
  listOrganizations,
  setPlatformAdmin,
  updateOrganization,
} from '../features/organizations/queries.ts';
import { bootstrapOrganization, presentBootstrap } from './bootstrap.ts';

export class UsageError extends Error {}

export type Print = (value: unknown) => void;
export type CommandValues = Record<string, string | boolean | undefined>;
/** What a command runs with besides its options. */
export interface CommandContext {
  db: Database;
  serverSecret: ServerSecret;
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function moduleList(values: Record<string, unknown>): ModuleId[] {
  if (values.all) return MODULE_IDS;
  const names = required(values, 'module')
    .split(',')
    .map((m) => m.trim());
  const unknown = names.filter((m) => !isModuleId(m));
  if (unknown.length) throw new UsageError(`unknown module(s) ${unknown.join(', ')}; known: ${MODULE_IDS.join(', ')}`);
  return names as ModuleId[];
}

async function organizationOrFail(db: Database, id: string) {
  const organization = /^[0-9a-f-]{36}$/i.test(id) ? await findOrganization(db, id) : undefined;
  if (!organization) throw new UsageError(`no organization ${id}`);
  return organization;
}

const COMMANDS: Record<
  string,
  (context: CommandContext, values: Record<string, unknown>, print: Print) => Promise<void>
> = {
  async bootstrap({ db, serverSecret }, values, print) {
    const email = required(values, 'email');
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`--email must be an email address (got "${email}")`);
    const created = await bootstrapOrganization(db, {
      organizationName: required(values, 'org'),
      email,
      userName: values.name as string | undefined,
      globalAdmin: Boolean(values['global-admin']),
    });
    print(presentBootstrap(created, serverSecret));
  },
  async orgs({ db }, _values, print) {
    for (const o of await listOrganizations(db)) {
      print({
        id: o.id,
        name: o.name,
        apiVersion: o.api_version,
        monthlyQuota: o.monthly_quota,
        members: o.members,
        keys: o.keys,
      });
    }
  },
  async modules(_db, _values, print) {
    for (const [id, description] of Object.entries(MODULES)) print({ id, description });
  },
  async 'grant-module'({ db }, values, print) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const modules = moduleList(values);
    await grantModules(db, organization.id, modules);
    print({ organizationId: organization.id, granted: modules });
  },
  async 'revoke-module'({ db }, values, print) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const modules = moduleList(values);
    await revokeModules(db, organization.id, modules);
    print({ organizationId: organization.id, revoked: modules });
  },
  async 'set-quota'({ db }, values, print) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const raw = required(values, 'monthly');
    if (raw !== 'default' && !/^\d+$/.test(raw)) throw new UsageError('--monthly must be a whole number or "default"');
    await updateOrganization(db, organization.id, { monthly_quota: raw === 'default' ? null : Number(raw) });
    print({ organizationId: organization.id, monthlyQuota: raw === 'default' ? null : Number(raw) });
  },
  async 'create-key'({ db, serverSecret }, values, print) {
    const organization = await organizationOrFail(db, required(values, 'org'));
    const email = required(values, 'email').toLowerCase();
    const member = await db('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.organization_id': organization.id, 'u.email': email })
      .first('u.id', 'm.id as member_id');
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
    print({
      id: row.id,
      organizationId: organization.id,
      memberId: member.member_id,
      userId: serverSecret.memberUserId(organization.id, member.id),
      apiKey: key,
    });
  },
  async 'platform-admin'({ db }, values, print) {
    const email = required(values, 'email').toLowerCase();
    const user = await db('users').where({ email }).first();
    if (!user) throw new UsageError(`no user ${email}`);
    await setPlatformAdmin(db, user.id, !values.revoke);
    // A platform role belongs to the account, which has no id of the API's own outside an organization.
    print({ email: user.email, isPlatformAdmin: !values.revoke });
  },
};

export const COMMAND_NAMES = Object.keys(COMMANDS);

/** The command line's options (node:util parseArgs). */
const OPTIONS = {
  org: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  'key-name': { type: 'string' },
  module: { type: 'string' },
  monthly: { type: 'string' },
  all: { type: 'boolean' },
  revoke: { type: 'boolean' },
  'global-admin': { type: 'boolean' },
} as const;

/** The command and its options from the arguments; throws UsageError for an unknown command or option. */
export function parseCommandLine(args: string[]): { command: string; values: CommandValues } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const command = parsed.positionals[0] ?? '';
  if (!COMMANDS[command]) throw new UsageError(`usage: npm run admin -- <${COMMAND_NAMES.join('|')}> [options]`);
  return { command, values: parsed.values as CommandValues };
}

/** Runs a parsed command on the context's database. */
export async function runCommand(
  context: CommandContext,
  command: string,
  values: CommandValues,
  print: Print,
): Promise<void> {
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`unknown command ${command}; known: ${COMMAND_NAMES.join(', ')}`);
  await run(context, values, print);
}
