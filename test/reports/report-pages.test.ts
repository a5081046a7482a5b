/**
 * The PDF reports as a reader sees them, read back with poppler-utils: the cover (wheel and the
 * person's data), wheel pages filled to the bottom, every astrological glyph drawn from an
 * embedded font that has it, one date format, no sentence printed twice, the synastry score as
 * bars. Reports are rendered in-process from fixed birth data (test/support/sample-reports.ts).
 */
import test from 'ava';
import { ASPECTS, SIGNS } from '../../src/astro/vocabulary.ts';
import { THEMES } from '../../src/chart/themes.ts';
import { POINT_GLYPHS, SIGN_GLYPHS } from '../../src/interpretation/glyphs.ts';
import { glyphRuns, SYMBOL_FONT } from '../../src/reports/pdf-fonts.ts';
import { ReportProse, sentencesOf } from '../../src/reports/report-prose.ts';
import { aspectKey, REPORT_ASPECT_GLYPHS } from '../../src/reports/report-sections.ts';
import { pageWords, pdfFonts, readPdf } from '../support/pdf-text.ts';
import {
  natalReport,
  progressionsReport,
  solarReturnReport,
  synastryReport,
  transitReport,
} from '../support/sample-reports.ts';

const natal = natalReport('en');
const natalText = readPdf(natal.pdf);
const synastry = synastryReport('en');
const synastryText = readPdf(synastry.pdf);
const transit = { en: transitReport('en'), de: transitReport('de') };
const transitText = { en: readPdf(transit.en.pdf), de: readPdf(transit.de.pdf) };

test('every point, sign and aspect glyph is in a report font; ⚹ ⚺ ⚻ ⚼ and the planets come from Noto Sans Symbols', (t) => {
  for (const glyph of [
    ...Object.values(POINT_GLYPHS),
    ...Object.values(SIGN_GLYPHS),
    ...Object.values(REPORT_ASPECT_GLYPHS),
  ]) {
    t.truthy(glyphRuns(glyph), `${glyph} is in no report font`);
  }
  for (const glyph of ['⚹', '⚺', '⚻', '⚼', '☽', '♄', '⚷', '♈', '♓', '☌', '☍'])
    t.is(glyphRuns(glyph)?.[0].font, SYMBOL_FONT, glyph);
  t.is(REPORT_ASPECT_GLYPHS.quintile, '72°', 'the quintile prints its angle, not "Q"');
  t.is(Object.keys(REPORT_ASPECT_GLYPHS).length, ASPECTS.length as number);
});

test('the aspects table prints each aspect with its glyph from the embedded, subset symbol font', (t) => {
  const fonts = pdfFonts(natal.pdf);
  const symbols = fonts.find((f) => /NotoSansSymbols/.test(f.name));
  t.truthy(symbols, fonts.map((f) => f.name).join(', '));
  t.true(symbols!.embedded && symbols!.subset && /^[A-Z]{6}\+/.test(symbols!.name), 'embedded as a subset');
  t.true(
    fonts.every((f) => f.embedded),
    'every font embedded',
  );
  // pdfkit maps a glyph a font lacks to .notdef, whose text is U+0000: a glyph read back as its
  // character was drawn from a font that has it.
  const all = natalText.pages.join('\n');
  for (const [glyph, name] of [
    ['⚹', 'Sextile'],
    ['⚻', 'Quincunx'],
    ['⚺', 'Semi-sextile'],
    ['⚼', 'Sesquiquadrate'],
    ['☌', 'Conjunction'],
    ['△', 'Trine'],
    ['□', 'Square'],
    ['☍', 'Opposition'],
    ['72°', 'Quintile'],
    ['144°', 'Bi-quintile'],
  ]) {
    t.regex(all, new RegExp(`${glyph} ${name}`), `${glyph} ${name}`);
  }
  t.notRegex(all, /\bb?Q (Bi-)?[Qq]uintile/, 'no "Q" for the quintile');
  t.notRegex(all, /\u0000/, 'no glyph drawn as .notdef');
  for (const sign of SIGNS) t.true(all.includes(SIGN_GLYPHS[sign]), sign);
});

test('covers: title, name, birth data and the wheel; the synastry cover has both people and the score', (t) => {
  const cover = natalText.pages[0];
  for (const expected of [
    /Natal Chart Report/,
    /Albert Einstein/,
    /Born\s+14 Mar 1879, 11:30/,
    /Place\s+Ulm, Germany/,
    /48°24′ N, 9°59′ E/,
    /Prepared\s+15 Jan 2027, 09:30/,
  ])
    t.regex(cover, expected);
  t.regex(cover, /ASC[\s\S]*DSC/, 'the wheel, with its angle labels');
  const words = pageWords(natal.pdf, 1);
  const asc = words.words.find((w) => w.text === 'ASC')!;
  t.true(asc.yMin > words.height * 0.35, 'the wheel is under the birth data');
  const both = synastryText.pages[0];
  for (const expected of [
    /Albert Einstein & Mileva Marić/,
    /14 Mar 1879, 11:30/,
    /19 Dec 1875, 12:00/,
    /Titel, Serbia/,
    /Compatibility: \d{1,3} \/ 100/,
  ])
    t.regex(both, expected);
  t.regex(both, /ASC[\s\S]*DSC/, 'the bi-wheel');
  t.regex(
    transitText.en.pages[0],
    /Period\s+1 Jan 2027 – 31 Dec 2027 \(Europe\/Berlin\)/,
    "the period's last day, not the exclusive end",
  );
});

test('wheel pages are filled: the wheel, then the positions and the aspects drawn reach the bottom third', (t) => {
  for (const [name, pdf, text] of [
    ['natal', natal, natalText],
    ['synastry', synastry, synastryText],
    ['transit', transit.en, transitText.en],
  ] as const) {
    const pages = text.pages
      .map((p, i) => [p, i + 1] as const)
      .filter(([p]) => /^\s*(Chart Wheel|Transits on)/.test(p));
    t.true(pages.length >= 1, name);
    for (const [, number] of pages) {
      const { height, words } = pageWords(pdf.pdf, number);
      const body = words.filter((w) => !/^(Page|\d+|of)$/.test(w.text));
      const lowest = Math.max(...body.map((w) => w.yMax));
      t.true(
        lowest > height * 0.8,
        `${name} page ${number}: lowest text at ${Math.round((lowest / height) * 100)} % of the page`,
      );
      t.regex(text.pages[number - 1], /Sun \d+°\d\d′ \w+/, `${name} page ${number}: the positions under the wheel`);
    }
  }
});

// Long month names (May is the same short).
const ENGLISH_MONTHS = 'January|February|March|April|June|July|August|September|October|November|December';

test('one date format per language: day, short month, year (and HH:mm); no numeric or long-month dates, no "at"', (t) => {
  for (const [name, text] of [
    ['natal', natalText],
    ['synastry', synastryText],
    ['transit', transitText.en],
  ] as const) {
    const all = text.pages.join('\n');
    t.notRegex(all, new RegExp(`\\b\\d{1,2} (${ENGLISH_MONTHS}) \\d{4}`), `${name}: a long-month date`);
    t.notRegex(all, /\b\d{4}-\d\d-\d\d\b|\b\d\d\/\d\d\/\d{2,4}\b/, `${name}: a numeric date`);
    t.notRegex(all, / at \d\d:\d\d/, `${name}: "at" before a time`);
    t.regex(all, /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}\b/, name);
  }
  const german = transitText.de.pages.join('\n');
  t.notRegex(german, /\b\d\d\.\d\d\.\d{2,4}\b|\b\d{4}-\d\d-\d\d\b/, 'German: a numeric date');
  t.regex(german, /\b\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) \d{4}, \d\d:\d\d/);
});

test('the natal interpretation reads patterns, then aspects interpreted, then placements, each pattern named once', (t) => {
  const all = natalText.pages.join('\n');
  t.true(all.search(/^Interpretation$/m) < all.search(/^Chart Patterns$/m), 'under the section heading');
  const at = (heading: string) => all.search(new RegExp(`^${heading}$`, 'm'));
  const [patterns, aspects, placements] = ['Chart Patterns', 'Aspects Interpreted', 'Planets in Signs and Houses'].map(
    at,
  );
  t.true(patterns > 0, 'a Chart Patterns section');
  t.true(aspects > patterns, 'Aspects Interpreted after Chart Patterns');
  t.true(placements > aspects, 'the placements after the aspects');
  t.regex(all.slice(patterns, aspects), /Chart ruler: /);
  t.regex(all.slice(patterns, aspects), /Elements and modalities/);
  const aspectTitles =
    all.slice(aspects, placements).match(/^\S+ (conjunct|opposite|trine|square|sextile) \S+$/gm) ?? [];
  t.true(aspectTitles.length >= 5 && aspectTitles.length <= 12, `${aspectTitles.length} aspects interpreted`);
});

/** The sentences of the interpretation (from the section's heading on, which may start mid-page), as read back. */
function interpretationSentences(pages: string[], heading: RegExp): string[] {
  const all = pages.join('\n');
  const start = all.search(new RegExp(`^\\s*${heading.source.replace(/^\^/, '')}`, 'm'));
  const prose = all
    .slice(start)
    .replace(/Page \d+ (of|von) \d+/g, ' ')
    .replace(/\s+/g, ' ');
  return sentencesOf(prose);
}

test('no sentence is printed twice, nor the same lead-in ("The advice is simple: …")', (t) => {
  for (const [name, pages, heading] of [
    ['natal', natalText.pages, /^Interpretation/],
    ['synastry', synastryText.pages, /^Interpretation/],
    ['transit', transitText.en.pages, /^Interpretation/],
    ['transit (de)', transitText.de.pages, /^Deutung/],
  ] as const) {
    const sentences = interpretationSentences(pages, heading);
    t.true(sentences.length > 30, `${name}: ${sentences.length} sentences`);
    const seen = new Map<string, number>();
    for (const s of sentences.filter((x) => x.length >= 20)) seen.set(s, (seen.get(s) ?? 0) + 1);
    const repeated = [...seen].filter(([, n]) => n > 1);
    t.deepEqual(repeated, [], `${name}: repeated sentences`);
    const leads = new Map<string, number>();
    for (const s of sentences) {
      const colon = s.indexOf(': ');
      if (colon > 3 && colon <= 60 && !/\d/.test(s.slice(0, colon)))
        leads.set(s.slice(0, colon), (leads.get(s.slice(0, colon)) ?? 0) + 1);
    }
    t.deepEqual(
      [...leads].filter(([, n]) => n > 1),
      [],
      `${name}: repeated lead-ins`,
    );
  }
});

test('the report prose: a repeated sentence is left out, a repeated lead-in keeps only what follows it', (t) => {
  const prose = new ReportProse();
  t.is(
    prose.next('Mars squares your Sun. The advice is simple: slow down. It lasts a few days.'),
    'Mars squares your Sun. The advice is simple: slow down. It lasts a few days.',
  );
  t.is(
    prose.next('Venus trines your Moon. The advice is simple: say yes.\n\nIt lasts a few days.'),
    'Venus trines your Moon. Say yes.',
  );
  t.is(prose.next('It lasts a few days.'), '', 'nothing new');
});

test('the synastry score page draws a bar per theme with its score', (t) => {
  const page = synastryText.pages.findIndex((p) => /^\s*Compatibility: \d+ \/ 100/.test(p));
  t.true(page > 0);
  for (const theme of ['Core connection', 'Emotional bond', 'Attraction', 'Communication', 'Commitment', 'Growth']) {
    t.regex(synastryText.pages[page], new RegExp(`${theme}\\s+\\d{1,3}\\n`), theme);
  }
  t.notRegex(synastryText.pages[page], /Theme\s+Score/, 'no bare score table');
});

test('every label in the report language: compass letters and the chart notes under the houses', (t) => {
  const german = readPdf(natalReport('de').pdf).pages.join('\n').replace(/\s+/g, ' ');
  t.regex(german, /48°24′ N, 9°59′ O/, 'Ost, as the German images write it');
  t.regex(german, /mittlere Ortszeit des Geburtsorts/, 'the local-mean-time note in German');
  t.notRegex(german, /is before|first standard offset/, 'no English note');
  const spanish = readPdf(natalReport('es').pdf).pages.join('\n').replace(/\s+/g, ' ');
  t.regex(spanish, /48°24′ N, 9°59′ E/);
  t.regex(spanish, /hora solar media/);
});

test("the wheel's aspect key draws each aspect in the colour and dash of the theme's aspect style table", (t) => {
  for (const theme of ['light', 'dark', 'print'] as const) {
    const cells = aspectKey(['trine', 'square', 'quincunx'], 'en', theme);
    for (const [i, aspect] of (['trine', 'square', 'quincunx'] as const).entries()) {
      const cell = cells[i];
      t.true(typeof cell !== 'string' && cell.line === THEMES[theme].aspect[aspect], `${theme} ${aspect}`);
    }
  }
});

test('return and progression wheel pages do not repeat the wheel title block under the page heading', (t) => {
  const solar = readPdf(solarReturnReport('en').pdf).pages;
  const progressed = readPdf(progressionsReport('en').pdf).pages;
  for (const [name, page] of [
    ['solar return cover', solar[0]],
    ['solar return wheel', solar[1]],
    ['progressions wheel', progressed[1]],
  ] as const) {
    t.notRegex(page, /(Solar return|Secondary progressions) \d{4}-\d\d-\d\d/, name);
    t.notRegex(page, /14 March 1879/, `${name}: no subtitle lines (the wheel's long birth date)`);
  }
  t.regex(solar[1], /Solar return: \d{4}-\d\d-\d\d/, "the outer ring's name stays in the legend");
});
