import test from 'ava';
import { TRANSIT_ORBS, transitInterAspects } from '../../src/chart/transit-aspects.ts';

test('each natal × transit pair gets its closest major aspect within the transit orbs', (t) => {
  const natal = [
    { id: 'sun', longitude: 10 },
    { id: 'moon', longitude: 100 },
  ];
  const transit = [
    { id: 'mars', longitude: 12.5 }, // sun conjunction 2.5°; moon 87.5° = square 2.5°
    { id: 'saturn', longitude: 194 }, // sun opposition 4°, moon square 4°: both beyond 3°
    { id: 'venus', longitude: 340 }, // sun 30° (no major), moon 120° trine exact
    { id: 'pluto', longitude: 72.5 }, // sun 62.5° sextile 2.5° (beyond 2°); moon 27.5° none
  ];
  t.deepEqual(
    transitInterAspects(natal, transit).map((a) => `${a.inner}-${a.outer}:${a.aspect}:${a.orb.toFixed(1)}`),
    ['sun-mars:conjunction:2.5', 'moon-mars:square:2.5', 'moon-venus:trine:0.0'],
  );
});

test('separations are measured across 0° Aries', (t) => {
  const found = transitInterAspects(
    [{ id: 'sun', longitude: 359 }],
    [
      { id: 'mars', longitude: 1 },
      { id: 'moon', longitude: 60.5 },
    ],
  );
  t.deepEqual(
    found.map((a) => [a.outer, a.aspect, Math.round(a.orb * 10) / 10]),
    [
      ['mars', 'conjunction', 2],
      ['moon', 'sextile', 1.5],
    ],
  );
});

test('transit orbs are tight: at most 3°', (t) => {
  for (const orb of Object.values(TRANSIT_ORBS)) t.true(orb > 0 && orb <= 3);
});
