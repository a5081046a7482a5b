/**
 * What `npm test` runs: gives ava a database and a Redis, then runs it with the arguments given
 * (`npm test -- --tap`, `npm test -- test/features/natal.test.ts`), so that the one test command
 * passes on a fresh machine as well as in CI.
 *
 * - Redis: TEST_REDIS_URL when given, else a private redis-server on a free loopback port.
 * - Database: TEST_DATABASE_URL (or DATABASE_URL) when given, or TEST_DATABASE=pglite; else a
 *   private PostgreSQL cluster in a temporary folder when PostgreSQL's programs are installed,
 *   else the embedded PGlite (tests that need several processes on one server then skip).
 *
 * What it starts it stops when ava exits, and the exit code is ava's.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findRedisServerBinary } from '../src/redis/private-redis-server.ts';
import { findPostgresBin, startTestPostgres } from './support/private-postgres.ts';
import { startTestRedis } from './support/private-redis.ts';

const SETUP_HINT = 'on Debian or Ubuntu, `npm run setup:system` installs it';

function say(line: string): void {
  // stderr: `npm test -- --tap` keeps stdout for ava's TAP stream.
  process.stderr.write(`test/run: ${line}\n`);
}

async function main(): Promise<number> {
  const env = { ...process.env };
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => say(`cleanup failed: ${error}`));
    stops.length = 0;
  };
  try {
    if (!env.TEST_REDIS_URL) {
      if (!findRedisServerBinary()) {
        say(`no TEST_REDIS_URL given and no redis-server installed (${SETUP_HINT})`);
        return 1;
      }
      const redis = await startTestRedis();
      stops.push(redis.stop);
      env.TEST_REDIS_URL = redis.url;
      say(`private redis-server at ${redis.url}`);
    }
    const databaseGiven = env.TEST_DATABASE === 'pglite' || Boolean(env.TEST_DATABASE_URL || env.DATABASE_URL);
    if (!databaseGiven) {
      if (findPostgresBin()) {
        const postgres = await startTestPostgres();
        stops.push(postgres.destroy);
        env.TEST_DATABASE_URL = postgres.url;
        say(`private PostgreSQL at ${postgres.url}`);
      } else {
        env.TEST_DATABASE = 'pglite';
        say(
          `no TEST_DATABASE_URL and no PostgreSQL installed: the embedded PGlite; tests that need several processes on a server skip (${SETUP_HINT})`,
        );
      }
    }
    // ava's package exports no path to its command line; it sits beside the main entry point.
    const ava = join(dirname(createRequire(import.meta.url).resolve('ava')), 'cli.mjs');
    const child = spawn(process.execPath, [ava, ...process.argv.slice(2)], { env, stdio: 'inherit' });
    // Ctrl-C reaches ava through the terminal; a SIGTERM sent to this process alone is passed on.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGINT', () => {});
    const code = await new Promise<number>((resolve) => {
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    return code;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main();
