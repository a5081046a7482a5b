/**
 * Chart rendering speed in one thread: SVG and PNG (800 × 800) renders of a typical natal chart
 * and of a transit bi-wheel. Per chart and format it prints the median and mean wall time and the
 * median CPU time of a render (CPU time is what the render costs when the machine is shared and
 * busy), and renders per second; first the one-off cost of the first render in a fresh thread
 * (loading fontkit and the font), and the load average, since the machine may be shared.
 */
import os from 'node:os';
import { Bench } from 'tinybench';
import { renderPng, renderWheelSvg } from '../src/chart/index.ts';
import { NATAL, TRANSIT_BIWHEEL } from '../test/chart/sample-charts.ts';

const size = { width: 800, height: 800 };
const cases = [
  ['natal', NATAL],
  ['biwheel', TRANSIT_BIWHEEL],
] as const;
const load = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' ');

console.log(`load average before: ${load()}`);
let t0 = performance.now();
const firstSvg = renderWheelSvg(NATAL);
console.log(`natal svg first render in a fresh thread: ${(performance.now() - t0).toFixed(1)} ms`);
t0 = performance.now();
renderPng(firstSvg, size);
console.log(`natal png first render in a fresh thread: ${(performance.now() - t0).toFixed(1)} ms`);

/** CPU milliseconds of each call of a task, by task name. */
const cpu = new Map<string, number[]>();
const timed = (name: string, run: () => void): (() => void) => {
  const samples: number[] = [];
  cpu.set(name, samples);
  return () => {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  };
};
const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const bench = new Bench({ time: 2000, warmupTime: 500 });
for (const [name, input] of cases) {
  const svg = renderWheelSvg(input);
  bench.add(`${name} svg`, timed(`${name} svg`, () => void renderWheelSvg(input)));
  bench.add(`${name} png`, timed(`${name} png`, () => void renderPng(svg, size)));
}
await bench.run();
const medians = new Map<string, number>();
for (const task of bench.tasks) {
  const r = task.result;
  if (r === undefined || !('latency' in r)) throw new Error(`${task.name}: no result`);
  const [chart, kind] = task.name.split(' ');
  medians.set(task.name, r.latency.p50);
  console.log(`${chart} ${kind} median: ${r.latency.p50.toFixed(2)} ms/render`);
  console.log(`${chart} ${kind} mean: ${r.latency.mean.toFixed(2)} ms/render`);
  console.log(`${chart} ${kind} cpu median: ${median(cpu.get(task.name) ?? []).toFixed(2)} ms/render`);
  console.log(`${chart} ${kind} rate: ${(1000 / r.latency.p50).toFixed(0)} renders/s`);
}
console.log(`load average after: ${load()}`);
// The lines the issue asks for: the typical natal chart (median wall time).
console.log(`svg: ${(medians.get('natal svg') ?? Number.NaN).toFixed(2)} ms/render`);
console.log(`png: ${(medians.get('natal png') ?? Number.NaN).toFixed(2)} ms/render`);
