/**
 * The numerology report as a PDF, in the template's sections read for a name and a birth date:
 * - cover: title, name, full name, birth date, forecast year, and the number grid;
 * - wheel: the number grid (Lo Shu grid of the birth date's digits, the core numbers under it);
 * - positions: the core numbers with their calculation;
 * - houses: the personal years of the nine years from the forecast year (one cycle);
 * - aspects: how often each digit 1–9 occurs in the birth date;
 * - interpretation: composed from the profile (numerology-composition.ts).
 * Pure: plain data in, PDF bytes out; runs in the calculation pool.
 */

import { digitCounts, numberGridSvg } from '../chart/number-grid.ts';
import type { Language } from '../interpretation/index.ts';
import { NUMEROLOGY_TEXTS, numerologyNumbers } from '../numerology/index.ts';
import { CORE_KINDS, composeNumerology, type NumerologyProfile, numerologyProfile } from './numerology-composition.ts';
import { NUMEROLOGY_REPORT_WORDS, type NumerologyReportWords } from './numerology-report-words.ts';
import { heading, type RenderedPdf, type ReportDocument, table } from './pdf-layout.ts';
import { reportDates } from './report-dates.ts';
import { composedInterpretation, renderReport } from './report-document.ts';
import { coverTitle, coverWheel, labelRows, type ReportBirth, wallClock, wheelSection } from './report-sections.ts';
import type { TemplateLook } from './report-style.ts';
import { REPORT_WORDS } from './report-words.ts';

/** What the report worker asks for: the person, the full name and year, and the look. */
export interface NumerologyReportRequest {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: Language;
  birth: ReportBirth;
  /** The full name at birth the name numbers are read from. */
  fullName: string;
  /** The year of the personal year. */
  forecastYear: number;
  look: TemplateLook;
  /** When the report was requested, ISO 8601. */
  requestedAt: string;
}

type Section = (
  report: ReportDocument,
  input: NumerologyReportRequest,
  profile: NumerologyProfile,
  own: NumerologyReportWords,
) => void;

function gridSvg(profile: NumerologyProfile, language: Language, side: number): string {
  const labels = NUMEROLOGY_TEXTS[language].labels;
  const numbers = [...CORE_KINDS, 'personalYear' as const].map((k) => ({
    label: labels[k],
    value: profile.numbers[k].value,
  }));
  return numberGridSvg(digitCounts(profile.date), numbers, side);
}

/** A number's notes: master number, karmic debt. */
function notes(n: { isMasterNumber: boolean; karmicDebtNumber: number | null }, own: NumerologyReportWords): string {
  return [n.isMasterNumber ? own.master : '', n.karmicDebtNumber ? own.karmicDebt(n.karmicDebtNumber) : '']
    .filter(Boolean)
    .join(', ');
}

const SECTIONS: Record<string, Section> = {
  cover(report, input, profile, own) {
    const words = REPORT_WORDS[input.language];
    coverTitle(report, report.style.title ?? own.title, input.name);
    labelRows(report, [
      [own.fullName, input.fullName],
      [own.birthDate, reportDates(input.language, 'UTC').date(`${input.birth.dateTime.slice(0, 10)}T12:00:00Z`)],
      [own.forecastYear, String(input.forecastYear)],
      [words.prepared, wallClock(input.requestedAt, input.language)],
    ]);
    coverWheel(report, (side) => gridSvg(profile, input.language, side));
  },
  wheel(report, input, profile, own) {
    wheelSection(report, own.grid, (side) => gridSvg(profile, input.language, side));
  },
  positions(report, input, profile, own) {
    const labels = NUMEROLOGY_TEXTS[input.language].labels;
    heading(report, own.numbers);
    table(
      report,
      [
        { header: own.number, share: 0.2 },
        { header: own.value, share: 0.1, align: 'right' },
        { header: own.calculation, share: 0.7 },
      ],
      [...CORE_KINDS, 'personalYear' as const].map((k) => {
        const n = profile.numbers[k];
        const note = notes(n, own);
        return [labels[k], String(n.value), `${n.calculation}${note ? ` (${note})` : ''}`];
      }),
    );
  },
  houses(report, input, profile, own) {
    heading(report, own.cycles);
    const years = Array.from({ length: 9 }, (_, i) => input.forecastYear + i);
    table(
      report,
      [
        { header: own.year, share: 0.3 },
        { header: own.personalYear, share: 0.2, align: 'right' },
        { header: '', share: 0.5 },
      ],
      years.map((year) => {
        const n = numerologyNumbers({
          date: profile.date,
          fullName: profile.fullName,
          forecastYear: year,
        }).personalYear;
        return [String(year), String(n.value), notes(n, own)];
      }),
    );
  },
  aspects(report, _input, profile, own) {
    heading(report, own.digits);
    const counts = digitCounts(profile.date);
    table(
      report,
      [
        { header: own.digit, share: 0.3 },
        { header: own.count, share: 0.2, align: 'right' },
        { header: '', share: 0.5 },
      ],
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [String(d), String(counts[d]), counts[d] === 0 ? own.missing : '']),
    );
  },
  interpretation(report, input, profile, own) {
    composedInterpretation(report, own.interpretation, composeNumerology(profile, input.language), own.parts);
  },
};

/**
 * Computes the profile and renders the report. Throws NameError for a full name without Latin
 * letters, (ZodError, CustomCssError) when the template look is invalid.
 */
export function renderNumerologyReport(input: NumerologyReportRequest): RenderedPdf {
  const own = NUMEROLOGY_REPORT_WORDS[input.language];
  const [year, month, day] = input.birth.dateTime.slice(0, 10).split('-').map(Number);
  const profile = numerologyProfile({ year, month, day }, input.fullName, input.forecastYear);
  return renderReport(
    input.look,
    input.language,
    { title: own.title, who: input.name, requestedAt: input.requestedAt },
    (report, section) => SECTIONS[section](report, input, profile, own),
  );
}
