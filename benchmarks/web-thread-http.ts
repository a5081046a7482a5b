/**
 * What the web thread spends per request, through the whole service in a child process with one
 * pool thread: GET /api/me (no pool), GET /api/calc/natal (500 random births) and a one-year
 * POST /api/calc/transit (50 births). For each: requests per second (autocannon) and the
 * server's main-thread CPU per request (from /proc); the natal request's CPU is printed as a
 * multiple of /api/me's (target ≤ 3×). Also the transit body's bytes on the wire, without and
 * with Accept-Encoding: gzip (target ≤ 80 kB). Throughput targets (natal and transit ≥ 3× the
 * commit before the web shell's rework) compare two runs: copy this file into a checkout of that
 * commit and run both, alternately, on the same machine.
 * Measuring starts once the server has seeded its content library (main-thread work of its own).
 * Env: BENCH_SECONDS (default 6).
 */
import { startBenchServer } from './support/bench-server.ts';
import autocannon, { type Request } from 'autocannon';
import http from 'node:http';
import { mainThreadCpuMs } from './support/process-cpu.ts';
import { contentSeeded, poolWarmUp } from './support/processes.ts';
import { randomBirths } from './support/random-births.ts';
import { birthSequence } from './support/transit-births.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

const births = randomBirths(500, 7);
const natalPaths = births.map((b) => `/api/calc/natal?${new URLSearchParams({ dateTime: b.dateTime, latitude: String(b.latitude), longitude: String(b.longitude), timezone: b.timezone })}`);
const nextBirth = birthSequence(20261123);
const transitBodies = Array.from({ length: 50 }, () => {
  const birth = nextBirth();
  return JSON.stringify({
    birthDate: birth.dateTime,
    birthLocation: { latitude: birth.latitude, longitude: birth.longitude },
    transitDateStart: '2026-01-01T00:00:00Z',
    transitDateEnd: '2027-01-01T00:00:00Z',
  });
});

interface Figures {
  rps: number;
  p99: number;
  mainCpuUs: number;
  non2xx: number;
}

async function measure(pid: number, options: autocannon.Options): Promise<Figures> {
  await autocannon({ ...options, duration: 2 }); // warm-up
  const before = mainThreadCpuMs(pid)!;
  const result = await autocannon({ ...options, duration: SECONDS });
  const after = mainThreadCpuMs(pid)!;
  return { rps: result.requests.average, p99: result.latency.p99, mainCpuUs: ((after - before) * 1000) / result.requests.total, non2xx: result.non2xx };
}

/** The bytes of one transit response on the wire. */
function wireBytes(url: string, key: string, body: string, acceptEncoding?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'X-Api-Key': key, 'Content-Type': 'application/json', 'X-Api-Version': '2026-09-03' };
    if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
    const request = http.request(`${url}/api/calc/transit`, { method: 'POST', headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const { database, server } = await startBenchServer({ POOL_THREADS: '1' });
await contentSeeded(server);
await poolWarmUp();
const pid = server.child.pid!;
const key = database.apiKey;
try {
  const me = await measure(pid, { url: `${server.url}/api/me`, headers: { 'X-Api-Key': key }, connections: 32 });
  let n = 0;
  const natal = await measure(pid, {
    url: server.url,
    headers: { 'X-Api-Key': key },
    connections: 32,
    requests: [{ setupRequest: (request: Request) => ({ ...request, method: 'GET', path: natalPaths[n++ % natalPaths.length] }) }],
  });
  let m = 0;
  const transit = await measure(pid, {
    url: `${server.url}/api/calc/transit`,
    method: 'POST',
    headers: { 'X-Api-Key': key, 'Content-Type': 'application/json', 'X-Api-Version': '2026-09-03' },
    connections: 4,
    requests: [{ setupRequest: (request: Request) => ({ ...request, body: transitBodies[m++ % transitBodies.length] }) }],
  });
  const plainBytes = await wireBytes(server.url, key, transitBodies[0]);
  const gzipBytes = await wireBytes(server.url, key, transitBodies[0], 'gzip');
  for (const [name, f] of [['GET /api/me', me], ['GET /api/calc/natal', natal], ['POST /api/calc/transit (one year)', transit]] as const) {
    if (f.non2xx > 0) console.log(`warning: ${f.non2xx} non-2xx responses (${name})`);
    console.log(`${name}: ${Math.round(f.rps)} req/s (p99 ${f.p99} ms), web-thread CPU ${f.mainCpuUs.toFixed(1)} µs per request`);
  }
  console.log(`natal web-thread CPU per request / GET /api/me's: ${(natal.mainCpuUs / me.mainCpuUs).toFixed(2)}× (target ≤ 3×)`);
  console.log(`transit body on the wire: ${(plainBytes / 1000).toFixed(1)} kB plain, ${(gzipBytes / 1000).toFixed(1)} kB with Accept-Encoding: gzip (target ≤ 80 kB)`);
} finally {
  await server.stop();
  await database.drop();
}
