/** Chebyshev fitting on Lobatto nodes: doubling the degree reuses samples and stops at the tolerance. */
import test from 'ava';
import {
  chebyshevPairValueAndSlope,
  chebyshevTripleValueAndSlope,
  chebyshevValue,
  chebyshevValueAndSlope,
  fitByDoubling,
  interleaved,
  trimmed,
} from '../../../src/astro/ephemeris/chebyshev.ts';

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
  for (let x = -1; x <= 1; x += 0.01)
    worst = Math.max(
      worst,
      Math.abs(chebyshevValue(fits[1], x) - Math.sin(3 * x)),
      Math.abs(chebyshevValue(fits[0], x) - x * x),
    );
  t.true(worst < 1e-12, `largest error ${worst}`);
});

test('fitByDoubling stops at the top degree when the tolerance cannot be met', (t) => {
  const fits = fitByDoubling(1, 4, 16, 1e-15, (x, out) => {
    out[0] = Math.abs(x); // a kink: the tail never falls below 1e-15
  });
  t.is(fits[0].length, 17);
});

test('trimmed drops negligible trailing coefficients, keeping at least four', (t) => {
  t.deepEqual([...trimmed(Float64Array.from([1, 2, 3, 1e-12, 1e-13]), 1e-9)], [1, 2, 3, 1e-12], 'down to four');
  t.deepEqual([...trimmed(Float64Array.from([1, 1e-12, 1e-12, 1e-12, 1e-12]), 1e-9)], [1, 1e-12, 1e-12, 1e-12]);
  const kept = Float64Array.from([1, 2, 3, 4, 5]);
  t.is(trimmed(kept, 1e-9), kept, 'nothing to drop: the same array');
});

/** A seeded generator of numbers in (0, 1) (Park–Miller). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** Coefficients of a given length falling like a converging fit's, from a seeded generator. */
function coefficients(random: () => number, length: number): Float64Array {
  return Float64Array.from({ length }, (_, j) => (random() - 0.5) * 0.7 ** j);
}

test('value and slope match the value and the slope taken apart, and the slope matches a difference quotient', (t) => {
  const random = seeded(7);
  const out = new Float64Array(2);
  for (let trial = 0; trial < 50; trial++) {
    const c = coefficients(random, 4 + Math.floor(random() * 60));
    const x = 2 * random() - 1;
    chebyshevValueAndSlope(c, x, out);
    t.true(Math.abs(out[0] - chebyshevValue(c, x)) < 1e-14);
    const h = 1e-6;
    const quotient = (chebyshevValue(c, x + h) - chebyshevValue(c, x - h)) / (2 * h);
    t.true(Math.abs(out[1] - quotient) < 1e-7, `slope ${out[1]} against ${quotient}`);
  }
});

test('the triple evaluation gives each interleaved polynomial what the single one gives, whatever their lengths', (t) => {
  const random = seeded(11);
  const single = new Float64Array(2);
  const triple = new Float64Array(6);
  let worst = 0;
  for (let trial = 0; trial < 100; trial++) {
    const parts = [0, 1, 2].map(() => coefficients(random, 4 + Math.floor(random() * 70)));
    const x = 2 * random() - 1;
    chebyshevTripleValueAndSlope(interleaved(parts[0], parts[1], parts[2]), x, triple);
    parts.forEach((c, i) => {
      chebyshevValueAndSlope(c, x, single);
      worst = Math.max(worst, Math.abs(triple[2 * i] - single[0]), Math.abs(triple[2 * i + 1] - single[1]));
    });
  }
  t.log(`largest difference ${worst.toExponential(1)}`);
  t.true(worst < 1e-13);
});

test('the pair evaluation gives each polynomial at its own x what the single one gives, the longer either first or second', (t) => {
  const random = seeded(13);
  const single = new Float64Array(2);
  const pair = new Float64Array(4);
  let worst = 0;
  for (let trial = 0; trial < 100; trial++) {
    const p = coefficients(random, 4 + Math.floor(random() * 50));
    const q = coefficients(random, 4 + Math.floor(random() * 50));
    const xp = 2 * random() - 1;
    const xq = 2 * random() - 1;
    chebyshevPairValueAndSlope(p, xp, q, xq, pair);
    chebyshevValueAndSlope(p, xp, single);
    worst = Math.max(worst, Math.abs(pair[0] - single[0]), Math.abs(pair[1] - single[1]));
    chebyshevValueAndSlope(q, xq, single);
    worst = Math.max(worst, Math.abs(pair[2] - single[0]), Math.abs(pair[3] - single[1]));
  }
  t.log(`largest difference ${worst.toExponential(1)}`);
  t.true(worst < 1e-13);
});
