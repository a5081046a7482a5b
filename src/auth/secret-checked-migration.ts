/**
 * Migrating a database with the process's server secret: the secret is checked against the one
 * the database was set up with before migrating (so that no migration seals with a wrong one) and
 * after (the first migration records it); a ConfigError when it differs.
 */
import { type Database, migrateToLatest } from '../db/connect.ts';
import { checkServerSecret, SERVER_SECRET_CHECK_TABLE, type ServerSecret } from './server-secret.ts';

/** Runs every pending migration with `serverSecret`, checked before and after; the names applied. */
export async function migrateWithServerSecret(db: Database, serverSecret: ServerSecret): Promise<string[]> {
  if (await db.schema.hasTable(SERVER_SECRET_CHECK_TABLE)) await checkServerSecret(db, serverSecret);
  const applied = await migrateToLatest(db, { serverSecret });
  await checkServerSecret(db, serverSecret);
  return applied;
}
