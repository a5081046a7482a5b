/**
 * The natal report as a PDF: cover (title, name, birth data), chart wheel (vector), positions
 * and houses tables, aspects table, interpretation (chart patterns, aspects interpreted, placements:
 * natal-composition.ts), page numbers — in the sections and
 * order the template chooses, in its page size, margins, colours and fonts. Pure: plain data in,
 * PDF bytes out (no I/O besides reading the bundled font files once per thread), so it runs in
 * a worker thread of the calculation pool as well as in the report worker process.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import { renderWheelSvg } from '../chart/index.ts';
import { type Language, readableEntity } from '../interpretation/index.ts';
import { composeNatalInterpretation } from './natal-composition.ts';
import type { ReportText } from './natal-texts.ts';
import { ASPECT_POINTS, natalWheelInput, wheelKeys } from './natal-wheel.ts';
import { heading, paragraph, type RenderedPdf, type ReportDocument, table } from './pdf-layout.ts';
import { composedInterpretation, renderReport } from './report-document.ts';
import {
  aspectCell,
  birthDetails,
  coverTitle,
  coverWheel,
  cuspsTable,
  degreesMinutes,
  pointCell,
  positionsTable,
  type ReportBirth,
  wallClock,
  wheelSection,
} from './report-sections.ts';
import type { TemplateLook } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';

export type { RenderedPdf } from './pdf-layout.ts';
export { coordinates, degreesMinutes } from './report-sections.ts';

/** Everything a natal report shows. */
export interface NatalReportInput {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: Language;
  /** Birth data as requested (the place name is printed when given). */
  birth: ReportBirth;
  chart: NatalChart;
  /** Interpretation texts in print order. */
  texts: ReportText[];
  /** The template's editorConfig, pageSettings and customCss (a snapshot). */
  look: TemplateLook;
  /** When the report was requested, ISO 8601; printed on the cover and set as the PDF's date. */
  requestedAt: string;
}

const MAJOR = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));

type Section = (report: ReportDocument, input: NatalReportInput, words: ReportWords) => void;

const SECTIONS: Record<string, Section> = {
  cover(report, input, words) {
    coverTitle(report, report.style.title ?? words.title.natal, input.name);
    birthDetails(report, words, input.language, input.birth, input.chart, [
      [words.prepared, wallClock(input.requestedAt, input.language)],
    ]);
    coverWheel(report, (side) =>
      renderWheelSvg(natalWheelInput(input.chart, { side, theme: report.style.wheelTheme, majorOnly: true })),
    );
  },
  wheel(report, input, words) {
    const { style } = report;
    const wheel = (side: number) =>
      natalWheelInput(input.chart, { side, theme: style.wheelTheme, majorOnly: style.majorAspectsOnly });
    wheelSection(
      report,
      words.sections.wheel,
      (side) => renderWheelSvg(wheel(side)),
      wheelKeys(input.chart, wheel(400), words, input.language),
    );
  },
  positions(report, input, words) {
    heading(report, words.sections.positions);
    positionsTable(report, words, input.language, input.chart);
  },
  houses(report, input, words) {
    heading(
      report,
      `${words.sections.houses} (${readableEntity('house-system', input.chart.houses.systemUsed, input.language).name})`,
    );
    cuspsTable(report, words, input.language, input.chart);
  },
  aspects(report, input, words) {
    const { language } = input;
    heading(report, words.sections.aspects);
    const list = input.chart.aspects.filter(
      (a) =>
        ASPECT_POINTS.has(a.point1) &&
        ASPECT_POINTS.has(a.point2) &&
        (!report.style.majorAspectsOnly || MAJOR.has(a.aspect)),
    );
    if (list.length === 0) return paragraph(report, words.noAspects);
    table(
      report,
      [
        { header: words.point, share: 0.26 },
        { header: words.aspect, share: 0.22 },
        { header: words.point, share: 0.26 },
        { header: words.orb, share: 0.1, align: 'right' },
        { header: words.phase, share: 0.16 },
      ],
      list.map((a) => [
        pointCell(a.point1, language),
        aspectCell(a.aspect, language),
        pointCell(a.point2, language),
        degreesMinutes(a.orb),
        a.motion === 'applying' ? words.applying : a.motion === 'separating' ? words.separating : '',
      ]),
    );
  },
  interpretation(report, input, words) {
    // Its parts composed as one text: chart patterns, the aspects interpreted, the planets in signs and houses.
    const parts = composeNatalInterpretation(input.chart, input.texts, input.language);
    composedInterpretation(report, words.sections.interpretation, parts, words.natalParts);
  },
};

/**
 * Renders the natal report. Throws (ZodError, CustomCssError) when the template look is invalid,
 * Error on a rendering failure.
 */
export function renderNatalReportPdf(input: NatalReportInput): RenderedPdf {
  const words = REPORT_WORDS[input.language];
  return renderReport(
    input.look,
    input.language,
    { title: words.title.natal, who: input.name, requestedAt: input.requestedAt },
    (report, section) => SECTIONS[section](report, input, words),
  );
}
