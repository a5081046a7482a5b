/**
 * The repetition survey of the lunar return, numerology, Chinese and composite reports (issue #40): each
 * report's interpretation composed as the PDF prints it, for seeded random births, with its
 * repetition figures (report-repetition.ts). Used by test/reports/types-repetition.test.ts and
 * benchmarks/types-repetition.ts.
 */
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeLunarReturns } from '../../src/astro/returns/index.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import type { Language } from '../../src/interpretation/index.ts';
import { chineseReading, composeChinese } from '../../src/reports/chinese-composition.ts';
import { composeComposite } from '../../src/reports/composite-composition.ts';
import { ALSO_IN_EFFECT, movingChartTexts } from '../../src/reports/moving-chart-texts.ts';
import { composeNumerology, numerologyProfile } from '../../src/reports/numerology-composition.ts';
import { ReportProse } from '../../src/reports/report-prose.ts';
import { RepetitionBudget, repetitionOf } from '../../src/reports/report-repetition.ts';
import type { SurveyBirth, SurveyReport } from './natal-repetition.ts';

export const SURVEYED_TYPES = ['lunar-return', 'numerology', 'chinese', 'composite'] as const;
export type SurveyedType = (typeof SURVEYED_TYPES)[number];

/** Full names the numerology survey draws from (Latin letters, accents folded by the engine). */
const NAMES = [
  'Ada Lovelace',
  'José María Pérez',
  'Jürgen Schäfer',
  'Mary Ann Evans',
  'Li Wei',
  'Nnamdi Okafor',
  'Åsa Öberg',
];

const dateOf = (birth: SurveyBirth) => {
  const [year, month, day] = birth.dateTime.slice(0, 10).split('-').map(Number);
  return { year, month, day };
};

/**
 * The paragraphs of one report of `type` for the n-th birth of the survey in `language` (a
 * composite pairs it with the next birth).
 */
export function typeReportText(
  type: SurveyedType,
  births: readonly SurveyBirth[],
  n: number,
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): string[] {
  const birth = births[n];
  const year = Number(birth.dateTime.slice(0, 4));
  switch (type) {
    case 'lunar-return': {
      const returnDate = `${year + 30}${birth.dateTime.slice(4, 10)}`;
      const chart = { kind: 'lunar-return' as const, result: computeLunarReturns({ birth, returnDate }) };
      return movingChartTexts(chart, language, prose)
        .filter((t) => t.title !== ALSO_IN_EFFECT[language])
        .map((t) => t.body);
    }
    case 'numerology': {
      const profile = numerologyProfile(dateOf(birth), NAMES[n % NAMES.length], year + 30);
      return composeNumerology(profile, language, prose).flatMap((p) => p.texts.map((t) => t.body));
    }
    case 'composite': {
      const points = [...SYNASTRY_CHART_POINTS];
      const partner = births[(n + 1) % births.length];
      const synastry = computeSynastry(
        computeNatalChart({ ...birth, points }),
        computeNatalChart({ ...partner, points }),
      );
      return composeComposite(synastry, ['A', 'B'], language, prose).flatMap((p) => p.texts.map((t) => t.body));
    }
    case 'chinese': {
      const reading = chineseReading({ date: dateOf(birth), ...birth }, year + 30);
      return composeChinese(reading, language, prose).flatMap((p) => p.texts.map((t) => t.body));
    }
  }
}

/** The figures of every report of `type` in the survey. */
export function surveyTypeRepetition(
  type: SurveyedType,
  births: readonly SurveyBirth[],
  language: Language,
): SurveyReport[] {
  return births.map((birth, n) => {
    const figures = repetitionOf(typeReportText(type, births, n, language), language);
    return { birth, ...figures, worst: Math.max(figures.topOpener.count, figures.topSequence.count) };
  });
}
