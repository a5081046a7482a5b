/**
 * Chart images over HTTP: requests per second of GET /api/chart/image.svg and .png (800 × 800,
 * natal wheel, random births cycled) through the whole stack and the worker pool, against a server
 * in its own process; plus the same SVG answered 304 from If-None-Match (no rendering).
 * Env: BENCH_SECONDS (default 10), BENCH_POOL_THREADS (default 1), BENCH_CONNECTIONS (default 16).
 */
import autocannon, { type Request } from 'autocannon';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './support/bench-database.ts';
import { contentSeeded, poolWarmUp, startChild } from './support/processes.ts';
import { randomBirths } from './support/random-births.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = process.env.BENCH_POOL_THREADS ?? '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const queries = randomBirths(300, 11).map((b) =>
  new URLSearchParams({
    dateTime: b.dateTime,
    latitude: String(b.latitude),
    longitude: String(b.longitude),
    timezone: b.timezone,
    width: '800',
    height: '800',
  }).toString(),
);

async function measure(url: string, headers: Record<string, string>, path: (n: number) => string) {
  let i = 0;
  const options = {
    url,
    connections: CONNECTIONS,
    headers,
    requests: [
      {
        setupRequest: (request: Request): Request => ({ ...request, method: 'GET', path: path(i++ % queries.length) }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    status304: result['3xx'],
  };
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
const key = { 'X-Api-Key': database.apiKey };
const threads = `${THREADS} pool thread${THREADS === '1' ? '' : 's'}`;
try {
  for (const format of ['svg', 'png'] as const) {
    const r = await measure(server.url, key, (n) => `/api/chart/image.${format}?${queries[n]}`);
    if (r.non2xx > 0) console.log(`warning: ${r.non2xx} non-2xx responses (${format})`);
    console.log(
      `GET /api/chart/image.${format} 800x800 (${threads}): ${Math.round(r.rps)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`,
    );
  }
  const etag =
    (await fetch(`${server.url}/api/chart/image.svg?${queries[0]}`, { headers: key })).headers.get('etag') ?? '';
  const cached = await measure(
    server.url,
    { ...key, 'If-None-Match': etag },
    () => `/api/chart/image.svg?${queries[0]}`,
  );
  console.log(
    `GET /api/chart/image.svg answered 304 (${threads}): ${Math.round(cached.rps)} req/s (p50 ${cached.p50} ms, p99 ${cached.p99} ms)`,
  );
} finally {
  await server.stop();
  await database.drop();
}
