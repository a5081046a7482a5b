/**
 * The worker warm-up, the fast check: after the steps of the current years a transit search
 * over the current year samples nothing new. The whole warm-up (1800–2400, the integrations,
 * every zone) is checked by test/sweeps/warm-up.test.ts (npm test).
 */
import test from 'ava';
import { computeTransitChart } from '../../../src/astro/transits/transit-chart.ts';
import { sharedTransitEphemeris } from '../../../src/astro/transits/transit-ephemeris.ts';
import { warmUpSteps } from '../../../src/astro/transits/warm-up.ts';

test('after the steps of the current years, a transit search over the current year samples nothing new', (t) => {
  const now = Date.UTC(2026, 5, 15);
  const steps = warmUpSteps(now, { integrations: false, zones: false, birthYears: false, allYears: false });
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
});
