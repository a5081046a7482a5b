/**
 * Issue #40's "done when": a reader who orders a natal, a solar return and a synastry report for
 * the stellium birth (1962-02-04 05:00 UT, New Delhi: seven bodies in Aquarius) finds each
 * pattern described once, the aspects interpreted, no paragraph opener (a sentence's first five
 * words) more than three times, and no page that looks empty. The reports are read back from
 * their PDFs (poppler).
 */
import test from 'ava';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeSolarReturn } from '../../src/astro/returns/index.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import { ASPECTS } from '../../src/astro/vocabulary.ts';
import { aspectName } from '../../src/interpretation/index.ts';
import { ALSO_IN_EFFECT } from '../../src/reports/closing-list.ts';
import { movingChartTexts } from '../../src/reports/moving-chart-texts.ts';
import { composeNatalInterpretation } from '../../src/reports/natal-composition.ts';
import { natalTextUrns, seededTexts } from '../../src/reports/natal-texts.ts';
import { REPEAT_LIMIT, repetitionOf } from '../../src/reports/report-repetition.ts';
import { composeSynastryInterpretation } from '../../src/reports/synastry-composition.ts';
import { synastryTextUrns } from '../../src/reports/synastry-texts.ts';
import { MIN_FILL, pageFills } from '../support/page-fill.ts';
import { readPdf, sectionsOf } from '../support/pdf-text.ts';
import { natalReport, PERSONS, solarReturnReport, synastryReport } from '../support/sample-reports.ts';

const delhi = PERSONS.delhi;
const REPORTS = {
  natal: natalReport('en', delhi).pdf,
  'solar return': solarReturnReport('en', delhi, 2027).pdf,
  synastry: synastryReport('en', delhi, PERSONS.einstein).pdf,
};
/** The interpretation section of a report, as one line of text. */
const interpretation = (pdf: Uint8Array) =>
  sectionsOf(readPdf(pdf).pages, ['Interpretation']).texts[0].replace(/\s+/g, ' ');
const aspectWords = new RegExp(
  `\\b(${ASPECTS.filter((a) => a.major)
    .map((a) => aspectName(a.id, 'en').toLowerCase())
    .join('|')}|opposite|conjunct|trines?|squares?|opposes)\\b`,
  'gi',
);

test('the 1962-02-04 New Delhi stellium: natal, solar return and synastry reports read written, on full pages', (t) => {
  const natal = interpretation(REPORTS.natal);
  t.is(natal.match(/Seven planets gather in Aquarius/g)?.length, 1, 'the stellium described once');
  t.true(
    (natal.match(/independent, inventive and detached/g)?.length ?? 0) <= 2,
    'no sign text per stellium body (8 before)',
  );
  t.true((natal.match(aspectWords)?.length ?? 0) >= 10, 'natal aspects interpreted');
  t.true((interpretation(REPORTS.synastry).match(aspectWords)?.length ?? 0) >= 10, 'synastry contacts interpreted');
  t.true((interpretation(REPORTS['solar return']).match(aspectWords)?.length ?? 0) >= 5, 'return aspects interpreted');

  // Paragraph openers: of the paragraphs as composed for these PDFs (read back, a heading runs into its paragraph).
  const natalChart = computeNatalChart(delhi.birth);
  const points = [...SYNASTRY_CHART_POINTS];
  const synastry = computeSynastry(
    computeNatalChart({ ...delhi.birth, points }),
    computeNatalChart({ ...PERSONS.einstein.birth, points }),
  );
  const paragraphs = {
    natal: composeNatalInterpretation(natalChart, seededTexts(natalTextUrns(natalChart), 'en'), 'en').flatMap(
      (p) => p.texts,
    ),
    'solar return': movingChartTexts(
      { kind: 'solar-return', result: computeSolarReturn({ birth: delhi.birth, returnYear: 2027 }) },
      'en',
    ),
    synastry: composeSynastryInterpretation(
      synastry,
      PERSONS.einstein.name,
      seededTexts(synastryTextUrns(synastry), 'en'),
      'en',
    ).flatMap((p) => p.texts),
  };
  for (const [name, pdf] of Object.entries(REPORTS)) {
    const bodies = paragraphs[name as keyof typeof paragraphs]
      .filter((x) => x.title !== ALSO_IN_EFFECT.en)
      .map((x) => x.body);
    t.true(bodies.length >= 10, `${name}: ${bodies.length} paragraphs`);
    const figures = repetitionOf(bodies, 'en');
    t.log(
      `${name}: ${figures.sentences} sentences, top opener "${figures.topOpener.text}" ×${figures.topOpener.count}`,
    );
    t.true(figures.topOpener.count <= REPEAT_LIMIT, `${name}: "${figures.topOpener.text}" ×${figures.topOpener.count}`);
    for (const { page, of, fill } of pageFills(pdf, 'en'))
      t.true(fill >= MIN_FILL, `${name}: page ${page} of ${of} is ${Math.round(fill * 100)} % filled`);
  }
});
