/**
 * The operator's command line: `npm run admin -- <command> [options]`.
 *
 *   bootstrap --org NAME --email EMAIL [--name NAME] [--global-admin]
 *       create an organization (pinned to the newest compatibility date), its owner, every module
 *       and an all-powerful API key; prints {"organizationId","memberId","userId","apiKey"} as one
 *       JSON line, with the ids GET /api/me shows
 *   orgs                                   list organizations
 *   modules                                list the module catalogue
 *   grant-module --org ID --module M[,M…]  (or --all)
 *   revoke-module --org ID --module M[,M…]
 *   set-quota --org ID --monthly N|default monthly requests per account (0 = unlimited)
 *   create-key --org ID --email EMAIL [--key-name NAME]   (no rate limit, like bootstrap's key)
 *   platform-admin --email EMAIL [--revoke]
 *
 * It uses DATABASE_URL (with the service's SERVER_SECRET), or the embedded database and server
 * secret in DATA_DIR. The embedded one admits one
 * process: while the service runs on it, the CLI hands the command to the service over the
 * service's owner-only Unix socket (DATA_DIR/admin.sock, see admin-socket.ts), which runs it on
 * its open database and sends back the output, within ADMIN_TIMEOUT_MS (default 30 s).
 *
 * Exit codes: 0 done, 1 the command failed, 2 a usage or configuration error, 3 the embedded
 * database is held by a process whose admin socket does not answer, 4 the service took longer
 * than ADMIN_TIMEOUT_MS to answer over its socket.
 */

import { migrateWithServerSecret } from '../auth/secret-checked-migration.ts';
import { resolveServerSecret } from '../auth/server-secret.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError, type EmbeddedLock } from '../db/embedded-lock.ts';
import { AdminSocketTimeout, AdminSocketUnavailable, adminSocketPath, runThroughSocket } from './admin-socket.ts';
import { parseCommandLine, runCommand, UsageError } from './commands.ts';

const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

async function main(): Promise<number> {
  const { command, values } = parseCommandLine(process.argv.slice(2));
  const config = loadConfig();
  let lock: EmbeddedLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireEmbeddedLock(config.embeddedDatabaseDir, 'the admin CLI');
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseBusyError)) throw error;
      // The service holds the database: it runs the command for us.
      try {
        return await runThroughSocket(
          adminSocketPath(config.dataDir),
          command,
          values,
          print,
          (message) => process.stderr.write(`${message}\n`),
          config.adminTimeoutMs,
        );
      } catch (unavailable) {
        if (unavailable instanceof AdminSocketUnavailable)
          throw new EmbeddedDatabaseBusyError(
            error.lockFile,
            error.holderPid,
            `${error.holder}, whose admin socket does not answer (${unavailable.message})`,
          );
        throw unavailable;
      }
    }
  }
  let serverSecret;
  try {
    ({ secret: serverSecret } = resolveServerSecret(config));
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir, poolMax: 2 });
  try {
    await migrateWithServerSecret(db, serverSecret);
    await runCommand({ db, serverSecret }, command, values, print);
    return 0;
  } finally {
    await db.destroy();
    lock?.release();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof EmbeddedDatabaseBusyError ||
    error instanceof AdminSocketTimeout
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = error instanceof EmbeddedDatabaseBusyError ? 3 : error instanceof AdminSocketTimeout ? 4 : 2;
  } else {
    throw error;
  }
}
