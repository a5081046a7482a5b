/**
 * Returns and progressions in one thread set up as a warmed-up pool thread (warm-up.ts: the
 * integrations, zones, the sky of 1800–2400): one solar return, one lunar return, one progressed
 * chart (with its perfections) and one set of solar arc directions, each for a random birth
 * 1900–2100 and a random year of its life, so that most requests fit tracks of their own
 * (cold spans), as a service sees them. Engine time per request, wall and CPU.
 *
 * Run: node --import tsx benchmarks/returns-engine.ts [requests]
 * Prints: `<kind>: N µs/request (CPU N µs)`, mean and median.
 */

import { computeProgressions, computeSolarArc } from '../src/astro/progressions/index.ts';
import { computeLunarReturns, computeSolarReturn } from '../src/astro/returns/index.ts';
import { warmUpSteps } from '../src/astro/transits/warm-up.ts';
import { mulberry32 } from './support/mulberry32.ts';
import { randomBirths } from './support/random-births.ts';

const count = Number(process.argv[2] ?? 2000);
for (const step of warmUpSteps(Date.now())) step();

const r = mulberry32(11);
const births = randomBirths(count + 300, 5);
/** A year of life 1 … 90 after the birth, within 1800–2400. */
const yearOf = (dateTime: string) => Math.min(2399, Number(dateTime.slice(0, 4)) + 1 + Math.floor(r() * 90));
const cases = births.map((b) => {
  const birth = { dateTime: b.dateTime, latitude: b.latitude, longitude: b.longitude, timezone: b.timezone };
  const year = yearOf(b.dateTime);
  const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
  return { birth, year, date: `${year}-${month}-15`, target: `${year}-${month}-15T12:00` };
});

const kinds = {
  'solar return': (c: (typeof cases)[number]) => computeSolarReturn({ birth: c.birth, returnYear: c.year }),
  'lunar return': (c: (typeof cases)[number]) => computeLunarReturns({ birth: c.birth, returnDate: c.date }),
  'progressed chart': (c: (typeof cases)[number]) => computeProgressions({ birth: c.birth, targetDate: c.target }),
  'solar arc directions': (c: (typeof cases)[number]) => computeSolarArc({ birth: c.birth, targetDate: c.target }),
};

for (const [name, run] of Object.entries(kinds)) {
  for (const c of cases.slice(count, count + 300)) run(c); // JIT warm-up on cases of their own
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (const c of cases.slice(0, count)) {
    const t = performance.now();
    run(c);
    times.push((performance.now() - t) * 1000);
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  console.log(
    `${name}: ${mean.toFixed(0)} µs/request mean, median ${times[times.length >> 1].toFixed(0)} µs, p99 ${times[Math.floor(times.length * 0.99)].toFixed(0)} µs (CPU ${((cpu.user + cpu.system) / count).toFixed(0)} µs)`,
  );
}
