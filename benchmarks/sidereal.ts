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
const ROUNDS = 5;
for (let round = 0; round < ROUNDS; round++) {
  const slice = inputs.slice((round * count) / ROUNDS, ((round + 1) * count) / ROUNDS);
  for (const [name, v] of Object.entries(variants)) {
    const prepared = slice.map(v);
    const start = process.hrtime.bigint();
    for (const b of prepared) checksum += computeNatalChart(b).points.length;
    ns[name] += Number(process.hrtime.bigint() - start);
  }
}
const base = ns.tropical / count / 1000;
for (const [name, total] of Object.entries(ns)) {
  const us = total / count / 1000;
  const pct = ((us - base) / base) * 100;
  console.log(`natal ${name}: ${us.toFixed(1)} µs/chart (${name === 'tropical' ? 'baseline' : `${pct >= 0 ? '+' : ''}${pct.toFixed(1)} %`})`);
}
console.log(`charts: ${count} per variant (points: ${checksum})`);
