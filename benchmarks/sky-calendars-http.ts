/**
 * Sky calendars over HTTP: requests per second of POST /api/calc/moon-calendar/range (a month),
 * /api/calc/moon-sun, /api/calc/retrograde (10 years) and /api/calc/eclipses (50 years) through
 * the whole stack against a server in its own process with one pool thread, cycling through
 * months 2020–2031, days and places, and start years.
 * Env: BENCH_SECONDS (default 5), BENCH_POOL_THREADS (default 1), BENCH_CONNECTIONS (default 8).
 */

import autocannon, { type Request } from 'autocannon';
import { startBenchServer } from './support/bench-server.ts';
import { contentSeeded, poolWarmUp } from './support/processes.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const THREADS = process.env.BENCH_POOL_THREADS ?? '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const pad = (x: number) => String(x).padStart(2, '0');

const places = [
  { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  { latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' },
  { latitude: 40.71, longitude: -74.01, timezone: 'America/New_York' },
  { latitude: 35.68, longitude: 139.69, timezone: 'Asia/Tokyo' },
];

const workloads: Record<string, { path: string; bodies: string[] }> = {
  'moon-calendar/range (a month)': {
    path: '/api/calc/moon-calendar/range',
    bodies: Array.from({ length: 144 }, (_, k) => {
      const year = 2020 + Math.floor(k / 12);
      const month = (k % 12) + 1;
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return JSON.stringify({
        startDate: `${year}-${pad(month)}-01`,
        endDate: `${year}-${pad(month)}-${last}`,
        location: places[k % 4],
      });
    }),
  },
  'moon-sun (a day)': {
    path: '/api/calc/moon-sun',
    bodies: Array.from({ length: 365 }, (_, k) =>
      JSON.stringify({
        dateTime: `${new Date(Date.UTC(2026, 0, 1 + k)).toISOString().slice(0, 10)}T12:00`,
        location: places[k % 4],
      }),
    ),
  },
  'retrograde (10 years)': {
    path: '/api/calc/retrograde',
    bodies: Array.from({ length: 24 }, (_, k) =>
      JSON.stringify({ startDate: `${2010 + k}-01-01`, endDate: `${2019 + k}-12-31` }),
    ),
  },
  'eclipses (50 years)': {
    path: '/api/calc/eclipses',
    bodies: Array.from({ length: 10 }, (_, k) =>
      JSON.stringify({ startDate: `${1990 + 5 * k}-01-01`, endDate: `${2039 + 5 * k}-12-31` }),
    ),
  },
};

async function measure(url: string, key: string, path: string, bodies: string[]) {
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
          path,
          body: bodies[i++ % bodies.length],
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
  for (const [label, { path, bodies }] of Object.entries(workloads)) {
    const r = await measure(server.url, database.apiKey, path, bodies);
    if (r.non2xx > 0) console.log(`warning: ${r.non2xx} non-2xx responses (${label})`);
    console.log(
      `POST /api/calc/${label} (${THREADS} pool thread${THREADS === '1' ? '' : 's'}): ${Math.round(r.rps)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
