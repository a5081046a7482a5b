/**
 * Every language of LANGUAGES rendered as its reader meets it, whatever languages are added
 * later: each report type (the Vedic one in the Vedic report's languages) rendered as a PDF (no character laid out as a font's missing-glyph box)
 * and read back with poppler (no .notdef read as U+0000), its text font embedded (Noto Sans JP for
 * Japanese, Noto Sans Devanagari for Hindi, DejaVu for the rest), and each kind of wheel as SVG
 * and PNG (a label character no label font has is drawn as DejaVu's missing-glyph box, glyph 0).
 */
import test from 'ava';
import { chartPng, chartSvg } from '../../src/calc/tasks/chart-image.ts';
import type { ChartImageSpec } from '../../src/chart/chart-spec.ts';
import { hasLabelGlyphs } from '../../src/chart/text-outline.ts';
import { LANGUAGES, type Language } from '../../src/interpretation/index.ts';
import { VEDIC_LANGUAGES } from '../../src/interpretation/vedic/index.ts';
import { takeCharactersDrawnWithoutGlyph, textFontOf } from '../../src/reports/pdf-fonts.ts';
import { pdfFonts, readPdf } from '../support/pdf-text.ts';
import {
  chineseReport,
  compositeReport,
  lunarReturnReport,
  natalReport,
  numerologyReport,
  PERSONS,
  progressionsReport,
  solarReturnReport,
  synastryReport,
  transitReport,
  vedicReport,
} from '../support/sample-reports.ts';

const REPORTS = {
  natal: natalReport,
  synastry: synastryReport,
  transit: transitReport,
  'solar return': solarReturnReport,
  progressions: progressionsReport,
  'lunar return': lunarReturnReport,
  composite: compositeReport,
  numerology: numerologyReport,
  chinese: chineseReport,
} satisfies Record<string, (language: Language) => { pdf: Uint8Array }>;

/** The PostScript name of a text font's regular face as pdffonts lists it (subset prefix aside). */
const POSTSCRIPT_NAME: Record<ReturnType<typeof textFontOf>, RegExp> = {
  'DejaVu Sans': /DejaVuSans(-Bold)?$/,
  'DejaVu Serif': /DejaVuSerif/,
  'DejaVu Sans Mono': /DejaVuSansMono/,
  'DejaVu Sans Condensed': /DejaVuSansCondensed/,
  'Noto Sans Devanagari': /NotoSansDevanagari/,
  'Noto Sans JP': /NotoSansJP/,
};

for (const language of LANGUAGES) {
  test(`${language}: every report type prints each character from an embedded font that has it`, (t) => {
    const font = POSTSCRIPT_NAME[textFontOf(language)];
    const vedic = (VEDIC_LANGUAGES as readonly string[]).includes(language);
    const reports = vedic
      ? { ...REPORTS, vedic: () => vedicReport(language as (typeof VEDIC_LANGUAGES)[number]) }
      : REPORTS;
    for (const [kind, render] of Object.entries(reports)) {
      takeCharactersDrawnWithoutGlyph();
      const { pdf } = render(language);
      t.deepEqual(takeCharactersDrawnWithoutGlyph(), [], `${kind} report: characters drawn without a glyph`);
      const text = readPdf(pdf).pages.join('\n');
      const blanks = [...text].filter((c) => c === '\u0000').length;
      t.is(blanks, 0, `${kind} report: ${blanks} characters drawn without a glyph`);
      t.true(text.replace(/\s/g, '').length > 500, `${kind} report: text read back`);
      const fonts = pdfFonts(pdf);
      t.true(
        fonts.every((f) => f.embedded),
        `${kind} report: every font embedded`,
      );
      t.true(
        fonts.some((f) => font.test(f.name)),
        `${kind} report written in ${textFontOf(language)}: ${fonts.map((f) => f.name).join(', ')}`,
      );
    }
  });
}

/** A name in four scripts, with letters no font of a single script has (ł, ø have no decomposition). */
const MIXED_NAME = ['Łucja', 'Ørsted', '山田花子', 'राम', 'Ελένη'];

for (const language of LANGUAGES) {
  test(`${language}: a name in other scripts is printed from the fonts that have its letters`, (t) => {
    takeCharactersDrawnWithoutGlyph();
    const { pdf } = natalReport(language, { ...PERSONS.einstein, name: MIXED_NAME.join(' ') });
    t.deepEqual(takeCharactersDrawnWithoutGlyph(), [], 'characters drawn without a glyph');
    const text = readPdf(pdf).pages.join('\n').replace(/\s/g, '');
    for (const word of MIXED_NAME) t.true(text.includes(word), `"${word}" read back: ${text.slice(0, 200)}`);
    const fonts = pdfFonts(pdf).map((f) => f.name);
    for (const font of [/DejaVuSans/, /NotoSansJP/, /NotoSansDevanagari/])
      t.true(
        fonts.some((name) => font.test(name)),
        `${font.source} embedded: ${fonts.join(', ')}`,
      );
  });
}

const BIRTH = { dateTime: '1879-03-14T11:30', latitude: 48.4, longitude: 9.99, timezone: 'Europe/Berlin' };
const OTHER = { dateTime: '1875-12-19T12:00', latitude: 45.25, longitude: 19.84, timezone: 'Europe/Belgrade' };

function specs(language: Language): Record<string, ChartImageSpec> {
  const natal: ChartImageSpec = {
    natal: {
      ...BIRTH,
      houseSystem: 'placidus',
      points: ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'ascendant', 'midheaven'],
    },
    drawn: ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'],
    width: 800,
    height: 800,
    theme: 'light',
    language,
    placeName: 'Ulm',
    legend: true,
  };
  return {
    natal,
    transit: { ...natal, transit: { ...BIRTH, dateTime: '2027-03-14T12:00' } },
    synastry: { ...natal, person2: OTHER },
    composite: { ...natal, person2: OTHER, composite: { latitude: 47, longitude: 15 } },
  };
}

/** Refs of glyph outlines drawn with glyph 0, the missing-glyph box (`#f0-0`, `#j1-0` …). */
const MISSING_GLYPH = /href="#[a-z]\d-0"/g;
const TEXT = /<text[^>]*>([^<]*)<\/text>/g;

for (const language of LANGUAGES) {
  test(`${language}: every kind of wheel draws its labels from fonts that have them`, (t) => {
    for (const [kind, spec] of Object.entries(specs(language))) {
      const svg = chartSvg(spec);
      t.deepEqual(svg.match(MISSING_GLYPH) ?? [], [], `${kind} wheel: labels drawn as missing-glyph boxes`);
      for (const [, text] of svg.matchAll(TEXT)) t.true(hasLabelGlyphs(text), `${kind} wheel: "${text}" has no font`);
      t.true(/aria-label="[^"]+"/.test(svg), `${kind} wheel: labelled`);
    }
    const png = chartPng(specs(language).natal);
    t.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG');
  });
}
