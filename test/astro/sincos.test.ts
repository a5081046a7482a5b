import test from 'ava';
import fc from 'fast-check';
import { SINCOS, sincos } from '../../src/astro/ephemeris/sincos.ts';

test("sincos agrees with Math.sin and Math.cos to 1e-15 over the series' phases", (t) => {
  let worst = 0;
  fc.assert(
    fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
      sincos(x);
      const error = Math.max(Math.abs(SINCOS[0] - Math.sin(x)), Math.abs(SINCOS[1] - Math.cos(x)));
      worst = Math.max(worst, error);
      return error < 1e-15;
    }),
    { numRuns: 200_000, seed: 4 },
  );
  t.log(`largest difference: ${worst.toExponential(2)}`);
  t.true(worst < 1e-15);
});

test('sincos is exact at the quadrant points and keeps signs', (t) => {
  for (const [x, s, c] of [
    [0, 0, 1],
    [Math.PI / 2, 1, 0],
    [Math.PI, 0, -1],
    [-Math.PI / 2, -1, 0],
    [(3 * Math.PI) / 2, -1, 0],
  ]) {
    sincos(x);
    t.true(Math.abs(SINCOS[0] - s) < 1e-15 && Math.abs(SINCOS[1] - c) < 1e-15, `x = ${x}`);
  }
});
