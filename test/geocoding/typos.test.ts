import test from 'ava';
import fc from 'fast-check';
import { buildNameIndex } from '../../src/geocoding/name-index.ts';
import { typoVariants } from '../../src/geocoding/typos.ts';

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

const cityNames = ['amsterdam', 'barcelona', 'london', 'londrina', 'zurich', 'москва', 'paris'];
const cityIndex = buildNameIndex(cityNames.length, (place) => [cityNames[place]]);

test('finds the intended name behind common one-letter slips', (t) => {
  t.true(typoVariants(cityIndex, 'amsterdma').includes('amsterdam')); // swap
  t.true(typoVariants(cityIndex, 'barcelonna').includes('barcelona')); // extra letter
  t.true(typoVariants(cityIndex, 'londn').includes('london')); // missing letter
  t.true(typoVariants(cityIndex, 'zurixh').includes('zurich')); // wrong letter
  t.true(typoVariants(cityIndex, 'xurich').includes('zurich')); // wrong first letter
  t.true(typoVariants(cityIndex, 'мосвка').includes('москва')); // swap in Cyrillic
});

test('every variant is exactly one edit away from the query', (t) => {
  for (const q of ['amsterdma', 'barcelonna', 'londn', 'москва', 'parix']) {
    for (const variant of typoVariants(cityIndex, q)) t.is(editDistance(q, variant), 1, `${q} → ${variant}`);
  }
});

test('any single edit of an indexed name is undone by a variant or by prefix search', (t) => {
  const letter = fc.constantFrom('a', 'b', 'c', 'd', ' ');
  const name = fc
    .array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 3, maxLength: 8 })
    .map((letters) => letters.join(''));
  fc.assert(
    fc.property(
      fc.array(name, { minLength: 1, maxLength: 20 }),
      fc.nat(),
      fc.nat(),
      letter,
      fc.constantFrom('delete', 'insert', 'replace', 'swap'),
      (names, which, at, extra, edit) => {
        const key = names[which % names.length];
        const i = at % key.length;
        let q: string;
        if (edit === 'delete') q = key.slice(0, i) + key.slice(i + 1);
        else if (edit === 'insert') q = key.slice(0, i) + extra + key.slice(i);
        else if (edit === 'replace') q = key.slice(0, i) + extra + key.slice(i + 1);
        else q = i + 1 < key.length ? key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2) : key;
        if (q === key || q.trim() !== q || q.includes('  ')) return; // not a normalized query
        const index = buildNameIndex(names.length, (place) => [names[place]]);
        t.true(typoVariants(index, q).includes(key) || key.startsWith(q), `${key} ← ${q}`);
      },
    ),
  );
});
