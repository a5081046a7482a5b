/**
 * Numerology on the worked examples of docs/numerology.md (each step worked by hand there),
 * including a master number, karmic debts, folded accents and the rule for Y.
 */
import test from 'ava';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import {
  comparePeople,
  compatibilityScore,
  foldName,
  NameError,
  nameLetters,
  numberRelation,
  numberText,
  numerologyNumbers,
  reduce,
} from '../../src/numerology/index.ts';

test('reduce: digits added until one is left, master numbers kept, karmic debts seen on the way', (t) => {
  t.deepEqual(reduce(49), { value: 4, chain: [49, 13, 4], karmicDebt: 13 });
  t.deepEqual(reduce(29), { value: 11, chain: [29, 11] });
  t.deepEqual(reduce(1987), { value: 7, chain: [1987, 25, 7] });
  t.deepEqual(reduce(7), { value: 7, chain: [7] });
  t.is(reduce(22).value, 22);
  t.is(reduce(33).value, 33);
  t.is(reduce(44).value, 8);
  t.is(reduce(19).karmicDebt, 19);
});

test('Pythagorean letter values; accents and ligatures folded', (t) => {
  t.deepEqual(foldName('José Müller-Øberg'), ['JOSE', 'MULLER', 'OBERG']);
  t.deepEqual(foldName('Straße Æsir'), ['STRASSE', 'AESIR']);
  t.deepEqual(
    nameLetters('AJS bkt IR')[0].map((l) => l.value),
    [1, 1, 1],
  );
  t.deepEqual(
    nameLetters('AJS bkt IR')[1].map((l) => l.value),
    [2, 2, 2],
  );
  t.deepEqual(
    nameLetters('AJS bkt IR')[2].map((l) => l.value),
    [9, 9],
  );
  t.deepEqual(
    nameLetters('Lynn')[0].map((l) => l.vowel),
    [false, true, false, false],
    'Y with no vowel beside it is a vowel',
  );
  t.deepEqual(
    nameLetters('Maya')[0].map((l) => l.vowel),
    [false, true, false, true],
    'Y beside a vowel is a consonant',
  );
});

test('names without Latin letters are refused with what is expected', (t) => {
  t.throws(() => foldName(' - 42 '), { instanceOf: NameError, message: /at least one letter/ });
  t.throws(() => foldName('Иван'), { instanceOf: NameError, message: /Latin letters/ });
});

test('worked example 1: Ada Lovelace, born 1987-11-18 (soul urge with karmic debt 19, a master number in the life path steps)', (t) => {
  const n = numerologyNumbers({
    date: { year: 1987, month: 11, day: 18 },
    fullName: 'Ada Lovelace',
    forecastYear: 2026,
  });
  t.like(n.lifePath, { value: 9, reducedFrom: 27, isMasterNumber: false, isKarmicDebt: false });
  t.is(n.lifePath.calculation, 'month 11; day 18 → 9; year 1987 → 25 → 7; 11 + 9 + 7 = 27 → 2 + 7 = 9');
  t.like(n.expression, { value: 9, reducedFrom: 36 });
  t.is(n.expression.calculation, 'ADA (1 + 4 + 1) + LOVELACE (3 + 6 + 4 + 5 + 3 + 1 + 3 + 5) = 36 → 3 + 6 = 9');
  t.like(n.soulUrge, { value: 1, reducedFrom: 19, isKarmicDebt: true, karmicDebtNumber: 19 });
  t.like(n.personality, { value: 8, reducedFrom: 17, isKarmicDebt: false });
  t.like(n.birthday, { value: 9, reducedFrom: 18 });
  t.like(n.maturity, { value: 9, reducedFrom: 18 });
  t.like(n.personalYear, { value: 3, reducedFrom: 21 });
});

test('worked example 2: born 1977-04-01, life path master number 11', (t) => {
  const n = numerologyNumbers({ date: { year: 1977, month: 4, day: 1 }, fullName: 'Lynn', forecastYear: 2026 });
  t.like(n.lifePath, { value: 11, reducedFrom: 11, isMasterNumber: true });
  t.is(n.lifePath.calculation, 'month 4; day 1; year 1977 → 24 → 6; 4 + 1 + 6 = 11');
  t.like(n.soulUrge, { value: 7, reducedFrom: 7 }, 'the Y of Lynn is its vowel');
  t.like(n.personality, { value: 4, reducedFrom: 13, isKarmicDebt: true, karmicDebtNumber: 13 });
});

test('worked example 3: José Müller-Øberg, born 1990-05-07 (karmic debt 13 in the life path, birthday)', (t) => {
  const n = numerologyNumbers({
    date: { year: 1990, month: 5, day: 7 },
    fullName: 'José Müller-Øberg',
    forecastYear: 2026,
  });
  t.like(n.lifePath, { value: 4, reducedFrom: 13, isKarmicDebt: true, karmicDebtNumber: 13 });
  t.like(n.expression, { value: 6, reducedFrom: 69 });
  t.like(n.soulUrge, { value: 3, reducedFrom: 30 });
  t.like(n.personality, { value: 3, reducedFrom: 39 });
  t.like(numerologyNumbers({ date: { year: 1990, month: 5, day: 29 }, fullName: 'x', forecastYear: 2026 }).birthday, {
    value: 11,
    isMasterNumber: true,
  });
});

test('a name without vowels has soul urge 0, said in its steps', (t) => {
  const n = numerologyNumbers({ date: { year: 2000, month: 1, day: 1 }, fullName: 'Ng', forecastYear: 2026 });
  t.is(n.soulUrge.value, 0);
  t.regex(n.soulUrge.calculation, /no such letters/);
});

test('compatibility: relations by number family and the documented weights', (t) => {
  t.is(numberRelation(1, 5), 'natural');
  t.is(numberRelation(11, 2), 'mirror', 'master numbers compare by their root');
  t.is(numberRelation(3, 8), 'compatible');
  t.is(numberRelation(1, 4), 'challenging');
  t.is(compatibilityScore({ lifePath: [1, 4] }).score, 45);
  // 0.5 × 90 + 0.3 × 80 + 0.2 × 70 = 83
  t.is(compatibilityScore({ lifePath: [1, 7], expression: [6, 6], soulUrge: [3, 2] }).score, 83);
  // a soul urge of 0 leaves its pair out: (0.5 × 90 + 0.3 × 45) / 0.8 = 73.125
  t.is(compatibilityScore({ lifePath: [1, 7], expression: [4, 5], soulUrge: [0, 2] }).score, 73);
});

test('every number, kind and karmic debt has its own text in each language', (t) => {
  const seen = new Set<string>();
  for (const language of LANGUAGES) {
    for (const value of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]) {
      const text = numberText(
        'lifePath',
        {
          value,
          isMasterNumber: false,
          isKarmicDebt: false,
          karmicDebtNumber: null,
          reducedFrom: value,
          calculation: '',
        },
        language,
      );
      t.false(seen.has(text), `${language} ${value}`);
      seen.add(text);
    }
  }
  const en = numberText(
    'soulUrge',
    { value: 1, isMasterNumber: false, isKarmicDebt: true, karmicDebtNumber: 19, reducedFrom: 19, calculation: '' },
    'en',
  );
  t.regex(en, /soul urge/);
  t.regex(en, /Karmic debt 19/);
});

test('comparing two people: the names count only when both are given', (t) => {
  const ada = { date: { year: 1987, month: 11, day: 18 }, name: 'Ada Lovelace' };
  const jose = { date: { year: 1990, month: 5, day: 7 }, name: 'José Müller-Øberg' };
  const both = comparePeople(ada, jose);
  // life paths 9 and 4 (compatible, 70), expressions 9 and 6 (natural, 90), soul urges 1 and 3 (compatible, 70):
  // 0.5 × 70 + 0.3 × 90 + 0.2 × 70 = 76
  t.is(both.score, 76);
  t.deepEqual(
    both.numbers.map((n) => [n.lifePath.value, n.expression?.value, n.soulUrge?.value]),
    [
      [9, 9, 1],
      [4, 6, 3],
    ],
  );
  t.deepEqual(Object.keys(both.pairs), ['lifePath', 'expression', 'soulUrge']);

  const oneName = comparePeople(ada, { date: jose.date });
  t.is(oneName.score, 70);
  t.deepEqual(oneName.numbers.map(Object.keys), [['lifePath'], ['lifePath']]);
  t.deepEqual(Object.keys(oneName.pairs), ['lifePath']);
});
