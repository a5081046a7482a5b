/**
 * No template repetition in transit reports (issue #40): for 50 seeded random births in every
 * language, the main transits' texts of a year as the report prints them (composeTransitTexts)
 * repeat no sentence opener (first five words) and no 6-word sequence more than REPEAT_LIMIT
 * times, with point and sign names set aside (report-repetition.ts), and keep their substance:
 * at least 65 % of the library's sentences, and the repetition budget refuses at most 20 % of what
 * it reads (the variety is written, not cut).
 */
import test from 'ava';
import { surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { figuresOf, transitCharts, transitSurvey } from '../../benchmarks/support/report-repetition.ts';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import { REPEAT_LIMIT } from '../../src/reports/report-repetition.ts';

const BIRTHS = surveyBirths(50, 20_261_130);
const charts = transitCharts(BIRTHS);

for (const language of LANGUAGES) {
  test(`transit reports in ${language}: no opener or 6-word sequence more than ${REPEAT_LIMIT} times`, (t) => {
    const reports = transitSurvey(BIRTHS, charts, language);
    t.is(reports.length, 50);
    let worst = { count: 0, text: '' };
    let keptLeast = 1;
    for (const report of reports) {
      const f = figuresOf(report, language);
      const what = `${f.birth.dateTime}: ${f.sentences} sentences, opener "${f.topOpener.text}" ×${f.topOpener.count}, sequence "${f.topSequence.text}" ×${f.topSequence.count}, ${Math.round(f.kept * 100)} % of the library's sentences kept`;
      if (f.worst > worst.count) worst = { count: f.worst, text: what };
      keptLeast = Math.min(keptLeast, f.kept);
      t.true(f.topOpener.count <= REPEAT_LIMIT, what);
      t.true(f.topSequence.count <= REPEAT_LIMIT, what);
      t.true(f.sentences >= 40, what);
      // Every main transit keeps a text or is named in the closing list.
      t.true(report.fromLibrary.length >= 20, `${what}: ${report.fromLibrary.length} texts with a body`);
      t.true(f.kept >= 0.65, what);
      // The written texts carry the variety: the repetition budget refuses few of their sentences.
      t.true(f.refused <= 0.2, `${what}: the budget refused ${Math.round(f.refused * 100)} %`);
    }
    t.log(`worst: ${worst.text}; least kept: ${Math.round(keptLeast * 100)} %`);
  });
}
