/**
 * The Vedic texts in every language of VEDIC_LANGUAGES: every entry written in each (a missing one
 * fails; there is no fallback), Hindi in Devanagari only and every glyph of it in the embedded
 * font once shaped, and no opening or sentence repeated within a language.
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import test from 'ava';
import type { Font } from 'fontkit';
import { SIGNS } from '../../src/astro/vocabulary.ts';
import { VEDIC_LANGUAGES, VEDIC_TEXTS } from '../../src/interpretation/vedic/index.ts';
import { PANCHANG_NAMES } from '../../src/interpretation/vedic/panchang-names.ts';
import { DEVANAGARI_FONT, missingGlyphs, textFontOf } from '../../src/reports/pdf-fonts.ts';
import { sentencesOf } from '../../src/reports/report-prose.ts';
import { MATCHING_WORDS } from '../../src/reports/vedic-matching-section.ts';
import { PANCHANG_WORDS } from '../../src/reports/vedic-panchang-section.ts';
import { VEDIC_REPORT_WORDS } from '../../src/reports/vedic-report-words.ts';
import { SADE_SATI_WORDS } from '../../src/reports/vedic-sade-sati-section.ts';

const require = createRequire(import.meta.url);
const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

/** Every string of a language's texts, with where it sits. */
function entries(language: (typeof VEDIC_LANGUAGES)[number]): [string, string][] {
  const t = VEDIC_TEXTS[language];
  return [
    ...[...GRAHAS, 'lagna' as const].map((g): [string, string] => [`grahaNames.${g}`, t.grahaNames[g]]),
    ...SIGNS.map((s): [string, string] => [`signNames.${s}`, t.signNames[s]]),
    ...t.nakshatraNames.map((n, i): [string, string] => [`nakshatraNames.${i}`, n]),
    ...SIGNS.map((s): [string, string] => [`lagna.${s}`, t.lagna[s]]),
    ...SIGNS.map((s): [string, string] => [`moonSign.${s}`, t.moonSign[s]]),
    ...t.nakshatra.map((n, i): [string, string] => [`nakshatra.${i}`, n]),
    ...GRAHAS.map((g): [string, string] => [`mahadasha.${g}`, t.mahadasha[g]]),
    ...GRAHAS.map((g): [string, string] => [`antardasha.${g}`, t.antardasha[g]]),
  ];
}

/** Every string of a words table, functions called with sample values. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [(value as (...a: unknown[]) => string)('x', 2, 3)];
  return Object.values(value as Record<string, unknown>).flatMap(stringsOf);
}

/** The report's fixed words in a language (its sections' and the panchang's names too). */
function reportWords(language: (typeof VEDIC_LANGUAGES)[number]): string[] {
  return [VEDIC_REPORT_WORDS, SADE_SATI_WORDS, MATCHING_WORDS, PANCHANG_WORDS, PANCHANG_NAMES].flatMap((words) =>
    stringsOf(words[language]),
  );
}

const JA_WORDS = new Intl.Segmenter('ja-JP', { granularity: 'word' });

/** A text's words: between spaces, or Intl.Segmenter's in Japanese, which sets no spaces. */
const openingWords = (text: string, language: string): string[] =>
  language === 'ja' ? [...JA_WORDS.segment(text)].filter((w) => w.isWordLike).map((w) => w.segment) : text.split(/\s+/);

for (const language of VEDIC_LANGUAGES) {
  test(`${language}: every text is written (27 nakshatras, 12 signs, 9 grahas), none empty`, (t) => {
    const t_ = VEDIC_TEXTS[language];
    t.is(t_.nakshatraNames.length, 27);
    t.is(t_.nakshatra.length, 27);
    for (const [where, text] of entries(language)) t.true(typeof text === 'string' && text.trim().length > 0, where);
  });

  test(`${language}: no two readings of a table open alike, no sentence appears twice`, (t) => {
    const t_ = VEDIC_TEXTS[language];
    const tables: Record<string, readonly string[]> = {
      lagna: Object.values(t_.lagna),
      moonSign: Object.values(t_.moonSign),
      nakshatra: t_.nakshatra,
      mahadasha: Object.values(t_.mahadasha),
      antardasha: Object.values(t_.antardasha),
    };
    for (const [name, texts] of Object.entries(tables)) {
      const openings = texts.map((text) => openingWords(text, language).slice(0, 3).join(' '));
      const repeated = openings.filter((o, i) => openings.indexOf(o) !== i);
      t.deepEqual(repeated, [], `${name}: openings used twice`);
    }
    const sentences = Object.values(tables)
      .flat()
      .flatMap((text) => sentencesOf(text));
    const twice = sentences.filter((s, i) => sentences.indexOf(s) !== i);
    t.deepEqual(twice, [], 'sentences written twice');
  });
}

test('hi: Devanagari only (with digits, ASCII punctuation and dandas), every glyph in Noto Sans Devanagari once shaped', (t) => {
  const file = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
  const fontkit = require('fontkit') as typeof import('fontkit');
  const font = fontkit.create(fs.readFileSync(file)) as Font;
  const strings = [...entries('hi').map(([, s]) => s), ...reportWords('hi')];
  let checked = 0;
  for (const text of strings) {
    // D1 and D9 name the vargas as Hindi jyotish software writes them; x is the sample argument.
    const foreign = text.replace(/[\u0900-\u097f\s0-9.,;:()\-–/'xD+]/g, '');
    t.is(foreign, '', `characters outside Devanagari in: ${text.slice(0, 60)}`);
    t.deepEqual(missingGlyphs(DEVANAGARI_FONT, text), [], text.slice(0, 60));
    const notdef = font.layout(text).glyphs.filter((g) => g.id === 0).length;
    t.is(notdef, 0, `.notdef after shaping: ${text.slice(0, 60)}`);
    checked += text.length;
  }
  t.true(checked > 5000, `${checked} characters checked`);
});

/** Every string of a words table with its path, functions called with sample values. */
function pathedStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, (value as (...a: unknown[]) => string)('x', 2, 3)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => pathedStrings(v, `${path}.${k}`));
}
const WORD_TABLES = { VEDIC_REPORT_WORDS, SADE_SATI_WORDS, MATCHING_WORDS, PANCHANG_WORDS, PANCHANG_NAMES };
const wordsOf = (language: (typeof VEDIC_LANGUAGES)[number]) =>
  Object.entries(WORD_TABLES).flatMap(([name, table]) => pathedStrings(table[language], name));

for (const language of VEDIC_LANGUAGES.filter((l) => l !== 'en')) {
  test(`${language}: every reading and every word of the report written, the readings none the English one`, (t) => {
    const english = new Map(entries('en'));
    for (const [where, text] of entries(language)) {
      // Names can be the same by nature (Venus, Rahu, the nakshatras); the readings cannot.
      if (/^(lagna|moonSign|nakshatra|mahadasha|antardasha)\./.test(where)) t.not(text, english.get(where), where);
    }
    const englishWords = new Map(wordsOf('en'));
    const words = wordsOf(language);
    t.deepEqual(
      words.map(([where]) => where).sort(),
      [...englishWords.keys()].sort(),
      'the same entries as in English',
    );
    for (const [where, text] of words) {
      t.true(text.trim().length > 0, where);
      // Sanskrit terms (Nakshatra, Tithi, Yoga) stay; a phrase of four words or more is written anew.
      if (text.split(/\s+/).length >= 4) t.not(text, englishWords.get(where), where);
    }
  });
}

for (const language of VEDIC_LANGUAGES)
  test(`${language}: every character of the texts and words has a glyph in the language's font`, (t) => {
    const font = textFontOf(language);
    const strings = [...entries(language).map(([, s]) => s), ...wordsOf(language).map(([, s]) => s)];
    const missing = [...new Set(strings.flatMap((s) => missingGlyphs(font, s)))];
    t.deepEqual(missing, [], `${font}`);
  });
