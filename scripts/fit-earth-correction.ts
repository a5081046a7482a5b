/**
 * `npm run earth:fit`: fits the correction of the Earth's VSOP87 longitude
 * (EARTH_LONGITUDE_CORRECTION in src/astro/ephemeris/vsop87.ts) to the Swiss Ephemeris, and
 * prints the coefficients to put there.
 *
 * The difference between the Earth's heliocentric ecliptic longitude as the service computes it
 * (with the correction it has now) and the Swiss Ephemeris's (DE431), at the 751 instants
 * 1800–2400 of test/fixtures/reference/se-earth-heliocentric.json, is fitted by least squares with
 * a quadratic in τ (millennia from J2000); the printed coefficients are those in force plus the
 * fit's, so a second run prints what the first wrote (to the digits shown).
 */
import { readFileSync } from 'node:fs';
import { EARTH_LONGITUDE_CORRECTION_ARCSEC, vsopHeliocentricState } from '../src/astro/ephemeris/vsop87.ts';

const INPUT = new URL('../test/fixtures/reference/se-earth-heliocentric.json', import.meta.url);
const reference = JSON.parse(readFileSync(INPUT, 'utf8')) as { jdTT: number[]; earth: number[][] };
const J2000 = 2451545;
const ARCSEC_PER_RADIAN = 648000 / Math.PI;
const OBLIQUITY = (84381.448 / 3600) * (Math.PI / 180);

/** Ecliptic longitude (J2000) of an EQJ position, radians. */
const longitude = (x: number, y: number, z: number) => Math.atan2(y * Math.cos(OBLIQUITY) + z * Math.sin(OBLIQUITY), x);

const state = new Float64Array(6);
// Normal equations of a quadratic in τ: Σ τ^(i+j) · c_j = Σ τ^i · d.
const normal = [0, 1, 2].map(() => [0, 0, 0]);
const rhs = [0, 0, 0];
let worst = 0;
reference.jdTT.forEach((jd, k) => {
  vsopHeliocentricState('earth', jd, state);
  const [x, y, z] = reference.earth[k];
  const d =
    (((longitude(state[0], state[1], state[2]) - longitude(x, y, z) + 3 * Math.PI) % (2 * Math.PI)) - Math.PI) *
    ARCSEC_PER_RADIAN;
  worst = Math.max(worst, Math.abs(d));
  const tau = (jd - J2000) / 365250;
  for (let i = 0; i < 3; i++) {
    rhs[i] += tau ** i * d;
    for (let j = 0; j < 3; j++) normal[i][j] += tau ** (i + j);
  }
});
// Gauss–Jordan on the 3 × 3 system.
for (let i = 0; i < 3; i++) {
  for (let r = 0; r < 3; r++) {
    if (r === i) continue;
    const f = normal[r][i] / normal[i][i];
    for (let c = 0; c < 3; c++) normal[r][c] -= f * normal[i][c];
    rhs[r] -= f * rhs[i];
  }
}
const fit = rhs.map((v, i) => v / normal[i][i]);
const next = EARTH_LONGITUDE_CORRECTION_ARCSEC.map((c, i) => c - fit[i]);
process.stdout.write(
  `largest difference now ${worst.toFixed(4)}″ over ${reference.jdTT.length} instants\n` +
    `EARTH_LONGITUDE_CORRECTION_ARCSEC = [${next.map((c) => c.toFixed(8)).join(', ')}]\n`,
);
