/**
 * The embedded default's first start: with no organization yet (and no BOOTSTRAP_ORG), a
 * development organization with every module and an owner key is created, and the key is printed
 * once, so that a fresh clone goes from `npm start` to a first chart without another step.
 * DEV_ORGANIZATION=off turns it off.
 */
import type { Logger } from 'pino';
import type { ServerSecret } from '../auth/server-secret.ts';
import type { Database } from '../db/connect.ts';
import { bootstrapOrganization, presentBootstrap } from './bootstrap.ts';

export const DEVELOPMENT_ORGANIZATION = { organizationName: 'Development', email: 'developer@example.com' };

export async function createDevelopmentOrganization(
  db: Database,
  serverSecret: ServerSecret,
  logger: Logger,
): Promise<string> {
  // Pinned to the newest compatibility date like every new organization (bootstrap.ts).
  const created = await bootstrapOrganization(db, DEVELOPMENT_ORGANIZATION);
  logger.warn(
    presentBootstrap(created, serverSecret),
    'created a development organization on the empty embedded database: keep this API key, it is shown only once',
  );
  process.stderr.write(
    `\nAPI key of the development organization (shown once, only its hash is stored):\n\n  export KEY=${created.apiKey}\n\n`,
  );
  return created.apiKey;
}
