/**
 * Chebyshev expansions of trigonometric series without sampling (Jacobi–Anger): Bessel values
 * against their power series, single sinusoids against themselves, and the expansions of the
 * ELP, VSOP87 and nutation series against the series evaluated term by term.
 */
import test from 'ava';
import fc from 'fast-check';
import { chebyshevValue, chebyshevValueAndSlope } from '../../../src/astro/ephemeris/chebyshev.ts';
import {
  MoonSeriesExpansion,
  moonGeocentricState,
  moonStateFromSeries,
} from '../../../src/astro/ephemeris/moon-elp.ts';
import { NutationLongitudeExpansion, nutationIau2000b } from '../../../src/astro/ephemeris/nutation.ts';
import {
  addSinusoid,
  besselSequence,
  multiplyByLinear,
  SinusoidExpander,
} from '../../../src/astro/ephemeris/series-chebyshev.ts';
import {
  type VsopBody,
  VsopSeriesExpansion,
  vsopHeliocentricState,
  vsopStateFromSeries,
} from '../../../src/astro/ephemeris/vsop87.ts';

const ARCSEC = (180 / Math.PI) * 3600;

/** Jₙ(x) from its power series (fine for x ≤ 20 in doubles to ~1e-9). */
function besselSeries(n: number, x: number): number {
  let term = 1;
  for (let k = 1; k <= n; k++) term *= x / 2 / k;
  let sum = 0;
  for (let m = 0; m < 200; m++) {
    sum += term;
    term *= -(x * x) / 4 / ((m + 1) * (m + 1 + n));
    if (Math.abs(term) < 1e-300) break;
  }
  return sum;
}

test('Bessel values agree with the power series', (t) => {
  const out = new Float64Array(64);
  let worst = 0;
  for (const x of [1e-6, 0.001, 0.3, 1, 3.7, 7.1, 12.5, 19]) {
    besselSequence(x, 40, out);
    for (let n = 0; n <= 40; n++) worst = Math.max(worst, Math.abs(out[n] - besselSeries(n, x)));
  }
  t.log(`largest difference ${worst.toExponential(2)}`);
  t.true(worst < 1e-9);
});

test('a sinusoid expanded on [−1, 1] is the sinusoid', (t) => {
  fc.assert(
    fc.property(
      fc.double({ min: -30, max: 30, noNaN: true }),
      fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
      fc.boolean(),
      fc.double({ min: -0.999, max: 0.999, noNaN: true }),
      (w, phase, cosine, x) => {
        const c = new Float64Array(80);
        addSinusoid(c, 2.5, Math.sin(phase), Math.cos(phase), w, cosine, 1e-15);
        const expected = 2.5 * (cosine ? Math.cos(phase + w * x) : Math.sin(phase + w * x));
        return Math.abs(chebyshevValue(c, x) - expected) < 1e-12;
      },
    ),
    { numRuns: 300, seed: 42 },
  );
  t.pass();
});

test('the expander reuses Bessel values only while the rate barely changes', (t) => {
  const expander = new SinusoidExpander(1, 40, 1e-12);
  const a = new Float64Array(41);
  const b = new Float64Array(41);
  expander.term.set([1, 0.3, Math.sqrt(1 - 0.09), 5]);
  expander.addTerm(0, a, false, 1e-16);
  expander.term.set([1, 0.3, Math.sqrt(1 - 0.09), 5.5]); // a different rate: recomputed
  expander.addTerm(0, b, false, 1e-16);
  const fresh = new Float64Array(41);
  addSinusoid(fresh, 1, 0.3, Math.sqrt(1 - 0.09), 5.5, false, 1e-16);
  for (let n = 0; n <= 40; n++) t.true(Math.abs(b[n] - fresh[n]) < 1e-14);
});

test('multiplying a Chebyshev series by a + b·x', (t) => {
  const c = Float64Array.from([0.3, -1.2, 0.7, 0.05, 0]);
  const product = Float64Array.from(c);
  multiplyByLinear(product, 0.4, -2, new Float64Array(5));
  for (const x of [-1, -0.3, 0, 0.61, 1])
    t.true(Math.abs(chebyshevValue(product, x) - (0.4 - 2 * x) * chebyshevValue(c, x)) < 1e-14);
});

test('VSOP87 expansions agree with the series within 1e-8 AU (0.002″ from the Earth: the Earth series keeps terms down to 3e-9); velocities within 5e-7 AU/day (the series leave the slowest terms out of the rate)', (t) => {
  const out = new Float64Array(6);
  const ref = new Float64Array(6);
  const vs = new Float64Array(2);
  let worst = 0;
  let worstV = 0;
  const bodies: [VsopBody, number, number][] = [
    ['earth', 128, 48],
    ['mercury', 64, 64],
    ['jupiter', 256, 24],
    ['neptune', 512, 24],
  ];
  for (const [body, days, degree] of bodies) {
    const half = days / 2 / 365250;
    const expansion = new VsopSeriesExpansion(body, half, degree);
    for (let i = 0; i < 12; i++) {
      const tc = -0.2 + i * 0.0371;
      const block = expansion.at(tc);
      for (let k = 0; k < 9; k++) {
        const x = -1 + (2 * (k + 0.3)) / 9;
        chebyshevValueAndSlope(block.L, x, vs);
        const l = vs[0],
          dl = vs[1] / half;
        chebyshevValueAndSlope(block.B, x, vs);
        const b = vs[0],
          db = vs[1] / half;
        chebyshevValueAndSlope(block.R, x, vs);
        vsopStateFromSeries(l, dl, b, db, vs[0], vs[1] / half, out);
        vsopHeliocentricState(body, 2451545 + (tc + x * half) * 365250, ref);
        worst = Math.max(worst, Math.hypot(out[0] - ref[0], out[1] - ref[1], out[2] - ref[2]));
        worstV = Math.max(worstV, Math.hypot(out[3] - ref[3], out[4] - ref[4], out[5] - ref[5]));
      }
    }
  }
  t.log(`largest position difference ${worst.toExponential(2)} AU, velocity ${worstV.toExponential(2)} AU/day`);
  t.true(worst < 1e-8);
  t.true(worstV < 5e-7);
});

test('ELP expansions agree with the series within 2e-4″ in direction over 1800–2400', (t) => {
  const half = 32 / 36525;
  const expansion = new MoonSeriesExpansion(half, 72);
  const out = new Float64Array(6);
  const ref = new Float64Array(6);
  const vs = new Float64Array(2);
  let worst = 0;
  for (let i = 0; i < 30; i++) {
    const tc = -2 + (i * 6) / 30 + 0.0123;
    const block = expansion.at(tc);
    t.true(block.errorBound < 1e-3, `bound ${block.errorBound}″`);
    for (let k = 0; k < 7; k++) {
      const x = -1 + (2 * (k + 0.4)) / 7;
      const tt = tc + x * half;
      chebyshevValueAndSlope(block.L, x, vs);
      const l = vs[0],
        dl = vs[1] / half;
      chebyshevValueAndSlope(block.B, x, vs);
      const b = vs[0],
        db = vs[1] / half;
      chebyshevValueAndSlope(block.R, x, vs);
      moonStateFromSeries(tt, l, dl, b, db, vs[0], vs[1] / half, out);
      moonGeocentricState(2451545 + tt * 36525, ref);
      const cross = Math.hypot(
        out[1] * ref[2] - out[2] * ref[1],
        out[2] * ref[0] - out[0] * ref[2],
        out[0] * ref[1] - out[1] * ref[0],
      );
      worst = Math.max(
        worst,
        (cross / (Math.hypot(out[0], out[1], out[2]) * Math.hypot(ref[0], ref[1], ref[2]))) * ARCSEC,
      );
    }
  }
  t.log(`largest direction difference ${worst.toExponential(2)}″`);
  t.true(worst < 2e-4);
});

test('the nutation in longitude expanded agrees with IAU 2000B within 1e-6″', (t) => {
  const half = 16 / 36525;
  const expansion = new NutationLongitudeExpansion(half, 48);
  let worst = 0;
  for (let i = 0; i < 40; i++) {
    const tc = -2 + (i * 6) / 40 + 0.007;
    const c = expansion.at(tc);
    for (let k = 0; k < 9; k++) {
      const x = -1 + (2 * (k + 0.5)) / 9;
      worst = Math.max(worst, Math.abs(chebyshevValue(c, x) - nutationIau2000b(tc + x * half).dpsi) * ARCSEC);
    }
  }
  t.log(`largest difference ${worst.toExponential(2)}″`);
  t.true(worst < 1e-6);
});
