import test from 'ava';
import {
  elementRelation,
  greatCircleMidpoint,
  sunAspect,
  sunSignCompatibility,
  THEMES,
  themeWeights,
} from '../../../src/astro/synastry/index.ts';
import { sunSignCompatibilityTexts } from '../../../src/interpretation/sun-signs/index.ts';

test('element relations follow the classical pairing (fire–air, earth–water complementary)', (t) => {
  t.is(elementRelation('fire', 'fire'), 'same');
  t.is(elementRelation('air', 'fire'), 'complementary');
  t.is(elementRelation('water', 'earth'), 'complementary');
  t.is(elementRelation('fire', 'earth'), 'neighbouring');
  t.is(elementRelation('water', 'air'), 'neighbouring');
  t.is(elementRelation('fire', 'water'), 'contrary');
  t.is(elementRelation('earth', 'air'), 'contrary');
});

test('Sun aspects by exact longitude, across 0° Aries, closest within orb', (t) => {
  t.like(sunAspect(355, 5), { aspect: 'conjunction', separation: 10, orb: 10 });
  t.is(sunAspect(0, 10.5), null, 'just outside the 10° conjunction orb');
  t.like(sunAspect(10, 130), { aspect: 'trine', orb: 0 });
  t.like(sunAspect(10, 77), { aspect: 'sextile' });
  t.is(sunAspect(10, 77.6), null, 'sextile orb is 7.5°');
});

test('scores: the element table and 50 + 50 × tone × exactness', (t) => {
  const r = sunSignCompatibility(15, 135); // Aries 15°, Leo 15°: exact trine, both fire
  t.like(r, { sign1: 'aries', sign2: 'leo', scoreBasedOnElement: 90, scoreBasedOnSunAspect: 100 });
  const sq = sunSignCompatibility(15, 110); // Aries 15°, Cancer 20°: square 5° off
  t.is(sq.elementRelation, 'contrary');
  t.is(sq.scoreBasedOnElement, 30);
  t.is(sq.scoreBasedOnSunAspect, Math.round(50 - 50 * 0.8 * (1 - 5 / 10)));
  t.is(sunSignCompatibility(15, 165).scoreBasedOnSunAspect, 50, 'no aspect');
});

test('texts: one per element pair and per Sun aspect, different in each language', (t) => {
  const r = sunSignCompatibility(15, 135);
  const bodies = (['en', 'es', 'de'] as const).map((l) => sunSignCompatibilityTexts(r, l));
  t.is(new Set(bodies.map((b) => b.element.body)).size, 3);
  t.is(new Set(bodies.map((b) => b.sunAspect.title)).size, 3);
  const swapped = sunSignCompatibilityTexts(sunSignCompatibility(135, 15), 'en');
  t.deepEqual(swapped.element, bodies[0].element, 'the pair is unordered');
});

test('theme weights are divided by their sum; left-out themes keep their default', (t) => {
  const w = themeWeights({ growth: 0.5 });
  const sum = Object.values(w).reduce((a, b) => a + b, 0);
  t.true(Math.abs(sum - 1) < 1e-12);
  t.true(Math.abs(w.growth / w.core - 0.5 / THEMES.find((x) => x.id === 'core')!.weight) < 1e-12);
  t.throws(() => themeWeights({ core: 0, emotional: 0, attraction: 0, communication: 0, commitment: 0, growth: 0 }));
});

test('great-circle midpoint: on the equator, across the date line, and along a meridian', (t) => {
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const m1 = greatCircleMidpoint({ latitude: 0, longitude: 170 }, { latitude: 0, longitude: -170 });
  t.true(close(m1.latitude, 0) && close(Math.abs(m1.longitude), 180));
  const m2 = greatCircleMidpoint({ latitude: 10, longitude: 5 }, { latitude: 50, longitude: 5 });
  t.true(close(m2.latitude, 30) && close(m2.longitude, 5));
  // Two places at 60° N, 180° of longitude apart: the shortest path crosses the pole.
  const m3 = greatCircleMidpoint({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 180 });
  t.true(close(m3.latitude, 90));
});
