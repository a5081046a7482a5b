/**
 * Vedic engine time in one thread: a kundli's parts (the sidereal chart, D1 and D9, the
 * Vimshottari dasha to three levels at a date) for random births 1950–2020, the kundli operation's
 * engine (one chart read for all of them), and the panchang of
 * a day at random places (|latitude| ≤ 60°) and dates 1950–2050, the median and the CPU per run
 * after a warm-up. The panchang's sunrise-based day is also timed both ways, back to back: the
 * Sun's rises and sets on one track (what it uses) and the sky calendars' full dayTimes twice
 * (the planetary hours' way).
 *
 * Run: node --import tsx benchmarks/vedic.ts
 */
import { dayStartMs, nextDate } from '../src/astro/sky-calendars/calendar-days.ts';
import { STANDARD_ATMOSPHERE } from '../src/astro/sky-calendars/refraction.ts';
import { dayTimes } from '../src/astro/sky-calendars/rise-set.ts';
import { timezoneAt } from '../src/astro/time/birth-time.ts';
import { kundli as kundliOp } from '../src/astro/vedic/kundli.ts';
import { panchang, sunriseDay } from '../src/astro/vedic/panchang.ts';
import { panchangRangeRequest } from '../src/astro/vedic/panchang-request.ts';
import { dashaRequest, divisionalChartsRequest } from '../src/astro/vedic/requests.ts';
import { mulberry32 } from './support/mulberry32.ts';

const next = mulberry32(43);
const births = Array.from({ length: 200 }, () => {
  const ms = Date.UTC(1950, 0, 1) + next() * (Date.UTC(2020, 0, 1) - Date.UTC(1950, 0, 1));
  return {
    dateTime: new Date(ms).toISOString().slice(0, 16).concat('Z'),
    latitude: (next() * 2 - 1) * 60,
    longitude: (next() * 2 - 1) * 180,
  };
});

const kundli = (i: number) => {
  const birth = births[i % births.length];
  const request = { birth, ayanamsa: 'lahiri' as const, node: 'mean' as const };
  divisionalChartsRequest({ ...request, vargas: [1, 9] });
  dashaRequest({
    ...request,
    system: 'vimshottari',
    levels: 3,
    yearDays: 365.25,
    date: '2026-06-01T00:00Z',
    years: 120,
  });
};

/** Median, p90 and CPU per run of `run(i)` over `runs` runs, after `warmUp` runs. */
function timedRuns(run: (i: number) => void, runs = 1000, warmUp = 200) {
  for (let i = 0; i < warmUp; i++) run(i);
  const t: number[] = [];
  const c = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    run(i);
    t.push(performance.now() - s);
  }
  const u = process.cpuUsage(c);
  t.sort((x, y) => x - y);
  return { median: t[Math.floor(runs / 2)], p90: t[Math.floor(runs * 0.9)], cpu: (u.user + u.system) / 1000 / runs };
}

const line = (what: string, r: ReturnType<typeof timedRuns>, digits = 3) =>
  console.log(
    `${what}: median ${r.median.toFixed(digits)} ms, p90 ${r.p90.toFixed(digits)} ms, CPU ${r.cpu.toFixed(digits)} ms/run`,
  );

line('kundli parts (sidereal chart, D1 + D9, Vimshottari to three levels)', timedRuns(kundli));

// POST /api/calc/vedic/kundli's engine: one sidereal chart read for grahas, bhavas, D9 and the dasha.
const oneChart = (i: number) =>
  kundliOp({ birth: births[i % births.length], ayanamsa: 'lahiri', node: 'mean', date: '2026-06-01T00:00Z' });
line(
  'kundli (one chart: grahas, bhavas, D9, Vimshottari to three levels, ashtakavarga, yogas, doshas; target < 2 ms)',
  timedRuns(oneChart),
);

const days = Array.from({ length: 200 }, () => {
  const ms = Date.UTC(1950, 0, 1) + next() * (Date.UTC(2050, 0, 1) - Date.UTC(1950, 0, 1));
  const latitude = (next() * 2 - 1) * 60;
  const longitude = (next() * 2 - 1) * 180;
  return {
    date: new Date(ms).toISOString().slice(0, 10),
    place: { latitude, longitude },
    clock: { zone: timezoneAt(latitude, longitude), longitude },
  };
});

/** `f` over the random days, after a warm-up of every day. */
const timed = (f: (day: (typeof days)[number]) => void) =>
  timedRuns((i) => f(days[i % days.length]), 1000, days.length);

line(
  'sunrise-based day, dayTimes twice (before)',
  timed(({ date, place, clock }) => {
    const observer = { ...place, elevation: 0, atmosphere: STANDARD_ATMOSPHERE };
    const tomorrow = nextDate(date);
    dayTimes(observer, dayStartMs(date, clock), dayStartMs(tomorrow, clock));
    dayTimes(observer, dayStartMs(tomorrow, clock), dayStartMs(nextDate(tomorrow), clock));
  }),
);
line(
  'sunrise-based day, the Sun alone on one track (after)',
  timed(({ date, place, clock }) => sunriseDay(date, place, clock)),
);
line(
  'panchang of a day (target < 1 ms)',
  timed(({ date, place, clock }) => panchang(date, place, clock, 'lahiri')),
);

// POST /api/calc/vedic/panchang/range's engine: a month of days at a place, the answer as sent.
const months = Array.from({ length: 60 }, (_, k) => ({
  startDate: `20${String(10 + (k % 30)).padStart(2, '0')}-${String(1 + (k % 12)).padStart(2, '0')}-01`,
  latitude: (next() * 2 - 1) * 60,
  longitude: (next() * 2 - 1) * 180,
}));
const month = (k: number) => {
  const m = months[k % months.length];
  const endDate = new Date(Date.UTC(+m.startDate.slice(0, 4), +m.startDate.slice(5, 7), 0)).toISOString().slice(0, 10);
  const location = { latitude: m.latitude, longitude: m.longitude };
  return panchangRangeRequest({ startDate: m.startDate, endDate, location, ayanamsa: 'lahiri', include: [] });
};
line('panchang of a month (28–31 days, the range answer)', timedRuns(month, 60, 10), 2);
