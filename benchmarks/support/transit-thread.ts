/**
 * The one-thread part of the transit benchmark, run as a Piscina task in a thread set up as the
 * calculation pool sets up its threads (see benchmarks/transit.ts).
 *
 * Before measuring, the thread does what a pool thread does at start (warm-up.ts) except
 * building the sky of the current and the birth years: Chiron's and Pluto's integrations over
 * 1800–2400 and the zone formatters. A cold span then pays for all of its own sky (series
 * expansions, fits, scans and search), and a warm chart for its birth's.
 */
import { computeTransitChart } from '../../src/astro/transits/transit-chart.ts';
import { sharedTransitEphemeris } from '../../src/astro/transits/transit-ephemeris.ts';
import { warmUpSteps } from '../../src/astro/transits/warm-up.ts';
import { birthSequence } from './transit-births.ts';

export interface TransitThreadFigures {
  /** Wall and CPU ms per chart-year, one entry per chart. */
  cold: number[];
  warm: number[];
  coldCpu: number[];
  warmCpu: number[];
  /** Events of the last chart. */
  events: number;
  samplesPerColdChart: number;
}

const yearSpan = (year: number) => ({ start: `${year}-01-01T00:00:00Z`, end: `${year + 1}-01-01T00:00:00Z` });

/** Wall-clock ms of fn; its CPU ms are added to `cpu` (less disturbed by other processes on a busy machine). */
function time(fn: () => void, cpu: number[]): number {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  return wall;
}

/** `rounds` distinct one-year spans: each measured once cold, then three times warm (new births). */
export default function measureTransitThread({ rounds }: { rounds: number }): TransitThreadFigures {
  const nextBirth = birthSequence(20261122);
  for (const step of warmUpSteps(Date.now(), { currentYears: false, birthYears: false })) step();
  // JIT warm-up on a span not used below.
  for (let i = 0; i < 5; i++) computeTransitChart({ birth: nextBirth(), ...yearSpan(1850) });

  const ephemeris = sharedTransitEphemeris();
  const figures: TransitThreadFigures = { cold: [], warm: [], coldCpu: [], warmCpu: [], events: 0, samplesPerColdChart: 0 };
  const years = Array.from({ length: rounds }, (_, i) => 1900 + ((i * 37) % 200)); // distinct years
  for (const year of years) {
    const samplesBefore = ephemeris.stats.samples;
    figures.cold.push(time(() => computeTransitChart({ birth: nextBirth(), ...yearSpan(year) }), figures.coldCpu));
    if (ephemeris.stats.samples === samplesBefore) throw new Error(`span ${year} was not cold`);
    for (let i = 0; i < 3; i++) {
      let chart!: ReturnType<typeof computeTransitChart>;
      figures.warm.push(time(() => (chart = computeTransitChart({ birth: nextBirth(), ...yearSpan(year) })), figures.warmCpu));
      figures.events = chart.aspects.reduce((n, g) => n + g.occurrences.length, 0) + Object.values(chart.crossings).reduce((n, l) => n + l.length, 0);
    }
  }
  figures.samplesPerColdChart = Math.round(ephemeris.stats.samples / (rounds + 5));
  return figures;
}
