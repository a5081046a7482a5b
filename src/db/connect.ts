/**
 * The database: knex on a PostgreSQL server through `pg`, or on the embedded PGlite (PostgreSQL
 * compiled to WebAssembly) kept on disk in the data folder. The same migrations and queries serve
 * both.
 */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { type MigrationContext, MigrationSource } from './migration-source.ts';

// Return BIGINT (int8) counts as numbers on pg as PGlite does. Counts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Database = Knex;

export interface DatabaseOptions {
  /** PostgreSQL server URL; undefined selects the embedded database. */
  url?: string;
  /** Folder of the embedded database (ignored with a URL); undefined keeps it in memory. */
  embeddedDir?: string;
  /** A schema to create and use instead of `public` (tests isolate themselves this way). */
  schema?: string;
  poolMax?: number;
}

/** Opens the database. The embedded one is a single connection (PGlite admits one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const db = knexFactory({
      client: 'pg',
      connection: options.url,
      pool: { min: 0, max: options.poolMax ?? 10 },
      searchPath: options.schema ? [options.schema] : undefined,
      migrations: { migrationSource: new MigrationSource() },
    });
    if (options.schema) await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [options.schema]);
    return db;
  }
  if (options.embeddedDir) fs.mkdirSync(path.dirname(options.embeddedDir), { recursive: true });
  const db = knexFactory({
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: (options.embeddedDir ? { filename: options.embeddedDir } : {}) as Knex.StaticConnectionConfig,
    migrations: { migrationSource: new MigrationSource() },
  } as Knex.Config);
  return db;
}

/**
 * Runs every pending migration; safe to call on every start. With the server secret, migrations
 * that seal or derive secrets can run over existing rows. Processes migrate through
 * auth/secret-checked-migration.ts, which also checks the secret against the database's.
 */
export async function migrateToLatest(db: Database, context: MigrationContext = {}): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource: new MigrationSource(context) })) as [
    number,
    string[],
  ];
  return applied;
}

/** True when the database answers a trivial query. */
export async function databaseIsReachable(db: Database): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
