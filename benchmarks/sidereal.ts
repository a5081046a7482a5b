/**
 * What the sidereal zodiac adds to a natal chart's engine time, one thread: the same births
 * (1900–2100, |latitude| ≤ 60°, Sun … Pluto, Chiron, nodes, Lilith, Placidus, aspects) computed
 * tropical, sidereal (lahiri; true-chitra, which places Spica each time) and with the fixed
 * stars, in alternating rounds so that the shared machine's noise falls on all alike.
 *
 * Run: node --import tsx benchmarks/sidereal.ts [charts]
 * Prints µs per chart of each variant and its cost over the tropical chart in percent.
 */

import { computeNatalChart, type NatalChartInput } from '../src/astro/natal-chart.ts';
import { mulberry32 } from './support/mulberry32.ts';
import { resolveZodiac } from '../src/astro/sidereal/zodiac.ts';

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

const count = Number(process.argv[2] ?? 5000);
const variants: Record<string, (b: NatalChartInput) => NatalChartInput> = {
  tropical: (b) => b,
  'sidereal lahiri': (b) => ({ ...b, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  'sidereal true-chitra': (b) => ({ ...b, zodiac: 'sidereal', ayanamsa: 'true-chitra' }),
  'tropical + fixed stars': (b) => ({ ...b, fixedStars: { orb: 1 } }),
};
for (const b of births(2000, 1)) for (const v of Object.values(variants)) computeNatalChart(v(b));
const inputs = births(count, 2);
const ns: Record<string, number> = Object.fromEntries(Object.keys(variants).map((k) => [k, 0]));
let checksum = 0;
// Many short rounds, the variants in turn (rotated each round), CPU time of this process: the
// shared machine's load moves wall-clock figures by tens of percent from minute to minute.
const ROUNDS = 40;
const names = Object.keys(variants);
for (let round = 0; round < ROUNDS; round++) {
  const slice = inputs.slice(Math.floor((round * count) / ROUNDS), Math.floor(((round + 1) * count) / ROUNDS));
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + round) % names.length];
    const prepared = slice.map(variants[name]);
    const start = process.cpuUsage();
    for (const b of prepared) checksum += computeNatalChart(b).points.length;
    const used = process.cpuUsage(start);
    ns[name] += (used.user + used.system) * 1000;
  }
}
// The conversion alone: the ayanamsa of date and its rate (what a sidereal chart adds, besides
// subtracting it and naming the nakshatras).
const jds = inputs.map((_, i) => 2415020.5 + i * 14.6);
const t0 = process.cpuUsage();
let sum = 0;
for (let rep = 0; rep < 10; rep++) for (const jd of jds) sum += resolveZodiac('sidereal', 'lahiri', jd + rep)!.degrees;
const conv = process.cpuUsage(t0);
console.log(`ayanamsa of date (lahiri) and rate: ${(((conv.user + conv.system) / (10 * jds.length))).toFixed(2)} µs CPU (checksum ${sum.toFixed(0)})`);
const base = ns.tropical / count / 1000;
for (const [name, total] of Object.entries(ns)) {
  const us = total / count / 1000;
  const pct = ((us - base) / base) * 100;
  console.log(`natal ${name}: ${us.toFixed(1)} µs CPU/chart (${name === 'tropical' ? 'baseline' : `${pct >= 0 ? '+' : ''}${pct.toFixed(1)} %`})`);
}
console.log(`charts: ${count} per variant (points: ${checksum})`);
