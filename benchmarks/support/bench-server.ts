/**
 * The server an HTTP benchmark measures: a bench database whose keys have no practical rate
 * limit, and `src/server.ts` started on it on a free loopback port, with its own Redis prefix
 * and no monthly quota. `env` adds or overrides settings (POOL_THREADS…).
 */
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './bench-database.ts';
import { startChild } from './processes.ts';

export async function startBenchServer(env: Record<string, string> = {}) {
  const database = await createBenchDatabase();
  await database.db('api_keys').update({ rate_limit_max: 1_000_000_000 });
  const server = await startChild('src/server.ts', {
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
