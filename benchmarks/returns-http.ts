/**
 * Returns and progressions over HTTP: requests per second of POST /api/calc/solar-return,
 * /lunar-return, /progressions and /solar-arc through the whole stack (auth, rate limit,
 * validation, the worker pool, presenter) against a server in its own process, with one pool
 * thread, over 500 random births 1900–2100 and a year of life each, cycled by autocannon; and
 * POST /api/calc/natal over the same births, the baseline of the same run (this shared machine's
 * speed moves too much for figures of different runs to compare).
 * Env: BENCH_SECONDS (default 10), BENCH_POOL_THREADS (default 1), BENCH_CONNECTIONS (default 32).
 */

import autocannon, { type Request } from 'autocannon';
import { startBenchServer } from './support/bench-server.ts';
import { mulberry32 } from './support/mulberry32.ts';
import { contentSeeded, poolWarmUp } from './support/processes.ts';
import { randomBirths } from './support/random-births.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = process.env.BENCH_POOL_THREADS ?? '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const r = mulberry32(3);
const requests = randomBirths(500, 9).map((b) => {
  const year = Math.min(2399, Number(b.dateTime.slice(0, 4)) + 1 + Math.floor(r() * 90));
  const birth = {
    birthDateTime: b.dateTime,
    birthLocation: { latitude: b.latitude, longitude: b.longitude, timezone: b.timezone },
  };
  return {
    'solar-return': JSON.stringify({ ...birth, returnYear: year }),
    'lunar-return': JSON.stringify({ ...birth, returnDate: `${year}-03-15` }),
    progressions: JSON.stringify({ ...birth, targetDate: `${year}-03-15T12:00` }),
    'solar-arc': JSON.stringify({ ...birth, targetDate: `${year}-03-15T12:00` }),
    natal: JSON.stringify({ dateTime: b.dateTime, latitude: b.latitude, longitude: b.longitude, timezone: b.timezone }),
  };
});

async function measure(url: string, key: string, path: keyof (typeof requests)[number]) {
  let i = 0;
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
    requests: [
      {
        setupRequest: (request: Request): Request => ({
          ...request,
          method: 'POST',
          path: `/api/calc/${path}`,
          body: requests[i++ % requests.length][path],
        }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const { database, server } = await startBenchServer({ POOL_THREADS: THREADS });
await contentSeeded(server);
await poolWarmUp();
try {
  let natal = NaN;
  for (const path of ['natal', 'solar-return', 'lunar-return', 'progressions', 'solar-arc'] as const) {
    const m = await measure(server.url, database.apiKey, path);
    if (m.non2xx > 0) console.log(`warning: ${m.non2xx} non-2xx responses (${path})`);
    if (path === 'natal') natal = m.rps;
    const ratio = path === 'natal' ? '' : `, ${((100 * m.rps) / natal).toFixed(0)} % of natal's`;
    console.log(
      `POST /api/calc/${path} (${THREADS} pool thread${THREADS === '1' ? '' : 's'}): ${Math.round(m.rps)} req/s (p50 ${m.p50} ms, p99 ${m.p99} ms${ratio})`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
