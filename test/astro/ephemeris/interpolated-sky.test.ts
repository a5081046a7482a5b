/**
 * The interpolated sky against the direct ephemeris, the fast checks: full apparent positions
 * at instants of the birth years 1900–2030 (what most natal charts ask for) and the nutation in
 * longitude. The sweeps over the whole of 1800–2400 and the planets' superior conjunctions are
 * in test/sweeps/interpolated-sky.test.ts (npm test runs them; npm run test:unit does not).
 */
import test from 'ava';
import { frameOfDate } from '../../../src/astro/ephemeris/frames.ts';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import { InterpolatedSky } from '../../../src/astro/ephemeris/interpolated-sky.ts';
import { chebyshevValue } from '../../../src/astro/ephemeris/chebyshev.ts';
import { TRANSITING_CHOICES } from '../../../src/astro/transits/transit-options.ts';
import type { MovingPoint } from '../../../src/astro/vocabulary.ts';

const DEG = 180 / Math.PI;
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const J1800 = 2378497;
const J1900 = 2415021;
const J2030 = 2462503;
const J2400 = 2597641;

test('the nutation in longitude within 1e-6″', (t) => {
  const sky = new InterpolatedSky();
  const sameScale = (jd: number) => jd; // instants given in TT here
  let worst = 0;
  for (let i = 0; i < 500; i++) {
    const jd = J1800 + ((J2400 - J1800) * (i + 0.37)) / 500;
    // The 32-day block holding jd, as the transit ephemeris asks for it.
    const start = jd - ((i * 7.3) % 32);
    const c = sky.nutationChebyshev(start, 32, sameScale, 1e-12 / 3600);
    const value = chebyshevValue(c, (2 * (jd - start)) / 32 - 1);
    worst = Math.max(worst, Math.abs(value - frameOfDate(jd).nutationLongitude * DEG) * 3600);
  }
  t.log(`largest error ${worst.toExponential(2)}″`);
  t.true(worst < 1e-6);
});

test('full apparent positions agree with the direct ephemeris at instants of 1900–2030: 0.003″, speeds 1e-5 °/day', (t) => {
  const sky = new InterpolatedSky();
  let worst = 0;
  let worstLatitude = 0;
  let worstSpeed = 0;
  for (let i = 0; i < 40; i++) {
    const jd = J1900 + ((J2030 - J1900) * (i + 0.29)) / 40;
    const frame = frameOfDate(jd);
    for (const point of [...TRANSITING_CHOICES, 'mean-lilith', 'true-south-node', 'mean-south-node'] as MovingPoint[]) {
      const direct = apparentEclipticPosition(point, jd);
      const p = sky.apparentPosition(point, jd, frame);
      worst = Math.max(worst, arcsec(p.longitude, direct.longitude));
      worstLatitude = Math.max(worstLatitude, Math.abs(p.latitude - direct.latitude) * 3600);
      if (point !== 'true-node' && point !== 'true-south-node') worstSpeed = Math.max(worstSpeed, Math.abs(p.longitudeSpeed - direct.longitudeSpeed));
    }
  }
  t.log(`largest differences: longitude ${worst.toExponential(2)}″, latitude ${worstLatitude.toExponential(2)}″, speed ${worstSpeed.toExponential(2)} °/day`);
  t.true(worst < 0.003);
  t.true(worstLatitude < 0.003);
  t.true(worstSpeed < 1e-5);
});
