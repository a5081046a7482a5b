/**
 * The transit engine on one-year spans for random births (default points and aspects, every
 * event kind), in one calculation thread set up as the pool sets up its threads, the work
 * itself in support/transit-thread.ts:
 * - cold: a span never seen before by the thread's ephemeris (the per-worker Chebyshev fit of
 *   the span is built during the request), on the interpolated sky a worker builds at start;
 *   and, printed apart, cold on a sky not built yet (the first second or so of a worker);
 * - warm: a span seen before (the fit is reused; the natal chart, root finding and output are
 *   the work left);
 * then requests per second through HTTP: the full service (pool, auth, versioning, JSON) in a
 * child process, warm spans. Targets: ≤ 10 ms cold, ≤ 3 ms warm per chart-year (a Swiss
 * Ephemeris search of this kind takes about 54 ms). The machine is shared: the load average
 * is printed with the figures; compare CPU times, and medians of several runs.
 */

import os from 'node:os';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { Piscina } from 'piscina';
import { calculationThreadOptions } from '../src/calc/pool.ts';
import { loadConfig } from '../src/config.ts';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './support/bench-database.ts';
import { contentSeeded, poolWarmUp, startChild } from './support/processes.ts';
import { median } from './support/statistics.ts';
import { birthSequence } from './support/transit-births.ts';
import type { TransitThreadFigures } from './support/transit-thread.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The thread's young generation: the pool's default, or BENCH_YOUNG_GENERATION_MB to compare. */
const youngGenerationMb = Number(process.env.BENCH_YOUNG_GENERATION_MB ?? loadConfig({}).pool.youngGenerationMb);

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);
const thread = new Piscina({
  filename: new URL('./support/transit-thread.ts', import.meta.url).href,
  minThreads: 1,
  maxThreads: 1,
  ...calculationThreadOptions(youngGenerationMb),
});
const { cold, coldSky, warm, coldCpu, warmCpu, coldGc, warmGc, events, samplesPerColdChart, probeMicros } =
  (await thread.run({ rounds: ROUNDS })) as TransitThreadFigures;
await thread.destroy();
console.log(`events per chart-year: ${events} (last chart)`);
console.log(`cold (new span) mean: ${mean(cold).toFixed(1)} ms per chart-year (target ≤ 10)`);
console.log(`cold (new span) median: ${median(cold).toFixed(1)} ms per chart-year`);
console.log(`warm (span seen before) mean: ${mean(warm).toFixed(2)} ms per chart-year (target ≤ 3)`);
console.log(`warm (span seen before) median: ${median(warm).toFixed(2)} ms per chart-year`);
console.log(`cold CPU median: ${median(coldCpu).toFixed(1)} ms per chart-year`);
console.log(
  `cold on a sky not built yet (a worker's first second) mean: ${mean(coldSky).toFixed(1)} ms, median ${median(coldSky).toFixed(1)} ms per chart-year`,
);
console.log(`warm CPU median: ${median(warmCpu).toFixed(2)} ms per chart-year`);
console.log(
  `GC pauses per chart-year: cold ${mean(coldGc).toFixed(2)} ms, warm ${mean(warmGc).toFixed(2)} ms (mean; young generation ${youngGenerationMb} MB)`,
);
console.log(`warm fastest: ${Math.min(...warm).toFixed(2)} ms per chart-year`);
console.log(`ephemeris samples per cold chart-year: ${samplesPerColdChart} samples`);
console.log(`load average after: ${load()}`);
console.log(
  `machine-speed probe (natal chart in the same thread, before / after): ${probeMicros.map((us) => us.toFixed(0)).join(' / ')} µs`,
);

if (process.env.BENCH_SKIP_HTTP !== '1') {
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
    POOL_THREADS: '1',
    MONTHLY_QUOTA: '0',
  });
  await contentSeeded(server);
  await poolWarmUp();
  try {
    const nextBirth = birthSequence(20261123);
    const bodies = Array.from({ length: 50 }, () => {
      const birth = nextBirth();
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
    console.log(
      `http POST /api/calc/transit (1 pool thread, warm one-year span): ${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}
