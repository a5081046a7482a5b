/**
 * No template repetition in synastry reports (issue #40): for 50 seeded random couples in every
 * language, the composed interpretation (the score in words, the strongest contacts, the house
 * overlays both ways) repeats no sentence opener (first five words) and no 6-word sequence more
 * than REPEAT_LIMIT times, with point and sign names set aside (report-repetition.ts), and keeps
 * its parts and its substance: at least 65 % of the contact texts' sentences, and the repetition
 * budget refuses at most 15 % of what it reads (the variety is written, not cut).
 */
import test from 'ava';
import { surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { figuresOf, synastrySurvey } from '../../benchmarks/support/report-repetition.ts';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import { REPEAT_LIMIT } from '../../src/reports/report-repetition.ts';
import { CONTACT_TEXT_CAP } from '../../src/reports/synastry-texts.ts';

const COUPLES = 50;
const BIRTHS = surveyBirths(COUPLES * 2, 20_261_129);

for (const language of LANGUAGES) {
  test(`synastry reports in ${language}: no opener or 6-word sequence more than ${REPEAT_LIMIT} times`, (t) => {
    const reports = synastrySurvey(BIRTHS, language);
    t.is(reports.length, COUPLES);
    let worst = { count: 0, text: '' };
    let keptLeast = 1;
    for (const report of reports) {
      const f = figuresOf(report, language);
      const what = `${f.birth.dateTime}: ${f.sentences} sentences, opener "${f.topOpener.text}" ×${f.topOpener.count}, sequence "${f.topSequence.text}" ×${f.topSequence.count}, ${Math.round(f.kept * 100)} % of the contact sentences kept`;
      if (f.worst > worst.count) worst = { count: f.worst, text: what };
      keptLeast = Math.min(keptLeast, f.kept);
      t.true(f.topOpener.count <= REPEAT_LIMIT, what);
      t.true(f.topSequence.count <= REPEAT_LIMIT, what);
      // The parts: the score in words, contacts (strongest first, capped), both overlay directions.
      const [summary, contacts, overlays] = report.parts;
      t.is(summary.texts.length, 1, `${what}: the score in words`);
      t.true(contacts.texts.length >= 5 && contacts.texts.length <= CONTACT_TEXT_CAP + 1, `${what}: contacts`);
      t.is(overlays.texts.length, 2, `${what}: overlays both ways`);
      t.true(f.sentences >= 30, what);
      // Variety comes from the composition, not from dropping most of the library's sentences.
      t.true(f.kept >= 0.65, what);
      // The written texts carry the variety: the repetition budget refuses few of their sentences.
      t.true(f.refused <= 0.15, `${what}: the budget refused ${Math.round(f.refused * 100)} %`);
    }
    t.log(`worst: ${worst.text}; least kept: ${Math.round(keptLeast * 100)} %`);
  });
}
