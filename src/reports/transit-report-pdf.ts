/**
 * The transit report as a PDF, in the sections of the natal report read for a period:
 * - cover: title, name, birth data, the period and the time of the request (in the zone every
 *   date of the report is printed in);
 * - wheel: the natal wheel, then the transit bi-wheel at the start of the period (natal inside,
 *   the transiting points outside, the aspects between them across);
 * - positions: the natal positions, then the transiting positions at the start with the natal
 *   house each stands in;
 * - houses: the natal house cusps;
 * - aspects: the calendar of the period, month by month (exact passes with their orb windows,
 *   ingresses, stations, lunations for a short period; see transit-events.ts);
 * - interpretation: the texts of the main transits (transit-texts.ts), each with its dates.
 * Dates are local to the period's zone. Pure, like the natal report.
 */

import { houseOfLongitude } from '../astro/houses/house-systems.ts';
import type { NatalChart } from '../astro/natal-chart.ts';
import type { AspectGroupData, TransitChart } from '../astro/transits/index.ts';
import type { MovingPoint, PointId, Sign } from '../astro/vocabulary.ts';
import { ASPECTS, signOf } from '../astro/vocabulary.ts';
import { renderWheelSvg, type WheelAngleId, type WheelPointId } from '../chart/index.ts';
import { transitInterAspects } from '../chart/transit-aspects.ts';
import { wheelRingOf } from '../chart/wheel-adapter.ts';
import { POINT_GLYPHS, SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import {
  aspectName,
  type Language,
  type NamedPoint,
  pointName,
  readableEntity,
  signName,
} from '../interpretation/index.ts';
import type { ReportText } from './natal-texts.ts';
import { natalWheelInput, WHEEL_POINTS, wheelKeys } from './natal-wheel.ts';
import { scriptFontOf } from './pdf-fonts.ts';
import {
  applyText,
  type Cell,
  finishDocument,
  heading,
  newPage,
  openReportDocument,
  paragraph,
  type RenderedPdf,
  type ReportDocument,
  table,
  writeFooters,
} from './pdf-layout.ts';
import { type ReportDates, reportDates } from './report-dates.ts';
import {
  aspectCell,
  aspectKey,
  beginSection,
  birthDetails,
  coverTitle,
  coverWheel,
  cuspsTable,
  degreesMinutes,
  interpretationSection,
  pointCell,
  positionCell,
  positionsTable,
  type ReportBirth,
  subheading,
  wheelSection,
} from './report-sections.ts';
import { resolveReportStyle, type TemplateLook, writtenIn } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';
import { type TransitEvent, transitEvents } from './transit-events.ts';
import { composeTransitTexts, groupTextUrn } from './transit-texts.ts';

/** Everything a transit report shows. */
export interface TransitReportInput {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: Language;
  birth: ReportBirth;
  /** The natal chart (all points, aspects). */
  chart: NatalChart;
  /** The sky at the start of the period: the chart of that instant (its points; its houses are not used). */
  sky: NatalChart;
  /** The transit engine's search over the period (reportTransitSearch). */
  transits: TransitChart;
  /** ISO 8601 UTC instants (end exclusive) and the IANA zone dates are printed in. */
  period: { start: string; end: string; timezone: string };
  /** Texts of the main transits, in print order. */
  texts: ReportText[];
  look: TemplateLook;
  /** When the report was requested, ISO 8601. */
  requestedAt: string;
}

/** The name under which a point is shown: the mean node is the North Node. */
const shown = (id: string): NamedPoint =>
  id === 'mean-node' || id === 'true-node' ? 'north-node' : (id as NamedPoint);

const position = (longitude: number, language: Language) => {
  const sign: Sign = signOf(longitude);
  return `${degreesMinutes(((longitude % 30) + 30) % 30)} ${signName(sign, language)}`;
};

function pointWithMotion(id: MovingPoint, retrograde: boolean, language: Language): Cell {
  const name = shown(id);
  return { glyph: `${POINT_GLYPHS[name]}${retrograde ? '℞' : ''}`, text: pointName(name, language) };
}

function eventRow(event: TransitEvent, words: ReportWords, language: Language, dates: ReportDates): Cell[] {
  const t = words.transit;
  const when = dates.dateTime(event.exact);
  switch (event.kind) {
    case 'aspect': {
      const window =
        event.orbEntry || event.orbExit
          ? `${event.orbEntry ? dates.date(event.orbEntry) : '…'} – ${event.orbExit ? dates.date(event.orbExit) : '…'}`
          : '';
      return [
        when,
        pointWithMotion(event.transiting, event.retrograde, language),
        aspectCell(
          event.aspect,
          language,
          t.aspectTo(aspectName(event.aspect, language), pointName(shown(event.natal), language)),
        ),
        window,
      ];
    }
    case 'sign-ingress':
      return [
        when,
        pointWithMotion(event.point, event.retrograde, language),
        { glyph: SIGN_GLYPHS[event.sign], text: t.entersSign(signName(event.sign, language)) },
        '',
      ];
    case 'house-ingress':
      return [when, pointWithMotion(event.point, event.retrograde, language), t.entersHouse(event.house), ''];
    case 'station':
      return [
        when,
        pointWithMotion(event.point, event.type === 'retrograde', language),
        t.station(event.type, position(event.longitude, language)),
        '',
      ];
    case 'moon-phase':
      return [when, pointCell('moon', language), t.moonPhase(event.phase, position(event.longitude, language)), ''];
  }
}

type Section = (report: ReportDocument, input: TransitReportInput, words: ReportWords, dates: ReportDates) => void;

const SECTIONS: Record<string, Section> = {
  cover(report, input, words, dates) {
    coverTitle(report, report.style.title ?? words.title.transit, input.name);
    birthDetails(report, words, input.language, input.birth, input.chart, [
      [words.transit.period, `${dates.period(input.period.start, input.period.end)} (${input.period.timezone})`],
      [words.prepared, dates.dateTime(input.requestedAt)],
    ]);
    coverWheel(report, (side) =>
      renderWheelSvg(natalWheelInput(input.chart, { side, theme: report.style.wheelTheme, majorOnly: true })),
    );
  },
  wheel(report, input, words, dates) {
    const { style } = report;
    const { language } = input;
    const natal = (side: number) =>
      natalWheelInput(input.chart, { side, theme: style.wheelTheme, majorOnly: style.majorAspectsOnly });
    wheelSection(
      report,
      words.sections.wheel,
      (side) => renderWheelSvg(natal(side)),
      wheelKeys(input.chart, natal(400), words, language),
    );
    newPage(report);
    const title = words.transit.transitsOn(dates.dateTime(input.period.start));
    const inner = wheelRingOf(input.chart, { drawn: WHEEL_POINTS });
    const outer = wheelRingOf(input.sky, { drawn: WHEEL_POINTS, houses: false });
    const anchors = new Set<string>([...inner.points.map((p) => p.id), 'ascendant', 'midheaven']);
    const across = transitInterAspects(
      input.chart.points.filter((p) => anchors.has(p.id)),
      outer.points,
    );
    const drawn = new Set<string>(outer.points.map((p) => p.id));
    const keys = [
      {
        cells: input.sky.points
          .filter((p) => drawn.has(p.id))
          .map((p) => positionCell(shown(p.id), p.sign, p.degreeInSign, p.retrograde, language)),
      },
      {
        title: words.sections.aspects,
        cells: aspectKey(
          ASPECTS.map((x) => x.id).filter((id) => across.some((a) => a.aspect === id)),
          language,
          style.wheelTheme,
        ),
      },
    ].filter((k) => k.cells.length > 0);
    wheelSection(
      report,
      title,
      (side) => {
        return renderWheelSvg({
          width: side,
          height: side,
          theme: style.wheelTheme,
          labelDrawing: 'text',
          labels: { innerName: `${words.transit.natal}: ${input.name}`, outerName: title },
          inner,
          outer,
          interAspects: across.map((a) => ({
            inner: a.inner as WheelPointId | WheelAngleId,
            outer: a.outer as WheelPointId,
            aspect: a.aspect,
            orb: a.orb,
          })),
        });
      },
      keys,
    );
  },
  positions(report, input, words, dates) {
    const { language } = input;
    heading(report, words.sections.positions);
    subheading(report, `${words.transit.natal}: ${input.name}`);
    positionsTable(report, words, language, input.chart);
    subheading(report, words.transit.transitsOn(dates.dateTime(input.period.start)));
    const cusps = input.chart.houses.cusps.map((c) => c.longitude);
    const drawn = new Set<PointId>(WHEEL_POINTS);
    table(
      report,
      [
        { header: words.point, share: 0.32 },
        { header: words.sign, share: 0.24 },
        { header: words.position, share: 0.14, align: 'right' },
        { header: words.transit.natalHouse, share: 0.14, align: 'right' },
        { header: words.motion, share: 0.16 },
      ],
      input.sky.points
        .filter((p) => drawn.has(p.id))
        .map((p) => [
          pointCell(shown(p.id), language),
          { glyph: SIGN_GLYPHS[p.sign], text: signName(p.sign, language) },
          degreesMinutes(p.degreeInSign),
          String(houseOfLongitude(p.longitude, cusps)),
          p.retrograde ? { glyph: '℞', text: words.retrograde } : '',
        ]),
    );
  },
  houses(report, input, words) {
    heading(
      report,
      `${words.sections.houses} (${readableEntity('house-system', input.chart.houses.systemUsed, input.language).name})`,
    );
    cuspsTable(report, words, input.language, input.chart);
  },
  aspects(report, input, words, dates) {
    const { language } = input;
    const t = words.transit;
    heading(report, t.events);
    const events = transitEvents(input.transits);
    if (events.length === 0) return paragraph(report, t.noEvents);
    const all = events.map((event) => ({ event, row: eventRow(event, words, language, dates) }));
    // The date and window columns as wide as their longest text (date lengths differ by language), the event takes the rest.
    applyText(report, 'table');
    const widest = (column: number) =>
      Math.max(...all.map((x) => report.doc.widthOfString(String(x.row[column])))) + 12;
    const dateShare = Math.min(0.3, widest(0) / report.width);
    const windowShare = Math.min(0.34, widest(3) / report.width);
    const columns = [
      { header: t.date, share: dateShare },
      { header: words.point, share: 0.17 },
      { header: t.event, share: 1 - dateShare - 0.17 - windowShare },
      { header: t.inOrb, share: windowShare },
    ];
    let month = '';
    let rows: Cell[][] = [];
    const flush = () => {
      if (rows.length === 0) return;
      subheading(report, month);
      table(report, columns, rows);
      rows = [];
    };
    for (const { event, row } of all) {
      const m = dates.month(event.exact);
      if (m !== month) {
        flush();
        month = m;
      }
      rows.push(row);
    }
    flush();
  },
  interpretation(report, input, words, dates) {
    const groups = new Map<string, AspectGroupData>(
      input.transits.aspects.filter((g) => g.transiting !== 'moon').map((g) => [groupTextUrn(g), g]),
    );
    const texts = composeTransitTexts(input.texts, input.language);
    interpretationSection(
      report,
      words.sections.interpretation,
      texts,
      (text) => {
        const group = groups.get(text.urn);
        if (!group) return undefined;
        const exact = group.occurrences.map((o) => dates.dateTime(o.exact)).join('; ');
        // Passes of a retrograde loop share one window: each window once.
        const windows = [
          ...new Set(
            group.occurrences.map(
              (o) => `${o.orbEntry ? dates.date(o.orbEntry) : '…'} – ${o.orbExit ? dates.date(o.orbExit) : '…'}`,
            ),
          ),
        ];
        return `${words.transit.exact}: ${exact} · ${words.transit.inOrb}: ${windows.join('; ')}`;
      },
      null,
    );
  },
};

/** Renders the transit report. Throws like renderNatalReportPdf. */
export function renderTransitReportPdf(input: TransitReportInput): RenderedPdf {
  const style = writtenIn(resolveReportStyle(input.look), scriptFontOf(input.language));
  const words = REPORT_WORDS[input.language];
  const dates = reportDates(input.language, input.period.timezone);
  const report = openReportDocument(style, {
    title: `${style.title ?? words.title.transit}: ${input.name}`,
    subject: words.title.transit,
    createdAt: new Date(input.requestedAt),
  });
  for (const section of style.sections) {
    beginSection(report, section);
    SECTIONS[section](report, input, words, dates);
  }
  const pageCount = writeFooters(report, words.page);
  return { pdf: finishDocument(report), pageCount };
}
