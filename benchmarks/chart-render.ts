/**
 * Chart rendering speed in one thread: the SVG and the PNG (800 × 800) of a natal wheel, a
 * transit bi-wheel and a synastry bi-wheel, built by the service's own path from requests (so
 * with the title, subtitles and legend a chart image carries). Each render is timed in CPU time of
 * this thread (threadCpuMs: what a render costs however busy the shared machine is), in many short
 * rounds in which every task runs a batch, in rotating order; per task it prints the median and
 * the quartiles over the rounds of the CPU milliseconds per render, and the wall-clock median. First
 * the one-off cost of the first render in a fresh thread (loading fontkit and the font), and the
 * load average, since the machine may be shared.
 *
 * Before and after in one run: with BENCH_BASELINE=<checkout> (e.g. BENCH_BASELINE=/work/main, a
 * checkout of the branch to compare with, its node_modules installed) the renderers of that
 * checkout run in the same rounds on the same inputs, and each task also prints the baseline's
 * figures and the median of the per-round ratios current / baseline (a ratio within one round
 * cancels most of the machine's swings).
 *
 * Run: node --import tsx benchmarks/chart-render.ts [rounds]   (default 30)
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chartWheelInput } from '../src/calc/tasks/chart-image.ts';
import type { WheelInput } from '../src/chart/index.ts';
import * as current from '../src/chart/index.ts';
import { chartImageSpec } from '../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../src/features/chart/schema.ts';
import { threadCpuClock, threadCpuMs } from './support/process-cpu.ts';
import { quantile } from './support/statistics.ts';

type Renderers = Pick<typeof current, 'renderWheelSvg' | 'renderPng'>;

const SIDE = 800;
const size = { width: SIDE, height: SIDE };
const ROUNDS = Number(process.argv[2] ?? 30);
/**
 * Renders per task and round: batches of about 100 ms, since the thread's CPU clock advances in
 * scheduler ticks (up to 4 ms) while the thread runs.
 */
const BATCH = { svg: 80, png: 5 } as const;

const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4,
  longitude: 9.99,
  timezone: 'Europe/Berlin',
  name: 'Albert Einstein',
  placeName: 'Ulm, Germany',
};
const REQUESTS: Record<string, object> = {
  natal: EINSTEIN,
  transit: { ...EINSTEIN, transit: { dateTime: '2026-05-01T12:00Z' } },
  synastry: {
    ...EINSTEIN,
    person2: {
      dateTime: '1875-12-19T12:00',
      latitude: 45.25,
      longitude: 19.85,
      timezone: 'Europe/Belgrade',
      name: 'Mileva Marić',
    },
  },
};
const inputs: [string, WheelInput][] = Object.entries(REQUESTS).map(([name, request]) => [
  name,
  chartWheelInput(
    chartImageSpec({ ...request, width: SIDE } as unknown as ChartImageRequest, 'query', Date.UTC(2026, 10, 26)),
  ),
]);

const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);
console.log(`cpu clock: ${threadCpuClock()}`);
let t0 = performance.now();
const firstSvg = current.renderWheelSvg(inputs[0][1]);
console.log(`natal svg first render in a fresh thread: ${(performance.now() - t0).toFixed(1)} ms`);
t0 = performance.now();
current.renderPng(firstSvg, size);
console.log(`natal png first render in a fresh thread: ${(performance.now() - t0).toFixed(1)} ms`);

const variants: [string, Renderers][] = [['current', current]];
const baselineDir = process.env.BENCH_BASELINE;
if (baselineDir !== undefined && baselineDir !== '') {
  const baseline = (await import(pathToFileURL(path.resolve(baselineDir, 'src/chart/index.ts')).href)) as Renderers;
  variants.push(['baseline', baseline]);
  console.log(`baseline: ${path.resolve(baselineDir)}`);
}

interface Task {
  chart: string;
  format: 'svg' | 'png';
  variant: string;
  run: () => void;
  cpu: number[];
  wall: number[];
}
const tasks: Task[] = [];
for (const [chart, input] of inputs) {
  for (const [variant, r] of variants) {
    const svg = r.renderWheelSvg(input);
    tasks.push({ chart, format: 'svg', variant, run: () => void r.renderWheelSvg(input), cpu: [], wall: [] });
    tasks.push({ chart, format: 'png', variant, run: () => void r.renderPng(svg, size), cpu: [], wall: [] });
  }
}

// Warm-up: every task a few batches, so that the compiler has settled before anything counts.
for (let i = 0; i < 5; i++) for (const task of tasks) for (let k = 0; k < BATCH[task.format]; k++) task.run();

for (let round = 0; round < ROUNDS; round++) {
  for (let j = 0; j < tasks.length; j++) {
    const task = tasks[(j + round) % tasks.length];
    const n = BATCH[task.format];
    const w = performance.now();
    const c = threadCpuMs();
    for (let k = 0; k < n; k++) task.run();
    task.cpu.push((threadCpuMs() - c) / n);
    task.wall.push((performance.now() - w) / n);
  }
}

const ms = (v: number): string => v.toFixed(2);
const find = (chart: string, format: string, variant: string): Task | undefined =>
  tasks.find((t) => t.chart === chart && t.format === format && t.variant === variant);
for (const [chart] of inputs) {
  for (const format of ['svg', 'png'] as const) {
    for (const [variant] of variants) {
      const t = find(chart, format, variant)!;
      const suffix = variant === 'current' ? '' : ` ${variant}`;
      console.log(
        `${chart} ${format}${suffix}: ${ms(quantile(t.cpu, 0.5))} ms/render (cpu median; quartiles ${ms(quantile(t.cpu, 0.25))}–${ms(quantile(t.cpu, 0.75))}; wall median ${ms(quantile(t.wall, 0.5))})`,
      );
    }
    const base = find(chart, format, 'baseline');
    if (base !== undefined) {
      const now = find(chart, format, 'current')!;
      const ratios = now.cpu.map((c, i) => c / base.cpu[i]);
      console.log(
        `${chart} ${format} current/baseline: ${quantile(ratios, 0.5).toFixed(3)} (cpu, median of ${ratios.length} rounds; quartiles ${quantile(ratios, 0.25).toFixed(3)}–${quantile(ratios, 0.75).toFixed(3)})`,
      );
    }
  }
}
console.log(`load average after: ${load()}`);
// The lines the issue asks for: the natal wheel at 800 px (CPU median).
console.log(`svg: ${ms(quantile(find('natal', 'svg', 'current')!.cpu, 0.5))} ms/render`);
console.log(`png: ${ms(quantile(find('natal', 'png', 'current')!.cpu, 0.5))} ms/render`);
