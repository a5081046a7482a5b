/**
 * Targets prepared for curve sweeps: reduced to [0, 360) and bucketed by whole degree, each
 * bucket in increasing value; a sweep with them finds what a search per target finds.
 */
import test from 'ava';
import fc from 'fast-check';
import { CurveScan } from '../../../src/astro/transits/curve-scan.ts';
import { SweepTargets } from '../../../src/astro/transits/sweep-targets.ts';
import { looping } from './looping-curve.ts';

test('targets are reduced modulo 360 and listed bucket by bucket in increasing value', (t) => {
  fc.assert(
    fc.property(fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), { maxLength: 60 }), (values) => {
      const prepared = new SweepTargets(values);
      if (prepared.count !== values.length) return false;
      const seen = new Set<number>();
      for (let b = 0; b < 360; b++) {
        for (let j = prepared.starts[b]; j < prepared.starts[b + 1]; j++) {
          const i = prepared.order[j];
          seen.add(i);
          const r = prepared.reduced[i];
          if (!(r >= b && r < b + 1)) return false;
          if (j > prepared.starts[b] && prepared.reduced[prepared.order[j - 1]] > r) return false;
          // The same residue as the target (to rounding).
          const d = Math.abs((values[i] - r) / 360 - Math.round((values[i] - r) / 360));
          if (d > 1e-12) return false;
        }
      }
      return seen.size === values.length && prepared.starts[360] === values.length;
    }),
    { numRuns: 200, seed: 11 },
  );
  t.pass();
});

test('prepared again, an instance holds only the new targets (its arrays reused or grown)', (t) => {
  const targets = new SweepTargets([10, 20, 30, 40, 50]);
  targets.prepare([359.5, -0.25, 725]);
  t.is(targets.count, 3);
  t.is(targets.starts[360], 3);
  t.deepEqual(
    [...targets.order.subarray(0, 3)].map((i) => targets.reduced[i]),
    [5, 359.5, 359.75],
  );
  targets.prepare(
    Array.from({ length: 40 }, (_, i) => 9 * i + 0.5),
    39,
  );
  t.is(targets.count, 39);
  t.is(targets.starts[360], 39);
  t.is(targets.reduced[38], 342.5);
});

test('a sweep with prepared targets finds what crossings finds for each, in time order', (t) => {
  const scan = new CurveScan(looping, 0, 80, 0.2);
  const values = [0, 12.5, 359.999, -45, 725.25, 180, 180, 89.9999];
  const swept = scan.sweep(new SweepTargets(values));
  const found: { index: number; t: number }[] = [];
  for (let k = 0; k < swept.count; k++) {
    if (k > 0) t.true(swept.t[k] >= swept.t[k - 1]);
    found.push({ index: swept.index[k], t: swept.t[k] });
  }
  values.forEach((value, index) => {
    const expected = scan.crossings(value).map((c) => c.t);
    const got = found.filter((f) => f.index === index).map((f) => f.t);
    t.is(got.length, expected.length);
    got.forEach((x, i) => t.true(Math.abs(x - expected[i]) < 1e-6));
  });
  // The same as sweeping the plain list.
  const plain = scan.sweep(values);
  t.is(plain.count, found.length);
});
