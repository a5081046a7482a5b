/**
 * The whole worker warm-up (the interpolated sky of 1800–2400, the integrations, every zone):
 * small steps, and after them a transit search over the current year samples nothing new and
 * no supported year needs its sky built. The full tier only (npm test); the fast check of the
 * current years is test/astro/transits/warm-up.test.ts.
 */
import test from 'ava';
import { sharedInterpolatedSky } from '../../src/astro/ephemeris/interpolated-sky.ts';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { julianDayFromUnixMs } from '../../src/astro/time/julian-day.ts';
import { sharedTransitEphemeris, TransitEphemeris } from '../../src/astro/transits/transit-ephemeris.ts';
import { TRANSITING_CHOICES } from '../../src/astro/transits/transit-options.ts';
import { warmUpSteps } from '../../src/astro/transits/warm-up.ts';
import { checkCurrentYearWarm } from '../support/warm-year.ts';

test('after the warm-up, the current year is warm', (t) => {
  checkCurrentYearWarm(t, { integrations: false, zones: false });
});

test('every part of the warm-up runs in steps', (t) => {
  const steps = warmUpSteps(Date.UTC(2026, 0, 1), { currentYears: false });
  t.true(steps.length > 40);
  for (const step of steps) t.notThrows(step);
});

test('after the warm-up, the sky of every supported year is built: new spans only fit their tracks', (t) => {
  const steps = warmUpSteps(Date.UTC(2026, 0, 1), { integrations: false, zones: false, currentYears: false });
  for (const step of steps) step();
  const sky = sharedInterpolatedSky();
  const built = sky.stats.blocks;
  t.true(built > 10_000, `${built} blocks`);
  const samples = sharedTransitEphemeris().stats.samples;
  for (const year of [1805, 1873, 2087, 2250, 2391]) {
    sharedTransitEphemeris().tracks(
      TRANSITING_CHOICES,
      julianDayFromUnixMs(Date.UTC(year, 0, 1)),
      julianDayFromUnixMs(Date.UTC(year + 1, 0, 1)),
    );
    computeNatalChart({ dateTime: `${year}-07-01T12:00`, latitude: 10, longitude: 20, timezone: 'UTC' });
  }
  t.true(sharedTransitEphemeris().stats.samples > samples, 'the spans were fitted');
  t.is(sky.stats.blocks, built, 'without building any block of the sky');
  // Nor any of Δψ's: the mean node's one fit block (two base blocks) over a new stretch of 2333
  // is the only block built.
  const ephemeris = sharedTransitEphemeris();
  const first = 2 * Math.floor(TransitEphemeris.blockOf(julianDayFromUnixMs(Date.UTC(2333, 0, 1))) / 2);
  const start = 2451544.5 + 32 * first;
  const blocksBefore = ephemeris.stats.blocksBuilt;
  ephemeris.track('mean-node', start, start + 63);
  t.is(ephemeris.stats.blocksBuilt, blocksBefore + 1);
});
