/**
 * Sky-calendar calculations in one thread: a 31-day Moon calendar, a 10-year retrograde search
 * (all nine points), a moon-sun day, a 50-year eclipse list (without and with a place). Each is
 * timed cold (the first request over its span in a fresh process: ephemeris fits and scans
 * built) and warm (the same kind of request again over spans whose fits are built, as in a pool
 * thread that has served them or finished its warm-up), as the median of the runs and the CPU
 * time per run.
 *
 * Last, moon-sun against the code before issue 42's fixes, when the clone has that commit.
 *
 * Run: node --import tsx benchmarks/sky-calendars-engine.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchEclipses } from '../src/astro/sky-calendars/eclipses.ts';
import { moonCalendarRange } from '../src/astro/sky-calendars/moon-calendar.ts';
import { moonSunDay } from '../src/astro/sky-calendars/moon-sun.ts';
import { retrogradePeriods } from '../src/astro/sky-calendars/retrograde-periods.ts';

const DAY_MS = 86_400_000;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const pad = (x: number) => String(x).padStart(2, '0');

/** Runs `f(i)` for each i, printing the first run, the median of the others and the CPU per run. */
function measure(label: string, runs: number, f: (i: number) => unknown, cold: (i: number) => unknown = f): void {
  const t0 = performance.now();
  cold(0);
  const first = performance.now() - t0;
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 1; i <= runs; i++) {
    const t = performance.now();
    f(i);
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${label}: cold ${first.toFixed(1)} ms, warm median ${median.toFixed(2)} ms (p90 ${times[Math.floor(times.length * 0.9)].toFixed(2)} ms), CPU ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms/run`,
  );
}

// Month-long calendars of 2026–2027, month by month in turn (each month's fits built on its first run).
const months = Array.from({ length: 24 }, (_, k) => ({ year: 2026 + Math.floor(k / 12), month: (k % 12) + 1 }));
const calendar = (k: number) => {
  const { year, month } = months[k % months.length];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return moonCalendarRange({
    startDate: `${year}-${pad(month)}-01`,
    endDate: `${year}-${pad(month)}-${last}`,
    timezone: 'Europe/Paris',
  });
};
for (let k = 1; k < months.length; k++) calendar(k);
measure(
  'moon calendar, one month (28–31 days)',
  200,
  (i) => calendar(i),
  () => moonCalendarRange({ startDate: '2031-03-01', endDate: '2031-03-31', timezone: 'America/New_York' }),
);

// Ten-year retrograde searches starting each month of 2026 (the scans of 2025–2037 built once).
const retrograde = (i: number) => {
  const start = Date.UTC(2026, i % 12, 1);
  return retrogradePeriods({ startMs: start, endMs: start + 3652 * DAY_MS });
};
measure('retrograde periods, 10 years, 9 points', 100, retrograde, () =>
  retrogradePeriods({ startMs: Date.UTC(2050, 0, 1), endMs: Date.UTC(2060, 0, 1) }),
);

const places = [
  { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  { latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' },
  { latitude: 40.71, longitude: -74.01, timezone: 'America/New_York' },
  { latitude: 69.65, longitude: 18.96, timezone: 'Europe/Oslo' },
];
measure('moon-sun day', 200, (i) =>
  moonSunDay({ ...places[i % places.length], instantMs: Date.UTC(2026, 0, 1, 12) + (i % 60) * DAY_MS }),
);

measure(
  'eclipses, 50 years',
  20,
  (i) => searchEclipses({ startMs: Date.UTC(2000 + (i % 5), 0, 1), endMs: Date.UTC(2050 + (i % 5), 0, 1) }),
  () => searchEclipses({ startMs: Date.UTC(2100, 0, 1), endMs: Date.UTC(2150, 0, 1) }),
);
measure('eclipses, 50 years with local circumstances', 5, (i) =>
  searchEclipses({
    startMs: Date.UTC(2000 + i, 0, 1),
    endMs: Date.UTC(2050 + i, 0, 1),
    location: places[i % places.length],
  }),
);

// The cost of the issue-42 fixes (local mean time, the service's ΔT, the Swiss Ephemeris's
// refraction and limb radius, star rise and set): moon-sun against the code before them (commit
// BEFORE_FIXES, checked out into a temporary git worktree when the clone has it), in
// alternating rounds in this one process, CPU time per request.
const BEFORE_FIXES = '25f1738^';
const baseline = await checkoutBefore(BEFORE_FIXES);
if (baseline) {
  try {
    const before = (await import(path.join(baseline, 'src/astro/sky-calendars/moon-sun.ts'))) as {
      moonSunDay: typeof moonSunDay;
    };
    const day = (f: typeof moonSunDay, i: number) =>
      f({ ...places[i % places.length], instantMs: Date.UTC(2026, 0, 1, 12) + (i % 60) * DAY_MS });
    const cpuPerRequest = (f: typeof moonSunDay, n: number) => {
      const c = process.cpuUsage();
      for (let i = 0; i < n; i++) day(f, i);
      const u = process.cpuUsage(c);
      return (u.user + u.system) / 1000 / n;
    };
    cpuPerRequest(before.moonSunDay, 100);
    cpuPerRequest(moonSunDay, 100);
    const then: number[] = [];
    const now: number[] = [];
    for (let round = 0; round < 7; round++) {
      then.push(cpuPerRequest(before.moonSunDay, 200));
      now.push(cpuPerRequest(moonSunDay, 200));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `moon-sun day before the issue-42 fixes (${BEFORE_FIXES}): CPU ${median(then).toFixed(2)} ms/request; now ${median(now).toFixed(2)} ms/request; now/before ${(median(now) / median(then)).toFixed(2)} (7 alternating rounds of 200)`,
    );
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', baseline], { cwd: root });
  }
} else {
  console.log(`moon-sun day before the issue-42 fixes: not measured (this clone has no commit ${BEFORE_FIXES})`);
}

/** A temporary worktree of `commit` sharing this clone's node_modules, or null without git or the commit. */
async function checkoutBefore(commit: string): Promise<string | null> {
  const dir = path.join(os.tmpdir(), `sky-before-${process.pid}`);
  const made = spawnSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, encoding: 'utf8' });
  if (made.status !== 0) return null;
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
