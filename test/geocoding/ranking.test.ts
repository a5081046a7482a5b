import test from 'ava';
import fc from 'fast-check';
import { Band, matchScore, matchWeight, NameSource, ScoreCollector } from '../../src/geocoding/ranking.ts';

test('top() returns the best score per place, best first, ties by place index', (t) => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(49), fc.integer({ min: 0, max: 20 })), { maxLength: 200 }),
      fc.integer({ min: 0, max: 60 }),
      (offers, limit) => {
        const collector = new ScoreCollector(50);
        collector.reset();
        const best = new Map<number, number>();
        for (const [place, score] of offers) {
          collector.offer(place, score);
          best.set(place, Math.max(best.get(place) ?? -Infinity, score));
        }
        const expected = [...best]
          .sort((a, b) => b[1] - a[1] || a[0] - b[0])
          .slice(0, limit)
          .map(([place]) => place);
        t.deepEqual(collector.top(limit), expected);
        t.is(collector.size, best.size);
      },
    ),
  );
});

test('reset() forgets earlier offers', (t) => {
  const collector = new ScoreCollector(10);
  collector.reset();
  collector.offer(3, 5);
  collector.reset();
  collector.offer(4, 1);
  t.deepEqual(collector.top(10), [4]);
});

test('a qualified reading outranks the plain one, an exact name a mere prefix', (t) => {
  const bigCity = 10_000_000;
  const hamlet = 600;
  t.true(
    matchScore(Band.Qualified, 0, matchWeight(false, NameSource.Name, false), hamlet) >
      matchScore(Band.Plain, 1, matchWeight(true, NameSource.Name, false), bigCity),
  );
  t.true(matchWeight(true, NameSource.Name, false) > matchWeight(false, NameSource.Name, false));
  t.true(matchWeight(true, NameSource.Name, false) > matchWeight(true, NameSource.Alternate, false));
  t.true(matchWeight(true, NameSource.Name, false) > matchWeight(true, NameSource.Name, true));
  t.true(matchWeight(false, NameSource.Name, false) > matchWeight(false, NameSource.InnerWord, false));
});
