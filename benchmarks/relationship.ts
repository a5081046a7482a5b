/**
 * The relationship operations (POST /api/calc/synastry, /composite, /davison, /synastry/score,
 * /compatibility): the engine time of each in this process (the two natal charts and the
 * synastry, or the two Suns), and requests per second over HTTP from a spawned server with one
 * pool thread (POOL_THREADS), driven by autocannon, on births that differ request by request,
 * with the server's main-thread (web-thread) CPU per request from /proc.
 */

import autocannon from 'autocannon';
import { computeNatalChart } from '../src/astro/natal-chart.ts';
import {
  computeSynastry,
  greatCircleMidpoint,
  SYNASTRY_CHART_POINTS,
  sunSignCompatibility,
} from '../src/astro/synastry/index.ts';
import { startBenchServer } from './support/bench-server.ts';
import { mainThreadCpuMs } from './support/process-cpu.ts';
import { contentSeeded, poolWarmUp } from './support/processes.ts';
import { type RandomBirth, randomBirths } from './support/random-births.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const THREADS = process.env.POOL_THREADS ?? '1';

const OPERATIONS = ['synastry', 'composite', 'davison', 'synastry/score', 'compatibility'] as const;
type Operation = (typeof OPERATIONS)[number];

const place = (b: RandomBirth) => ({ latitude: b.latitude, longitude: b.longitude, timezone: b.timezone });
const pairs = (n: number, seed: number) => {
  const births = randomBirths(2 * n, seed);
  return Array.from({ length: n }, (_, i) => ({
    dateTime1: births[2 * i].dateTime,
    location1: place(births[2 * i]),
    dateTime2: births[2 * i + 1].dateTime,
    location2: place(births[2 * i + 1]),
  }));
};

/** One operation's calculation, as the route has the pool compute it. */
function calculate(operation: Operation, pair: ReturnType<typeof pairs>[number]): void {
  const chart = (dateTime: string, location: ReturnType<typeof place>, points: string[]) =>
    computeNatalChart({ dateTime, ...location, points: points as never });
  if (operation === 'compatibility') {
    const [a, b] = [chart(pair.dateTime1, pair.location1, ['sun']), chart(pair.dateTime2, pair.location2, ['sun'])];
    sunSignCompatibility(a.points[0].longitude, b.points[0].longitude);
    return;
  }
  const points = [...SYNASTRY_CHART_POINTS];
  const [a, b] = [chart(pair.dateTime1, pair.location1, points), chart(pair.dateTime2, pair.location2, points)];
  computeSynastry(
    a,
    b,
    operation === 'composite'
      ? { compositeLatitude: greatCircleMidpoint(pair.location1, pair.location2).latitude }
      : operation === 'davison'
        ? { davisonPlace: 'great-circle' }
        : {},
  );
}

const engineMs = new Map<Operation, number>();
for (const operation of OPERATIONS) {
  pairs(16, 5).forEach((p) => calculate(operation, p));
  const timed = pairs(200, 99 + OPERATIONS.indexOf(operation));
  const start = performance.now();
  timed.forEach((p) => calculate(operation, p));
  engineMs.set(operation, (performance.now() - start) / timed.length);
}

const { database, server } = await startBenchServer({ POOL_THREADS: THREADS });
await contentSeeded(server);
await poolWarmUp();
try {
  console.log(
    `pool threads: ${THREADS}, connections: ${CONNECTIONS}, ${DURATION} s each; engine time in this process, one thread`,
  );
  for (const operation of OPERATIONS) {
    const payloads = pairs(4096, 1000 + OPERATIONS.indexOf(operation)).map((p) => JSON.stringify(p));
    const url = `${server.url}/api/calc/${operation}`;
    const check = await fetch(url, {
      method: 'POST',
      headers: { 'X-Api-Key': database.apiKey, 'Content-Type': 'application/json' },
      body: payloads[0],
    });
    if (check.status !== 200) throw new Error(`${operation} answered ${check.status}: ${await check.text()}`);
    let next = 0;
    const options: autocannon.Options = {
      url,
      connections: CONNECTIONS,
      headers: { 'X-Api-Key': database.apiKey, 'Content-Type': 'application/json' },
      requests: [
        { method: 'POST', setupRequest: (request) => ({ ...request, body: payloads[next++ % payloads.length] }) },
      ],
    };
    await autocannon({ ...options, duration: 1 });
    const cpuBefore = mainThreadCpuMs(server.child.pid);
    const r = await autocannon({ ...options, duration: DURATION });
    const cpuAfter = mainThreadCpuMs(server.child.pid);
    const webCpu =
      cpuBefore === undefined || cpuAfter === undefined
        ? ''
        : `, web-thread CPU ${(((cpuAfter - cpuBefore) * 1000) / r.requests.total).toFixed(0)} µs per request`;
    if (r.non2xx) console.log(`warning: ${r.non2xx} non-2xx responses (${operation})`);
    console.log(
      `${operation}: engine ${engineMs.get(operation)!.toFixed(3)} ms, HTTP ${Math.round(r.requests.average)} req/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.throughput.average / Math.max(1, r.requests.average) / 1024)} KiB/response)${webCpu}`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
