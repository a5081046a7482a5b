/**
 * The sky-event feed in one thread (issue #44's target: one year under 10 ms of engine time):
 * a year of every kind of event for all bodies (ingresses, stations, lunations, eclipses, the
 * five major aspects between the 12 bodies), as the engine gives it (`skyEventFeed`) and as the
 * pool task answers it (with the ISO instants and the JSON), and a ten-year feed. Each is timed
 * cold (the first request over its span in a fresh process: ephemeris fits and scans built) and
 * warm (12-month spans starting each month of 2026, as a pool thread that has served the span
 * or finished its warm-up meets them), as the median of the runs and the CPU time per run.
 *
 * Run: npm run bench -- sky-events
 */
import { FEED_BODIES, skyEventFeed } from '../src/astro/sky-events/feed.ts';
import { skyEventsRequest } from '../src/astro/sky-events/requests.ts';
import { sharedTransitEphemeris } from '../src/astro/transits/transit-ephemeris.ts';

const jd = (ms: number) => ms / 86_400_000 + 2440587.5;

/** Runs `f(i)` for each i, printing the first run, the median of the others and the CPU per run. */
function measure(label: string, runs: number, f: (i: number) => unknown, cold: () => unknown): void {
  const t0 = performance.now();
  cold();
  const first = performance.now() - t0;
  for (let i = 0; i < 12; i++) f(i); // each span's fits built once
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f(i);
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  console.log(
    `${label}: cold ${first.toFixed(1)} ms, warm median ${times[Math.floor(runs / 2)].toFixed(2)} ms (p90 ${times[Math.floor(runs * 0.9)].toFixed(2)} ms), CPU ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms/run`,
  );
}

const yearFrom = (i: number) => {
  const start = Date.UTC(2026, i % 12, 1);
  const end = Date.UTC(2027, i % 12, 1);
  return [jd(start), jd(end)] as const;
};

measure(
  'sky-event feed, one year, every kind, 12 bodies (engine)',
  120,
  (i) => skyEventFeed(...yearFrom(i)),
  () => skyEventFeed(jd(Date.UTC(2040, 0, 1)), jd(Date.UTC(2041, 0, 1))),
);

// A year whose ephemeris fits are built (as a pool thread's warm-up builds them) but whose feed
// blocks are not: the first feed request over it.
{
  const times: number[] = [];
  for (let year = 2060; year < 2070; year++) {
    const [start, end] = [jd(Date.UTC(year, 0, 1)), jd(Date.UTC(year + 1, 0, 1))];
    sharedTransitEphemeris().tracks(FEED_BODIES, start - 30, end + 30);
    const t = performance.now();
    skyEventFeed(start, end);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `sky-event feed, one year, fits built, scans not (first request of a warmed thread): median ${times[5].toFixed(1)} ms (${times[0].toFixed(1)}–${times[9].toFixed(1)} ms over 10 years)`,
  );
}

const pad = (x: number) => String(x).padStart(2, '0');
measure(
  'sky-event feed, one year, as the pool task answers it (ISO instants, JSON)',
  60,
  (i) =>
    JSON.stringify(
      skyEventsRequest({ startDate: `2026-${pad((i % 12) + 1)}-01`, endDate: `2027-${pad((i % 12) + 1)}-01` }),
    ),
  () => JSON.stringify(skyEventsRequest({ startDate: '2045-01-01', endDate: '2045-12-31' })),
);

measure(
  'sky-event feed, ten years (engine)',
  12,
  (i) => skyEventFeed(jd(Date.UTC(2026, i % 12, 1)), jd(Date.UTC(2036, i % 12, 1))),
  () => skyEventFeed(jd(Date.UTC(2050, 0, 1)), jd(Date.UTC(2060, 0, 1))),
);
