/**
 * Chart rendering speed in one thread: SVG and PNG (800 × 800) renders of a typical natal chart
 * and of a transit bi-wheel. Prints `svg: N ms/render` and `png: N ms/render` per chart (mean
 * of the measured runs after warm-up), plus renders per second.
 */
import { Bench } from 'tinybench';
import { renderPng, renderWheelSvg } from '../src/chart/index.ts';
import { NATAL, TRANSIT_BIWHEEL } from '../test/chart/sample-charts.ts';

const size = { width: 800, height: 800 };
const cases = [
  ['natal', NATAL],
  ['biwheel', TRANSIT_BIWHEEL],
] as const;

const bench = new Bench({ time: 2000, warmupTime: 500 });
for (const [name, input] of cases) {
  const svg = renderWheelSvg(input);
  bench.add(`${name} svg`, () => {
    renderWheelSvg(input);
  });
  bench.add(`${name} png`, () => {
    renderPng(svg, size);
  });
}
await bench.run();
for (const task of bench.tasks) {
  const r = task.result;
  if (r === undefined || !('latency' in r)) throw new Error(`${task.name}: no result`);
  const ms = r.latency.mean;
  const [chart, kind] = task.name.split(' ');
  console.log(`${chart} ${kind}: ${ms.toFixed(2)} ms/render`);
  console.log(`${chart} ${kind} rate: ${(1000 / ms).toFixed(0)} renders/s`);
}
// The lines the issue asks for: the typical natal chart.
const natalSvg = bench.tasks.find((t) => t.name === 'natal svg')?.result;
const natalPng = bench.tasks.find((t) => t.name === 'natal png')?.result;
if (natalSvg !== undefined && 'latency' in natalSvg && natalPng !== undefined && 'latency' in natalPng) {
  console.log(`svg: ${natalSvg.latency.mean.toFixed(2)} ms/render`);
  console.log(`png: ${natalPng.latency.mean.toFixed(2)} ms/render`);
}
