/**
 * The transit engine on one-year spans for random births (default points and aspects, every
 * event kind), in this one thread:
 * - cold: a span never seen before by this thread's ephemeris (the per-worker Chebyshev fit of
 *   the span is built during the request);
 * - warm: a span seen before (the fit is reused; the natal chart, root finding and output are
 *   the work left);
 * then requests per second through HTTP: the full service (pool, auth, versioning, JSON) in a
 * child process, warm spans. Targets: ≤ 10 ms cold, ≤ 3 ms warm per chart-year (a Swiss
 * Ephemeris search of this kind takes about 54 ms).
 *
 * Before measuring, the thread does what a pool worker does at start (warm-up.ts) except
 * building the sky of the current and the birth years: Chiron's and Pluto's integrations over
 * 1800–2400 and the zone formatters. A cold span then pays for all of its own sky (series
 * expansions, fits, scans and search). The machine is shared:
 * the load average is printed with the figures; compare CPU times, and medians of several runs.
 */
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { computeTransitChart, type TransitChartInput } from '../src/astro/transits/transit-chart.ts';
import { sharedTransitEphemeris } from '../src/astro/transits/transit-ephemeris.ts';
import { warmUpSteps } from '../src/astro/transits/warm-up.ts';
import os from 'node:os';
import { BENCH_REDIS_URL, createBenchDatabase } from './support/bench-database.ts';
import { startChild } from './support/processes.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** A deterministic pseudo-random sequence (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20261122);
const pad = (n: number) => String(n).padStart(2, '0');

function randomBirth(): TransitChartInput['birth'] {
  const year = 1900 + Math.floor(rand() * 150);
  const day = new Date(Date.UTC(year, 0, 1) + Math.floor(rand() * 365) * 86_400_000);
  return {
    dateTime: `${day.toISOString().slice(0, 10)}T${pad(Math.floor(rand() * 24))}:${pad(Math.floor(rand() * 60))}`,
    latitude: Math.round((rand() * 120 - 60) * 1000) / 1000,
    longitude: Math.round((rand() * 360 - 180) * 1000) / 1000,
  };
}

const yearSpan = (year: number) => ({ start: `${year}-01-01T00:00:00Z`, end: `${year + 1}-01-01T00:00:00Z` });

/** Wall-clock ms of fn; its CPU ms are added to `cpu` (less disturbed by other processes on a busy machine). */
function time(fn: () => void, cpu?: number[]): number {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpu?.push((c.user + c.system) / 1000);
  return wall;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`load average before: ${load()}`);
// What a worker does at start except the sky of the current and the birth years (so that a
// cold span pays for all of its own sky), then JIT warm-up on a span not used below.
for (const step of warmUpSteps(Date.now(), { currentYears: false, birthYears: false })) step();
for (let i = 0; i < 5; i++) computeTransitChart({ birth: randomBirth(), ...yearSpan(1850) });

const ephemeris = sharedTransitEphemeris();
const cold: number[] = [];
const warm: number[] = [];
const coldCpu: number[] = [];
const warmCpu: number[] = [];
let events = 0;
const years = Array.from({ length: ROUNDS }, (_, i) => 1900 + ((i * 37) % 200)); // distinct years
for (const year of years) {
  const samplesBefore = ephemeris.stats.samples;
  cold.push(time(() => computeTransitChart({ birth: randomBirth(), ...yearSpan(year) }), coldCpu));
  if (ephemeris.stats.samples === samplesBefore) throw new Error(`span ${year} was not cold`);
  for (let i = 0; i < 3; i++) {
    let chart!: ReturnType<typeof computeTransitChart>;
    warm.push(time(() => (chart = computeTransitChart({ birth: randomBirth(), ...yearSpan(year) })), warmCpu));
    events = chart.aspects.reduce((n, g) => n + g.occurrences.length, 0) + Object.values(chart.crossings).reduce((n, l) => n + l.length, 0);
  }
}
console.log(`events per chart-year: ${events} (last chart)`);
console.log(`cold (new span) mean: ${mean(cold).toFixed(1)} ms per chart-year (target ≤ 10)`);
console.log(`cold (new span) median: ${median(cold).toFixed(1)} ms per chart-year`);
console.log(`warm (span seen before) mean: ${mean(warm).toFixed(2)} ms per chart-year (target ≤ 3)`);
console.log(`warm (span seen before) median: ${median(warm).toFixed(2)} ms per chart-year`);
console.log(`cold CPU median: ${median(coldCpu).toFixed(1)} ms per chart-year`);
console.log(`warm CPU median: ${median(warmCpu).toFixed(2)} ms per chart-year`);
console.log(`warm fastest: ${Math.min(...warm).toFixed(2)} ms per chart-year`);
console.log(`ephemeris samples per cold chart-year: ${Math.round(ephemeris.stats.samples / (ROUNDS + 5))} samples`);
console.log(`load average after: ${load()}`);

if (process.env.BENCH_SKIP_HTTP !== '1') {
  const database = await createBenchDatabase();
  await database.db('api_keys').update({ rate_limit_max: 1_000_000_000 });
  const server = await startChild('src/server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    REDIS_URL: BENCH_REDIS_URL,
    REDIS_PREFIX: `bench:${database.schema}:`,
    POOL_THREADS: '1',
    MONTHLY_QUOTA: '0',
  });
  try {
    const bodies = Array.from({ length: 50 }, () => {
      const birth = randomBirth();
      return JSON.stringify({
        birthDate: birth.dateTime,
        birthLocation: { latitude: birth.latitude, longitude: birth.longitude },
        transitDateStart: '2026-01-01T00:00:00Z',
        transitDateEnd: '2027-01-01T00:00:00Z',
      });
    });
    const headers = { 'X-Api-Key': database.apiKey, 'Content-Type': 'application/json', 'X-Api-Version': '2026-09-03' };
    let n = 0;
    const options = {
      url: `${server.url}/api/calc/transit`,
      method: 'POST' as const,
      headers,
      connections: 4,
      requests: [{ setupRequest: (req: CannonRequest) => ({ ...req, body: bodies[n++ % bodies.length] }) }],
    };
    await autocannon({ ...options, duration: 2 }); // warm-up: the span's fit, JIT
    const result = await autocannon({ ...options, duration: HTTP_SECONDS });
    if (result.non2xx > 0) console.log(`warning: ${result.non2xx} non-2xx responses`);
    console.log(`http POST /api/calc/transit (1 pool thread, warm one-year span): ${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`);
  } finally {
    await server.stop();
    await database.drop();
  }
}
