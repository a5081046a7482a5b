/**
 * Synastry requests per second through HTTP: a spawned server (full middleware stack, worker pool
 * with POOL_THREADS threads, default 2) answers POST /api/widget-api/synastry/{widgetId} for 4096
 * different pairs of births (nearly every request has new dates), driven by autocannon from this
 * process. Two widgets: one that shows the bi-wheel (the SVG is drawn in the pool) and one without
 * the chart section. Also the time of the calculation alone in this process (two natal charts +
 * the synastry task with the bi-wheel), on births it has not seen before.
 */
import autocannon from 'autocannon';
import { computeNatalChart } from '../src/astro/natal-chart.ts';
import { SYNASTRY_CHART_POINTS } from '../src/astro/synastry/index.ts';
import { synastryTask } from '../src/calc/tasks/synastry.ts';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './support/bench-database.ts';
import { contentSeeded, poolWarmUp, startChild } from './support/processes.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const THREADS = process.env.POOL_THREADS ?? '2';

/** `count` pairs of births spread over 1900–2030 and over Europe and the Americas (deterministic). */
function bodies(count: number, start = 12345): string[] {
  const out: string[] = [];
  let seed = start;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const person = () => {
    const year = 1900 + Math.floor(random() * 130);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      dateTime: `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}T${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`,
      latitude: Math.round((-40 + random() * 100) * 1e4) / 1e4,
      longitude: Math.round((-120 + random() * 150) * 1e4) / 1e4,
    };
  };
  for (let i = 0; i < count; i++) out.push(JSON.stringify({ person1: person(), person2: person() }));
  return out;
}

async function measure(url: string, key: string, payloads: string[]) {
  let next = 0;
  const options: autocannon.Options = {
    url,
    connections: CONNECTIONS,
    headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
    requests: [
      { method: 'POST', setupRequest: (request) => ({ ...request, body: payloads[next++ % payloads.length] }) },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

// The calculation alone, in this process: warmed up on other births, then timed on fresh ones.
const payloads = bodies(4096);
const points = [...SYNASTRY_CHART_POINTS];
const calculate = (body: string) => {
  const { person1, person2 } = JSON.parse(body);
  const c1 = computeNatalChart({ ...person1, points });
  const c2 = computeNatalChart({ ...person2, points });
  synastryTask({
    person1: c1,
    person2: c2,
    wheel: { size: 600, theme: 'light', labels: { innerName: 'A', outerName: 'B' } },
  });
};
bodies(16, 777).forEach(calculate);
const calcStart = performance.now();
const timed = payloads.slice(0, 64);
timed.forEach(calculate);
const calcMs = (performance.now() - calcStart) / timed.length;

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
  POOL_THREADS: THREADS,
  MONTHLY_QUOTA: '0',
});
await contentSeeded(server);
await poolWarmUp();
try {
  const widget = async (sections: string[]) => {
    const reply = await fetch(`${server.url}/api/widgets`, {
      method: 'POST',
      headers: { 'X-Api-Key': database.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { type: 'widgets', attributes: { type: 'synastry', name: 'bench', settings: { sections } } },
      }),
    });
    return ((await reply.json()) as { data: { id: string } }).data.id;
  };
  const withChart = await widget(['chart', 'score', 'aspects', 'overlays', 'composite', 'davison']);
  const withoutChart = await widget(['score', 'aspects', 'overlays', 'composite', 'davison']);
  const check = await fetch(`${server.url}/api/widget-api/synastry/${withChart}`, {
    method: 'POST',
    headers: { 'X-Api-Key': database.apiKey, 'Content-Type': 'application/json' },
    body: payloads[0],
  });
  if (check.status !== 200) throw new Error(`synastry answered ${check.status}: ${await check.text()}`);

  // Each run has births of its own, so that the second does not find the first's dates warm.
  const chart = await measure(`${server.url}/api/widget-api/synastry/${withChart}`, database.apiKey, payloads);
  const plain = await measure(
    `${server.url}/api/widget-api/synastry/${withoutChart}`,
    database.apiKey,
    bodies(4096, 999),
  );
  for (const [name, r] of [
    ['with bi-wheel', chart],
    ['without bi-wheel', plain],
  ] as const) {
    if (r.non2xx > 0) console.log(`warning: ${r.non2xx} non-2xx responses (${name})`);
  }
  console.log(`pool threads: ${THREADS}, connections: ${CONNECTIONS}, ${DURATION} s each`);
  console.log(`calculation alone (2 natal charts + synastry + bi-wheel, one thread): ${calcMs.toFixed(2)} ms`);
  console.log(
    `synastry with bi-wheel: ${Math.round(chart.rps)} req/s (p50 ${chart.p50} ms, p99 ${chart.p99} ms, ${Math.round(chart.bytes / 1024)} KiB/response)`,
  );
  console.log(
    `synastry without bi-wheel: ${Math.round(plain.rps)} req/s (p50 ${plain.p50} ms, p99 ${plain.p99} ms, ${Math.round(plain.bytes / 1024)} KiB/response)`,
  );
} finally {
  await server.stop();
  await database.drop();
}
