/**
 * What the web thread spends per request, through the whole service in a child process with one
 * pool thread: GET /api/me (no pool), GET /api/calc/natal (500 random births) and a one-year
 * POST /api/calc/transit (50 births). For each: requests per second (autocannon) and the
 * server's main-thread CPU per request (from /proc), with the CPU per request of the whole server
 * process and of the client (this process, autocannon); the natal request's CPU is printed as a
 * multiple of /api/me's (target ≤ 3×). Also the transit body's bytes on the wire, without and
 * with Accept-Encoding: gzip (target ≤ 80 kB).
 *
 * The throughput targets (natal and transit ≥ 3× the commit before the web shell's rework)
 * compare against that commit: check it out beside this one (`git worktree add --detach
 * ../before 032bd10`, `npm ci` there) and set BENCH_BEFORE to its folder. Both servers then run
 * side by side and are measured in rounds, back to back in ABBA order, so that each round's
 * ratios are taken under one state of this shared machine; every round's figures are printed,
 * with the median and the range.
 * Measuring starts once each server has seeded its content library (main-thread work of its own).
 * Last, the pool thread's own work per natal and transit response is timed in a thread set up as
 * the pool's (support/pool-thread-floor.ts): what one pool thread needs per request even if the
 * web thread and the client cost nothing, printed beside the time per request the throughput
 * targets allow and the CPU they allow on the machine's cores.
 * Env: BENCH_SECONDS (per measurement, default 5), BENCH_ROUNDS (default 3, 4 with BENCH_BEFORE),
 * BENCH_BEFORE.
 */

import http from 'node:http';
import os from 'node:os';
import autocannon, { type Request } from 'autocannon';
import { Piscina } from 'piscina';
import { calculationThreadOptions } from '../src/calc/pool.ts';
import { loadConfig } from '../src/config.ts';
import { startBenchServer } from './support/bench-server.ts';
import type { FloorFigures, FloorInput } from './support/pool-thread-floor.ts';
import { mainThreadCpuMs, processCpuMs } from './support/process-cpu.ts';
import { contentSeeded, poolWarmUp } from './support/processes.ts';
import { randomBirths } from './support/random-births.ts';
import { median } from './support/statistics.ts';
import { birthSequence } from './support/transit-births.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The cores the server and the client share. */
const CORES = os.availableParallelism();
const BEFORE = process.env.BENCH_BEFORE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (BEFORE ? 4 : 3));

const births = randomBirths(500, 7);
const natalPaths = births.map(
  (b) =>
    `/api/calc/natal?${new URLSearchParams({ dateTime: b.dateTime, latitude: String(b.latitude), longitude: String(b.longitude), timezone: b.timezone })}`,
);
const nextBirth = birthSequence(20261123);
const transitBirths = Array.from({ length: 50 }, () => nextBirth());
const transitBodies = transitBirths.map((birth) => {
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
  /** The server process's CPU per request, all threads (web, pool, GC helpers, libuv's). */
  serverCpuUs: number;
  /** This process's CPU per request: the client (autocannon) generating and reading the load. */
  clientCpuUs: number;
  non2xx: number;
}

type Workload = 'me' | 'natal' | 'transit';
const WORKLOADS: Workload[] = ['me', 'natal', 'transit'];
const NAMES: Record<Workload, string> = {
  me: 'GET /api/me',
  natal: 'GET /api/calc/natal',
  transit: 'POST /api/calc/transit (one year)',
};

/** The autocannon options of a workload against a server. */
function optionsOf(workload: Workload, url: string, key: string): autocannon.Options {
  if (workload === 'me') return { url: `${url}/api/me`, headers: { 'X-Api-Key': key }, connections: 32 };
  if (workload === 'natal') {
    let n = 0;
    return {
      url,
      headers: { 'X-Api-Key': key },
      connections: 32,
      requests: [
        {
          setupRequest: (request: Request) => ({
            ...request,
            method: 'GET',
            path: natalPaths[n++ % natalPaths.length],
          }),
        },
      ],
    };
  }
  let m = 0;
  return {
    url: `${url}/api/calc/transit`,
    method: 'POST',
    headers: { 'X-Api-Key': key, 'Content-Type': 'application/json', 'X-Api-Version': '2026-09-03' },
    connections: 4,
    requests: [
      { setupRequest: (request: Request) => ({ ...request, body: transitBodies[m++ % transitBodies.length] }) },
    ],
  };
}

async function measure(pid: number, options: autocannon.Options, seconds: number): Promise<Figures> {
  const before = { main: mainThreadCpuMs(pid)!, server: processCpuMs(pid)!, client: process.cpuUsage() };
  const result = await autocannon({ ...options, duration: seconds });
  const after = { main: mainThreadCpuMs(pid)!, server: processCpuMs(pid)!, client: process.cpuUsage(before.client) };
  const perRequest = (ms: number) => (ms * 1000) / result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    mainCpuUs: perRequest(after.main - before.main),
    serverCpuUs: perRequest(after.server - before.server),
    clientCpuUs: perRequest((after.client.user + after.client.system) / 1000),
    non2xx: result.non2xx,
  };
}

/** The bytes of one transit response on the wire. */
function wireBytes(url: string, key: string, body: string, acceptEncoding?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'X-Api-Key': key,
      'Content-Type': 'application/json',
      'X-Api-Version': '2026-09-03',
    };
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

/** `median (min–max)` of the values, with `digits` decimals. */
const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

interface Measured {
  label: string;
  pid: number;
  url: string;
  key: string;
  rounds: Record<Workload, Figures[]>;
}

const started = [await startBenchServer({ POOL_THREADS: '1' })];
if (BEFORE) started.push(await startBenchServer({ POOL_THREADS: '1' }, BEFORE));
try {
  await Promise.all(started.map(({ server }) => contentSeeded(server)));
  await poolWarmUp();
  const servers: Measured[] = started.map(({ database, server }, i) => ({
    label: i === 0 ? 'this commit' : 'before',
    pid: server.child.pid!,
    url: server.url,
    key: database.apiKey,
    rounds: { me: [], natal: [], transit: [] },
  }));
  // Each workload warms each server up once (code compiled, caches filled), then the rounds.
  for (const workload of WORKLOADS) for (const s of servers) await measure(s.pid, optionsOf(workload, s.url, s.key), 2);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const workload of WORKLOADS) {
      for (const s of order) s.rounds[workload].push(await measure(s.pid, optionsOf(workload, s.url, s.key), SECONDS));
    }
  }
  console.log(
    `${ROUNDS} rounds of ${SECONDS} s per workload${BEFORE ? ` and server, ABBA order; before = ${BEFORE}` : ''}; median (min–max) of the rounds`,
  );
  for (const s of servers) {
    const label = BEFORE ? `[${s.label}] ` : '';
    for (const workload of WORKLOADS) {
      const rounds = s.rounds[workload];
      const non2xx = rounds.reduce((n, f) => n + f.non2xx, 0);
      if (non2xx > 0) console.log(`warning: ${non2xx} non-2xx responses (${label}${NAMES[workload]})`);
      console.log(
        `${label}${NAMES[workload]}: ${spread(
          rounds.map((f) => f.rps),
          0,
        )} req/s (p99 ${median(rounds.map((f) => f.p99))} ms), ` +
          `web-thread CPU ${spread(
            rounds.map((f) => f.mainCpuUs),
            1,
          )} µs per request; ` +
          `CPU in all per request: server ${spread(
            rounds.map((f) => f.serverCpuUs),
            0,
          )} µs + client ${spread(
            rounds.map((f) => f.clientCpuUs),
            0,
          )} µs`,
      );
    }
    const natalToMe = s.rounds.natal.map((f, i) => f.mainCpuUs / s.rounds.me[i].mainCpuUs);
    console.log(`${label}natal web-thread CPU per request / GET /api/me's: ${spread(natalToMe, 2)}× (target ≤ 3×)`);
    const plainBytes = await wireBytes(s.url, s.key, transitBodies[0]);
    const gzipBytes = await wireBytes(s.url, s.key, transitBodies[0], 'gzip');
    console.log(
      `${label}transit body on the wire: ${(plainBytes / 1000).toFixed(1)} kB plain, ${(gzipBytes / 1000).toFixed(1)} kB with Accept-Encoding: gzip (target ≤ 80 kB)`,
    );
  }
  // The pool thread's own work per response, in a thread set up as the pool's, with both servers idle.
  const floorThread = new Piscina({
    filename: new URL('./support/pool-thread-floor.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    ...calculationThreadOptions(loadConfig({}).pool.youngGenerationMb),
  });
  const floorInput: FloorInput = {
    natal: births.map((b) => ({
      dateTime: b.dateTime,
      latitude: b.latitude,
      longitude: b.longitude,
      timezone: b.timezone,
    })),
    transit: transitBirths.map((b) => ({
      birth: { dateTime: b.dateTime, latitude: b.latitude, longitude: b.longitude },
      start: '2026-01-01T00:00:00Z',
      end: '2027-01-01T00:00:00Z',
    })),
    applied: '2026-09-03',
  };
  const floors = (await floorThread.run(floorInput)) as Record<'natal' | 'transit', FloorFigures>;
  await floorThread.destroy();
  for (const workload of ['natal', 'transit'] as const) {
    const f = floors[workload];
    console.log(
      `one pool thread's work per ${workload} response, before any HTTP work (a thread set up as the pool's, servers idle): chart ${f.chart.toFixed(0)} µs + ` +
        `presentation ${f.present.toFixed(0)} µs + JSON.stringify ${f.stringify.toFixed(0)} µs + UTF-8 ${f.encode.toFixed(0)} µs = ${f.total.toFixed(0)} µs ` +
        `(${(f.bytes / 1000).toFixed(1)} kB): at most ${Math.round(1e6 / f.total)} req/s with one pool thread if nothing else ran`,
    );
  }
  if (BEFORE) {
    const [now, before] = servers;
    for (const workload of ['natal', 'transit'] as const) {
      const target = 3 * median(before.rounds[workload].map((f) => f.rps));
      console.log(
        `${NAMES[workload]}: 3 × before's req/s = ${Math.round(target)} req/s, i.e. ${(1e6 / target).toFixed(0)} µs of one pool thread per request ` +
          `(${((1e6 / target / floors[workload].total) * 100).toFixed(0)} % of its work above), and ${((CORES * 1e6) / target).toFixed(0)} µs of CPU in all on the ${CORES} cores for ` +
          `the pool thread, the web thread and the client together; this commit used ${spread(
            now.rounds[workload].map((f) => f.serverCpuUs + f.clientCpuUs),
            0,
          )} µs ` +
          `(server and client, per request)`,
      );
    }
    for (const workload of WORKLOADS) {
      const throughput = now.rounds[workload].map((f, i) => f.rps / before.rounds[workload][i].rps);
      const cpu = now.rounds[workload].map((f, i) => before.rounds[workload][i].mainCpuUs / f.mainCpuUs);
      const target = workload === 'me' ? '' : ' (target ≥ 3×)';
      console.log(
        `${NAMES[workload]}: throughput this commit / before ${spread(throughput, 2)}×${target}; web-thread CPU before / this commit ${spread(cpu, 2)}×`,
      );
    }
  }
} finally {
  for (const { server, database } of started) {
    await server.stop();
    await database.drop();
  }
}
