import test from 'ava';
import fc from 'fast-check';
import { geographicMidpoint, midpointLongitude } from '../../../src/astro/synastry/index.ts';

test('longitude midpoints take the shorter arc, across 0° Aries too', (t) => {
  t.is(midpointLongitude(10, 50), 30);
  t.is(midpointLongitude(350, 10), 0);
  t.is(midpointLongitude(10, 350), 0);
  t.is(midpointLongitude(300, 100), 20);
  // Exactly opposite: the midpoint 90° before the first.
  t.is(midpointLongitude(0, 180), 270);
  t.is(midpointLongitude(180, 0), 90);
});

test('a longitude midpoint is equally far from both points and at most 90° from each', (t) => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
      fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
      (a, b) => {
        const m = midpointLongitude(a, b);
        const apart = (x: number, y: number) => Math.abs(((((x - y) % 360) + 540) % 360) - 180);
        return m >= 0 && m < 360 && Math.abs(apart(m, a) - apart(m, b)) < 1e-9 && apart(m, a) <= 90 + 1e-9;
      },
    ),
  );
  t.pass();
});

test('the Davison place: mean latitude, mean longitude the short way round (across the date line too)', (t) => {
  t.deepEqual(geographicMidpoint({ latitude: 48, longitude: 2 }, { latitude: 40, longitude: -4 }), {
    latitude: 44,
    longitude: -1,
  });
  t.deepEqual(geographicMidpoint({ latitude: -30, longitude: 170 }, { latitude: 10, longitude: -170 }), {
    latitude: -10,
    longitude: -180,
  });
  t.deepEqual(geographicMidpoint({ latitude: 0, longitude: 120 }, { latitude: 0, longitude: -150 }), {
    latitude: 0,
    longitude: 165,
  });
});
