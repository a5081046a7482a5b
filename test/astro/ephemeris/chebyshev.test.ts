/** Chebyshev fitting on Lobatto nodes: doubling the degree reuses samples and stops at the tolerance. */
import test from 'ava';
import { chebyshevValue, fitByDoubling, trimmed } from '../../../src/astro/ephemeris/chebyshev.ts';

test('fitByDoubling raises the degree until every channel meets the tolerance, sampling each node once', (t) => {
  const xs: number[] = [];
  const fits = fitByDoubling(2, 8, 64, 1e-12, (x, out) => {
    xs.push(x);
    out[0] = x * x; // exact at degree 8
    out[1] = Math.sin(3 * x); // needs about degree 20 for 1e-12
  });
  t.is(fits.length, 2);
  t.is(fits[0].length, 33, 'both channels at the degree the harder one needed (32)');
  t.is(new Set(xs).size, xs.length, 'no node sampled twice');
  t.is(xs.length, 33, 'the nodes of degree 32, each once (8 → 16 → 32)');
  let worst = 0;
  for (let x = -1; x <= 1; x += 0.01) worst = Math.max(worst, Math.abs(chebyshevValue(fits[1], x) - Math.sin(3 * x)), Math.abs(chebyshevValue(fits[0], x) - x * x));
  t.true(worst < 1e-12, `largest error ${worst}`);
});

test('fitByDoubling stops at the top degree when the tolerance cannot be met', (t) => {
  const fits = fitByDoubling(1, 4, 16, 1e-15, (x, out) => {
    out[0] = Math.abs(x); // a kink: the tail never falls below 1e-15
  });
  t.is(fits[0].length, 17);
});

test('trimmed drops negligible trailing coefficients, keeping at least four', (t) => {
  t.deepEqual([...trimmed(Float64Array.from([1, 2, 3, 1e-12, 1e-13]), 1e-9)], [1, 2, 3, 1e-12], "down to four");
  t.deepEqual([...trimmed(Float64Array.from([1, 1e-12, 1e-12, 1e-12, 1e-12]), 1e-9)], [1, 1e-12, 1e-12, 1e-12]);
  const kept = Float64Array.from([1, 2, 3, 4, 5]);
  t.is(trimmed(kept, 1e-9), kept, 'nothing to drop: the same array');
});
