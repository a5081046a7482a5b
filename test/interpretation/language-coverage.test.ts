/**
 * Every language the service offers (LANGUAGES) is complete and printable, whatever languages are
 * added later: each seeded interpretation text of every language (9,000 and more) and every fixed
 * word of the reports (report, composite, moving-chart, numerology and Chinese report words, the
 * closing list) has a glyph in the language's text font for each character (DejaVu Sans, which
 * the chart images also draw with; Noto Sans JP for Japanese, Noto Sans Devanagari for Hindi), and no language silently falls back to English: no text body
 * of another language is the English body of the same URN, and each language has as many texts
 * as English.
 */
import test from 'ava';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import { seedItems } from '../../src/interpretation/seed-texts.ts';
import { CHINESE_REPORT_WORDS } from '../../src/reports/chinese-report-words.ts';
import { ALSO_IN_EFFECT } from '../../src/reports/closing-list.ts';
import { COMPOSITE_REPORT_WORDS } from '../../src/reports/composite-report-words.ts';
import { MOVING_REPORT_WORDS } from '../../src/reports/moving-chart-words.ts';
import { NUMEROLOGY_REPORT_WORDS } from '../../src/reports/numerology-report-words.ts';
import { missingGlyphs, textFontOf } from '../../src/reports/pdf-fonts.ts';
import { REPORT_WORDS } from '../../src/reports/report-words.ts';

const items = seedItems();

/** Every string of a words table, functions called with sample values. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return [];
  if (typeof value === 'function') {
    try {
      const out = (value as (...a: unknown[]) => unknown)('x', 2, 3);
      return stringsOf(out);
    } catch {
      return [];
    }
  }
  return Object.values(value as Record<string, unknown>).flatMap(stringsOf);
}

for (const language of LANGUAGES) {
  const font = textFontOf(language);
  test(`${language}: every text and report word has its glyphs in its text font (${font})`, (t) => {
    const words = [
      REPORT_WORDS,
      COMPOSITE_REPORT_WORDS,
      MOVING_REPORT_WORDS,
      NUMEROLOGY_REPORT_WORDS,
      CHINESE_REPORT_WORDS,
      ALSO_IN_EFFECT,
    ].flatMap((table) => stringsOf(table[language]));
    const texts = items.filter((i) => i.language === language).flatMap((i) => [i.title, i.body]);
    const missing = new Set<string>();
    for (const text of [...words, ...texts]) for (const c of missingGlyphs(font, text)) missing.add(c);
    t.deepEqual([...missing], [], `characters without a glyph in ${language}`);
    t.true(texts.length > 1000 && words.length > 100, `${texts.length} texts, ${words.length} words checked`);
  });
}

for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  test(`${language}: as many texts as English, none of them the English body`, (t) => {
    const english = new Map(items.filter((i) => i.language === 'en').map((i) => [i.urn, i.body]));
    const own = items.filter((i) => i.language === language);
    t.is(own.length, english.size, 'one text for each English one');
    const copied = own.filter((i) => i.body.length > 40 && english.get(i.urn) === i.body).map((i) => i.urn);
    t.deepEqual(copied.slice(0, 10), [], `${copied.length} bodies are the English text`);
  });
}
