/**
 * Repetition in composed reports (issue #40): the worst report's most repeated sentence opener
 * and 6-word sequence (point and sign names set aside), as `name: value unit` lines, and the worst
 * report described — natal for 200 seeded random births per language, synastry for 50 couples,
 * transit (a year), solar return and progressions for 50 births; for synastry and transit also
 * the least share of the content library's sentences a report kept.
 */
import { computeProgressions } from '../src/astro/progressions/index.ts';
import { computeSolarReturn } from '../src/astro/returns/index.ts';
import { LANGUAGES } from '../src/interpretation/index.ts';
import { ALSO_IN_EFFECT } from '../src/reports/closing-list.ts';
import type { MovingReportChart } from '../src/reports/moving-chart.ts';
import { movingChartTexts } from '../src/reports/moving-chart-texts.ts';
import { repetitionOf } from '../src/reports/report-repetition.ts';
import {
  describe,
  type SurveyReport,
  surveyBirths,
  surveyNatalRepetition,
  worstReport,
} from './support/natal-repetition.ts';
import { figuresOf, synastrySurvey, transitCharts, transitSurvey } from './support/report-repetition.ts';

const print = (name: string, language: string, reports: readonly (SurveyReport & { kept?: number })[]) => {
  const worst = worstReport(reports);
  console.log(`${name}-repetition ${language} worst opener: ${worst.topOpener.count} times`);
  console.log(`${name}-repetition ${language} worst 6-word sequence: ${worst.topSequence.count} times`);
  const kept = reports.map((r) => r.kept).filter((k): k is number => k !== undefined);
  if (kept.length > 0)
    console.log(
      `${name}-repetition ${language} least library sentences kept: ${Math.round(Math.min(...kept) * 100)} %`,
    );
  console.log(`  ${describe(worst)}`);
};

const births = surveyBirths(200, 40);
const fifty = births.slice(0, 50);
const charts = transitCharts(fifty);
const moving = (kind: 'solar-return' | 'progressions'): MovingReportChart[] =>
  fifty.map((birth) => {
    const year = Number(birth.dateTime.slice(0, 4));
    return kind === 'solar-return'
      ? { kind, result: computeSolarReturn({ birth, returnYear: year + 30 }) }
      : { kind, result: computeProgressions({ birth, targetDate: `${year + 35}${birth.dateTime.slice(4, 10)}` }) };
  });
const returns = { 'solar-return': moving('solar-return'), progressions: moving('progressions') };
for (const language of LANGUAGES) {
  print('natal', language, surveyNatalRepetition(births, language));
  print(
    'synastry',
    language,
    synastrySurvey(births.slice(0, 100), language).map((r) => figuresOf(r, language)),
  );
  print(
    'transit',
    language,
    transitSurvey(fifty, charts, language).map((r) => figuresOf(r, language)),
  );
  for (const [kind, list] of Object.entries(returns)) {
    print(
      kind,
      language,
      list.map((chart, i) => {
        const bodies = movingChartTexts(chart, language)
          .filter((t) => t.title !== ALSO_IN_EFFECT[language])
          .map((t) => t.body);
        const f = repetitionOf(bodies, language);
        return { birth: fifty[i], ...f, worst: Math.max(f.topOpener.count, f.topSequence.count) };
      }),
    );
  }
}
