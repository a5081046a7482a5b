/**
 * Locational calculations in one thread: all four lines of 14 points for a birth (engine time:
 * the points' places, the meridians and the adaptively sampled curves, GeoJSON coordinates),
 * the same with the parans, and a 1600 px map as SVG and as PNG (equirectangular, Robinson,
 * Equal Earth). Each is timed cold (the first run in a fresh process) and warm (median of the
 * runs over different births, with the CPU time per run).
 *
 * Run: node --import tsx benchmarks/astrocartography.ts
 */
import { astrocartography } from '../src/astro/locational/astrocartography.ts';
import type { LocationalPoint } from '../src/astro/locational/locational-sky.ts';
import { locationalMap } from '../src/calc/tasks/locational-map.ts';
import { preloadLabelFonts } from '../src/chart/index.ts';
import { MAP_PROJECTIONS } from '../src/chart/map/map-svg.ts';
import { mulberry32 } from './support/mulberry32.ts';

const POINTS: LocationalPoint[] = [
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
  'true-node',
  'chiron',
  'mean-lilith',
  'ceres',
];

const random = mulberry32(45);
const births = Array.from({ length: 64 }, () => ({
  dateTime: `${new Date(Date.UTC(1950, 0, 1) + random() * 80 * 365.25 * 86_400_000).toISOString().slice(0, 16)}Z`,
  latitude: -60 + 120 * random(),
  longitude: -180 + 360 * random(),
}));

/** Runs `f(i)` for each i, printing the first run, the median of the others and the CPU per run. */
function measure(label: string, runs: number, f: (i: number) => unknown): void {
  const t0 = performance.now();
  f(0);
  const first = performance.now() - t0;
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 1; i <= runs; i++) {
    const t = performance.now();
    f(i);
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  console.log(
    `${label}: cold ${first.toFixed(1)} ms, warm median ${times[Math.floor(times.length / 2)].toFixed(2)} ms (p90 ${times[Math.floor(times.length * 0.9)].toFixed(2)} ms), CPU ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms/run`,
  );
}

const birth = (i: number) => births[i % births.length];
measure('astrocartography lines, 14 points', 200, (i) => astrocartography({ birth: birth(i), points: POINTS }));
measure('astrocartography lines and parans, 14 points', 50, (i) =>
  astrocartography({ birth: birth(i), points: POINTS, parans: true }),
);
preloadLabelFonts();
for (const projection of MAP_PROJECTIONS) {
  for (const format of ['svg', 'png'] as const) {
    measure(`map 1600 px ${format.toUpperCase()}, ${projection}, 12 points`, 20, (i) =>
      locationalMap({ kind: 'astrocartography', birth: birth(i), width: 1600, theme: 'light', projection, format }),
    );
  }
}
