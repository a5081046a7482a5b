/**
 * No template repetition in natal reports (issue #40): over 60 seeded random births (1900–2050,
 * places over the world) in every language, the composed natal interpretation repeats no
 * sentence opener (first five words) and no 6-word sequence more than REPEAT_LIMIT times, with
 * point and sign names set aside.
 */
import test from 'ava';
import {
  describe,
  natalReportText,
  surveyBirths,
  surveyNatalRepetition,
  worstReport,
} from '../../benchmarks/support/natal-repetition.ts';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import { maskedWords, REPEAT_LIMIT, repetitionOf } from '../../src/reports/report-repetition.ts';

const BIRTHS = surveyBirths(60, 20_260_401);

test('the measure sets point and sign names aside and counts what repeats', (t) => {
  t.deepEqual(maskedWords('The Sun in Aries is bold.', 'en'), ['the', '§', 'in', '§', 'is', 'bold']);
  t.deepEqual(maskedWords('Black Moon Lilith in Virgo', 'en'), ['§', 'in', '§']);
  const figures = repetitionOf(
    ['When it comes to love, you give. When it comes to work, you plan.', 'When it comes to money, you save.'],
    'en',
  );
  t.is(figures.sentences, 3);
  t.is(figures.topOpener.text, 'when it comes to love');
  t.is(figures.topOpener.count, 1);
  t.is(repetitionOf(['The Sun in Leo shines. The Moon in Cancer shines.'], 'en').topOpener.count, 2);
});

for (const language of LANGUAGES) {
  test(`natal reports in ${language}: no opener or 6-word sequence more than ${REPEAT_LIMIT} times`, (t) => {
    const reports = surveyNatalRepetition(BIRTHS, language);
    t.is(reports.length, 60);
    const worst = worstReport(reports);
    t.log(`worst: ${describe(worst)}`);
    for (const r of reports) {
      t.true(r.sentences > 40, `${r.birth.dateTime}: a report with only ${r.sentences} sentences`);
      t.true(r.topOpener.count <= REPEAT_LIMIT, describe(r));
      t.true(r.topSequence.count <= REPEAT_LIMIT, describe(r));
    }
  });
}

test('the 1962-02-04 New Delhi stellium: named once, no sign text repeated per body, aspects interpreted', (t) => {
  const birth = { dateTime: '1962-02-04T10:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
  const text = natalReportText(birth, 'en').join('\n');
  t.is(text.match(/Seven planets gather in Aquarius/g)?.length, 1);
  t.true((text.match(/independent, inventive and detached/g)?.length ?? 0) <= 2);
  t.true((text.match(/\b(conjunction|sextile|square|trine|opposition)\b/g)?.length ?? 0) >= 10);
  t.true((text.match(/When it comes to/g)?.length ?? 0) <= REPEAT_LIMIT);
});
