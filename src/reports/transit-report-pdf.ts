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
import type { NatalChart } from '../astro/natal-chart.ts';
import type { AspectGroupData, TransitChart } from '../astro/transits/index.ts';
import { houseOfLongitude } from '../astro/houses/house-systems.ts';
import type { MovingPoint, PointId, Sign } from '../astro/vocabulary.ts';
import { SIGNS } from '../astro/vocabulary.ts';
import { renderWheelSvg, type WheelPointId, type WheelAngleId } from '../chart/index.ts';
import { transitInterAspects } from '../chart/transit-aspects.ts';
import { wheelRingOf } from '../chart/wheel-adapter.ts';
import { aspectName, pointName, readableEntity, signName, type Language, type NamedPoint } from '../interpretation/index.ts';
import { ASPECT_GLYPHS, POINT_GLYPHS, SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import type { ReportText } from './natal-texts.ts';
import { natalWheelInput, WHEEL_POINTS } from './natal-wheel.ts';
import { finishDocument, heading, newPage, openReportDocument, paragraph, table, writeFooters, type Cell, type ReportDocument, type RenderedPdf } from './pdf-layout.ts';
import {
  birthDetails, coverTitle, cuspsTable, degreesMinutes, interpretationSection, LOCALES, pointCell, positionsTable, subheading, wheelSection,
  type ReportBirth,
} from './report-sections.ts';
import { resolveReportStyle, type TemplateLook } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';
import { transitEvents, type TransitEvent } from './transit-events.ts';
import { groupTextUrn } from './transit-texts.ts';

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

/** How dates of the period are written: long ("1 March 2027 at 00:00"), in a table ("01/03/2027, 00:00"), short ("01/03/27"), as a month heading. */
interface DateStyle {
  long(iso: string): string;
  row(iso: string): string;
  short(iso: string): string;
  month(iso: string): string;
}

function dateStyle(language: Language, timeZone: string): DateStyle {
  const locale = LOCALES[language];
  const long = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const row = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const short = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: '2-digit' });
  const month = new Intl.DateTimeFormat(locale, { timeZone, month: 'long', year: 'numeric' });
  const of = (f: Intl.DateTimeFormat) => (iso: string) => f.format(new Date(iso));
  const monthOf = of(month);
  return { long: of(long), row: of(row), short: of(short), month: (iso) => monthOf(iso).replace(/^\p{Ll}/u, (c) => c.toUpperCase()) };
}

/** The name under which a point is shown: the mean node is the North Node. */
const shown = (id: string): NamedPoint => (id === 'mean-node' || id === 'true-node' ? 'north-node' : (id as NamedPoint));

const position = (longitude: number, language: Language) => {
  const sign: Sign = SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30) % 12];
  return `${degreesMinutes(((longitude % 30) + 30) % 30)} ${signName(sign, language)}`;
};

function pointWithMotion(id: MovingPoint, retrograde: boolean, language: Language): Cell {
  const name = shown(id);
  return { glyph: `${POINT_GLYPHS[name]}${retrograde ? '℞' : ''}`, text: pointName(name, language) };
}

function eventRow(event: TransitEvent, words: ReportWords, language: Language, dates: DateStyle): Cell[] {
  const t = words.transit;
  const when = dates.row(event.exact);
  switch (event.kind) {
    case 'aspect': {
      const window = event.orbEntry || event.orbExit ? `${event.orbEntry ? dates.short(event.orbEntry) : '…'} – ${event.orbExit ? dates.short(event.orbExit) : '…'}` : '';
      return [
        when,
        pointWithMotion(event.transiting, event.retrograde, language),
        { glyph: ASPECT_GLYPHS[event.aspect], text: t.aspectTo(aspectName(event.aspect, language), pointName(shown(event.natal), language)) },
        window,
      ];
    }
    case 'sign-ingress':
      return [when, pointWithMotion(event.point, event.retrograde, language), { glyph: SIGN_GLYPHS[event.sign], text: t.entersSign(signName(event.sign, language)) }, ''];
    case 'house-ingress':
      return [when, pointWithMotion(event.point, event.retrograde, language), t.entersHouse(event.house), ''];
    case 'station':
      return [when, pointWithMotion(event.point, event.type === 'retrograde', language), t.station(event.type, position(event.longitude, language)), ''];
    case 'moon-phase':
      return [when, pointCell('moon', language), t.moonPhase(event.phase, position(event.longitude, language)), ''];
  }
}

type Section = (report: ReportDocument, input: TransitReportInput, words: ReportWords, dates: DateStyle) => void;

const SECTIONS: Record<string, Section> = {
  cover(report, input, words, dates) {
    coverTitle(report, report.style.title ?? words.title.transit, input.name);
    birthDetails(report, words, input.language, input.birth, input.chart, [
      [words.transit.period, `${dates.long(input.period.start)} – ${dates.long(input.period.end)} (${input.period.timezone})`],
      [words.prepared, dates.long(input.requestedAt)],
    ]);
  },
  wheel(report, input, words, dates) {
    const { style } = report;
    wheelSection(report, words.sections.wheel, (side) => renderWheelSvg(natalWheelInput(input.chart, { side, theme: style.wheelTheme, majorOnly: style.majorAspectsOnly })));
    newPage(report);
    const title = words.transit.transitsOn(dates.long(input.period.start));
    wheelSection(report, title, (side) => {
      const inner = wheelRingOf(input.chart, { drawn: WHEEL_POINTS });
      const outer = wheelRingOf(input.sky, { drawn: WHEEL_POINTS, houses: false });
      const anchors = new Set<string>([...inner.points.map((p) => p.id), 'ascendant', 'midheaven']);
      return renderWheelSvg({
        width: side,
        height: side,
        theme: style.wheelTheme,
        labelDrawing: 'text',
        labels: { innerName: `${words.transit.natal}: ${input.name}`, outerName: title },
        inner,
        outer,
        interAspects: transitInterAspects(input.chart.points.filter((p) => anchors.has(p.id)), outer.points).map((a) => ({
          inner: a.inner as WheelPointId | WheelAngleId,
          outer: a.outer as WheelPointId,
          aspect: a.aspect,
          orb: a.orb,
        })),
      });
    });
  },
  positions(report, input, words, dates) {
    const { language } = input;
    heading(report, words.sections.positions);
    subheading(report, `${words.transit.natal}: ${input.name}`);
    positionsTable(report, words, language, input.chart);
    subheading(report, words.transit.transitsOn(dates.long(input.period.start)));
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
    heading(report, `${words.sections.houses} (${readableEntity('house-system', input.chart.houses.systemUsed, input.language).name})`);
    cuspsTable(report, words, input.language, input.chart);
  },
  aspects(report, input, words, dates) {
    const { language } = input;
    const t = words.transit;
    heading(report, t.events);
    const events = transitEvents(input.transits);
    if (events.length === 0) return paragraph(report, t.noEvents);
    const columns = [
      { header: t.date, share: 0.21 },
      { header: words.point, share: 0.17 },
      { header: t.event, share: 0.37 },
      { header: t.inOrb, share: 0.25 },
    ];
    let month = '';
    let rows: Cell[][] = [];
    const flush = () => {
      if (rows.length === 0) return;
      subheading(report, month);
      table(report, columns, rows);
      rows = [];
    };
    for (const event of events) {
      const m = dates.month(event.exact);
      if (m !== month) {
        flush();
        month = m;
      }
      rows.push(eventRow(event, words, language, dates));
    }
    flush();
  },
  interpretation(report, input, words, dates) {
    const groups = new Map<string, AspectGroupData>(input.transits.aspects.filter((g) => g.transiting !== 'moon').map((g) => [groupTextUrn(g), g]));
    interpretationSection(report, words.sections.interpretation, input.texts, (text) => {
      const group = groups.get(text.urn);
      if (!group) return undefined;
      const exact = group.occurrences.map((o) => dates.row(o.exact)).join('; ');
      // Passes of a retrograde loop share one window: each window once.
      const windows = [...new Set(group.occurrences.map((o) => `${o.orbEntry ? dates.short(o.orbEntry) : '…'} – ${o.orbExit ? dates.short(o.orbExit) : '…'}`))];
      return `${words.transit.exact}: ${exact} · ${words.transit.inOrb}: ${windows.join('; ')}`;
    });
  },
};

/** Renders the transit report. Throws like renderNatalReportPdf. */
export function renderTransitReportPdf(input: TransitReportInput): RenderedPdf {
  const style = resolveReportStyle(input.look);
  const words = REPORT_WORDS[input.language];
  const dates = dateStyle(input.language, input.period.timezone);
  const report = openReportDocument(style, {
    title: `${style.title ?? words.title.transit}: ${input.name}`,
    subject: words.title.transit,
    createdAt: new Date(input.requestedAt),
  });
  for (const section of style.sections) {
    newPage(report);
    SECTIONS[section](report, input, words, dates);
  }
  const pageCount = writeFooters(report, words.page);
  return { pdf: finishDocument(report), pageCount };
}
