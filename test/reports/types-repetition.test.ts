/**
 * No template repetition in lunar return, numerology, Chinese and composite reports (issue #40): over 50
 * seeded random births (1900–2050, places over the world) per type and language, the composed
 * interpretation repeats no sentence opener (first five words) and no 6-word sequence more than
 * REPEAT_LIMIT times, point and sign names set aside, and keeps its substance.
 */
import test from 'ava';
import { surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { SURVEYED_TYPES, surveyTypeRepetition } from '../../benchmarks/support/types-repetition.ts';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import { REPEAT_LIMIT } from '../../src/reports/report-repetition.ts';

const BIRTHS = surveyBirths(50, 20_261_130);
/** Fewest sentences a report of each type keeps (what its parts say at the least). */
const LEAST_SENTENCES = { 'lunar-return': 12, numerology: 14, chinese: 10, composite: 12 };

for (const type of SURVEYED_TYPES) {
  for (const language of LANGUAGES) {
    test(`${type} reports in ${language}: no opener or 6-word sequence more than ${REPEAT_LIMIT} times over 50 births`, (t) => {
      const reports = surveyTypeRepetition(type, BIRTHS, language);
      t.is(reports.length, 50);
      for (const r of reports) {
        const what = `${r.birth.dateTime}: ${r.sentences} sentences, opener "${r.topOpener.text}" ×${r.topOpener.count}, sequence "${r.topSequence.text}" ×${r.topSequence.count}`;
        t.true(r.topOpener.count <= REPEAT_LIMIT, what);
        t.true(r.topSequence.count <= REPEAT_LIMIT, what);
        t.true(r.sentences >= LEAST_SENTENCES[type], what);
      }
      const worst = reports.reduce((a, b) => (b.worst > a.worst ? b : a));
      t.log(`worst: ${worst.birth.dateTime} opener ×${worst.topOpener.count}, sequence ×${worst.topSequence.count}`);
    });
  }
}
