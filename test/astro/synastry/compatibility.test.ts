/**
 * The compatibility score against the documented formula worked by hand, and its properties:
 * bounded, independent of the order of the aspects and of which person is called person 1.
 */
import test from 'ava';
import fc from 'fast-check';
import { compatibilityScore, type InterAspect } from '../../../src/astro/synastry/index.ts';
import type { AspectId, PointId } from '../../../src/astro/vocabulary.ts';

const aspect = (
  person1Point: PointId,
  aspectId: AspectId,
  person2Point: PointId,
  orb: number,
  orbAllowed: number,
): InterAspect => ({
  person1Point,
  person2Point,
  aspect: aspectId,
  angle: 0,
  separation: 0,
  orb,
  orbAllowed,
  exactness: 1 - orb / orbAllowed,
  motion: 'applying',
});

const theme = (c: ReturnType<typeof compatibilityScore>, id: string) => c.themes.find((x) => x.theme === id)!;

test('without aspects every theme and the total are 50', (t) => {
  const c = compatibilityScore([]);
  t.is(c.score, 50);
  t.deepEqual(
    c.themes.map((x) => x.theme),
    ['core', 'emotional', 'attraction', 'communication', 'commitment', 'growth'],
  );
  for (const x of c.themes) t.like(x, { score: 50, harmony: 0, tension: 0, aspectCount: 0 });
  t.is(c.themes.reduce((sum, x) => sum + x.weight, 0).toFixed(10), (1).toFixed(10));
});

test('an exact Sun–Moon trine: strength 3×3×1 = 9 lifts core and emotional to 50 + 50·9/(9+3)', (t) => {
  const c = compatibilityScore([aspect('sun', 'trine', 'moon', 0, 8.75)]);
  t.like(theme(c, 'core'), { score: 88, harmony: 9, tension: 0, aspectCount: 1 });
  t.like(theme(c, 'emotional'), { score: 88, harmony: 9, aspectCount: 1 });
  t.like(theme(c, 'attraction'), { score: 50, aspectCount: 0 });
  // 0.2·87.5 + 0.2·87.5 + 0.2·50 + 0.15·50 + 0.15·50 + 0.1·50 = 65
  t.is(c.score, 65);
});

test('a Venus–Mars square at half its orb: tension 3×2.5×1×0.5 = 3.75 pulls attraction to 50 − 50·3.75/6.75', (t) => {
  const c = compatibilityScore([aspect('venus', 'square', 'mars', 3.5, 7)]);
  t.like(theme(c, 'attraction'), { score: 22, harmony: 0, tension: 3.75, aspectCount: 1 });
  // 0.2·22.222… + 0.8·50 = 44.44…
  t.is(c.score, 44);
});

test('a conjunction of two tense points is neutral; with one tense point it is harmonious', (t) => {
  const neutral = compatibilityScore([aspect('mars', 'conjunction', 'saturn', 0, 8)]);
  t.like(theme(neutral, 'commitment'), { score: 50, harmony: 0, tension: 0, aspectCount: 1 });
  const binding = compatibilityScore([aspect('venus', 'conjunction', 'saturn', 0, 8)]);
  // strength 3 × 1.5 × 1 = 4.5 → 50 + 50·4.5/7.5 = 80
  t.like(theme(binding, 'commitment'), { score: 80, harmony: 4.5 });
});

const points: PointId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'true-node',
  'ascendant',
  'midheaven',
];
const aspects: AspectId[] = ['conjunction', 'opposition', 'trine', 'square', 'sextile'];
const arbitraryAspect = fc
  .record({
    p1: fc.constantFrom(...points),
    p2: fc.constantFrom(...points),
    aspect: fc.constantFrom(...aspects),
    allowed: fc.double({ min: 1, max: 10, noNaN: true }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((r) => aspect(r.p1, r.aspect, r.p2, r.allowed * r.share, r.allowed));

test('the score is an integer 0…100, the same in any order and with the persons swapped', (t) => {
  fc.assert(
    fc.property(fc.array(arbitraryAspect, { maxLength: 60 }), (list) => {
      const c = compatibilityScore(list);
      const reversed = compatibilityScore([...list].reverse());
      const swapped = compatibilityScore(
        list.map((a) => ({ ...a, person1Point: a.person2Point, person2Point: a.person1Point })),
      );
      const inRange =
        Number.isInteger(c.score) &&
        c.score >= 0 &&
        c.score <= 100 &&
        c.themes.every((x) => x.score >= 0 && x.score <= 100);
      return (
        inRange &&
        c.score === reversed.score &&
        c.score === swapped.score &&
        c.themes.every((x, i) => x.score === swapped.themes[i].score)
      );
    }),
  );
  t.pass();
});
