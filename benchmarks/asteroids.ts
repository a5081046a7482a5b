/**
 * What the four main asteroids (and the sidereal zodiac with them) add to a natal chart's
 * engine time, one thread: the same births (1900–2100, |latitude| ≤ 60°, the default points,
 * Placidus, aspects) computed as they are, with Ceres, Pallas, Juno and Vesta added to the
 * points, and with the asteroids in the sidereal zodiac (lahiri), in alternating rounds so that
 * the shared machine's noise falls on all alike. The asteroids' integration is warmed first, as a
 * worker's warm-up does between tasks; the time that takes is printed too.
 *
 * Run: node --import tsx benchmarks/asteroids.ts [charts]
 * Prints µs CPU per chart of each variant and its cost over the default chart in percent.
 */

import { computeNatalChart, type NatalChartInput } from '../src/astro/natal-chart.ts';
import { warmAsteroids } from '../src/astro/ephemeris/asteroids.ts';
import { DEFAULT_POINTS, ASTEROID_POINTS } from '../src/astro/vocabulary.ts';
import { mulberry32 } from './support/mulberry32.ts';

function births(n: number, seed: number): NatalChartInput[] {
  const r = mulberry32(seed);
  const out: NatalChartInput[] = [];
  for (let i = 0; i < n; i++) {
    const ms = Date.UTC(1900, 0, 1) + r() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1));
    out.push({
      dateTime: new Date(ms).toISOString().slice(0, 16) + 'Z',
      latitude: Math.round((r() * 120 - 60) * 1e4) / 1e4,
      longitude: Math.round((r() * 360 - 180) * 1e4) / 1e4,
      houseSystem: 'placidus',
    });
  }
  return out;
}

const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
const warmStart = process.cpuUsage();
let warmSteps = 0;
while (warmAsteroids()) warmSteps++;
console.log(`asteroid integration warm-up (1800–2400, once per worker): ${cpuMs(process.cpuUsage(warmStart)).toFixed(0)} ms CPU in ${warmSteps + 1} steps`);

const count = Number(process.argv[2] ?? 5000);
const withAsteroids = [...DEFAULT_POINTS, ...ASTEROID_POINTS];
const variants: Record<string, (b: NatalChartInput) => NatalChartInput> = {
  default: (b) => b,
  '+ 4 asteroids': (b) => ({ ...b, points: withAsteroids }),
  '+ 4 asteroids, sidereal lahiri': (b) => ({ ...b, points: withAsteroids, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
};
for (const b of births(2000, 1)) for (const v of Object.values(variants)) computeNatalChart(v(b));
const inputs = births(count, 2);
const ns: Record<string, number> = Object.fromEntries(Object.keys(variants).map((k) => [k, 0]));
let checksum = 0;
// Many short rounds, the variants in turn (rotated each round), CPU time of this process.
const ROUNDS = 40;
const names = Object.keys(variants);
for (let round = 0; round < ROUNDS; round++) {
  const slice = inputs.slice(Math.floor((round * count) / ROUNDS), Math.floor(((round + 1) * count) / ROUNDS));
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + round) % names.length];
    const prepared = slice.map(variants[name]);
    const start = process.cpuUsage();
    for (const b of prepared) checksum += computeNatalChart(b).points.length;
    ns[name] += cpuMs(process.cpuUsage(start)) * 1e6;
  }
}
const base = ns.default / count / 1000;
for (const [name, total] of Object.entries(ns)) {
  const us = total / count / 1000;
  const pct = ((us - base) / base) * 100;
  console.log(`natal ${name}: ${us.toFixed(1)} µs CPU/chart (${name === 'default' ? 'baseline' : `${pct >= 0 ? '+' : ''}${pct.toFixed(1)} %`})`);
}
console.log(`charts: ${count} per variant (points: ${checksum})`);
