/**
 * Pages that are full (issue #40): in every report type, for several births and languages, no
 * page but a section's last is less than a third filled, as read back from the PDF
 * (test/support/page-fill.ts).
 */
import test from 'ava';
import type { Language } from '../../src/interpretation/index.ts';
import type { RenderedPdf } from '../../src/reports/pdf-layout.ts';
import { REPORT_WORDS } from '../../src/reports/report-words.ts';
import { MIN_FILL, pageFills } from '../support/page-fill.ts';
import { pagesWords } from '../support/pdf-text.ts';
import {
  natalReport,
  PERSONS,
  progressionsReport,
  type SamplePerson,
  solarReturnReport,
  synastryReport,
  transitReport,
} from '../support/sample-reports.ts';

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

for (const [type, render] of Object.entries(REPORTS)) {
  test(`${type} reports: no page but a section's last is less than a third filled`, (t) => {
    let least = { fill: 1, where: '' };
    for (const [language, person] of CASES) {
      for (const { page, of, fill } of pageFills(render(language, person).pdf, language)) {
        const where = `${person.name} (${language}) page ${page} of ${of}: ${Math.round(fill * 100)} %`;
        if (fill < least.fill) least = { fill, where };
        t.true(fill >= MIN_FILL, where);
      }
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
