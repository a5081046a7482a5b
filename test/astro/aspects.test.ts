import test from 'ava';
import { findAspects, resolveAspectOptions, DEFAULT_ASPECT_ORBS } from '../../src/astro/aspects.ts';
import { BirthDataError } from '../../src/astro/errors.ts';

const all = resolveAspectOptions(undefined);

test('a trine within orb is found with its orb, exactness and motion', (t) => {
  // Mars at 10°, Jupiter at 128°: separation 118°; Mars, faster and behind, closes the gap, so
  // the separation shrinks away from 120°: separating.
  const [a] = findAspects([
    { id: 'mars', longitude: 10, speed: 0.7 },
    { id: 'jupiter', longitude: 128, speed: 0.1 },
  ], all);
  t.is(a.aspect, 'trine');
  t.true(Math.abs(a.orb - 2) < 1e-9);
  t.is(a.orbAllowed, DEFAULT_ASPECT_ORBS.trine);
  t.true(Math.abs(a.exactness - (1 - 2 / 7)) < 1e-9);
  t.is(a.motion, 'separating');
});

test('applying when the deviation from exact shrinks', (t) => {
  // Venus at 0°, Saturn at 238°: separation 122°. Venus moving forward widens it (separating);
  // Venus retrograde narrows it toward 120° (applying).
  const [a] = findAspects([
    { id: 'venus', longitude: 0, speed: 1.2 },
    { id: 'saturn', longitude: 238, speed: 0.03 },
  ], all);
  t.is(a.aspect, 'trine');
  t.is(a.motion, 'separating');
  const [b] = findAspects([
    { id: 'venus', longitude: 0, speed: -1.2 },
    { id: 'saturn', longitude: 238, speed: 0.03 },
  ], all);
  t.is(b.motion, 'applying');
});

test('luminaries get wider orbs; minor points narrower', (t) => {
  const sunMars = findAspects([{ id: 'sun', longitude: 0, speed: 1 }, { id: 'mars', longitude: 9.5, speed: 0.5 }], all);
  t.is(sunMars.length, 1);
  t.is(sunMars[0].orbAllowed, 10);
  const venusMars = findAspects([{ id: 'venus', longitude: 0, speed: 1 }, { id: 'mars', longitude: 9.5, speed: 0.5 }], all);
  t.is(venusMars.length, 0);
  // Lilith (0.6) with Chiron (0.75): the larger factor applies, 8° × 0.75 = 6°.
  t.is(findAspects([{ id: 'mean-lilith', longitude: 0, speed: 0.1 }, { id: 'chiron', longitude: 6.5, speed: 0.01 }], all).length, 0);
  const near = findAspects([{ id: 'mean-lilith', longitude: 0, speed: 0.1 }, { id: 'chiron', longitude: 5.5, speed: 0.01 }], all);
  t.is(near[0].orbAllowed, 6);
});

test('orb overrides and aspect selection apply', (t) => {
  const only = resolveAspectOptions({ types: ['square'], orbs: { square: 1 } });
  t.deepEqual(only.map((d) => d.id), ['square']);
  const found = findAspects([{ id: 'mercury', longitude: 0, speed: 1 }, { id: 'pluto', longitude: 91.5, speed: 0 }], only);
  t.is(found.length, 0);
  const wide = resolveAspectOptions({ orbs: { square: 2 } });
  t.is(findAspects([{ id: 'mercury', longitude: 0, speed: 1 }, { id: 'pluto', longitude: 91.5, speed: 0 }], wide)[0].aspect, 'square');
});

test('each pair reports only its closest aspect', (t) => {
  // 135° is a sesquiquadrate (orb 0); a trine at 15° off is outside orb anyway; quincunx 150 is 15 off.
  const found = findAspects([{ id: 'moon', longitude: 0, speed: 13 }, { id: 'uranus', longitude: 135, speed: 0 }], all);
  t.is(found.length, 1);
  t.is(found[0].aspect, 'sesquiquadrate');
});

test('mirror pairs (node and south node, ASC and DSC) are not reported', (t) => {
  const found = findAspects([
    { id: 'mean-node', longitude: 10, speed: -0.05 },
    { id: 'mean-south-node', longitude: 190, speed: -0.05 },
  ], all);
  t.is(found.length, 0);
});

test('bad aspect options name the field', (t) => {
  t.is(t.throws(() => resolveAspectOptions({ types: ['trine', 'septile' as never] }), { instanceOf: BirthDataError })?.field, 'aspects.types');
  t.is(t.throws(() => resolveAspectOptions({ orbs: { trine: -1 } }), { instanceOf: BirthDataError })?.field, 'aspects.orbs.trine');
  t.is(t.throws(() => resolveAspectOptions({ orbs: { trine: Number.NaN } }), { instanceOf: BirthDataError })?.field, 'aspects.orbs.trine');
  t.is(t.throws(() => resolveAspectOptions({ orbs: { novile: 1 } as never }), { instanceOf: BirthDataError })?.field, 'aspects.orbs.novile');
});
