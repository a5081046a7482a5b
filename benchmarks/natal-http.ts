/**
 * Natal charts over HTTP: requests per second of GET and POST /api/calc/natal through the whole
 * stack (auth, rate limit, validation, the worker pool, presenter) against a server in its own
 * process, over 500 random births 1900–2100 cycled by autocannon. Also one request with texts
 * and readable names (includeText, includeReadableEntities).
 * Env: BENCH_SECONDS (default 10), BENCH_POOL_THREADS (default 1), BENCH_CONNECTIONS (default 32).
 */
import autocannon, { type Request } from 'autocannon';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './support/bench-database.ts';
import { contentSeeded, poolWarmUp, startChild } from './support/processes.ts';
import { randomBirths } from './support/random-births.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = process.env.BENCH_POOL_THREADS ?? '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const births = randomBirths(500, 7);
const paths = births.map(
  (b) =>
    `/api/calc/natal?${new URLSearchParams({ dateTime: b.dateTime, latitude: String(b.latitude), longitude: String(b.longitude), timezone: b.timezone })}`,
);
const bodies = births.map((b) => JSON.stringify(b));

async function measure(
  url: string,
  key: string,
  kind: 'get' | 'post' | 'texts',
): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  let i = 0;
  const headers = { 'X-Api-Key': key, 'Content-Type': 'application/json' };
  const options = {
    url,
    connections: CONNECTIONS,
    headers,
    requests: [
      {
        setupRequest: (request: Request): Request => {
          const n = i++ % births.length;
          if (kind === 'get') return { ...request, method: 'GET', path: paths[n] };
          if (kind === 'post') return { ...request, method: 'POST', path: '/api/calc/natal', body: bodies[n] };
          return {
            ...request,
            method: 'GET',
            path: `${paths[n]}&includeText=true&includeReadableEntities=true&language=es`,
          };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

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
  for (const kind of ['get', 'post', 'texts'] as const) {
    const r = await measure(server.url, database.apiKey, kind);
    if (r.non2xx > 0) console.log(`warning: ${r.non2xx} non-2xx responses (${kind})`);
    const label =
      kind === 'get'
        ? 'GET /api/calc/natal'
        : kind === 'post'
          ? 'POST /api/calc/natal'
          : 'GET /api/calc/natal with texts and names';
    console.log(
      `${label} (${THREADS} pool thread${THREADS === '1' ? '' : 's'}): ${Math.round(r.rps)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
