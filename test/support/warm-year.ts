/**
 * What the warm-up tests of both tiers check after running warm-up steps: a transit search over
 * the current year (2026 here) finds its aspects without sampling anything new.
 */
import type { ExecutionContext } from 'ava';
import { computeTransitChart } from '../../src/astro/transits/transit-chart.ts';
import { sharedTransitEphemeris } from '../../src/astro/transits/transit-ephemeris.ts';
import { warmUpSteps } from '../../src/astro/transits/warm-up.ts';

export const WARM_UP_NOW = Date.UTC(2026, 5, 15);

/** Runs the warm-up steps chosen by `options` and checks that the year's transit search then samples nothing new. */
export function checkCurrentYearWarm(t: ExecutionContext, options: Parameters<typeof warmUpSteps>[1]): void {
  const steps = warmUpSteps(WARM_UP_NOW, options);
  t.true(steps.length > 10);
  for (const step of steps) step();
  const before = sharedTransitEphemeris().stats.samples;
  t.true(before > 0);
  const chart = computeTransitChart({
    birth: { dateTime: '1984-03-07T06:30', latitude: 48.85, longitude: 2.35 },
    start: '2026-01-01T00:00:00Z',
    end: '2027-01-01T00:00:00Z',
  });
  t.true(chart.aspects.length > 50);
  t.is(sharedTransitEphemeris().stats.samples, before, 'no new samples');
}
