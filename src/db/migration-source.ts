/**
 * The knex migration source: the files in migrations/, named without their extension so that the
 * same database can be migrated by the service under tsx and by compiled JavaScript alike
 * (knex records migration names; with extensions the two would disagree).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

interface MigrationFile {
  name: string;
  file: string;
}

export class MigrationSource implements Knex.MigrationSource<MigrationFile> {
  async getMigrations(): Promise<MigrationFile[]> {
    return fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => /^\d+_[\w-]+\.(ts|js)$/.test(file))
      .sort()
      .map((file) => ({ name: file.replace(/\.(ts|js)$/, ''), file }));
  }

  getMigrationName(migration: MigrationFile): string {
    return migration.name;
  }

  async getMigration(migration: MigrationFile): Promise<Knex.Migration> {
    return import(pathToFileURL(path.join(MIGRATIONS_DIR, migration.file)).href);
  }
}
