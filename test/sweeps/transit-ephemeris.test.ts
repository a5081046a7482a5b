/**
 * The interpolated transit ephemeris against direct evaluation of apparentEclipticPosition:
 * random instants over 1800–2400 for every point that can transit; the error stays far below
 * 1″ (0.02″), except near a planet's superior conjunction (within 10°), where light deflection
 * by the Sun makes the apparent position change by arcseconds within hours (there ≤ 1″).
 * The full tier only (npm test); the cache's tests are in test/astro/transits/transit-ephemeris.test.ts.
 */
import test from 'ava';
import fc from 'fast-check';
import { apparentEclipticPosition } from '../../src/astro/ephemeris/positions.ts';
import { terrestrialFromUniversal } from '../../src/astro/time/delta-t.ts';
import { TransitEphemeris } from '../../src/astro/transits/transit-ephemeris.ts';
import { TRANSITING_CHOICES } from '../../src/astro/transits/transit-options.ts';
import type { MovingPoint } from '../../src/astro/vocabulary.ts';

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const J1800 = 2378496.5;
const J2400 = 2597641.5;

/** Elongation of a point from the Sun, degrees (for the conjunction exception). */
function elongation(point: MovingPoint, jdTT: number): number {
  if (point === 'sun' || point === 'moon' || point.includes('node')) return 180;
  return (
    arcsec(apparentEclipticPosition(point, jdTT).longitude, apparentEclipticPosition('sun', jdTT).longitude) / 3600
  );
}

test('interpolated longitudes agree with direct evaluation within 0.02″ (1″ near superior conjunction)', (t) => {
  const ephemeris = new TransitEphemeris();
  const worst: Record<string, number> = {};
  let worstNearSun = 0;
  fc.assert(
    fc.property(fc.double({ min: J1800, max: J2400 - 40, noNaN: true }), (start) => {
      const tracks = ephemeris.tracks(TRANSITING_CHOICES, start, start + 30);
      for (let i = 0; i < 20; i++) {
        const jd = start + (30 * (i + 0.37)) / 20;
        TRANSITING_CHOICES.forEach((point, k) => {
          const tt = terrestrialFromUniversal(jd);
          const error = arcsec(tracks[k].longitude(jd), apparentEclipticPosition(point, tt).longitude);
          if (elongation(point, tt) < 10) worstNearSun = Math.max(worstNearSun, error);
          else worst[point] = Math.max(worst[point] ?? 0, error);
        });
      }
    }),
    { numRuns: 60, seed: 1122 },
  );
  t.log(
    `largest errors (″): ${Object.entries(worst)
      .map(([p, e]) => `${p} ${e.toFixed(4)}`)
      .join(', ')}; within 10° of the Sun ${worstNearSun.toFixed(3)}`,
  );
  for (const [point, error] of Object.entries(worst)) t.true(error < 0.02, `${point}: ${error}″`);
  t.true(worstNearSun < 1, `near the Sun: ${worstNearSun}″`);
});

test('interpolated speeds agree with direct evaluation within 2e-4 °/day away from the Sun (the analytic speed is itself good to ~1e-4)', (t) => {
  const ephemeris = new TransitEphemeris();
  let worst = 0;
  for (let i = 0; i < 200; i++) {
    const jd = J1800 + ((J2400 - J1800) * (i + 0.5)) / 200;
    const tt = terrestrialFromUniversal(jd);
    for (const point of TRANSITING_CHOICES) {
      if (elongation(point, tt) < 10) continue;
      const speed = ephemeris.track(point, jd, jd).speed(jd);
      // The direct speed is analytic and itself good to about 1e-5 °/day (5e-4 for the true node).
      worst = Math.max(
        worst,
        Math.abs(speed - apparentEclipticPosition(point, tt).longitudeSpeed) / (point === 'true-node' ? 10 : 1),
      );
    }
  }
  t.log(`largest speed difference: ${worst.toExponential(2)} °/day (true node scaled by 1/10)`);
  t.true(worst < 2e-4);
});
