/** A fresh PostgreSQL schema with one bootstrapped organization, for benchmarks. */
import { randomBytes } from 'node:crypto';
import { bootstrapOrganization } from '../../src/admin/bootstrap.ts';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/connect.ts';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The server secret of benchmark servers (a PostgreSQL database needs one configured). */
export const BENCH_SERVER_SECRET = process.env.BENCH_SERVER_SECRET ?? 'be'.repeat(32);

export interface BenchDatabase {
  db: Database;
  schema: string;
  url: string;
  apiKey: string;
  organizationId: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const db = await openDatabase({ url: BENCH_DATABASE_URL, schema, poolMax: 4 });
  await migrateToLatest(db);
  const { apiKey, organizationId } = await bootstrapOrganization(db, {
    organizationName: 'Bench',
    email: `bench-${schema}@example.com`,
  });
  const url = new URL(BENCH_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    schema,
    url: url.toString(),
    apiKey,
    organizationId,
    async drop() {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}
