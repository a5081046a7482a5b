/**
 * The interpolated sky the transit fits sample, against the direct ephemeris over the whole of
 * 1800–2400: every point that can transit at random instants, at the superior conjunctions of
 * the planets (where the light deflection is kept apart as N / S), and the full apparent
 * positions the natal charts use. The full tier only (npm test); the fast checks are in
 * test/astro/ephemeris/interpolated-sky.test.ts.
 */
import test from 'ava';
import fc from 'fast-check';
import { frameOfDate } from '../../src/astro/ephemeris/frames.ts';
import { InterpolatedSky } from '../../src/astro/ephemeris/interpolated-sky.ts';
import { apparentEclipticPosition } from '../../src/astro/ephemeris/positions.ts';
import { TRANSITING_CHOICES } from '../../src/astro/transits/transit-options.ts';
import type { MovingPoint } from '../../src/astro/vocabulary.ts';
import { apparentPositionDifferences } from '../support/sky-agreement.ts';

const DEG = 180 / Math.PI;
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const J1800 = 2378497;
const J2400 = 2597641;

test('longitudes (less Δψ, added back) agree with the direct ephemeris within 0.005″ (Earth terms down to 3e-9 fit to 0.002″)', (t) => {
  const sky = new InterpolatedSky();
  const out = new Float64Array(2);
  const worst: Record<string, number> = {};
  fc.assert(
    fc.property(fc.double({ min: J1800, max: J2400, noNaN: true }), (jd) => {
      const dpsi = frameOfDate(jd).nutationLongitude * DEG;
      for (const point of [...TRANSITING_CHOICES, 'mean-lilith', 'true-south-node'] as MovingPoint[]) {
        sky.meanLongitude(point, jd, out);
        const error = arcsec(out[0] + dpsi, apparentEclipticPosition(point, jd).longitude);
        worst[point] = Math.max(worst[point] ?? 0, error);
      }
    }),
    { numRuns: 150, seed: 7 },
  );
  t.log(
    Object.entries(worst)
      .map(([p, e]) => `${p} ${e.toExponential(1)}`)
      .join(', '),
  );
  for (const [point, error] of Object.entries(worst)) t.true(error < 0.005, `${point}: ${error}″`);
});

test('near the Sun the deflection as N / S gives the direct longitude within 0.006″ (outside the solar disc)', (t) => {
  const sky = new InterpolatedSky();
  const parts = new Float64Array(4);
  let worst = 0;
  let checked = 0;
  for (const planet of ['mercury', 'venus', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron'] as const) {
    // Walk a few decades in 2-day steps; look closely where the planet is within 5° of the Sun.
    for (let jd = 2451545; jd < 2451545 + 365.25 * 12; jd += 2) {
      const sun = apparentEclipticPosition('sun', jd).longitude;
      if (arcsec(apparentEclipticPosition(planet, jd).longitude, sun) > 5 * 3600) continue;
      for (let h = 0; h < 2; h += 0.125) {
        const at = jd + h;
        const direct = apparentEclipticPosition(planet, at);
        const separation =
          Math.acos(
            Math.cos(direct.latitude / DEG) *
              Math.cos((direct.longitude - apparentEclipticPosition('sun', at).longitude) / DEG),
          ) * DEG;
        if (separation < 0.3) continue; // behind the solar disc the deflection has no meaning
        sky.meanLongitudeParts(planet, at, parts);
        const dpsi = frameOfDate(at).nutationLongitude * DEG;
        worst = Math.max(worst, arcsec(parts[0] + parts[2] / parts[3] + dpsi, direct.longitude));
        checked++;
      }
    }
  }
  t.log(`${checked} instants within 5° of the Sun; largest error ${worst.toExponential(2)}″`);
  t.true(checked > 100);
  t.true(worst < 0.006);
});

test('full apparent positions (what natal charts use) agree with the direct ephemeris: 0.005″, speeds 1e-5 °/day', (t) => {
  const worst = apparentPositionDifferences(J1800, J2400, 300);
  t.log(
    `largest differences: longitude ${worst.longitude.toExponential(2)}″, latitude ${worst.latitude.toExponential(2)}″, speed ${worst.speed.toExponential(2)} °/day`,
  );
  t.true(worst.longitude < 0.005);
  t.true(worst.latitude < 0.003);
  t.true(worst.speed < 1e-5);
});
