/**
 * The natal repetition survey (issue #40): natal reports for seeded random births over
 * 1900–2050 and places over the world, composed as the PDF prints them (natal-composition.ts,
 * the composed text, not the PDF), with each report's repetition figures. Used by
 * test/reports/natal-repetition.test.ts and benchmarks/natal-repetition.ts.
 */
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import type { Language } from '../../src/interpretation/index.ts';
import { composeNatalInterpretation } from '../../src/reports/natal-composition.ts';
import { natalTextUrns, seededTexts } from '../../src/reports/natal-texts.ts';
import { ReportProse } from '../../src/reports/report-prose.ts';
import { RepetitionBudget, type RepetitionFigures, repetitionOf } from '../../src/reports/report-repetition.ts';
import { type RandomBirth, randomBirths } from './random-births.ts';

export type SurveyBirth = RandomBirth;

/** `n` births from `seed`: local date-times 1900–2050 to the minute, |latitude| ≤ 66°, any longitude. */
export function surveyBirths(n: number, seed: number): SurveyBirth[] {
  return randomBirths(n, seed, { from: Date.UTC(1900, 0, 1), to: Date.UTC(2050, 11, 31), maxLatitude: 66 });
}

/** One report's figures. */
export interface SurveyReport extends RepetitionFigures {
  birth: SurveyBirth;
  /** The larger of the top opener's and the top sequence's counts. */
  worst: number;
}

/** The composed natal interpretation's paragraphs for `birth` in `language`. */
export function natalReportText(
  birth: SurveyBirth,
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): string[] {
  const chart = computeNatalChart(birth);
  const parts = composeNatalInterpretation(chart, seededTexts(natalTextUrns(chart), language), language, true, prose);
  return parts.flatMap((p) => p.texts.map((t) => t.body));
}

/** The figures of every report of the survey in `language`. */
export function surveyNatalRepetition(births: readonly SurveyBirth[], language: Language): SurveyReport[] {
  return births.map((birth) => {
    const figures = repetitionOf(natalReportText(birth, language), language);
    return { birth, ...figures, worst: Math.max(figures.topOpener.count, figures.topSequence.count) };
  });
}

/** The report with the highest counts (ties: the first). */
export function worstReport(reports: readonly SurveyReport[]): SurveyReport {
  return reports.reduce((a, b) => (b.worst > a.worst ? b : a));
}

/** A one-line account of a report's figures. */
export function describe(report: SurveyReport): string {
  return (
    `${report.birth.dateTime} ${report.birth.latitude},${report.birth.longitude}: ${report.sentences} sentences; ` +
    `top opener "${report.topOpener.text}" ×${report.topOpener.count}; ` +
    `top 6-word sequence "${report.topSequence.text}" ×${report.topSequence.count}`
  );
}
