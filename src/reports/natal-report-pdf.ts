/**
 * The natal report as a PDF: cover (title, name, birth data), chart wheel (vector), positions
 * and houses tables, aspects table, interpretation texts, page numbers — in the sections and
 * order the template chooses, in its page size, margins, colours and fonts. Pure: plain data in,
 * PDF bytes out (no I/O besides reading the bundled font files once per thread), so it runs in
 * a worker thread of the calculation pool as well as in the report worker process.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import { renderWheelSvg } from '../chart/index.ts';
import {
  aspectName, pointName, readableEntity, signName, type Language, type NamedPoint,
} from '../interpretation/index.ts';
import { ASPECT_GLYPHS, POINT_GLYPHS, SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import { ASPECT_POINTS, natalWheelInput } from './natal-wheel.ts';
import type { ReportText } from './natal-texts.ts';
import {
  applyText, finishDocument, heading, newPage, openReportDocument, paragraph, plainText, table, writeFooters,
  type Cell, type ReportDocument,
} from './pdf-layout.ts';
import { resolveReportStyle, type TemplateLook } from './report-style.ts';
import { REPORT_WORDS, type ReportWords } from './report-words.ts';
import { drawSvg } from './svg-to-pdf.ts';

/** Everything a natal report shows. */
export interface NatalReportInput {
  /** The person's name, printed on the cover (1–200 characters). */
  name: string;
  language: Language;
  /** Birth data as requested (the place name is printed when given). */
  birth: { dateTime: string; latitude: number; longitude: number; timezone?: string; placeName?: string };
  chart: NatalChart;
  /** Interpretation texts in print order. */
  texts: ReportText[];
  /** The template's editorConfig, pageSettings and customCss (a snapshot). */
  look: TemplateLook;
  /** When the report was requested, ISO 8601; printed on the cover and set as the PDF's date. */
  requestedAt: string;
}

/** A finished PDF. */
export interface RenderedPdf {
  pdf: Uint8Array;
  pageCount: number;
}

const MAJOR = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));

/** Degrees within a sign as D°MM′ (minutes truncated, so 29.9999° never shows as 30°00′). */
export function degreesMinutes(degrees: number): string {
  const totalMinutes = Math.floor(Math.abs(degrees) * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}

/** 48°24′N 10°00′E. */
export function coordinates(latitude: number, longitude: number): string {
  return `${degreesMinutes(latitude)}${latitude < 0 ? 'S' : 'N'} ${degreesMinutes(longitude)}${longitude < 0 ? 'W' : 'E'}`;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** A wall-clock date-time `YYYY-MM-DDTHH:mm:ss` written out in the language (no zone conversion). */
function wallClock(localDateTime: string, language: Language, withSeconds = false): string {
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(localDateTime);
  if (!m) return localDateTime;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
  date.setUTCFullYear(Number(m[1]));
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return `${day}, ${m[4]}:${m[5]}${withSeconds ? `:${m[6]}` : ''}`;
}

const pointCell = (id: NamedPoint, language: Language): Cell => ({ glyph: POINT_GLYPHS[id], text: pointName(id, language) });

function cover(report: ReportDocument, input: NatalReportInput, words: ReportWords): void {
  const { doc, style } = report;
  const t = input.chart.timeResolution;
  doc.y = style.page.margins.top + (style.page.height - style.page.margins.top - style.page.margins.bottom) * 0.18;
  applyText(report, 'h2').text(style.title ?? words.title.natal, report.left, doc.y, { width: report.width });
  doc.y += 6;
  applyText(report, 'h1').text(input.name, report.left, doc.y, { width: report.width });
  doc.y += 8;
  doc.save().moveTo(report.left, doc.y).lineTo(report.left + report.width * 0.4, doc.y).lineWidth(1.2).strokeColor(style.text.h1.color).stroke().restore();
  doc.y += 18;
  const rows: [string, string][] = [
    [words.born, wallClock(t.localDateTime, input.language)],
    [words.localTime, `${t.localDateTime.slice(11, 19)} (UTC${t.utcOffset})`],
    [words.utc, `${t.utc.slice(0, 10)} ${t.utc.slice(11, 19)} UT`],
  ];
  if (input.birth.placeName) rows.push([words.place, input.birth.placeName]);
  rows.push([words.coordinates, coordinates(input.birth.latitude, input.birth.longitude)]);
  if (t.timezone) rows.push([words.timezone, t.timezone]);
  rows.push([words.houseSystem, readableEntity('house-system', input.chart.houses.systemUsed, input.language).name]);
  rows.push([words.prepared, wallClock(input.requestedAt.replace(/Z$/, ''), input.language)]);
  const labelWidth = report.width * 0.3;
  for (const [label, value] of rows) {
    const y = doc.y;
    applyText(report, { ...style.text.body, fontWeight: 'bold' }).text(label, report.left, y, { width: labelWidth - 8, lineBreak: false, ellipsis: true });
    applyText(report, 'body').text(value, report.left + labelWidth, y, { width: report.width - labelWidth });
    doc.y = Math.max(doc.y, y + style.text.body.fontSize * 1.3) + 4;
  }
}

function wheel(report: ReportDocument, input: NatalReportInput, words: ReportWords): void {
  const { doc, style } = report;
  heading(report, words.sections.wheel);
  const available = Math.min(report.width, report.bottom - doc.y);
  const side = Math.max(120, Math.round(available));
  const svg = renderWheelSvg(natalWheelInput(input.chart, { side: Math.min(4096, side), theme: style.wheelTheme, majorOnly: style.majorAspectsOnly }));
  drawSvg(doc, svg, report.left + (report.width - available) / 2, doc.y, available);
  doc.y += available;
}

function positions(report: ReportDocument, input: NatalReportInput, words: ReportWords): void {
  const { language } = input;
  heading(report, words.sections.positions);
  table(
    report,
    [
      { header: words.point, share: 0.32 },
      { header: words.sign, share: 0.24 },
      { header: words.position, share: 0.14, align: 'right' },
      { header: words.house, share: 0.1, align: 'right' },
      { header: words.motion, share: 0.2 },
    ],
    input.chart.points.map((p) => [
      pointCell(p.id, language),
      { glyph: SIGN_GLYPHS[p.sign], text: signName(p.sign, language) },
      degreesMinutes(p.degreeInSign),
      String(p.house),
      p.retrograde ? { glyph: '℞', text: words.retrograde } : '',
    ]),
  );
}

function houses(report: ReportDocument, input: NatalReportInput, words: ReportWords): void {
  const { language, chart } = input;
  heading(report, `${words.sections.houses} (${readableEntity('house-system', chart.houses.systemUsed, language).name})`);
  table(
    report,
    [
      { header: words.house, share: 0.2 },
      { header: words.sign, share: 0.4 },
      { header: words.cusp, share: 0.4, align: 'right' },
    ],
    chart.houses.cusps.map((c) => [String(c.house), { glyph: SIGN_GLYPHS[c.sign], text: signName(c.sign, language) }, degreesMinutes(c.degreeInSign)]),
  );
  for (const warning of chart.houses.warnings) paragraph(report, warning);
}

function aspects(report: ReportDocument, input: NatalReportInput, words: ReportWords): void {
  const { language } = input;
  heading(report, words.sections.aspects);
  const list = input.chart.aspects.filter(
    (a) => ASPECT_POINTS.has(a.point1) && ASPECT_POINTS.has(a.point2) && (!report.style.majorAspectsOnly || MAJOR.has(a.aspect)),
  );
  if (list.length === 0) {
    paragraph(report, words.noAspects);
    return;
  }
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
      { glyph: ASPECT_GLYPHS[a.aspect], text: aspectName(a.aspect, language) },
      pointCell(a.point2, language),
      degreesMinutes(a.orb),
      a.motion === 'applying' ? words.applying : a.motion === 'separating' ? words.separating : '',
    ]),
  );
}

function interpretation(report: ReportDocument, input: NatalReportInput, words: ReportWords): void {
  const { doc, style } = report;
  heading(report, words.sections.interpretation);
  for (const text of input.texts) {
    // Keep a title with at least two lines of its text.
    if (doc.y + style.text.h3.fontSize * 1.4 + style.text.body.fontSize * 3 > report.bottom) newPage(report);
    applyText(report, 'h3').text(text.title, report.left, doc.y, { width: report.width });
    doc.y += 2;
    paragraph(report, plainText(text.body), 'body', 10);
  }
}

const SECTIONS = { cover, wheel, positions, houses, aspects, interpretation } as const;

/**
 * Renders the natal report. Throws (ZodError, CustomCssError) when the template look is invalid,
 * Error on a rendering failure.
 */
export function renderNatalReportPdf(input: NatalReportInput): RenderedPdf {
  const style = resolveReportStyle(input.look);
  const words = REPORT_WORDS[input.language];
  const report = openReportDocument(style, {
    title: `${style.title ?? words.title.natal}: ${input.name}`,
    subject: words.title.natal,
    createdAt: new Date(input.requestedAt),
  });
  for (const section of style.sections) {
    newPage(report);
    SECTIONS[section](report, input, words);
  }
  const pageCount = writeFooters(report, words.page);
  return { pdf: finishDocument(report), pageCount };
}
