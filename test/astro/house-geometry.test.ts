/**
 * Angle reduction without a floating-point modulo: the same value, to the bit, as the remainder
 * moved into [0, 360), including where the quotient x / 360 rounds to a whole number (+0 where
 * the remainder of a negative multiple of 360 is −0: equal under ===).
 */
import test from 'ava';
import fc from 'fast-check';
import { norm360 } from '../../src/astro/angles.ts';

/** The definition: the remainder, moved into [0, 360). */
function byModulo(x: number): number {
  const r = x % 360;
  const v = r < 0 ? r + 360 : r;
  return v >= 360 ? 0 : v;
}

test('norm360 agrees with the remainder to the bit', (t) => {
  fc.assert(
    fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => norm360(x) === byModulo(x)),
    { numRuns: 20_000, seed: 5 },
  );
  t.pass();
});

test('norm360 next to multiples of 360 and at tiny values', (t) => {
  const ulp = 2 ** -44; // spacing of doubles near 360
  for (let k = -5000; k <= 5000; k++) {
    for (const e of [-2 * ulp, -ulp, 0, ulp, 2 * ulp, -1e-9, 1e-9]) {
      const x = 360 * k + e;
      t.true(norm360(x) === byModulo(x), `x = ${x}`);
      const r = norm360(x);
      t.true(r >= 0 && r < 360);
    }
  }
  for (const x of [0, -0, 1e-300, -1e-300, -1e-20, 360 - 2 ** -44, -360 + 2 ** -44])
    t.true(norm360(x) === byModulo(x), `x = ${x}`);
  t.is(norm360(-1e-20), 0);
  t.is(norm360(725.5), 5.5);
  t.is(norm360(-30), 330);
});
