/**
 * The content library's seed and text lookup:
 * - the whole service on the embedded database (PGlite on disk, fresh folder): time until it
 *   listens and until the seed is written, on the first start and on a restart;
 * - the seed's parts on PostgreSQL and on PGlite in memory: composing the texts (3,077 per language) with their
 *   digest, the first bulk write, a restart's version check, a rewrite when the version changed;
 * - interpretationTexts() for 20 URNs, cold (one query) and cached.
 * Run: npm run bench -- content-seed
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { contentTextCache } from '../src/content/text-cache.ts';
import { type Database, migrateToLatest, openDatabase } from '../src/db/connect.ts';
import { interpretationTexts } from '../src/features/calc/interpretation-texts.ts';
import { contentSeed, recordedSeedVersion, writeSeed } from '../src/features/content/seed.ts';
import { interpretationSeed } from '../src/interpretation/seed-texts.ts';
import { createLogger } from '../src/logger.ts';
import { startService } from '../src/service.ts';
import type { Services } from '../src/services.ts';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL } from './support/bench-database.ts';

const ms = (start: number) => (performance.now() - start).toFixed(0);

async function wholeService(dataDir: string, label: string): Promise<void> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: BENCH_REDIS_URL,
    REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    PLACE_INDEX: 'lazy',
    POOL_THREADS: '1',
  });
  const started = performance.now();
  const running = await startService(config, createLogger('silent'));
  console.log(`service on pglite disk, ${label}, listening after: ${ms(started)} ms`);
  const outcome = await contentSeed(running.services);
  console.log(`service on pglite disk, ${label}, seed ${outcome.status} after: ${ms(started)} ms`);
  await running.stop();
}

async function seedParts(db: Database, label: string): Promise<void> {
  let t = performance.now();
  const { version, items } = interpretationSeed({ withItems: true });
  console.log(`${label} compose and digest ${items!.length} texts: ${ms(t)} ms`);
  t = performance.now();
  await writeSeed(db, version, items!);
  console.log(`${label} first seed write: ${ms(t)} ms`);
  t = performance.now();
  await recordedSeedVersion(db);
  console.log(`${label} restart version check: ${ms(t)} ms`);
  t = performance.now();
  await writeSeed(db, `${version}-next`, items!);
  console.log(`${label} rewrite after a version change (no text changed): ${ms(t)} ms`);

  const services = { db } as unknown as Services;
  const [{ id: organizationId }] = await db('organizations').insert({ name: 'Bench' }).returning('id');
  const urns = ['sun', 'moon', 'mercury', 'venus', 'mars'].flatMap((p) =>
    ['conjunction', 'square', 'trine', 'opposition'].map((a) => `urn:astro:transit:${p}:${a}:sun`),
  );
  const cold: number[] = [];
  for (let i = 0; i < 30; i++) {
    contentTextCache(db).clear();
    t = performance.now();
    await interpretationTexts(services, organizationId, urns, 'en');
    cold.push(performance.now() - t);
  }
  t = performance.now();
  for (let i = 0; i < 1000; i++) await interpretationTexts(services, organizationId, urns, 'en');
  cold.sort((a, b) => a - b);
  console.log(`${label} interpretationTexts 20 urns, cold (median): ${cold[15].toFixed(2)} ms`);
  console.log(
    `${label} interpretationTexts 20 urns, cached: ${(((performance.now() - t) / 1000) * 1000).toFixed(0)} µs`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
try {
  await wholeService(dataDir, 'first start');
  await wholeService(dataDir, 'restart');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const schema = `bench_${randomBytes(5).toString('hex')}`;
const pg = await openDatabase({ url: BENCH_DATABASE_URL, schema, poolMax: 4 });
try {
  await migrateToLatest(pg);
  await seedParts(pg, 'postgres');
} finally {
  await pg.raw('drop schema if exists ?? cascade', [schema]);
  await pg.destroy();
}

const lite = await openDatabase({});
try {
  await migrateToLatest(lite);
  await seedParts(lite, 'pglite memory');
} finally {
  await lite.destroy();
}
