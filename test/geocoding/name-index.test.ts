import test from 'ava';
import fc from 'fast-check';
import { ALTERNATE_NAME, buildNameIndex, INNER_WORD, postingPlace } from '../../src/geocoding/name-index.ts';

// Letters that normalize to themselves, from three scripts, so the sort order spans blocks.
const letter = fc.constantFrom('a', 'b', 'c', 'ж', 'я', '東');
const word = fc.array(letter, { minLength: 1, maxLength: 5 }).map((letters) => letters.join(''));

test('exact and prefix look-ups agree with a plain scan of the sorted keys', (t) => {
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), word, (names, q) => {
      const index = buildNameIndex(names.length, (place) => [names[place]]);
      const keys = [...new Set(names)].sort();
      t.is(index.size, keys.length);
      const lower = keys.findIndex((key) => key >= q);
      t.is(index.lowerBound(q), lower < 0 ? keys.length : lower);
      const prefixed = keys.filter((key) => key.startsWith(q));
      const lo = index.lowerBound(q);
      const hi = index.prefixEnd(q, lo);
      t.deepEqual(
        Array.from({ length: hi - lo }, (_, i) => index.key(lo + i)),
        prefixed,
      );
      const found = index.find(q);
      t.is(found >= 0 ? index.key(found) : undefined, keys.includes(q) ? q : undefined);
    }),
  );
});

test('each key lists the places it names, with their flags', (t) => {
  const names = [
    ['New York', 'New York', 'Nueva York', 'NYC'],
    ['York', 'York', 'Eboracum'],
  ];
  const index = buildNameIndex(names.length, (place) => names[place]);
  const postingsOf = (key: string) => {
    const k = index.find(key);
    if (k < 0) return [];
    return Array.from(index.postings.subarray(index.postStart[k], index.postStart[k + 1]));
  };
  t.deepEqual(postingsOf('new york'), [0]);
  t.deepEqual(postingsOf('nyc'), [(0 | ALTERNATE_NAME) >>> 0]);
  t.deepEqual(postingsOf('york').sort(), [1, (0 | INNER_WORD) >>> 0].sort());
  t.deepEqual(postingsOf('york').map(postingPlace).sort(), [0, 1]);
  t.deepEqual(postingsOf('nueva york'), [(0 | ALTERNATE_NAME) >>> 0]);
  t.deepEqual(postingsOf('eboracum'), [(1 | ALTERNATE_NAME) >>> 0]);
});
