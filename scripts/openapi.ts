/**
 * `npm run openapi:write`: starts the service in this process on an in-memory embedded database
 * (no Redis needed: limits fail open), reads its /openapi.json and writes it to dist/openapi.json,
 * the document `npx redocly lint` lints under redocly.yaml.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/connect.ts';
import { createLogger } from '../src/logger.ts';
import { startService } from '../src/service.ts';

const OUTPUT = new URL('../dist/openapi.json', import.meta.url);

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
  const document = await (await fetch(`${service.url}/openapi.json`)).text();
  mkdirSync(new URL('.', OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, document);
  process.stdout.write(`wrote ${OUTPUT.pathname}\n`);
} finally {
  await service.stop();
  await db.destroy();
}
