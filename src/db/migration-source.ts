/**
 * The knex migration source: the files in migrations/, named without their extension so that the
 * same database can be migrated by the service under tsx and by compiled JavaScript alike
 * (knex records migration names; with extensions the two would disagree).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

/**
 * What a migration may need besides the database: the server secret, for migrations that seal or
 * derive secrets (undefined when the caller has none; such a migration then refuses to run over
 * rows that need it, with a message naming SERVER_SECRET).
 */
export interface MigrationContext {
  serverSecret?: MigrationSecret;
}

/**
 * What migrations use of the server secret (auth/server-secret.ts's ServerSecret has it): declared
 * here so that the database layer depends on no auth code.
 */
export interface MigrationSecret {
  readonly fingerprint: string;
  seal(plain: string, context: string): string;
  unseal(sealed: string, context: string): string;
  signingSecret(keyId: string): string;
}

export interface MigrationSourceOptions extends MigrationContext {
  /** Only the migrations named before this one (tests migrate a database as an older release had it). */
  before?: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

interface MigrationFile {
  name: string;
  file: string;
}

export class MigrationSource implements Knex.MigrationSource<MigrationFile> {
  constructor(private readonly options: MigrationSourceOptions = {}) {}

  async getMigrations(): Promise<MigrationFile[]> {
    const before = this.options.before;
    return fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => /^\d+_[\w-]+\.(ts|js)$/.test(file))
      .sort()
      .map((file) => ({ name: file.replace(/\.(ts|js)$/, ''), file }))
      .filter(({ name }) => before === undefined || name < before);
  }

  getMigrationName(migration: MigrationFile): string {
    return migration.name;
  }

  /** The migration, its up and down called with the context as second argument. */
  async getMigration(migration: MigrationFile): Promise<Knex.Migration> {
    const module = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, migration.file)).href)) as {
      up: (knex: Knex, context: MigrationContext) => Promise<void>;
      down?: (knex: Knex, context: MigrationContext) => Promise<void>;
    };
    const context: MigrationContext = { serverSecret: this.options.serverSecret };
    const down = module.down;
    return {
      up: (knex: Knex) => module.up(knex, context),
      ...(down ? { down: (knex: Knex) => down(knex, context) } : {}),
    };
  }
}
