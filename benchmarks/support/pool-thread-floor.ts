/**
 * What one pool thread spends on a response before any HTTP work: the chart, its presentation,
 * `JSON.stringify` of the body and its UTF-8 encoding (as responses/utf8-bytes.ts makes it), each
 * timed on its own, as a Piscina task in a thread set up as the calculation pool sets up its threads, after the warm-up a pool thread
 * runs (so that transit charts of the current years find their ephemeris ready). The sum bounds
 * the requests per second one pool thread can answer even if the web thread and the client cost
 * nothing: the floor that the throughput targets meet.
 */
import { computeNatalChart, type NatalChartInput } from '../../src/astro/natal-chart.ts';
import { computeTransitChart, type TransitChartInput } from '../../src/astro/transits/transit-chart.ts';
import { warmUpSteps } from '../../src/astro/transits/warm-up.ts';
import { presentNatalChart } from '../../src/calc/responses/natal-chart.ts';
import { presentTransits } from '../../src/calc/responses/transits.ts';
import { utf8Bytes } from '../../src/calc/responses/utf8-bytes.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';
import { median } from './statistics.ts';

export interface FloorFigures {
  /** Median µs per response of each step. */
  chart: number;
  present: number;
  stringify: number;
  encode: number;
  /** Their sum, µs. */
  total: number;
  /** Body size, bytes (the last one). */
  bytes: number;
}

/** Times the four steps over `inputs` for `passes` passes (the first pass only warms the JIT up). */
function timeSteps<I>(
  inputs: I[],
  passes: number,
  chartOf: (input: I) => unknown,
  bodyOf: (chart: unknown) => unknown,
): FloorFigures {
  const steps = { chart: [] as number[], present: [] as number[], stringify: [] as number[], encode: [] as number[] };
  let bytes = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const input of inputs) {
      const t0 = performance.now();
      const chart = chartOf(input);
      const t1 = performance.now();
      const body = bodyOf(chart);
      const t2 = performance.now();
      const json = JSON.stringify(body);
      const t3 = performance.now();
      bytes = utf8Bytes(json).byteLength;
      const t4 = performance.now();
      if (pass === 0) continue;
      steps.chart.push((t1 - t0) * 1000);
      steps.present.push((t2 - t1) * 1000);
      steps.stringify.push((t3 - t2) * 1000);
      steps.encode.push((t4 - t3) * 1000);
    }
  }
  const figures = {
    chart: median(steps.chart),
    present: median(steps.present),
    stringify: median(steps.stringify),
    encode: median(steps.encode),
  };
  return { ...figures, total: figures.chart + figures.present + figures.stringify + figures.encode, bytes };
}

/** The natal response's steps, as the `natalResponse` task runs them (no texts). */
function natalFloor(inputs: NatalChartInput[]): FloorFigures {
  const presentation = {
    language: 'en' as const,
    localTimeRule: 'earlier' as const,
    includeText: false,
    includeReadableEntities: false,
    texts: new Map(),
  };
  return timeSteps(
    inputs,
    4,
    (input) => computeNatalChart(input),
    (chart) => presentNatalChart(chart as ReturnType<typeof computeNatalChart>, presentation),
  );
}

/** The transit response's steps, as the `transitResponse` task runs them, shaped for `applied`. */
function transitFloor(inputs: TransitChartInput[], applied: string): FloorFigures {
  return timeSteps(
    inputs,
    3,
    (input) => computeTransitChart(input),
    (chart) => {
      const { start, end } = inputs[0];
      const body = presentTransits(chart as ReturnType<typeof computeTransitChart>, {
        span: { start, end, timezone: 'UTC' },
        language: 'en',
        includeReadableEntities: false,
      });
      return versionRegistry.toVersion(body, 'POST', '/api/calc/transit', applied);
    },
  );
}

export interface FloorInput {
  natal: NatalChartInput[];
  transit: TransitChartInput[];
  /** The compatibility date the transit bodies are shaped for. */
  applied: string;
}

/** The task: the pool thread's warm-up, then both floors. */
export default function poolThreadFloor(input: FloorInput): { natal: FloorFigures; transit: FloorFigures } {
  for (const step of warmUpSteps(Date.now())) step();
  return { natal: natalFloor(input.natal), transit: transitFloor(input.transit, input.applied) };
}
