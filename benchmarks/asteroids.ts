/**
 * Issue #32's speed row: what the four main asteroids and the sidereal conversion add to a natal
 * chart's engine time, one thread. The same births (1900–2100, |latitude| ≤ 60°, Placidus, every
 * point but the asteroids, aspects) computed tropical, with Ceres, Pallas, Juno and Vesta added,
 * and with them in the sidereal zodiac (lahiri); every variant's inputs have one shape. The
 * asteroids' integration is warmed first, as a worker's warm-up does (its time is printed), and
 * each variant's births are computed once before the timed rounds (the first pass, when the
 * interpolated sky builds the blocks these births need, is printed apart): the rounds measure a
 * worker that has served charts across these years. Rounds and ratios: support/variant-rounds.ts.
 *
 * Run: node --import tsx benchmarks/asteroids.ts [charts per variant] [rounds]
 * Prints µs CPU per chart of each variant and the median of its per-round ratios to tropical;
 * the last line is the row (asteroids + sidereal over tropical, target under 1.20).
 */

import { warmAsteroids } from '../src/astro/ephemeris/asteroids.ts';
import { computeNatalChart, type NatalChartInput } from '../src/astro/natal-chart.ts';
import { ASTEROID_POINTS, DEFAULT_POINTS } from '../src/astro/vocabulary.ts';
import { randomNatalInputs } from './support/natal-inputs.ts';
import { compareInRounds, percent, printFigures } from './support/variant-rounds.ts';

const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
const warmStart = process.cpuUsage();
let warmSteps = 0;
while (warmAsteroids()) warmSteps++;
console.log(
  `asteroid integration warm-up (1800–2400, once per worker): ${cpuMs(process.cpuUsage(warmStart)).toFixed(0)} ms CPU in ${warmSteps + 1} steps`,
);

// 240 rounds: the median of the per-round ratios then moves by about 1 % between runs on a loaded machine.
const count = Number(process.argv[2] ?? 24000);
const ROUNDS = Number(process.argv[3] ?? 240);
const withAsteroids = [...DEFAULT_POINTS, ...ASTEROID_POINTS];
const inputs = randomNatalInputs(count, 2, [...DEFAULT_POINTS]);
const variants: Record<string, NatalChartInput[]> = {
  tropical: inputs,
  '+ 4 asteroids': inputs.map((b) => ({ ...b, points: withAsteroids })),
  '+ 4 asteroids, sidereal lahiri': inputs.map((b) => ({
    ...b,
    points: withAsteroids,
    zodiac: 'sidereal',
    ayanamsa: 'lahiri',
  })),
};
const run = (b: NatalChartInput) => computeNatalChart(b).points.length;
// Optimised code for every variant first (other births), then the first pass over the timed births.
for (const b of randomNatalInputs(1000, 1, [...DEFAULT_POINTS]))
  for (const v of Object.values(variants))
    run({ ...v[0], dateTime: b.dateTime, latitude: b.latitude, longitude: b.longitude });
for (const [name, list] of Object.entries(variants)) {
  const start = process.cpuUsage();
  for (const b of list) run(b);
  console.log(
    `first pass ${name} (interpolated-sky blocks built on demand): ${((cpuMs(process.cpuUsage(start)) * 1000) / count).toFixed(1)} µs CPU/chart`,
  );
}

const { figures, checksum, perRound } = compareInRounds(variants, run, ROUNDS);
printFigures('natal', figures, ROUNDS);
const row = figures[2];
console.log(
  `issue #32 row: 4 asteroids + sidereal over tropical = ${row.median.toFixed(3)} (${percent(row.median)} median, ${percent(row.totalRatio)} in total; target under 1.20: ${row.median < 1.2 ? 'met' : 'NOT met'})`,
);
console.log(`charts: ${ROUNDS * perRound} per variant, ${perRound} per round (points: ${checksum})`);
