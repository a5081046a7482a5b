/**
 * Pages that are full (issue #40): in every report type, for several births and languages, no
 * page but a section's last is less than a third filled. A page's fill is read back from the PDF
 * (`pdftotext -bbox`): the lowest word above the footer, as a share of the text column's height.
 * A section's last page is the document's last, or one followed by a section that takes a page
 * of its own (a wheel); the other sections run on under the one before them.
 */
import test from 'ava';
import type { Language } from '../../src/interpretation/index.ts';
import type { RenderedPdf } from '../../src/reports/pdf-layout.ts';
import { resolveReportStyle } from '../../src/reports/report-style.ts';
import { REPORT_WORDS } from '../../src/reports/report-words.ts';
import { type PdfPageWords, pagesWords } from '../support/pdf-text.ts';
import {
  natalReport,
  PERSONS,
  progressionsReport,
  type SamplePerson,
  solarReturnReport,
  synastryReport,
  transitReport,
} from '../support/sample-reports.ts';

const MIN_FILL = 1 / 3;
const { page } = resolveReportStyle({ editorConfig: {}, pageSettings: {}, customCss: '' });
const top = page.margins.top;
const bottom = page.height - page.margins.bottom;

const REPORTS: Record<string, (language: Language, person: SamplePerson) => RenderedPdf> = {
  natal: natalReport,
  synastry: (language, person) =>
    synastryReport(language, person, person === PERSONS.einstein ? PERSONS.mileva : PERSONS.einstein),
  transit: transitReport,
  'solar-return': solarReturnReport,
  progressions: progressionsReport,
};

const CASES: [Language, SamplePerson][] = [
  ['en', PERSONS.einstein],
  ['en', PERSONS.delhi],
  ['en', PERSONS.santiago],
  ['de', PERSONS.delhi],
  ['es', PERSONS.santiago],
];

/** Share of the text column filled: the lowest word above the footer. */
function fillOf(words: PdfPageWords): number {
  const body = words.words.filter((w) => w.yMax <= bottom + 1);
  if (body.length === 0) return 0;
  return (Math.max(...body.map((w) => w.yMax)) - top) / (bottom - top);
}

/** The first line of a page (its topmost words, left to right). */
function firstLine(words: PdfPageWords): string {
  const y = Math.min(...words.words.map((w) => w.yMin));
  return words.words
    .filter((w) => w.yMin < y + 4)
    .sort((a, b) => a.xMin - b.xMin)
    .map((w) => w.text)
    .join(' ');
}

for (const [type, render] of Object.entries(REPORTS)) {
  test(`${type} reports: no page but a section's last is less than a third filled`, (t) => {
    let least = { fill: 1, where: '' };
    for (const [language, person] of CASES) {
      const pages = pagesWords(render(language, person).pdf);
      const wheel = REPORT_WORDS[language].sections.wheel;
      pages.forEach((words, i) => {
        const sectionsLast = i === pages.length - 1 || firstLine(pages[i + 1]).startsWith(wheel);
        if (sectionsLast) return;
        const fill = fillOf(words);
        const where = `${person.name} (${language}) page ${i + 1} of ${pages.length}: ${Math.round(fill * 100)} %`;
        if (fill < least.fill) least = { fill, where };
        t.true(fill >= MIN_FILL, where);
      });
    }
    t.log(`least filled: ${least.where}`);
  });
}

test('the houses table shares its page: six rows of two houses, under the positions', (t) => {
  for (const [language, person] of CASES.slice(0, 2)) {
    const words = REPORT_WORDS[language];
    const pages = pagesWords(natalReport(language, person).pdf);
    const at = pages.findIndex((p) => p.words.some((w) => w.text === words.sections.houses));
    t.true(at > 0, `${person.name}: a houses heading`);
    const text = pages[at].words.map((w) => w.text).join(' ');
    t.true(text.includes(words.sections.positions.split(' ')[0]), `${person.name}: the positions on the same page`);
    // Houses 1 and 7 on one row, 7 in the right half.
    const row = (n: string) => pages[at].words.filter((w) => w.text === n);
    const half = pages[at].width / 2;
    t.true(
      row('1').some((one) => row('7').some((seven) => Math.abs(seven.yMin - one.yMin) < 2 && seven.xMin > half)),
      `${person.name}: house 7 beside house 1`,
    );
  }
});
