/**
 * Pieces the report types share: number formats, the birth-data block of a cover, the wheel
 * drawn from an SVG, the positions and house-cusps tables of a chart, and the interpretation
 * texts. Lengths in PDF points.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import type { PointId } from '../astro/vocabulary.ts';
import { pointName, readableEntity, signName, type Language, type NamedPoint } from '../interpretation/index.ts';
import { POINT_GLYPHS, SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import type { ReportText } from './natal-texts.ts';
import { applyText, heading, newPage, paragraph, plainText, table, type Cell, type ReportDocument } from './pdf-layout.ts';
import type { ReportWords } from './report-words.ts';
import { drawSvg } from './svg-to-pdf.ts';

/** Birth data as requested (the place name is printed when given). */
export interface ReportBirth {
  dateTime: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  placeName?: string;
}

/** Degrees within a sign as D°MM′ (minutes truncated, so 29.9999° never shows as 30°00′). */
export function degreesMinutes(degrees: number): string {
  const totalMinutes = Math.floor(Math.abs(degrees) * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}

/** 48°24′N 10°00′E. */
export function coordinates(latitude: number, longitude: number): string {
  return `${degreesMinutes(latitude)}${latitude < 0 ? 'S' : 'N'} ${degreesMinutes(longitude)}${longitude < 0 ? 'W' : 'E'}`;
}

/** The locale each report language formats dates in. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** A wall-clock date-time `YYYY-MM-DDTHH:mm:ss` written out in the language (no zone conversion). */
export function wallClock(localDateTime: string, language: Language): string {
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(localDateTime);
  if (!m) return localDateTime;
  const date = new Date(0);
  date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3])); // also years 0–99, which Date.UTC maps to 19xx
  date.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6]), 0);
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return `${day}, ${m[4]}:${m[5]}`;
}

/** A table cell with a point's glyph and name. */
export const pointCell = (id: NamedPoint, language: Language): Cell => ({ glyph: POINT_GLYPHS[id], text: pointName(id, language) });

/** Label–value rows of one person's birth data (date, local time, UT, place, coordinates, zone, houses). */
export function birthDetails(report: ReportDocument, words: ReportWords, language: Language, birth: ReportBirth, chart: NatalChart, extra: [string, string][] = []): void {
  const { doc, style } = report;
  const t = chart.timeResolution;
  const rows: [string, string][] = [
    [words.born, wallClock(t.localDateTime, language)],
    [words.localTime, `${t.localDateTime.slice(11, 19)} (UTC${t.utcOffset})`],
    [words.utc, `${t.utc.slice(0, 10)} ${t.utc.slice(11, 19)} UT`],
  ];
  if (birth.placeName) rows.push([words.place, birth.placeName]);
  rows.push([words.coordinates, coordinates(birth.latitude, birth.longitude)]);
  if (t.timezone) rows.push([words.timezone, t.timezone]);
  rows.push([words.houseSystem, readableEntity('house-system', chart.houses.systemUsed, language).name]);
  rows.push(...extra);
  const labelWidth = report.width * 0.3;
  for (const [label, value] of rows) {
    const y = doc.y;
    applyText(report, { ...style.text.body, fontWeight: 'bold' }).text(label, report.left, y, { width: labelWidth - 8, lineBreak: false, ellipsis: true });
    applyText(report, 'body').text(value, report.left + labelWidth, y, { width: report.width - labelWidth });
    doc.y = Math.max(doc.y, y + style.text.body.fontSize * 1.3) + 4;
  }
}

/** The cover's title (h2 style) and name(s) (h1) with a rule under them, from 18 % down the page. */
export function coverTitle(report: ReportDocument, title: string, name: string): void {
  const { doc, style } = report;
  doc.y = style.page.margins.top + (style.page.height - style.page.margins.top - style.page.margins.bottom) * 0.18;
  applyText(report, 'h2').text(title, report.left, doc.y, { width: report.width });
  doc.y += 6;
  applyText(report, 'h1').text(name, report.left, doc.y, { width: report.width });
  doc.y += 8;
  doc.save().moveTo(report.left, doc.y).lineTo(report.left + report.width * 0.4, doc.y).lineWidth(1.2).strokeColor(style.text.h1.color).stroke().restore();
  doc.y += 18;
}

/** A subheading (h3) inside a section. */
export function subheading(report: ReportDocument, text: string): void {
  if (report.doc.y + report.style.text.h3.fontSize * 4 > report.bottom) newPage(report);
  applyText(report, 'h3').text(text, report.left, report.doc.y, { width: report.width });
  report.doc.y += 4;
}

/** The wheel section: heading, then `svg(side)` drawn as large as the page allows, centred. */
export function wheelSection(report: ReportDocument, title: string, svg: (side: number) => string): void {
  const { doc } = report;
  heading(report, title);
  const available = Math.min(report.width, report.bottom - doc.y);
  drawSvg(doc, svg(Math.min(4096, Math.max(120, Math.round(available)))), report.left + (report.width - available) / 2, doc.y, available);
  doc.y += available;
}

/** The positions table of a chart (all its points, or `only`). */
export function positionsTable(report: ReportDocument, words: ReportWords, language: Language, chart: NatalChart, only?: ReadonlySet<PointId>): void {
  table(
    report,
    [
      { header: words.point, share: 0.32 },
      { header: words.sign, share: 0.24 },
      { header: words.position, share: 0.14, align: 'right' },
      { header: words.house, share: 0.1, align: 'right' },
      { header: words.motion, share: 0.2 },
    ],
    chart.points
      .filter((p) => !only || only.has(p.id))
      .map((p) => [
        pointCell(p.id, language),
        { glyph: SIGN_GLYPHS[p.sign], text: signName(p.sign, language) },
        degreesMinutes(p.degreeInSign),
        String(p.house),
        p.retrograde ? { glyph: '℞', text: words.retrograde } : '',
      ]),
  );
}

/** The house-cusps table of a chart, and its house warnings (e.g. polar latitudes). */
export function cuspsTable(report: ReportDocument, words: ReportWords, language: Language, chart: NatalChart): void {
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

/**
 * The interpretation section: each text's title (h3), an optional note under it (e.g. a transit's
 * dates, in bold body text) and its body; a title never alone at a page's foot.
 */
export function interpretationSection(report: ReportDocument, title: string, texts: readonly ReportText[], noteOf?: (text: ReportText) => string | undefined): void {
  const { doc, style } = report;
  heading(report, title);
  for (const text of texts) {
    if (doc.y + style.text.h3.fontSize * 1.4 + style.text.body.fontSize * 3 > report.bottom) newPage(report);
    applyText(report, 'h3').text(text.title, report.left, doc.y, { width: report.width });
    doc.y += 2;
    const note = noteOf?.(text);
    if (note) {
      applyText(report, { ...style.text.body, fontWeight: 'bold' }).text(note, report.left, doc.y, { width: report.width, lineGap: 1.5 });
      doc.y += 2;
    }
    paragraph(report, plainText(text.body), 'body', 10);
  }
}
