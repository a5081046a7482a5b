/**
 * What the sidereal zodiac (and the extra points of the issue, when the vocabulary has them)
 * adds to a natal chart's engine time, one thread: the same births (1900–2100, |latitude| ≤ 60°,
 * Placidus, the default points, aspects) computed tropical, sidereal (lahiri; true-chitra, which
 * places Spica), with the fixed stars, and, once `ceres`, `pallas`, `juno`, `vesta` are points,
 * sidereal with the four asteroids added (`+ asteroids` rows: the "asteroids and the
 * sidereal conversion under 20 %" row). The variants run in many short rounds in rotating order,
 * each round timed in CPU time of this process; each round gives a ratio to the tropical chart,
 * and the median and the quartiles of those ratios are printed (the shared machine's load moves
 * whole rounds, and a ratio within one round cancels most of it).
 *
 * Run: node --import tsx benchmarks/sidereal.ts [charts per variant] [rounds]
 */

import { computeNatalChart, type NatalChartInput } from '../src/astro/natal-chart.ts';
import { POINTS } from '../src/astro/vocabulary.ts';
import { resolveZodiac } from '../src/astro/sidereal/zodiac.ts';
import { mulberry32 } from './support/mulberry32.ts';

/** The asteroids, as far as the vocabulary offers them as points. */
const ASTEROIDS = ['ceres', 'pallas', 'juno', 'vesta'].filter((p) => (POINTS as readonly string[]).includes(p));
/** The points of every variant but the `+ asteroids` ones: all of the vocabulary's other points. */
const BASE_POINTS = POINTS.filter((p) => !ASTEROIDS.includes(p));

function births(n: number, seed: number): NatalChartInput[] {
  const r = mulberry32(seed);
  const out: NatalChartInput[] = [];
  for (let i = 0; i < n; i++) {
    const ms = Date.UTC(1900, 0, 1) + r() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1));
    // Every variant's input has the same members (same object shape), so none runs code made
    // polymorphic by the others' inputs.
    out.push({
      dateTime: new Date(ms).toISOString().slice(0, 16) + 'Z',
      latitude: Math.round((r() * 120 - 60) * 1e4) / 1e4,
      longitude: Math.round((r() * 360 - 180) * 1e4) / 1e4,
      houseSystem: 'placidus',
      points: BASE_POINTS,
      zodiac: undefined,
      ayanamsa: undefined,
      fixedStars: undefined,
    });
  }
  return out;
}

const count = Number(process.argv[2] ?? 8000);
// 100 charts a round: process.cpuUsage's ticks and the machine's noise swamp shorter rounds.
const ROUNDS = Number(process.argv[3] ?? 80);
const variants: Record<string, (b: NatalChartInput) => NatalChartInput> = {
  tropical: (b) => b,
  'sidereal lahiri': (b) => ({ ...b, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  'sidereal true-chitra': (b) => ({ ...b, zodiac: 'sidereal', ayanamsa: 'true-chitra' }),
  'tropical + fixed stars': (b) => ({ ...b, fixedStars: { orb: 1 } }),
  ...(ASTEROIDS.length
    ? {
        'tropical + asteroids': (b: NatalChartInput) => ({ ...b, points: [...BASE_POINTS, ...ASTEROIDS] }),
        'sidereal lahiri + asteroids': (b: NatalChartInput) => ({ ...b, points: [...BASE_POINTS, ...ASTEROIDS], zodiac: 'sidereal' as const, ayanamsa: 'lahiri' as const }),
      }
    : {}),
};
const names = Object.keys(variants);
const inputs = births(count, 2);
const prepared = Object.fromEntries(names.map((n) => [n, inputs.map(variants[n])]));
// Warm-up: every variant over other births (fits, caches, optimised code).
for (const b of births(1000, 1)) for (const v of Object.values(variants)) computeNatalChart(v(b));

let checksum = 0;
const totals: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
const ratios: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
const perRound = Math.max(1, Math.floor(count / ROUNDS));
for (let round = 0; round < ROUNDS; round++) {
  const from = (round * perRound) % count;
  const used: Record<string, number> = {};
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + round) % names.length];
    const slice = prepared[name];
    const start = process.cpuUsage();
    for (let i = from; i < from + perRound; i++) checksum += computeNatalChart(slice[i % count]).points.length;
    const cpu = process.cpuUsage(start);
    used[name] = cpu.user + cpu.system;
    totals[name] += used[name];
  }
  for (const name of names) ratios[name].push(used[name] / used.tropical);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
};
const pct = (r: number) => `${r >= 1 ? '+' : ''}${((r - 1) * 100).toFixed(1)} %`;
const charts = ROUNDS * perRound;
for (const name of names) {
  const us = totals[name] / charts;
  const r = ratios[name];
  console.log(
    `natal ${name}: ${us.toFixed(1)} µs CPU/chart` +
      (name === 'tropical' ? ' (baseline)' : ` (${pct(quantile(r, 0.5))} median of ${ROUNDS} rounds, quartiles ${pct(quantile(r, 0.25))} … ${pct(quantile(r, 0.75))})`),
  );
}
// The conversion alone: the ayanamsa of date and its rate at new instants (the frame of each
// computed here too, which a chart has already).
const jds = inputs.map((_, i) => 2415020.5 + i * 14.6);
const t0 = process.cpuUsage();
let sum = 0;
for (let rep = 0; rep < 5; rep++) for (const jd of jds) sum += resolveZodiac('sidereal', 'lahiri', jd + rep)!.degrees;
const conv = process.cpuUsage(t0);
console.log(`ayanamsa of date (lahiri) and rate, with the nutation of a new instant: ${((conv.user + conv.system) / (5 * jds.length)).toFixed(2)} µs CPU`);
console.log(`charts: ${charts} per variant, ${perRound} per round (points: ${checksum}, ayanamsa sum ${sum.toFixed(0)}); asteroids: ${ASTEROIDS.length ? ASTEROIDS.join(', ') : 'not yet points (no + asteroids rows)'}`);
