import test from 'ava';
import { interpretationSubjects } from '../../src/interpretation/texts.ts';
import {
  parseInterpretationUrn,
  planetHouseUrn,
  synastryUrn,
  transitUrn,
  urnOf,
} from '../../src/interpretation/urn.ts';

test('URNs follow the documented scheme and map node variants to their text key', (t) => {
  t.is(transitUrn('mars', 'square', 'sun'), 'urn:astro:transit:mars:square:sun');
  t.is(transitUrn('true-node', 'trine', 'mean-south-node'), 'urn:astro:transit:north-node:trine:south-node');
  t.is(planetHouseUrn('venus', 7), 'urn:astro:planet-house:venus:7');
  t.is(synastryUrn('sun', 'opposition', 'ascendant'), 'urn:astro:synastry:sun:opposition:ascendant');
});

test('every subject round-trips through its URN', (t) => {
  for (const subject of interpretationSubjects()) {
    t.deepEqual(parseInterpretationUrn(urnOf(subject)), subject);
  }
});

test('parsing accepts vocabulary ids and rejects what has no text', (t) => {
  t.deepEqual(parseInterpretationUrn('urn:astro:transit:mean-node:conjunction:true-south-node'), {
    kind: 'transit',
    transiting: 'north-node',
    aspect: 'conjunction',
    natal: 'south-node',
  });
  for (const urn of [
    'urn:astro:transit:ascendant:square:sun', // angles do not transit
    'urn:astro:transit:mars:square:vertex',
    'urn:astro:transit:mars:squared:sun',
    'urn:astro:transit:mars:square',
    'urn:astro:planet-house:sun:13',
    'urn:astro:planet-house:sun:01',
    'urn:astro:planet-house:ascendant:1',
    'urn:astro:planet-sign:sun:ophiuchus',
    'urn:astro:synastry:sun:quintile:moon', // only major aspects
    'urn:other:transit:mars:square:sun',
    'urn:astro:transit:constructor:square:sun',
  ]) {
    t.is(parseInterpretationUrn(urn), null, urn);
  }
});
