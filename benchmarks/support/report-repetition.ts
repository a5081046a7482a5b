/**
 * The repetition survey of synastry and transit reports (issue #40): their interpretation composed
 * as the PDF prints it (synastry-composition.ts, composeTransitTexts) for seeded random births,
 * measured like the natal survey (natal-repetition.ts). The closing list of contacts already said
 * is a list of titles, not prose: it is not measured. Used by test/reports/*-repetition.test.ts
 * and benchmarks/natal-repetition.ts.
 */
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import type { TransitChart } from '../../src/astro/transits/index.ts';
import { computeTransitChart } from '../../src/astro/transits/transit-chart.ts';
import type { Language } from '../../src/interpretation/index.ts';
import { ALSO_IN_EFFECT } from '../../src/reports/closing-list.ts';
import { type ReportText, seededTexts } from '../../src/reports/natal-texts.ts';
import { plainText } from '../../src/reports/pdf-layout.ts';
import { type ProseTally, ReportProse, sentencesOf } from '../../src/reports/report-prose.ts';
import { RepetitionBudget, repetitionOf } from '../../src/reports/report-repetition.ts';
import { composeSynastryInterpretation, type SynastryPart } from '../../src/reports/synastry-composition.ts';
import { synastryTextUrns } from '../../src/reports/synastry-texts.ts';
import { reportTransitSearch } from '../../src/reports/transit-events.ts';
import { composeTransitTexts, transitTextUrns } from '../../src/reports/transit-texts.ts';
import type { SurveyBirth, SurveyReport } from './natal-repetition.ts';

/** One composed report: the texts printed, and how many sentences the texts it was made from had. */
export interface ComposedReport {
  birth: SurveyBirth;
  texts: ReportText[];
  /** Sentences of the content library's texts before composing. */
  offered: number;
  /** The printed texts that came from the library (without the written ones and the closing list). */
  fromLibrary: ReportText[];
  /** The report's prose (what it read and left out). */
  prose: ReportProse;
}

const sentenceCount = (texts: readonly ReportText[]) =>
  texts.reduce((n, t) => n + sentencesOf(plainText(t.body).replace(/\s*\n\s*/g, ' ')).length, 0);

/** The prose of a composed report: its bodies without the closing list. */
export const proseOf = (texts: readonly ReportText[], language: Language): string[] =>
  texts.filter((t) => t.title !== ALSO_IN_EFFECT[language]).map((t) => t.body);

/** Synastry reports of births paired in order (0 with 1, 2 with 3 …), the second named `partner`. */
export function synastrySurvey(
  births: readonly SurveyBirth[],
  language: Language,
  partner = 'Alex Morgan',
): (ComposedReport & { parts: SynastryPart[] })[] {
  const points = [...SYNASTRY_CHART_POINTS];
  const out: (ComposedReport & { parts: SynastryPart[] })[] = [];
  for (let i = 0; i + 1 < births.length; i += 2) {
    const synastry = computeSynastry(
      computeNatalChart({ ...births[i], points }),
      computeNatalChart({ ...births[i + 1], points }),
    );
    const contacts = seededTexts(synastryTextUrns(synastry), language);
    const prose = new ReportProse(new RepetitionBudget(language));
    const parts = composeSynastryInterpretation(synastry, partner, contacts, language, prose);
    const texts = parts.flatMap((p) => p.texts);
    const printed = parts.find((p) => p.id === 'contacts')?.texts ?? [];
    out.push({
      birth: births[i],
      texts,
      parts,
      offered: sentenceCount(contacts),
      fromLibrary: printed.filter((t) => t.title !== ALSO_IN_EFFECT[language]),
      prose,
    });
  }
  return out;
}

/** The transit search of a year starting on the 30th birthday, per birth (computed once, read in every language). */
export function transitCharts(births: readonly SurveyBirth[]): TransitChart[] {
  return births.map((birth) => {
    const year = Number(birth.dateTime.slice(0, 4)) + 30;
    const period = { start: `${year}-01-01T00:00:00Z`, end: `${year + 1}-01-01T00:00:00Z`, timezone: 'UTC' };
    return computeTransitChart(reportTransitSearch(birth, undefined, period));
  });
}

/** Transit reports of `charts` (transitCharts of `births`). */
export function transitSurvey(
  births: readonly SurveyBirth[],
  charts: readonly TransitChart[],
  language: Language,
): ComposedReport[] {
  return births.map((birth, i) => {
    const library = seededTexts(transitTextUrns(charts[i]), language);
    const prose = new ReportProse(new RepetitionBudget(language));
    const texts = composeTransitTexts(library, language, prose);
    const fromLibrary = texts.filter((t) => t.title !== ALSO_IN_EFFECT[language]);
    return { birth, texts, offered: sentenceCount(library), fromLibrary, prose };
  });
}

/** The shares of the sentences a report's prose read that it left out: as said before, and over the budget. */
export function droppedShares(tally: ProseTally): { repeated: number; refused: number } {
  const of = (n: number) => (tally.read > 0 ? n / tally.read : 0);
  return { repeated: of(tally.repeated), refused: of(tally.refused) };
}

/**
 * A composed report's repetition figures, the share of the library's sentences it kept, and the
 * share of the sentences read that the repetition budget refused.
 */
export function figuresOf(
  report: ComposedReport,
  language: Language,
): SurveyReport & { kept: number; refused: number } {
  const figures = repetitionOf(proseOf(report.texts, language), language);
  return {
    birth: report.birth,
    ...figures,
    worst: Math.max(figures.topOpener.count, figures.topSequence.count),
    kept: report.offered > 0 ? sentenceCount(report.fromLibrary) / report.offered : 1,
    refused: droppedShares(report.prose.tally).refused,
  };
}
