/**
 * The one-thread part of the transit benchmark, run as a Piscina task in a thread set up as the
 * calculation pool sets up its threads (see benchmarks/transit.ts).
 *
 * Before measuring, the thread does all that a pool thread does at start (warm-up.ts):
 * Chiron's and Pluto's integrations over 1800–2400, the zone formatters, the transit ephemeris
 * of the current years and the interpolated sky of 1800–2400. The spans measured (2040–2239)
 * lie beyond the current years, so a cold span fits all of its own tracks and scans them (the
 * per-worker ephemeris the issue asks for is built during the request), on the sky the worker
 * keeps, as in service once a worker has warmed up.
 *
 * Also measured, on spans of their own: cold spans on a sky not built yet either (a fresh
 * interpolated sky and ephemeris for each: the series expansions too), what a request pays in
 * the first second or so after a worker starts.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { InterpolatedSky } from '../../src/astro/ephemeris/interpolated-sky.ts';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeTransitChart } from '../../src/astro/transits/transit-chart.ts';
import { sharedTransitEphemeris, TransitEphemeris } from '../../src/astro/transits/transit-ephemeris.ts';
import { warmUpSteps } from '../../src/astro/transits/warm-up.ts';
import { birthSequence } from './transit-births.ts';

export interface TransitThreadFigures {
  /** Wall, CPU and garbage-collection ms per chart-year, one entry per chart. */
  cold: number[];
  warm: number[];
  coldCpu: number[];
  warmCpu: number[];
  coldGc: number[];
  warmGc: number[];
  /** Wall ms per chart-year of cold spans on a sky not built yet (see the module comment). */
  coldSky: number[];
  /** Events of the last chart. */
  events: number;
  samplesPerColdChart: number;
  /**
   * A machine-speed probe: µs per natal chart (fixed births, after the warm-up), taken before and
   * after the measurement. This shared machine's speed moves by up to 1.6× within an hour.
   */
  probeMicros: [number, number];
}

/** µs per natal chart over a fixed set of births (births 1900–2030 in fixed zones). */
function natalProbe(): number {
  const nextBirth = birthSequence(7);
  const births = Array.from({ length: 500 }, () => ({ ...nextBirth(), timezone: 'UTC' }));
  for (const birth of births) computeNatalChart(birth);
  const started = performance.now();
  for (let round = 0; round < 4; round++) for (const birth of births) computeNatalChart(birth);
  return ((performance.now() - started) * 1000) / (4 * births.length);
}

const yearSpan = (year: number) => ({ start: `${year}-01-01T00:00:00Z`, end: `${year + 1}-01-01T00:00:00Z` });

/** This thread's garbage-collection pauses: start (performance.now() time) and duration, ms. */
const gcPauses: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, duration: entry.duration });
}).observe({ entryTypes: ['gc'] });

/** Where each chart's time went: its wall-clock window, and its CPU ms. */
interface Timing {
  start: number;
  end: number;
  cpu: number;
}

function time(fn: () => void): Timing {
  const c0 = process.cpuUsage();
  const start = performance.now();
  fn();
  const end = performance.now();
  const c = process.cpuUsage(c0);
  return { start, end, cpu: (c.user + c.system) / 1000 };
}

/** GC pauses that began inside a window, ms (the observer hears of them after the loop). */
const gcWithin = ({ start, end }: Timing) =>
  gcPauses.reduce((ms, p) => (p.start >= start && p.start < end ? ms + p.duration : ms), 0);

/** `rounds` distinct one-year spans: each measured once cold, then three times warm (new births). */
export default async function measureTransitThread({ rounds }: { rounds: number }): Promise<TransitThreadFigures> {
  const nextBirth = birthSequence(20261122);
  for (const step of warmUpSteps(Date.now())) step();
  // JIT warm-up in the measured pattern (a cold span, then warm ones) on spans not used below:
  // with one cold span only, the first ten measured cold spans still ran partly unoptimized
  // code (15–27 ms against 6–7 ms later).
  for (let year = 1850; year < 1858; year++) {
    for (let i = 0; i < 4; i++) computeTransitChart({ birth: nextBirth(), ...yearSpan(year) });
  }

  const probeBefore = natalProbe();
  const ephemeris = sharedTransitEphemeris();
  const cold: Timing[] = [];
  const warm: Timing[] = [];
  let events = 0;
  let coldSamples = 0;
  const years = Array.from({ length: rounds }, (_, i) => 2040 + ((i * 37) % 200)); // distinct years
  for (const year of years) {
    const samplesBefore = ephemeris.stats.samples;
    cold.push(time(() => computeTransitChart({ birth: nextBirth(), ...yearSpan(year) })));
    if (ephemeris.stats.samples === samplesBefore) throw new Error(`span ${year} was not cold`);
    coldSamples += ephemeris.stats.samples - samplesBefore;
    for (let i = 0; i < 3; i++) {
      let chart!: ReturnType<typeof computeTransitChart>;
      warm.push(time(() => (chart = computeTransitChart({ birth: nextBirth(), ...yearSpan(year) }))));
      events =
        chart.aspects.reduce((n, g) => n + g.occurrences.length, 0) +
        Object.values(chart.crossings).reduce((n, l) => n + l.length, 0);
    }
  }
  // Cold on a sky not built yet: a fresh interpolated sky and ephemeris per span (the births'
  // natal charts still read the thread's sky), spans of their own.
  const coldSky: Timing[] = [];
  for (let i = 0; i < Math.min(rounds, 20); i++) {
    const fresh = new TransitEphemeris(undefined, new InterpolatedSky());
    coldSky.push(time(() => computeTransitChart({ birth: nextBirth(), ...yearSpan(2250 + i) }, fresh)));
  }
  const probeAfter = natalProbe();
  await new Promise((resolve) => setTimeout(resolve, 50)); // lets the GC observer report
  return {
    cold: cold.map((t) => t.end - t.start),
    coldSky: coldSky.map((t) => t.end - t.start),
    warm: warm.map((t) => t.end - t.start),
    coldCpu: cold.map((t) => t.cpu),
    warmCpu: warm.map((t) => t.cpu),
    coldGc: cold.map(gcWithin),
    warmGc: warm.map(gcWithin),
    events,
    samplesPerColdChart: Math.round(coldSamples / rounds),
    probeMicros: [probeBefore, probeAfter],
  };
}
