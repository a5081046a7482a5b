/**
 * Crossings and stations of synthetic curves with known answers: a longitude that advances,
 * loops back and advances again (λ = 10 t + 30 sin(2πt/5), stations where the rate is zero).
 */
import test from 'ava';
import fc from 'fast-check';
import { type Curve, CurveDifference, CurveScan } from '../../../src/astro/transits/curve-scan.ts';
import { looping } from './looping-curve.ts';

test('stations are where the rate vanishes, alternating retrograde and direct', (t) => {
  const scan = new CurveScan(looping, 0, 50, 0.2);
  // cos(ωt) = −10 / (30ω) → two stations per period of 5 days.
  t.is(scan.stations.length, 20);
  // Bracketed to 1e-6 day; the rate changes by about 47 per day there.
  for (const s of scan.stations) t.true(Math.abs(looping.speed(s.t)) < 1e-4);
  scan.stations.forEach((s, i) => t.is(s.type, i % 2 === 0 ? 'retrograde' : 'direct'));
});

test('every crossing of a value modulo 360 is found, in time order, each pass of a loop its own', (t) => {
  const scan = new CurveScan(looping, 0, 50, 0.2);
  fc.assert(
    fc.property(fc.double({ min: 0.001, max: 359.999, noNaN: true }), (target) => {
      const found = scan.crossings(target);
      // Reference: dense sampling for sign changes of wrap(λ − target).
      let expected = 0;
      const wrap = (x: number) => ((((x - target) % 360) + 540) % 360) - 180;
      for (let k = 0; k < 500_000; k++) {
        const a = wrap(looping.longitude((50 * k) / 500_000));
        const b = wrap(looping.longitude((50 * (k + 1)) / 500_000));
        if (a < 0 !== b < 0 && Math.abs(a - b) < 180) expected++;
      }
      if (found.length !== expected) return false;
      for (let i = 0; i < found.length; i++) {
        if (i > 0 && found[i].t <= found[i - 1].t) return false;
        if (Math.abs(wrap(looping.longitude(found[i].t))) > 1e-9) return false;
        if (found[i].direction !== Math.sign(looping.speed(found[i].t))) return false;
      }
      return true;
    }),
    { numRuns: 15, seed: 7 },
  );
  t.pass();
});

test('without polishing, instants come from the Hermite interpolant of the grid', (t) => {
  const steady: Curve = {
    longitude: (x) => 13 * x + 5 * Math.sin(x / 4),
    speed: (x) => 13 + (5 / 4) * Math.cos(x / 4),
    evaluate(x, out) {
      out[0] = this.longitude(x);
      out[1] = this.speed(x);
    },
  };
  const rough = new CurveScan(steady, 0, 100, 0.25, false);
  let worst = 0;
  for (const c of rough.crossings(123.4)) worst = Math.max(worst, Math.abs(steady.longitude(c.t) - c.value) / 13);
  t.log(`largest error: ${(worst * 86400).toExponential(2)} s`);
  t.true(worst * 86400 < 0.01);
});

test('the difference of two curves is a curve (elongation)', (t) => {
  const a: Curve = {
    longitude: (x) => 13 * x,
    speed: () => 13,
    evaluate: (x, o) => {
      o[0] = 13 * x;
      o[1] = 13;
    },
  };
  const b: Curve = {
    longitude: (x) => x,
    speed: () => 1,
    evaluate: (x, o) => {
      o[0] = x;
      o[1] = 1;
    },
  };
  const scan = new CurveScan(new CurveDifference(a, b), 0, 60, 1);
  const full = scan.crossings(180);
  t.is(full.length, 2);
  t.true(Math.abs(full[0].t - 15) < 1e-9);
  t.true(Math.abs(full[1].t - 45) < 1e-9);
});
