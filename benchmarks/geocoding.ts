/**
 * Place search benchmark: loads the gazetteer, then runs the queries of
 * benchmarks/inputs/place-queries.txt (prefixes, accents, other scripts, typos, qualifiers) and
 * prints queries per second, p50/p99 latency, load time and the memory the index adds.
 *
 *   node --import tsx benchmarks/geocoding.ts
 *
 * Memory is measured after a forced GC as heap used + external (external already includes the
 * array buffers); the script restarts itself with --expose-gc when started without it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadGazetteer } from '../src/geocoding/index.ts';

const ROUNDS = 20;
const LIMIT = 10;

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) {
  const script = fileURLToPath(import.meta.url);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

function memoryInUse(): number {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const queries = readFileSync(new URL('./inputs/place-queries.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const before = memoryInUse();
const loadStart = performance.now();
const gazetteer = await loadGazetteer();
const loadMs = performance.now() - loadStart;
const after = memoryInUse();

let empty = 0;
for (const q of queries) if (gazetteer.search(q, { limit: LIMIT }).length === 0) empty++;
for (let warm = 0; warm < 3; warm++) for (const q of queries) gazetteer.search(q, { limit: LIMIT });

const latencies = new Float64Array(queries.length * ROUNDS);
let n = 0;
const runStart = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const q of queries) {
    const t = performance.now();
    gazetteer.search(q, { limit: LIMIT });
    latencies[n++] = performance.now() - t;
  }
}
const runMs = performance.now() - runStart;
latencies.sort();
let slowest = '';
let slowestMs = 0;
for (const q of queries) {
  const t = performance.now();
  gazetteer.search(q, { limit: LIMIT });
  const ms = performance.now() - t;
  if (ms > slowestMs) [slowest, slowestMs] = [q, ms];
}

console.log(`places: ${gazetteer.placeCount}`);
console.log(`index names: ${gazetteer.nameCount}`);
console.log(`queries: ${queries.length} distinct × ${ROUNDS} rounds, limit ${LIMIT}`);
console.log(`queries without result: ${empty}`);
console.log(`index load time: ${loadMs.toFixed(0)} ms`);
console.log(`index memory added: ${((after - before) / 2 ** 20).toFixed(1)} MB`);
console.log(`throughput: ${Math.round(n / (runMs / 1000))} queries/s`);
console.log(`latency p50: ${percentile(latencies, 50).toFixed(3)} ms`);
console.log(`latency p99: ${percentile(latencies, 99).toFixed(3)} ms`);
console.log(`latency max: ${latencies[latencies.length - 1].toFixed(3)} ms`);
console.log(`slowest query: ${JSON.stringify(slowest)} ${slowestMs.toFixed(3)} ms`);
