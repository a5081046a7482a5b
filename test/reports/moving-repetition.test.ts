/**
 * No template repetition in solar return and progressions reports (issue #40): over 50 seeded
 * random births (1900–2050, places over the world) in every language, the composed
 * interpretation repeats no sentence opener (first five words) and no 6-word sequence more than
 * REPEAT_LIMIT times, with point and sign names set aside; the stock period lead-ins are said at
 * most once, and the reports keep their substance.
 */
import test from 'ava';
import { surveyBirths } from '../../benchmarks/support/natal-repetition.ts';
import { computeProgressions } from '../../src/astro/progressions/index.ts';
import { computeSolarReturn } from '../../src/astro/returns/index.ts';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import type { MovingReportChart } from '../../src/reports/moving-chart.ts';
import { ALSO_IN_EFFECT, movingChartTexts, RETURN_ASPECT_TEXT_CAP } from '../../src/reports/moving-chart-texts.ts';
import { ReportProse } from '../../src/reports/report-prose.ts';
import { REPEAT_LIMIT, RepetitionBudget, repetitionOf } from '../../src/reports/report-repetition.ts';

const BIRTHS = surveyBirths(50, 20_261_128);
const LEAD_INS = [
  /In the year from this birthday to the next/g,
  /In this chapter of your life/g,
  /Im Jahr von diesem Geburtstag bis zum nächsten/g,
  /In diesem Lebensabschnitt/g,
];

const charts = BIRTHS.flatMap((birth): { birth: string; chart: MovingReportChart }[] => {
  const year = Number(birth.dateTime.slice(0, 4)) + 30;
  const target = `${Number(birth.dateTime.slice(0, 4)) + 35}${birth.dateTime.slice(4, 10)}`;
  return [
    { birth: birth.dateTime, chart: { kind: 'solar-return', result: computeSolarReturn({ birth, returnYear: year }) } },
    {
      birth: birth.dateTime,
      chart: { kind: 'progressions', result: computeProgressions({ birth, targetDate: target }) },
    },
  ];
});

for (const kind of ['solar-return', 'progressions'] as const) {
  for (const language of LANGUAGES) {
    test(`${kind} reports in ${language}: no opener or 6-word sequence more than ${REPEAT_LIMIT} times`, (t) => {
      const mine = charts.filter((c) => c.chart.kind === kind);
      t.is(mine.length, 50);
      let worst = { count: 0, text: '' };
      for (const { birth, chart } of mine) {
        // The closing list of contacts already said is a list of titles, not prose: not measured.
        const prose = new ReportProse(new RepetitionBudget(language));
        const texts = movingChartTexts(chart, language, prose);
        const bodies = texts.filter((x) => x.title !== ALSO_IN_EFFECT[language]).map((x) => x.body);
        // The written texts carry the variety: the repetition budget refuses few of their sentences.
        const refused = prose.tally.refused / Math.max(1, prose.tally.read);
        t.true(refused <= 0.2, `${birth}: the budget refused ${Math.round(refused * 100)} %`);
        const figures = repetitionOf(bodies, language);
        const what = `${birth}: opener "${figures.topOpener.text}" ×${figures.topOpener.count}, sequence "${figures.topSequence.text}" ×${figures.topSequence.count}`;
        if (figures.topOpener.count > worst.count) worst = { count: figures.topOpener.count, text: what };
        t.true(figures.topOpener.count <= REPEAT_LIMIT, what);
        t.true(figures.topSequence.count <= REPEAT_LIMIT, what);
        const text = bodies.join('\n');
        for (const leadIn of LEAD_INS) t.true((text.match(leadIn)?.length ?? 0) <= 1, `${birth}: ${leadIn}`);
        if (kind === 'solar-return') {
          t.true(figures.sentences >= 12, `${birth}: only ${figures.sentences} sentences`);
          // The closest return-to-natal aspects are interpreted, within the cap.
          const aspectTexts = texts.filter(
            (x) => /^solar-return:[^:]+:[a-z]+:[^:]+$/.test(x.urn) && !x.urn.includes(':house:'),
          );
          t.true(aspectTexts.length <= RETURN_ASPECT_TEXT_CAP, `${birth}: ${aspectTexts.length} aspect texts`);
        } else {
          // Every perfection that has a text keeps at least its title in the report.
          const reportable = chart.kind === 'progressions' ? chart.result.perfections.length : 0;
          if (reportable > 0) t.true(bodies.length > 0, `${birth}: perfections but no text`);
        }
      }
      t.log(`worst: ${worst.text}`);
    });
  }
}
