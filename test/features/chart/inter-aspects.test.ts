import test from 'ava';
import { interAspects, INTER_ASPECT_ORBS } from '../../../src/features/chart/inter-aspects.ts';

test('each inner × outer pair gets its closest major aspect within the orb of its kind', (t) => {
  const inner = [{ id: 'sun', longitude: 10 }, { id: 'moon', longitude: 100 }];
  const outer = [
    { id: 'mars', longitude: 12.5 }, // sun conjunction 2.5°; moon 87.5° = square 2.5°
    { id: 'saturn', longitude: 194 }, // sun opposition 4° (synastry only); moon 94° = square 4° (synastry only)
    { id: 'venus', longitude: 340 }, // sun 30° (no major), moon 120° trine exact
  ];
  t.deepEqual(
    interAspects(inner, outer, 'transit').map((a) => `${a.inner}-${a.outer}:${a.aspect}:${a.orb.toFixed(1)}`),
    ['sun-mars:conjunction:2.5', 'moon-mars:square:2.5', 'moon-venus:trine:0.0'],
  );
  t.deepEqual(
    interAspects(inner, outer, 'synastry').map((a) => `${a.inner}-${a.outer}:${a.aspect}`),
    ['sun-mars:conjunction', 'sun-saturn:opposition', 'moon-mars:square', 'moon-saturn:square', 'moon-venus:trine'],
  );
});

test('separations are measured across 0° Aries', (t) => {
  const found = interAspects([{ id: 'sun', longitude: 359 }], [{ id: 'mars', longitude: 1 }, { id: 'moon', longitude: 60.5 }], 'transit');
  t.deepEqual(found.map((a) => [a.outer, a.aspect, Math.round(a.orb * 10) / 10]), [['mars', 'conjunction', 2], ['moon', 'sextile', 1.5]]);
});

test('orbs are tighter for transits than for synastry', (t) => {
  for (const aspect of Object.keys(INTER_ASPECT_ORBS.transit) as (keyof typeof INTER_ASPECT_ORBS.transit)[]) {
    t.true(INTER_ASPECT_ORBS.transit[aspect] < INTER_ASPECT_ORBS.synastry[aspect]);
  }
});
