/**
 * What the sidereal zodiac, the fixed stars and the four asteroids add to a natal chart's engine
 * time, one thread: the same births (1900–2100, |latitude| ≤ 60°, Placidus, every point but the
 * asteroids, aspects) computed tropical, sidereal (lahiri; true-chitra, which places Spica), with
 * the fixed stars, with Ceres, Pallas, Juno and Vesta, and sidereal with them (the issue's
 * "asteroids and the sidereal conversion under 20 %" row; benchmarks/asteroids.ts is that row
 * alone). Rounds and ratios: support/variant-rounds.ts (median and quartiles of the per-round
 * ratios to the tropical chart). Each variant's births are computed once before the timed rounds,
 * the asteroids' integration warmed as a worker's warm-up does.
 *
 * Run: node --import tsx benchmarks/sidereal.ts [charts per variant] [rounds]
 */

import { warmAsteroids } from '../src/astro/ephemeris/asteroids.ts';
import { computeNatalChart, type NatalChartInput } from '../src/astro/natal-chart.ts';
import { resolveZodiac } from '../src/astro/sidereal/zodiac.ts';
import { ASTEROID_POINTS, DEFAULT_POINTS } from '../src/astro/vocabulary.ts';
import { randomNatalInputs } from './support/natal-inputs.ts';
import { compareInRounds, printFigures } from './support/variant-rounds.ts';

while (warmAsteroids());
// 100 charts a round (process.cpuUsage's ticks and the machine's noise swamp shorter rounds), 240
// rounds (the median of the ratios then moves by about 1 % between runs on a loaded machine).
const count = Number(process.argv[2] ?? 24000);
const ROUNDS = Number(process.argv[3] ?? 240);
const withAsteroids = [...DEFAULT_POINTS, ...ASTEROID_POINTS];
const variants: Record<string, (b: NatalChartInput) => NatalChartInput> = {
  tropical: (b) => b,
  'sidereal lahiri': (b) => ({ ...b, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  'sidereal true-chitra': (b) => ({ ...b, zodiac: 'sidereal', ayanamsa: 'true-chitra' }),
  'tropical + fixed stars': (b) => ({ ...b, fixedStars: { orb: 1 } }),
  'tropical + asteroids': (b) => ({ ...b, points: withAsteroids }),
  'sidereal lahiri + asteroids': (b) => ({ ...b, points: withAsteroids, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
};
const inputs = randomNatalInputs(count, 2, [...DEFAULT_POINTS]);
const prepared = Object.fromEntries(Object.entries(variants).map(([n, v]) => [n, inputs.map(v)]));
const run = (b: NatalChartInput) => computeNatalChart(b).points.length;
// Warm-up: every variant over other births (optimised code), then once over the timed births.
for (const b of randomNatalInputs(1000, 1, [...DEFAULT_POINTS])) for (const v of Object.values(variants)) run(v(b));
for (const list of Object.values(prepared)) for (const b of list) run(b);

const { figures, checksum, perRound } = compareInRounds(prepared, run, ROUNDS);
printFigures('natal', figures, ROUNDS);

// The conversion alone: the ayanamsa of date and its rate at new instants (the frame of each
// computed here too, which a chart has already).
const jds = inputs.map((_, i) => 2415020.5 + i * 14.6);
const t0 = process.cpuUsage();
let sum = 0;
for (let rep = 0; rep < 5; rep++) for (const jd of jds) sum += resolveZodiac('sidereal', 'lahiri', jd + rep)!.degrees;
const conv = process.cpuUsage(t0);
console.log(
  `ayanamsa of date (lahiri) and rate, with the nutation of a new instant: ${((conv.user + conv.system) / (5 * jds.length)).toFixed(2)} µs CPU`,
);
console.log(
  `charts: ${ROUNDS * perRound} per variant, ${perRound} per round (points: ${checksum}, ayanamsa sum ${sum.toFixed(0)})`,
);
