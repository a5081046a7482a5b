import test from 'ava';
import fc from 'fast-check';
import { norm360 } from '../../src/astro/angles.ts';
import { spreadAlongCircle } from '../../src/chart/spread.ts';

/** Signed shortest difference b − a in degrees, in (−180, 180]. */
const delta = (a: number, b: number): number => {
  const d = ((((b - a) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
};

test('points far apart stay where they are', (t) => {
  t.deepEqual(
    spreadAlongCircle([
      { longitude: 10, halfWidth: 3 },
      { longitude: 100, halfWidth: 3 },
      { longitude: -20, halfWidth: 3 },
    ]),
    [10, 100, 340],
  );
});

test('a pair closer than its room is pushed apart symmetrically', (t) => {
  const [a, b] = spreadAlongCircle([
    { longitude: 50, halfWidth: 3 },
    { longitude: 52, halfWidth: 3 },
  ]);
  t.true(Math.abs(a - 48) < 1e-9);
  t.true(Math.abs(b - 54) < 1e-9);
});

test('a cluster across 0° Aries is spread around its mean, not split at 360', (t) => {
  const out = spreadAlongCircle([358, 359, 0, 1, 2].map((longitude) => ({ longitude, halfWidth: 2 })));
  t.deepEqual(
    out.map((v) => Math.round(norm360(v + 10) * 1e6) / 1e6),
    [2, 6, 10, 14, 18],
  );
});

test('identical longitudes keep their input order along the zodiac', (t) => {
  const out = spreadAlongCircle([
    { longitude: 200, halfWidth: 1 },
    { longitude: 200, halfWidth: 1 },
    { longitude: 200, halfWidth: 1 },
  ]);
  t.true(delta(out[0], out[1]) > 0 && delta(out[1], out[2]) > 0);
  t.true(Math.abs(delta(200, out[1])) < 1e-9);
});

test('property: neighbours keep their room, order is kept, and output depends only on input', (t) => {
  const items = fc.array(
    fc.record({
      longitude: fc.double({ min: -720, max: 720, noNaN: true }),
      halfWidth: fc.double({ min: 0.2, max: 12, noNaN: true }),
    }),
    { minLength: 2, maxLength: 20 },
  );
  fc.assert(
    fc.property(items, (its) => {
      const total = its.reduce((s, i) => s + 2 * i.halfWidth, 0);
      const scale = total > 360 ? 360 / total : 1;
      const out = spreadAlongCircle(its);
      if (JSON.stringify(out) !== JSON.stringify(spreadAlongCircle(its.map((i) => ({ ...i }))))) return false;
      // Walk the displayed order around the circle: every consecutive pair keeps its room.
      const order = out.map((v, i) => i).sort((a, b) => out[a] - out[b] || a - b);
      for (let k = 0; k < order.length; k++) {
        const i = order[k];
        const j = order[(k + 1) % order.length];
        const gap = k + 1 < order.length ? out[j] - out[i] : out[j] + 360 - out[i];
        if (gap < (its[i].halfWidth + its[j].halfWidth) * scale - 1e-6) return false;
      }
      return out.every((v) => v >= 0 && v < 360);
    }),
    { numRuns: 500, seed: 11 },
  );
  t.pass();
});
