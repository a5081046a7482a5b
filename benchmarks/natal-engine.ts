/**
 * Natal chart throughput in one thread: full charts (Sun … Pluto, mean and true node, mean
 * Lilith, Chiron, Placidus houses, speeds, aspects, time-zone resolution) for random births
 * 1900–2100 at random places (|latitude| ≤ 60°), after a warm-up over the same century range.
 *
 * Run: node --import tsx benchmarks/natal-engine.ts [charts]
 * Prints: `natal chart: N µs/chart`, `natal chart throughput: N charts/s` and the CPU time per chart.
 */

import { computeNatalChart, type NatalChartInput } from '../src/astro/natal-chart.ts';
import { timezoneAt } from '../src/astro/time/birth-time.ts';
import { mulberry32 } from './support/mulberry32.ts';

function births(n: number, seed: number): NatalChartInput[] {
  const r = mulberry32(seed);
  const pad = (x: number) => String(x).padStart(2, '0');
  const out: NatalChartInput[] = [];
  for (let i = 0; i < n; i++) {
    const ms = Date.UTC(1900, 0, 1) + r() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1));
    const d = new Date(ms);
    const latitude = Math.round((r() * 120 - 60) * 1e4) / 1e4;
    const longitude = Math.round((r() * 360 - 180) * 1e4) / 1e4;
    out.push({
      dateTime: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
      latitude,
      longitude,
      timezone: timezoneAt(latitude, longitude),
      houseSystem: 'placidus',
      points: [
        'sun',
        'moon',
        'mercury',
        'venus',
        'mars',
        'jupiter',
        'saturn',
        'uranus',
        'neptune',
        'pluto',
        'chiron',
        'mean-node',
        'true-node',
        'mean-lilith',
        'ascendant',
        'midheaven',
      ],
    });
  }
  return out;
}

const count = Number(process.argv[2] ?? 20000);
// Warm-up: JIT, and the per-worker caches over 1900–2100 (Chiron's trajectories, Pluto's
// segments, the interpolated sky's blocks: a chart at a date whose blocks are not built yet
// costs about 0.8 ms more; a worker builds all of 1800–2400 at start, see warm-up.ts).
for (const b of births(4000, 1)) computeNatalChart(b);
const inputs = births(count, 2);
let checksum = 0;
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
for (const b of inputs) checksum += computeNatalChart(b).aspects.length;
const elapsedNs = Number(process.hrtime.bigint() - start);
const cpu = process.cpuUsage(cpuStart);
const usPerChart = elapsedNs / 1000 / count;
console.log(`natal chart: ${usPerChart.toFixed(1)} µs/chart`);
console.log(`natal chart throughput: ${Math.round(1e6 / usPerChart)} charts/s`);
// CPU time of this thread's process: the figure to compare on a machine shared with other work.
console.log(`natal chart CPU time: ${((cpu.user + cpu.system) / count).toFixed(1)} µs/chart`);
console.log(`charts: ${count} (aspects found: ${checksum})`);
