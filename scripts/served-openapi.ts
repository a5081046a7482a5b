/**
 * The OpenAPI document as the service serves it: starts the service in this process on an
 * in-memory embedded database (no Redis needed: limits fail open), reads /openapi.json and stops.
 * Used by `npm run openapi:write` and `npm run client:generate`.
 */
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/connect.ts';
import { createLogger } from '../src/logger.ts';
import { startService } from '../src/service.ts';

/** @returns the text of /openapi.json */
export async function servedOpenApiDocument(): Promise<string> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    POOL_THREADS: '1',
    PLACE_INDEX: 'lazy',
    CONTENT_SEED: 'lazy',
    WORKER_WARM_UP: 'off',
    REPORT_WORKER: 'off',
    DEV_ORGANIZATION: 'off',
    REDIS_URL: process.env.REDIS_URL,
  });
  const db = await openDatabase({});
  await migrateToLatest(db);
  const service = await startService(config, createLogger(config.logLevel), { db });
  try {
    return await (await fetch(`${service.url}/openapi.json`)).text();
  } finally {
    await service.stop();
    await db.destroy();
  }
}
