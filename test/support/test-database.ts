/**
 * The database a test file runs against: the real PostgreSQL server (a fresh schema per call, so
 * test files run in parallel without seeing each other), or with TEST_DATABASE=pglite the
 * embedded PGlite in memory.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/connect.ts';

export const TEST_DATABASE = process.env.TEST_DATABASE === 'pglite' ? 'pglite' : 'postgres';
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The server secret of test services (SERVER_SECRET); processes sharing a test database share it. */
export const TEST_SERVER_SECRET = '7e'.repeat(32);

export interface TestDatabase {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The schema of a PostgreSQL test database (undefined on PGlite). */
  schema?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  // Imported here: files that only want the constants above do not load knex and the drivers.
  const { openDatabase, migrateToLatest } = await import('../../src/db/connect.ts');
  if (TEST_DATABASE === 'pglite') {
    const db = await openDatabase({});
    await migrateToLatest(db);
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ url: TEST_DATABASE_URL, schema, poolMax: 5 });
  await migrateToLatest(db);
  return {
    db,
    kind: 'postgres',
    schema,
    async drop() {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}
