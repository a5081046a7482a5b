/**
 * The server an HTTP benchmark measures: a bench database whose keys have no practical rate
 * limit, and `src/server.ts` started on it on a free loopback port, with its own Redis prefix
 * and no monthly quota. `env` adds or overrides settings (POOL_THREADS…). With `checkout` (the
 * folder of another checkout of this repository, with its node_modules), the database is made
 * by that checkout's migrations and its server is started, so that a benchmark can measure an
 * older commit beside this one in the same run.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './bench-database.ts';
import { startChild } from './processes.ts';

type Support = { createBenchDatabase: typeof createBenchDatabase; startChild: typeof startChild };

/** The benchmark support modules of a checkout (this one's when none is given). */
async function supportOf(checkout: string | undefined): Promise<Support> {
  if (!checkout) return { createBenchDatabase, startChild };
  const load = (file: string) => import(pathToFileURL(path.resolve(checkout, 'benchmarks/support', file)).href);
  const [database, processes] = await Promise.all([load('bench-database.ts'), load('processes.ts')]);
  return { createBenchDatabase: database.createBenchDatabase, startChild: processes.startChild };
}

export async function startBenchServer(env: Record<string, string> = {}, checkout?: string) {
  const support = await supportOf(checkout);
  const database = await support.createBenchDatabase();
  await database.db('api_keys').update({ rate_limit_max: 1_000_000_000 });
  const server = await support.startChild('src/server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    SERVER_SECRET: BENCH_SERVER_SECRET,
    REDIS_URL: BENCH_REDIS_URL,
    REDIS_PREFIX: `bench:${database.schema}:`,
    MONTHLY_QUOTA: '0',
    ...env,
  });
  return { database, server };
}
