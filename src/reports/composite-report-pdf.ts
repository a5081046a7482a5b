/**
 * The composite report as a PDF: the chart of the midpoints of two people's charts (the
 * relationship's own chart, astro/synastry/composite.ts) in the template's sections:
 * - cover: title, both names and births, the composite wheel;
 * - wheel: the composite wheel with its positions and the aspects drawn;
 * - positions, houses (derived-midheaven houses), aspects: the composite chart's tables;
 * - interpretation: composed from the composite (composite-composition.ts).
 * Pure: plain data in, PDF bytes out; runs in the calculation pool.
 */

import type { NatalChart } from '../astro/natal-chart.ts';
import type { Synastry } from '../astro/synastry/index.ts';
import { renderWheelSvg } from '../chart/index.ts';
import { readableEntity } from '../interpretation/index.ts';
import { composeComposite } from './composite-composition.ts';
import { COMPOSITE_REPORT_WORDS, type CompositeReportWords } from './composite-report-words.ts';
import { ASPECT_POINTS, natalWheelInput, wheelKeys } from './natal-wheel.ts';
import { heading, paragraph, type RenderedPdf, type ReportDocument, table } from './pdf-layout.ts';
import { composedInterpretation, renderReport } from './report-document.ts';
import {
  aspectCell,
  coverTitle,
  coverWheel,
  cuspsTable,
  degreesMinutes,
  labelRows,
  pointCell,
  positionsTable,
  wallClock,
  wheelSection,
} from './report-sections.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';
import type { SynastryReportInput } from './synastry-report-pdf.ts';

/** Everything a composite report shows: the two people and their synastry (whose composite it draws). */
export type CompositeReportInput = Omit<SynastryReportInput, 'texts'>;

type Section = (
  report: ReportDocument,
  input: CompositeReportInput,
  chart: NatalChart,
  words: ReportWords,
  own: CompositeReportWords,
) => void;

/**
 * The composite as a chart the shared tables and the wheel read: its points, aspects, angles and
 * houses, with person 1's chart for what a composite has no value of its own (time, provenance;
 * the local mean time note is person 1's, so it is left out).
 */
function compositeAsChart(synastry: Synastry, person1: NatalChart): NatalChart {
  const c = synastry.composite;
  return {
    ...person1,
    timeResolution: { ...person1.timeResolution, localMeanTime: false },
    points: c.points,
    aspects: c.aspects,
    angles: { ...person1.angles, ...c.angles },
    houses: {
      ...person1.houses,
      systemRequested: c.houses.systemRequested,
      systemUsed: c.houses.systemUsed,
      cusps: c.houses.cusps,
      warnings: c.houses.warnings,
    },
  };
}

const SECTIONS: Record<string, Section> = {
  cover(report, input, chart, words, own) {
    const [a, b] = input.persons;
    coverTitle(report, report.style.title ?? own.title, `${a.name} ${words.and} ${b.name}`);
    labelRows(
      report,
      input.persons.map((p): [string, string] => [
        p.name,
        [wallClock(p.chart.timeResolution.localDateTime, input.language), p.birth.placeName].filter(Boolean).join(', '),
      ]),
    );
    coverWheel(report, (side) =>
      renderWheelSvg(natalWheelInput(chart, { side, theme: report.style.wheelTheme, majorOnly: true })),
    );
  },
  wheel(report, input, chart, words) {
    const { style } = report;
    const wheel = (side: number) =>
      natalWheelInput(chart, { side, theme: style.wheelTheme, majorOnly: style.majorAspectsOnly });
    wheelSection(
      report,
      words.sections.wheel,
      (side) => renderWheelSvg(wheel(side)),
      wheelKeys(chart, wheel(400), words, input.language),
    );
  },
  positions(report, input, chart, words, own) {
    heading(report, own.positions);
    positionsTable(report, words, input.language, chart);
  },
  houses(report, input, chart, words, own) {
    heading(report, `${own.houses} (${readableEntity('house-system', chart.houses.systemUsed, input.language).name})`);
    cuspsTable(report, words, input.language, chart);
  },
  aspects(report, input, chart, words, own) {
    heading(report, own.aspects);
    const list = chart.aspects.filter((a) => ASPECT_POINTS.has(a.point1) && ASPECT_POINTS.has(a.point2));
    if (list.length === 0) return paragraph(report, words.noAspects);
    table(
      report,
      [
        { header: words.point, share: 0.3 },
        { header: words.aspect, share: 0.26 },
        { header: words.point, share: 0.3 },
        { header: words.orb, share: 0.14, align: 'right' },
      ],
      [...list]
        .sort((x, y) => x.orb - y.orb)
        .map((a) => [
          pointCell(a.point1, input.language),
          aspectCell(a.aspect, input.language),
          pointCell(a.point2, input.language),
          degreesMinutes(a.orb),
        ]),
    );
  },
  interpretation(report, input, _chart, words, own) {
    const names: [string, string] = [input.persons[0].name, input.persons[1].name];
    composedInterpretation(
      report,
      words.sections.interpretation,
      composeComposite(input.synastry, names, input.language),
      own.parts,
    );
  },
};

/** Renders the report. Throws (ZodError, CustomCssError) when the template look is invalid. */
export function renderCompositeReportPdf(input: CompositeReportInput): RenderedPdf {
  const words = REPORT_WORDS[input.language];
  const own = COMPOSITE_REPORT_WORDS[input.language];
  const chart = compositeAsChart(input.synastry, input.persons[0].chart);
  const [a, b] = input.persons;
  return renderReport(
    input.look,
    input.language,
    { title: own.title, who: `${a.name} ${words.and} ${b.name}`, requestedAt: input.requestedAt },
    (report, section) => SECTIONS[section](report, input, chart, words, own),
  );
}
