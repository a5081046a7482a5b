/**
 * Turkish (issue #47): texts are composed by Turkish grammar, not English-ordered fragments. The
 * checks restate the rules (vowel harmony of the two-way and four-way suffixes, d → t after a
 * hard consonant, the buffer letters y and n, the apostrophe between a proper noun and its
 * suffix, consonant softening, dotted and dotless i in upper case, a noun left singular after a
 * numeral) and read the composed texts against them, never against stored output.
 */
import test from 'ava';
import { natalReportText, surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { ASPECTS, POINTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { composeWeeklyHoroscope } from '../../src/interpretation/horoscope/compose.ts';
import { aspectName, NAMED_POINTS, pointName, signName } from '../../src/interpretation/names.ts';
import { seedInterpretations } from '../../src/interpretation/texts.ts';
import { capitalize, countOf, inCase, paragraph, plural, soften, upper } from '../../src/interpretation/tr/grammar.ts';
import { trNamed } from '../../src/interpretation/tr/points.ts';

const TURKISH = [...seedInterpretations(['tr'])];
const proper = { proper: true };

/** The vowels as a Turkish reader sorts them: front (e i ö ü) and back (a ı o u); rounded (o ö u ü). */
const FRONT = new Set(['e', 'i', 'ö', 'ü']);
const VOWEL = /[aeıioöuü]/gu;
const HARD = new Set(['f', 's', 't', 'k', 'ç', 'ş', 'h', 'p']);

test('suffixes follow two-way and four-way vowel harmony, with the apostrophe on proper nouns', (t) => {
  t.is(inCase('Koç', 'loc', proper), "Koç'ta");
  t.is(inCase('Mars', 'gen', proper), "Mars'ın");
  t.is(inCase('Venüs', 'ins', proper), "Venüs'le");
  t.is(inCase('Satürn', 'gen', proper), "Satürn'ün");
  t.is(inCase('Plüton', 'gen', proper), "Plüton'un");
  t.is(inCase('Jüpiter', 'dat', proper), "Jüpiter'e");
  t.is(inCase('Ay', 'gen', proper), "Ay'ın");
  t.is(inCase('Kova', 'dat', proper), "Kova'ya");
  t.is(inCase('Kova', 'gen', proper), "Kova'nın");
  t.is(inCase('Terazi', 'ins', proper), "Terazi'yle");
  t.is(inCase('Güneş', 'abl', proper), "Güneş'ten");
  t.is(inCase('Yükselen', 'loc', proper), "Yükselen'de");
  t.is(inCase('Lilith', 'loc', proper), "Lilith'te");
  // A name ending in a possessive takes the buffer n: Tepe Noktası'nda, Kuzey Ay Düğümü'ne.
  t.is(trNamed('Tepe Noktası', 'loc'), "Tepe Noktası'nda");
  t.is(trNamed('Kuzey Ay Düğümü', 'dat'), "Kuzey Ay Düğümü'ne");
  t.is(trNamed('Güneş', 'ins'), "Güneş'le");
  // Numbers take the suffix of the word read aloud: üç → 3'te, altı → 6'da, on → 10'da, kırk → 40'ta.
  t.is(inCase('3', 'loc', proper), "3'te");
  t.is(inCase('6', 'loc', proper), "6'da");
  t.is(inCase('10', 'loc', proper), "10'da");
  t.is(inCase('40', 'loc', proper), "40'ta");
  // Common nouns: no apostrophe, buffer y after a vowel, softening of p/ç/t/k before a vowel.
  t.is(inCase('ev', 'loc'), 'evde');
  t.is(inCase('ev', 'acc'), 'evi');
  t.is(inCase('oda', 'acc'), 'odayı');
  t.is(inCase('kitap', 'acc', { softens: true }), 'kitabı');
  t.is(inCase('kitap', 'loc', { softens: true }), 'kitapta');
  t.is(soften('renk'), 'reng');
  t.is(soften('ağaç'), 'ağac');
  t.is(soften('at'), 'at');
  t.is(plural('ev'), 'evler');
  t.is(plural('yıldız'), 'yıldızlar');
});

test('upper case follows the Turkish dotted and dotless i', (t) => {
  t.is(capitalize('ikinci ev'), 'İkinci ev');
  t.is(capitalize('ılık bir gün'), 'Ilık bir gün');
  t.is(upper('iç dünya'), 'İÇ DÜNYA');
  t.is(capitalize('12. evdeki Ay'), '12. evdeki Ay');
  t.is(paragraph(['inançların güçleniyor', 'ışık geri dönüyor']), 'İnançların güçleniyor. Işık geri dönüyor.');
  // No text carries the combining dot that a non-Turkish lower-casing of "İ" leaves behind.
  for (const { title, body } of TURKISH) t.false(`${title} ${body}`.includes('\u0307'), title);
});

test('a noun after a numeral stays singular whatever Intl.PluralRules("tr-TR") says', (t) => {
  const rules = new Intl.PluralRules('tr-TR');
  t.is(rules.select(1), 'one');
  t.is(rules.select(3), 'other');
  t.is(countOf(1, 'gezegen'), '1 gezegen');
  t.is(countOf(3, 'ev'), '3 ev');
  t.is(countOf(1200, 'gün'), `${new Intl.NumberFormat('tr-TR').format(1200)} gün`);
  const pluralAfterNumeral = /(?<![\d.])\d+ \p{Ll}+l[ae]r(?!\p{L})/u;
  for (const { title, body } of TURKISH) t.is(`${title} ${body}`.match(pluralAfterNumeral)?.[0], undefined, title);
});

/** English names of points, signs and aspects that Turkish spells differently. */
const ENGLISH_NAMES = [
  ...[...POINTS, ...NAMED_POINTS].map((p) => [pointName(p, 'en'), pointName(p, 'tr')]),
  ...SIGNS.map((s) => [signName(s, 'en'), signName(s, 'tr')]),
  ...ASPECTS.map((x) => [aspectName(x.id, 'en'), aspectName(x.id, 'tr')]),
]
  .filter(([en, tr]) => en !== tr)
  .map(([en]) => en);
const wordRe = (words: readonly string[], flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, flags);

test('no English name or word is left in the Turkish texts or a sample natal report', (t) => {
  const english = wordRe(ENGLISH_NAMES);
  const stopWords = wordRe(['the', 'and', 'your', 'you', 'with', 'when', 'this', 'house', 'sign', 'planet'], 'iu');
  for (const birth of surveyBirths(4, 20_261_129)) {
    const report = natalReportText(birth, 'tr').join('\n');
    t.true(report.length > 1000, `${birth.dateTime}: a report with text`);
    t.is(report.match(english)?.[0], undefined, `${birth.dateTime}: English name in the Turkish report`);
    t.is(report.match(stopWords)?.[0], undefined, `${birth.dateTime}: English word in the Turkish report`);
  }
  for (const { title, body } of TURKISH) {
    t.is(`${title} ${body}`.match(english)?.[0], undefined, title);
    t.is(`${title} ${body}`.match(stopWords)?.[0], undefined, title);
  }
});

test('no placeholder, doubled space or doubled punctuation, and every sentence starts with a capital or a number', (t) => {
  const broken = /undefined|\bnull\b|\[object|\$\{|[{}<>]| {2}| [,.;:]|\.\.|,,|[,;:]\.|''/u;
  for (const { title, body } of TURKISH) {
    t.is(`${title} ${body}`.match(broken)?.[0], undefined, title);
    for (const sentence of body.split(/(?<=\p{L}[.!?]) /u))
      t.regex(sentence, /^[\p{Lu}\d]/u, `${title}: "${sentence}"`);
  }
});

test('every suffix after a proper noun in the texts agrees with the noun by vowel harmony', (t) => {
  const names = [...new Set([...NAMED_POINTS.map((p) => pointName(p, 'tr')), ...SIGNS.map((s) => signName(s, 'tr'))])]
    .sort((x, y) => y.length - x.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const suffixed = new RegExp(`(?<!\\p{L})(${names.join('|')})'(\\p{Ll}+)`, 'gu');
  let checked = 0;
  for (const { title, body } of TURKISH) {
    for (const m of `${title} ${body}`.matchAll(suffixed)) {
      const [, name, suffix] = m as unknown as [string, string, string];
      const nameVowels = name.toLocaleLowerCase('tr').match(VOWEL) ?? [];
      const last = nameVowels[nameVowels.length - 1] ?? 'e';
      const suffixVowels = suffix.match(VOWEL) ?? [];
      // Two-way: the suffix's vowels are front after a front vowel, back after a back vowel.
      for (const v of suffixVowels) t.is(FRONT.has(v), FRONT.has(last), `${title}: "${m[0]}"`);
      // Four-way: a high first vowel (ı i u ü) is also rounded after a rounded vowel.
      const first = suffixVowels[0];
      if (first && 'ıiuü'.includes(first)) t.is('uü'.includes(first), 'oöuü'.includes(last), `${title}: "${m[0]}"`);
      // After a hard consonant the suffix's d turns into t (Koç'ta, Mars'tan), never the other way.
      const end = name.toLocaleLowerCase('tr').slice(-1);
      if (/^[dt][ae]/u.test(suffix)) t.is(suffix[0] === 't', HARD.has(end), `${title}: "${m[0]}"`);
      // A vowel-final name takes a buffer letter before a vowel suffix (Kova'ya, Kova'nın).
      if (/[aeıioöuü]$/u.test(name)) t.regex(suffix, /^[^aeıioöuü]/u, `${title}: "${m[0]}"`);
      checked++;
    }
  }
  t.true(checked > 2000, `${checked} suffixes checked`);
});

test('the weekly horoscope heads each day with the weekday Intl gives for tr-TR', (t) => {
  const { body } = composeWeeklyHoroscope({ sign: 'leo', year: 2026, week: 23, language: 'tr', events: [] });
  t.true(body.length > 0);
  const monday = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 5, 1));
  t.is(monday, 'Pazartesi');
  t.true(body.includes('Aslan'), 'the sign is named');
});
