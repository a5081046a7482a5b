/**
 * The interpolated sky against the direct ephemeris, the fast checks: full apparent positions
 * at instants of the birth years 1900–2030 (what most natal charts ask for) and the nutation in
 * longitude. The sweeps over the whole of 1800–2400 and the planets' superior conjunctions are
 * in test/sweeps/interpolated-sky.test.ts (npm test runs them; npm run test:unit does not).
 */
import test from 'ava';
import { chebyshevValue } from '../../../src/astro/ephemeris/chebyshev.ts';
import { frameOfDate } from '../../../src/astro/ephemeris/frames.ts';
import { InterpolatedSky } from '../../../src/astro/ephemeris/interpolated-sky.ts';
import { apparentPositionDifferences } from '../../support/sky-agreement.ts';

const DEG = 180 / Math.PI;
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

test('full apparent positions agree with the direct ephemeris at instants of 1900–2030: 0.005″ (Earth terms down to 3e-9 fit to 0.002″), speeds 1e-5 °/day', (t) => {
  const worst = apparentPositionDifferences(J1900, J2030, 40);
  t.log(
    `largest differences: longitude ${worst.longitude.toExponential(2)}″, latitude ${worst.latitude.toExponential(2)}″, speed ${worst.speed.toExponential(2)} °/day`,
  );
  t.true(worst.longitude < 0.005);
  t.true(worst.latitude < 0.003);
  t.true(worst.speed < 1e-5);
});
