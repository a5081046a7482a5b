/**
 * What a report's prose leaves out (issue #40): a report reads its texts as one text
 * (report-prose.ts) and leaves out a sentence said before, and one that would repeat an opener or
 * a 6-word sequence more than REPEAT_LIMIT times (the budget, report-repetition.ts). Variety
 * should come from the written texts, so both should be few. For every report type and language,
 * over 50 seeded births (synastry and composite: 50 couples), composed as the PDF composes it:
 * the mean share of the sentences read that were left out, and the worst report's, each split
 * into repeated and refused, as `name: value unit` lines.
 */
import { computeProgressions } from '../src/astro/progressions/index.ts';
import { computeSolarReturn } from '../src/astro/returns/index.ts';
import { LANGUAGES, type Language } from '../src/interpretation/index.ts';
import { movingChartTexts } from '../src/reports/moving-chart-texts.ts';
import { type ProseTally, ReportProse } from '../src/reports/report-prose.ts';
import { RepetitionBudget } from '../src/reports/report-repetition.ts';
import { natalReportText, type SurveyBirth, surveyBirths } from './support/natal-repetition.ts';
import { synastrySurvey, transitCharts, transitSurvey } from './support/report-repetition.ts';
import { SURVEYED_TYPES, typeReportText } from './support/types-repetition.ts';

const REPORTS = 50;
const births = surveyBirths(REPORTS * 2, 40);
const fifty = births.slice(0, REPORTS);
const charts = transitCharts(fifty);

type Drop = { birth: SurveyBirth; tally: ProseTally };

/** The tally of one report composed by `compose`. */
const dropOf = (birth: SurveyBirth, language: Language, compose: (prose: ReportProse) => void): Drop => {
  const prose = new ReportProse(new RepetitionBudget(language));
  compose(prose);
  return { birth, tally: prose.tally };
};

const surveys: Record<string, (language: Language) => Drop[]> = {
  natal: (language) => fifty.map((b) => dropOf(b, language, (prose) => natalReportText(b, language, prose))),
  synastry: (language) => synastrySurvey(births, language).map((r) => ({ birth: r.birth, tally: r.prose.tally })),
  transit: (language) => transitSurvey(fifty, charts, language).map((r) => ({ birth: r.birth, tally: r.prose.tally })),
  'solar-return': (language) =>
    fifty.map((birth) =>
      dropOf(birth, language, (prose) => {
        const result = computeSolarReturn({ birth, returnYear: Number(birth.dateTime.slice(0, 4)) + 30 });
        movingChartTexts({ kind: 'solar-return', result }, language, prose);
      }),
    ),
  progressions: (language) =>
    fifty.map((birth) =>
      dropOf(birth, language, (prose) => {
        const targetDate = `${Number(birth.dateTime.slice(0, 4)) + 35}${birth.dateTime.slice(4, 10)}`;
        movingChartTexts({ kind: 'progressions', result: computeProgressions({ birth, targetDate }) }, language, prose);
      }),
    ),
  ...Object.fromEntries(
    SURVEYED_TYPES.map((type) => [
      type,
      (language: Language) =>
        fifty.map((birth, n) => dropOf(birth, language, (prose) => typeReportText(type, fifty, n, language, prose))),
    ]),
  ),
};

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const left = (t: ProseTally) => (t.repeated + t.refused) / Math.max(1, t.read);
const split = (t: ProseTally) =>
  `${percent(left(t))} (repeated ${percent(t.repeated / Math.max(1, t.read))}, refused ${percent(t.refused / Math.max(1, t.read))})`;
for (const [type, survey] of Object.entries(surveys)) {
  for (const language of LANGUAGES) {
    const drops = survey(language);
    const sum = drops.reduce(
      (s, d) => ({
        read: s.read + d.tally.read,
        repeated: s.repeated + d.tally.repeated,
        refused: s.refused + d.tally.refused,
      }),
      { read: 0, repeated: 0, refused: 0 },
    );
    const worst = drops.reduce((a, b) => (left(b.tally) > left(a.tally) ? b : a));
    console.log(`${type}-left-out ${language} all reports: ${split(sum)}`);
    console.log(`${type}-left-out ${language} worst report: ${split(worst.tally)}`);
    console.log(
      `  worst: ${worst.birth.dateTime} ${worst.birth.latitude},${worst.birth.longitude}, ${worst.tally.read} sentences read`,
    );
  }
}
