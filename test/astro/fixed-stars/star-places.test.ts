import * as Astronomy from 'astronomy-engine';
import test from 'ava';
import { apparentStarPlace } from '../../../src/astro/fixed-stars/apparent-place.ts';
import { FIXED_STARS } from '../../../src/astro/fixed-stars/catalogue.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { arcsecondsApart } from '../reference-data.ts';

/**
 * Reference: astronomy-engine's apparent place of a user-defined star (GeoVector with
 * aberration, then its true ecliptic of date: IAU 2006 precession, IAU 2000B nutation), the
 * star put at its mean place of date (astronomy-engine has no proper motion: see
 * meanPlaceOfDate). It has no light deflection either, which stays under 0.05″ for a star more
 * than 10° from the Sun, so closer stars are left out at that instant.
 */
const TOLERANCE_ARCSEC = 2;
const LY_PER_AU = 1 / 63241.077;
const MAS = Math.PI / 648000000;

/**
 * Mean place of date by the Hipparcos catalogue's own rigorous propagation (The Hipparcos and
 * Tycho Catalogues, ESA SP-1200, Vol. 1, §1.2.8): the barycentric direction moved by the space
 * velocity (proper motion and radial velocity) in units of the star's distance.
 */
function meanPlaceOfDate(s: (typeof FIXED_STARS)[number], years: number): { ra: number; dec: number } {
  const a0 = (s.ra * Math.PI) / 180,
    d0 = (s.dec * Math.PI) / 180;
  const p = [-Math.sin(a0), Math.cos(a0), 0];
  const q = [-Math.sin(d0) * Math.cos(a0), -Math.sin(d0) * Math.sin(a0), Math.cos(d0)];
  const r = [Math.cos(d0) * Math.cos(a0), Math.cos(d0) * Math.sin(a0), Math.sin(d0)];
  /** km/s of 1 AU per Julian year. */
  const AU_KM_YR = 4.740470446;
  const zeta = s.parallax > 0 ? (s.radialVelocity * s.parallax) / AU_KM_YR : 0;
  const u = [0, 1, 2].map((i) => r[i] + (p[i] * s.pmRa + q[i] * s.pmDec + r[i] * zeta) * MAS * years);
  return {
    ra: ((Math.atan2(u[1], u[0]) * 180) / Math.PI + 360) % 360,
    dec: (Math.atan2(u[2], Math.hypot(u[0], u[1])) * 180) / Math.PI,
  };
}

test(`${FIXED_STARS.length} catalogue stars: apparent longitude and latitude within ${TOLERANCE_ARCSEC}″ of astronomy-engine, 1800–2400`, (t) => {
  t.true(FIXED_STARS.length >= 50);
  for (const name of ['algol', 'regulus', 'spica', 'antares', 'aldebaran', 'fomalhaut', 'sirius', 'alcyone']) {
    t.truthy(
      FIXED_STARS.find((s) => s.id === name),
      name,
    );
  }
  let worst = 0,
    where = '',
    compared = 0;
  for (let year = 1800; year <= 2400; year += 37) {
    const jdUt = 2451545.0 + (year - 2000) * 365.25 + 0.3 * (year % 7);
    const jdTT = terrestrialFromUniversal(jdUt);
    const time = Astronomy.MakeTime(jdUt - 2451545.0);
    const sun = Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Sun, time, true));
    for (const s of FIXED_STARS) {
      const mean = meanPlaceOfDate(s, (jdTT - 2451545.0) / 365.25);
      const lightYears = s.parallax > 0 ? (1 / (s.parallax * MAS)) * LY_PER_AU : 1e6;
      Astronomy.DefineStar(Astronomy.Body.Star1, mean.ra / 15, mean.dec, lightYears);
      const ref = Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Star1, time, true));
      const got = apparentStarPlace(s, jdTT);
      const elongation =
        Math.acos(
          Math.sin((ref.elat * Math.PI) / 180) * Math.sin((sun.elat * Math.PI) / 180) +
            Math.cos((ref.elat * Math.PI) / 180) *
              Math.cos((sun.elat * Math.PI) / 180) *
              Math.cos(((ref.elon - sun.elon) * Math.PI) / 180),
        ) *
        (180 / Math.PI);
      if (elongation < 10) continue;
      compared++;
      const err = Math.max(
        arcsecondsApart(got.longitude, ref.elon) * Math.cos((ref.elat * Math.PI) / 180),
        Math.abs(got.latitude - ref.elat) * 3600,
      );
      if (err > worst) {
        worst = err;
        where = `${s.id} ${year}`;
      }
    }
  }
  t.log(`largest error ${worst.toFixed(3)}″ (${where}) over ${compared} star-instants`);
  t.true(worst <= TOLERANCE_ARCSEC);
});
