/**
 * Throughput of the full middleware stack against bare Koa on the same machine, in one run:
 * a trivial authenticated endpoint (GET /api/me: request id, access log, errors, CORS, version,
 * API-key auth, Redis rate limit and quota, authorization) versus a bare Koa app answering
 * the same JSON body. Each server is its own process; autocannon drives them from this one, in
 * rounds that measure each server back to back (ABBA order); the ratio is the median of the
 * rounds' ratios. Each server's CPU time
 * per request (from /proc) is printed too: a steadier view of the stack's cost than throughput,
 * which on this two-core machine also depends on how the server and autocannon share the cores.
 * The ratio is printed without a target: a few µs per request on loopback is not what users feel.
 */
import autocannon from 'autocannon';
import { BENCH_REDIS_URL, BENCH_SERVER_SECRET, createBenchDatabase } from './support/bench-database.ts';
import { mainThreadCpuMs, processCpuMs } from './support/process-cpu.ts';
import { contentSeeded, startChild } from './support/processes.ts';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;

interface Round {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The server's CPU time per request in the round, µs (undefined without /proc). */
  cpuUs: number | undefined;
  /** The part of it on the main thread (the event loop), µs. */
  mainCpuUs: number | undefined;
}

async function measure(url: string, headers: Record<string, string>, pid: number | undefined): Promise<Round> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const before = [processCpuMs(pid), mainThreadCpuMs(pid)];
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: ROUND_SECONDS });
  const after = [processCpuMs(pid), mainThreadCpuMs(pid)];
  const [cpuUs, mainCpuUs] = before.map((start, i) => {
    const end = after[i];
    return start === undefined || end === undefined ? undefined : ((end - start) * 1000) / result.requests.total;
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuUs,
    mainCpuUs,
  };
}

/** The item whose value is the median (the upper one of an even count). */
function medianBy<T>(items: T[], value: (item: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}
const medianOf = (values: number[]) => medianBy(values, (v) => v);

const database = await createBenchDatabase();
await database.db('api_keys').update({ rate_limit_max: 1_000_000_000 });
const stack = await startChild('src/server.ts', {
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: database.url,
  SERVER_SECRET: BENCH_SERVER_SECRET,
  REDIS_URL: BENCH_REDIS_URL,
  REDIS_PREFIX: `bench:${database.schema}:`,
  POOL_THREADS: '1',
  MONTHLY_QUOTA: '0',
  // The pool thread's warm-up (which /api/me does not use) would still be burning CPU while
  // bare Koa is measured. The place index loads as in service (eager).
  WORKER_WARM_UP: 'off',
});
// The content seed runs on the main thread for its first seconds: measured after it.
await contentSeeded(stack);
const sample = await fetch(`${stack.url}/api/me`, { headers: { 'X-Api-Key': database.apiKey } }).then((r) => r.text());
const bare = await startChild('benchmarks/support/bare-koa.ts', { BARE_BODY: sample });
try {
  const bareRounds: Round[] = [];
  const stackRounds: Round[] = [];
  // Rounds in ABBA order (bare first, then stack first, …): each round's ratios are taken under
  // one state of this shared machine, whose speed drifts by several percent in a minute.
  for (let round = 0; round < ROUNDS; round++) {
    const steps = [
      async () => bareRounds.push(await measure(`${bare.url}/`, {}, bare.child.pid)),
      async () =>
        stackRounds.push(await measure(`${stack.url}/api/me`, { 'X-Api-Key': database.apiKey }, stack.child.pid)),
    ];
    for (const step of round % 2 === 0 ? steps : steps.reverse()) await step();
  }
  const non2xx = stackRounds.reduce((n, r) => n + r.non2xx, 0);
  if (non2xx > 0) console.log(`warning: ${non2xx} non-2xx responses from the stack`);
  const bareResult = medianBy(bareRounds, (r) => r.rps);
  const stackResult = medianBy(stackRounds, (r) => r.rps);
  const ratios = stackRounds.map((r, i) => (r.rps / bareRounds[i].rps) * 100);
  const list = (rounds: Round[]) => rounds.map((r) => Math.round(r.rps)).join(', ');
  console.log(
    `rounds (${ROUNDS} × ${ROUND_SECONDS} s each, ABBA order): bare ${list(bareRounds)}; stack ${list(stackRounds)} req/s`,
  );
  console.log(`stack/bare per round: ${ratios.map((r) => r.toFixed(1)).join(', ')} %`);
  console.log(
    `bare koa: ${Math.round(bareResult.rps)} req/s median (p50 ${bareResult.p50} ms, p99 ${bareResult.p99} ms)`,
  );
  console.log(
    `full stack GET /api/me: ${Math.round(stackResult.rps)} req/s median (p50 ${stackResult.p50} ms, p99 ${stackResult.p99} ms)`,
  );
  const cpuOf = (rounds: Round[]) => rounds.flatMap((r) => (r.cpuUs === undefined ? [] : [r.cpuUs]));
  const cpus = [bareRounds, stackRounds].map(cpuOf);
  if (cpus.every((values) => values.length === ROUNDS)) {
    const [bareUs, stackUs] = cpus.map(medianOf);
    console.log(
      `server CPU per request (median of rounds): bare ${bareUs.toFixed(1)} µs, stack ${stackUs.toFixed(1)} µs`,
    );
    // Where the stack's time went, per round: a run whose other threads stay busy (background
    // work) reads differently from one whose event loop does more per request.
    const split = stackRounds.map((r) => `${r.mainCpuUs!.toFixed(1)} + ${(r.cpuUs! - r.mainCpuUs!).toFixed(1)}`);
    console.log(`stack CPU per request by round, main thread + other threads: ${split.join(', ')} µs`);
  }
  console.log(`stack/bare ratio: ${medianOf(ratios).toFixed(1)} % (median of the rounds)`);
} finally {
  await Promise.all([bare.stop(), stack.stop()]);
  await database.drop();
}
