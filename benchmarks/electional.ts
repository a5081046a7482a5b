/**
 * The electional search in one thread: a year at a place with three conditions (the Moon not
 * void, waxing, Mercury not retrograde), and the same with a planetary hour and the Moon in
 * houses added (the costly conditions scanned only inside the cheap ones' windows). Cold: the
 * first request in the process (ephemeris fits and the Moon's year built); warm: other years'
 * starts again, the median and the CPU per run.
 *
 * Run: node --import tsx benchmarks/electional.ts
 */
import type { Condition } from '../src/astro/electional/conditions.ts';
import { electionalSearch } from '../src/astro/electional/search.ts';

const location = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const three: Condition[] = [
  { type: 'moon-not-void' },
  { type: 'moon-phase', phase: 'waxing' },
  { type: 'not-retrograde', body: 'mercury' },
];
const five: Condition[] = [
  ...three,
  { type: 'planetary-hour', rulers: ['venus', 'jupiter'] },
  { type: 'in-houses', body: 'moon', houses: [10, 11] },
];
const year = (i: number, conditions: Condition[]) =>
  electionalSearch({ location, startDate: `${2026 + (i % 3)}-01-01`, endDate: `${2026 + (i % 3)}-12-31`, conditions });

function measure(label: string, runs: number, conditions: Condition[]): void {
  const t0 = performance.now();
  year(0, conditions);
  const cold = performance.now() - t0;
  for (let i = 1; i < 3; i++) year(i, conditions);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    year(i, conditions);
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  console.log(
    `${label}: cold ${cold.toFixed(1)} ms, warm median ${times[Math.floor(runs / 2)].toFixed(2)} ms, CPU ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms/run (target < 50 ms)`,
  );
}

measure('electional search, one year, three conditions', 30, three);
measure('electional search, one year, five conditions (with a planetary hour and houses)', 10, five);
