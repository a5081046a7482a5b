/**
 * The solar return, lunar return and progressions reports as PDFs, in the sections of the natal report read
 * for a year of the client's life:
 * - cover: title (with the year, the lunar return's date, or the target date), name, birth data,
 *   the return instant and place (solar return; a lunar return also the next return's instant) or
 *   the target date and progressed date (progressions);
 * - wheel: the bi-wheel, natal inside and the return or progressed chart outside, the aspects
 *   between them across (the same drawing as GET /api/chart/solar-return.svg / progressions.svg);
 * - positions: the return's or progressed points, with the house each stands in;
 * - houses: the return chart's cusps, or the progressed cusps;
 * - aspects: the return's aspects to natal points; for progressions the progressed aspects that
 *   perfect within a year of the target date, with their dates, then the aspects to natal points;
 * - interpretation: the texts of the return chart's houses and main aspects to natal points, or
 *   of the progressed aspects, no sentence printed twice.
 * Pure, like the natal report.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { computeProgressions, type ProgressionsInput } from '../astro/progressions/index.ts';
import type { CrossAspect } from '../astro/returns/index.ts';
import { computeSolarReturn, type LunarReturnInput, type SolarReturnInput } from '../astro/returns/index.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import { movingWheelAspects, movingWheelSvg } from '../chart/moving-wheel.ts';
import { ASPECT_GLYPHS } from '../interpretation/glyphs.ts';
import { aspectName, type Language, readableEntity } from '../interpretation/index.ts';
import { lunarReturnInEffect } from './lunar-return-in-effect.ts';
import type { MovingReportChart } from './moving-chart.ts';
import { movingChartTexts } from './moving-chart-texts.ts';
import { MOVING_REPORT_WORDS, type MovingReportWords } from './moving-chart-words.ts';
import type { ReportText } from './natal-texts.ts';
import { type Cell, heading, paragraph, type RenderedPdf, type ReportDocument, table } from './pdf-layout.ts';
import { reportDates } from './report-dates.ts';
import { renderReport } from './report-document.ts';
import {
  aspectKey,
  birthDetails,
  coordinates,
  coverTitle,
  coverWheel,
  cuspsTable,
  degreesMinutes,
  interpretationSection,
  pointCell,
  positionsTable,
  type ReportBirth,
  subheading,
  wheelSection,
} from './report-sections.ts';
import type { TemplateLook } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';

export type { MovingReportChart } from './moving-chart.ts';

/** Everything a solar return or progressions report shows. */
export interface MovingChartReportInput {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: Language;
  birth: ReportBirth;
  chart: MovingReportChart;
  /** Interpretation texts in print order (see moving-chart-texts.ts). */
  texts: ReportText[];
  look: TemplateLook;
  /** When the report was requested, ISO 8601. */
  requestedAt: string;
}

/**
 * Instants written as the other reports write them ("15 Jun 2026, 14:30"), in the birth zone,
 * or at the birth's fixed UTC offset when it was given as an offset.
 */
function datesOf(
  language: Language,
  natal: NatalChart,
): { dateTime: (iso: string) => string; date: (iso: string) => string } {
  const zone = natal.timeResolution.timezone;
  if (zone) return reportDates(language, zone);
  const offsetMs = natal.timeResolution.utcOffsetSeconds * 1000;
  const local = (iso: string) => new Date(Date.parse(iso) + offsetMs).toISOString();
  const utc = reportDates(language, 'UTC');
  return {
    dateTime: (iso) => `${utc.dateTime(local(iso))} (UTC${natal.timeResolution.utcOffset})`,
    date: (iso) => utc.date(local(iso)),
  };
}

/** The chart drawn outside the natal one, as a NatalChart (points, houses) for the shared tables. */
function outerChart(chart: MovingReportChart): NatalChart {
  if (chart.kind === 'solar-return') return chart.result.return.chart;
  if (chart.kind === 'lunar-return') return chart.result.returns[0].chart;
  const p = chart.result;
  return { ...p.natal, points: p.points, houses: { ...p.natal.houses, ...p.houses }, aspects: p.aspects };
}

function natalOf(chart: MovingReportChart): NatalChart {
  return chart.result.natal;
}

function aspectsToNatal(chart: MovingReportChart): CrossAspect[] {
  if (chart.kind === 'solar-return') return chart.result.return.aspectsToNatal;
  if (chart.kind === 'lunar-return') return chart.result.returns[0].aspectsToNatal;
  return chart.result.aspectsToNatal;
}

/** The report's title: the return year, the lunar return's date or the target date. */
function titleOf(chart: MovingReportChart, language: Language, own: MovingReportWords): string {
  switch (chart.kind) {
    case 'solar-return':
      return own.title['solar-return'](chart.result.returnYear);
    case 'lunar-return':
      return own.title['lunar-return'](datesOf(language, chart.result.natal).date(chart.result.returns[0].instant));
    case 'progressions':
      return own.title.progressions(datesOf(language, chart.result.natal).date(chart.result.target.utc));
  }
}

/** A cell with a note in brackets after its text. */
const withNote = (cell: Cell, note: string): Cell =>
  typeof cell === 'string' ? `${cell} (${note})` : { ...cell, text: `${cell.text} (${note})` };

type Section = (
  report: ReportDocument,
  input: MovingChartReportInput,
  words: ReportWords,
  own: MovingReportWords,
) => void;

function crossAspectTable(
  report: ReportDocument,
  words: ReportWords,
  language: Language,
  aspects: readonly CrossAspect[],
  outerLabel: string,
  natalLabel: string,
): void {
  if (aspects.length === 0) {
    paragraph(report, words.noAspects);
    return;
  }
  table(
    report,
    [
      { header: `${words.point} (${outerLabel})`, share: 0.3 },
      { header: words.aspect, share: 0.22 },
      { header: `${words.point} (${natalLabel})`, share: 0.3 },
      { header: words.orb, share: 0.18, align: 'right' },
    ],
    [...aspects]
      .sort((a, b) => a.orb - b.orb)
      .map((a) => [
        pointCell(a.point, language),
        { glyph: ASPECT_GLYPHS[a.aspect], text: aspectName(a.aspect, language) },
        pointCell(a.natal, language),
        degreesMinutes(a.orb),
      ]),
  );
}

const SECTIONS: Record<string, Section> = {
  cover(report, input, words, own) {
    const { chart, language } = input;
    const when = datesOf(language, natalOf(chart)).dateTime;
    coverTitle(report, report.style.title ?? titleOf(chart, language, own), input.name);
    if (chart.kind === 'solar-return') {
      const r = chart.result;
      const place = r.return.location;
      birthDetails(report, words, language, input.birth, r.natal, [
        [own.returnInstant, when(r.return.instant)],
        [
          own.returnPlace,
          `${coordinates(place.latitude, place.longitude, language)}${place.relocated ? ` (${own.relocated})` : ''}`,
        ],
        [words.prepared, when(input.requestedAt)],
      ]);
    } else if (chart.kind === 'lunar-return') {
      const [first, next] = chart.result.returns;
      const place = first.location;
      birthDetails(report, words, language, input.birth, chart.result.natal, [
        [own.lunarInstant, when(first.instant)],
        ...(next ? [[own.nextLunarReturn, when(next.instant)] as [string, string]] : []),
        [
          own.returnPlace,
          `${coordinates(place.latitude, place.longitude, language)}${place.relocated ? ` (${own.relocated})` : ''}`,
        ],
        [words.prepared, when(input.requestedAt)],
      ]);
    } else {
      const p = chart.result;
      birthDetails(report, words, language, input.birth, p.natal, [
        [own.targetDate, when(p.target.utc)],
        [own.progressedDate, when(p.progressedDate)],
        [own.anglesBy, own.angles[p.angles.method]],
        [words.prepared, when(input.requestedAt)],
      ]);
    }
    coverWheel(report, (side) =>
      movingWheelSvg(chart, { size: side, theme: report.style.wheelTheme, language, titleBlock: false }),
    );
  },
  wheel(report, input, words) {
    const { style } = report;
    const drawn = movingWheelAspects(input.chart).map((a) => a.aspect);
    const kinds = ASPECTS.map((a) => a.id).filter((id) => drawn.includes(id));
    wheelSection(
      report,
      words.sections.wheel,
      (side) =>
        movingWheelSvg(input.chart, {
          size: side,
          theme: style.wheelTheme,
          language: input.language,
          titleBlock: false,
        }),
      kinds.length > 0
        ? [{ title: words.sections.aspects, cells: aspectKey(kinds, input.language, style.wheelTheme) }]
        : [],
    );
  },
  positions(report, input, words, own) {
    heading(report, own.positions[input.chart.kind]);
    positionsTable(report, words, input.language, outerChart(input.chart));
  },
  houses(report, input, words, own) {
    const chart = outerChart(input.chart);
    heading(
      report,
      `${own.houses[input.chart.kind]} (${readableEntity('house-system', chart.houses.systemUsed, input.language).name})`,
    );
    cuspsTable(report, words, input.language, chart);
  },
  aspects(report, input, words, own) {
    const { chart, language } = input;
    heading(report, words.sections.aspects);
    if (chart.kind === 'progressions') {
      const when = datesOf(language, chart.result.natal).dateTime;
      subheading(report, own.perfections);
      const perfections = chart.result.perfections;
      if (perfections.length === 0) paragraph(report, own.noPerfections);
      else {
        table(
          report,
          [
            { header: words.point, share: 0.26 },
            { header: words.aspect, share: 0.2 },
            { header: words.point, share: 0.26 },
            { header: own.exact, share: 0.28 },
          ],
          perfections.map((p) => [
            pointCell(p.point, language),
            { glyph: ASPECT_GLYPHS[p.aspect], text: aspectName(p.aspect, language) },
            withNote(pointCell(p.other, language), p.to === 'natal' ? own.natalShort : own.progressedShort),
            when(p.exact),
          ]),
        );
      }
      subheading(report, own.toNatal[chart.kind]);
    }
    crossAspectTable(report, words, language, aspectsToNatal(chart), own.outerShort[chart.kind], own.natalShort);
  },
  interpretation(report, input, words) {
    interpretationSection(report, words.sections.interpretation, input.texts);
  },
};

/**
 * Renders the report. Throws (ZodError, CustomCssError) when the template look is invalid,
 * Error on a rendering failure.
 */
export function renderMovingChartReportPdf(input: MovingChartReportInput): RenderedPdf {
  const words = REPORT_WORDS[input.language];
  const own = MOVING_REPORT_WORDS[input.language];
  return renderReport(
    input.look,
    input.language,
    { title: titleOf(input.chart, input.language, own), who: input.name, requestedAt: input.requestedAt },
    (report, section) => SECTIONS[section](report, input, words, own),
  );
}

/** What the report worker asks for: the chart's request and the report's look (the pool task computes the chart and composes the texts). */
export type MovingChartReportRequest = Omit<MovingChartReportInput, 'chart' | 'texts'> &
  (
    | { kind: 'solar-return'; request: SolarReturnInput }
    | { kind: 'lunar-return'; request: LunarReturnInput }
    | { kind: 'progressions'; request: ProgressionsInput }
  );

/**
 * Computes the solar return or the progressions, composes the texts and renders the report, in
 * one pool task. Throws BirthDataError (input problems, named as the engine names them:
 * `birthDateTime`, `returnYear`, `targetDate` …) and the errors of renderMovingChartReportPdf.
 */
export function renderMovingChartReport(request: MovingChartReportRequest): RenderedPdf {
  const chart: MovingReportChart =
    request.kind === 'solar-return'
      ? { kind: 'solar-return', result: computeSolarReturn(request.request) }
      : request.kind === 'lunar-return'
        ? // The return in effect on the report's date; its month runs to the next return, printed on the cover.
          { kind: 'lunar-return', result: lunarReturnInEffect(request.request) }
        : { kind: 'progressions', result: computeProgressions(request.request) };
  const { kind: _kind, request: _request, ...common } = request;
  return renderMovingChartReportPdf({ ...common, chart, texts: movingChartTexts(chart, request.language) });
}
