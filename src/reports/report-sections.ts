/**
 * Pieces the report types share: number formats, the birth-data block of a cover, the wheel
 * drawn from an SVG, the positions and house-cusps tables of a chart, and the interpretation
 * texts. Lengths in PDF points.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { AYANAMSA_NAMES } from '../astro/sidereal/ayanamsa.ts';
import type { AspectId, PointId } from '../astro/vocabulary.ts';
import { degreeMinuteLabels } from '../chart/point-stacks.ts';
import { THEMES, type ThemeId } from '../chart/themes.ts';
import { formatCoordinates } from '../chart/wheel-labels.ts';
import { ASPECT_GLYPHS, POINT_GLYPHS, SIGN_GLYPHS } from '../interpretation/glyphs.ts';
import {
  aspectName,
  type Language,
  type NamedPoint,
  pointName,
  readableEntity,
  signName,
} from '../interpretation/index.ts';
import type { ReportText } from './natal-texts.ts';
import {
  type Cell,
  cellsInColumns,
  heading,
  newPage,
  paragraph,
  plainText,
  type ReportDocument,
  startSection,
  table,
  writeText,
} from './pdf-layout.ts';
import { reportDates, wallClock } from './report-dates.ts';
import { ReportProse } from './report-prose.ts';
import type { ReportWords } from './report-words.ts';
import { drawSvg } from './svg-to-pdf.ts';
import type { ReportSection } from './template-settings.ts';

/** Degrees as d°mm′ss″ (whole seconds). */
function degreesMinutesSeconds(degrees: number): string {
  const seconds = Math.round(degrees * 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}°${pad(Math.floor(seconds / 60) % 60)}′${pad(seconds % 60)}″`;
}

/** The birth block's zodiac row: tropical, or sidereal with the ayanamsa's name and value at birth. */
export function zodiacRow(words: ReportWords, chart: NatalChart): [string, string] {
  const ayanamsa = chart.provenance.ayanamsa;
  return [
    words.zodiac,
    ayanamsa
      ? `${words.sidereal} (ayanamsa ${AYANAMSA_NAMES[ayanamsa.name]} ${degreesMinutesSeconds(ayanamsa.degrees)})`
      : words.tropical,
  ];
}

/** Birth data as requested (the place name is printed when given). */
export interface ReportBirth {
  dateTime: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  placeName?: string;
}

/**
 * Degrees within a sign (or an orb, under 30°) as D°MM′, as the wheel images label them (minutes
 * truncated, so 29.9999° never shows as 30°00′).
 */
export function degreesMinutes(degrees: number, minuteMark = '′'): string {
  const { degree, minute } = degreeMinuteLabels(Math.abs(degrees));
  return `${degree}${minute.replace('′', minuteMark)}`;
}

/** "48°24′ N, 9°59′ E" with the language's compass letters, as the wheel images write a place. */
export const coordinates = (latitude: number, longitude: number, language: Language): string =>
  formatCoordinates(latitude, longitude, language);

/** Sections that take pages of their own: the cover, and a wheel drawn as large as the page allows. */
const OWN_PAGE: ReadonlySet<ReportSection> = new Set(['cover', 'wheel']);

/** Starts `section` on a page of its own or under the previous section (startSection). */
export function beginSection(report: ReportDocument, section: ReportSection): void {
  startSection(report, OWN_PAGE.has(section));
}

export { LOCALES, wallClock } from './report-dates.ts';

/** A table cell with a point's glyph and name. */
export const pointCell = (id: NamedPoint, language: Language): Cell => ({
  glyph: POINT_GLYPHS[id],
  text: pointName(id, language),
});

/**
 * The glyph a report prints for an aspect. The quintiles have no Unicode glyph (the API's
 * readable entities abbreviate them "Q" and "bQ"): the report prints their angle instead.
 */
export const REPORT_ASPECT_GLYPHS: Record<AspectId, string> = {
  ...ASPECT_GLYPHS,
  quintile: '72°',
  'bi-quintile': '144°',
};

/** A table cell with an aspect's glyph and `text` (by default the aspect's name). */
export const aspectCell = (aspect: AspectId, language: Language, text = aspectName(aspect, language)): Cell => ({
  glyph: REPORT_ASPECT_GLYPHS[aspect],
  text,
});

/** A column of a page: left edge and width. */
export interface PageColumn {
  left: number;
  width: number;
}

/**
 * Label–value rows of one person's birth data (date, local time, UT, place, coordinates, zone,
 * houses), across the text column or in `column`.
 */
export function birthDetails(
  report: ReportDocument,
  words: ReportWords,
  language: Language,
  birth: ReportBirth,
  chart: NatalChart,
  extra: [string, string][] = [],
  column: PageColumn = report,
): void {
  const t = chart.timeResolution;
  const rows: [string, string][] = [
    [words.born, wallClock(t.localDateTime, language)],
    [words.localTime, `${t.localDateTime.slice(11, 19)} (UTC${t.utcOffset})`],
    [words.utc, `${reportDates(language, 'UTC').dateTime(t.utc)} UT`],
  ];
  if (birth.placeName) rows.push([words.place, birth.placeName]);
  rows.push([words.coordinates, coordinates(birth.latitude, birth.longitude, language)]);
  if (t.timezone) rows.push([words.timezone, t.timezone]);
  rows.push([words.houseSystem, readableEntity('house-system', chart.houses.systemUsed, language).name]);
  rows.push(zodiacRow(words, chart));
  rows.push(...extra);
  labelRows(report, rows, column);
}

/** Label–value rows (label in bold), across the text column or in `column`: a cover's data. */
export function labelRows(
  report: ReportDocument,
  rows: readonly [string, string][],
  column: PageColumn = report,
): void {
  const { doc, style } = report;
  const labelWidth = column.width * (column.width < report.width * 0.75 ? 0.4 : 0.3);
  for (const [label, value] of rows) {
    const y = doc.y;
    writeText(report, { ...style.text.body, fontWeight: 'bold' }, label, column.left, y, {
      width: labelWidth - 8,
      lineBreak: false,
      ellipsis: true,
    });
    writeText(report, 'body', value, column.left + labelWidth, y, { width: column.width - labelWidth });
    doc.y = Math.max(doc.y, y + style.text.body.fontSize * 1.3) + 4;
  }
}

/** The cover's title (h2 style) and name(s) (h1) with a rule under them, from 5 % down the page. */
export function coverTitle(report: ReportDocument, title: string, name: string): void {
  const { doc, style } = report;
  doc.y = style.page.margins.top + (style.page.height - style.page.margins.top - style.page.margins.bottom) * 0.05;
  writeText(report, 'h2', title, report.left, doc.y, { width: report.width });
  doc.y += 6;
  writeText(report, 'h1', name, report.left, doc.y, { width: report.width });
  doc.y += 8;
  doc
    .save()
    .moveTo(report.left, doc.y)
    .lineTo(report.left + report.width * 0.4, doc.y)
    .lineWidth(1.2)
    .strokeColor(style.text.h1.color)
    .stroke()
    .restore();
  doc.y += 18;
}

/** A subheading (h3) inside a section. */
export function subheading(report: ReportDocument, text: string): void {
  if (report.doc.y + report.style.text.h3.fontSize * 4 > report.bottom) newPage(report);
  writeText(report, 'h3', text, report.left, report.doc.y, { width: report.width });
  report.doc.y += 4;
}

/** Entries listed under a wheel: a title (h3 style, optional) and cells laid out in columns. */
export interface WheelKey {
  title?: string;
  cells: Cell[];
}

const KEY_COLUMNS = 3;

function keyHeight(report: ReportDocument, keys: readonly WheelKey[]): number {
  const line = report.style.text.table.fontSize * 1.25 + 4;
  return keys.reduce(
    (h, k) =>
      h + (k.title ? report.style.text.h3.fontSize * 1.4 + 4 : 0) + Math.ceil(k.cells.length / KEY_COLUMNS) * line + 8,
    0,
  );
}

/**
 * The wheel section: heading, then `svg(side)` drawn as large as the page allows, centred, and
 * under it the keys (e.g. the points' positions and the aspects drawn), so the page is filled.
 */
export function wheelSection(
  report: ReportDocument,
  title: string,
  svg: (side: number) => string,
  keys: readonly WheelKey[] = [],
): void {
  const { doc } = report;
  heading(report, title);
  const below = keys.length > 0 ? keyHeight(report, keys) + 10 : 0;
  const available = Math.max(120, Math.min(report.width, report.bottom - doc.y - below));
  drawSvg(
    doc,
    svg(Math.min(4096, Math.max(120, Math.round(available)))),
    report.left + (report.width - available) / 2,
    doc.y,
    available,
  );
  // A wheel as wide as the column may leave room: split it above and below the keys.
  const spare = Math.max(0, report.bottom - doc.y - available - below);
  doc.y += available + (keys.length > 0 ? 10 + spare / 2 : 0);
  for (const key of keys) {
    if (key.title) subheading(report, key.title);
    cellsInColumns(report, key.cells, KEY_COLUMNS);
    doc.y += 8;
  }
}

/** A wheel on the cover, under what is already there: as large as the rest of the page allows (at most the column's width). */
export function coverWheel(report: ReportDocument, svg: (side: number) => string): void {
  const { doc } = report;
  doc.y += 12;
  const side = Math.min(report.width, report.bottom - doc.y);
  if (side < 150) return;
  drawSvg(doc, svg(Math.min(4096, Math.round(side))), report.left + (report.width - side) / 2, doc.y, side);
  doc.y += side;
}

/** Position of a point as "Sun 15°53′ Aquarius" (℞ after it when retrograde), for a wheel's key. */
export function positionCell(
  id: NamedPoint,
  sign: Parameters<typeof signName>[0],
  degreeInSign: number,
  retrograde: boolean,
  language: Language,
): Cell {
  return {
    glyph: POINT_GLYPHS[id],
    text: `${pointName(id, language)} ${degreesMinutes(degreeInSign)} ${signName(sign, language)}${retrograde ? ' ℞' : ''}`,
  };
}

/**
 * The key of the aspects a wheel draws: each kind once, in the order given, led by a line in the
 * colour and dash the wheel draws it with in `theme` (the theme's aspect style table).
 */
export function aspectKey(aspects: Iterable<AspectId>, language: Language, theme: ThemeId): Cell[] {
  const styles = THEMES[theme].aspect;
  return [...new Set(aspects)].map((a) => ({
    glyph: REPORT_ASPECT_GLYPHS[a],
    text: aspectName(a, language),
    line: styles[a],
  }));
}

/** The positions table of a chart (all its points, or `only`). */
export function positionsTable(
  report: ReportDocument,
  words: ReportWords,
  language: Language,
  chart: NatalChart,
  only?: ReadonlySet<PointId>,
): void {
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

/**
 * The house-cusps table of a chart, houses 1–6 beside 7–12 (six rows, not a page for twelve), and
 * the chart's warnings under it (local mean time, polar latitudes).
 */
export function cuspsTable(report: ReportDocument, words: ReportWords, language: Language, chart: NatalChart): void {
  const half = [
    { header: words.house, share: 0.1 },
    { header: words.sign, share: 0.22 },
    { header: words.cusp, share: 0.16, align: 'right' as const },
  ];
  const cusp = (c: NatalChart['houses']['cusps'][number]): Cell[] => [
    String(c.house),
    { glyph: SIGN_GLYPHS[c.sign], text: signName(c.sign, language) },
    degreesMinutes(c.degreeInSign),
  ];
  const { cusps } = chart.houses;
  const rows = Math.ceil(cusps.length / 2);
  table(
    report,
    [...half, { header: '', share: 0.04 }, ...half],
    cusps.slice(0, rows).map((c, i) => [...cusp(c), ' ', ...(cusps[i + rows] ? cusp(cusps[i + rows]) : ['', '', ''])]),
  );
  // The chart's warnings, in the report's language.
  const { timeResolution: time, houses } = chart;
  if (time.localMeanTime) paragraph(report, words.localMeanTime(time.timezone ?? '', time.utcOffset));
  if (houses.systemUsed !== houses.systemRequested) {
    const name = (system: typeof houses.systemUsed) => readableEntity('house-system', system, language).name;
    paragraph(report, words.polarHouses(name(houses.systemRequested), name(houses.systemUsed)));
  }
}

/**
 * The interpretation section: each text's title (h3), an optional note under it (e.g. a transit's
 * dates, in bold body text) and its body; a title never alone at a page's foot. `prose` null
 * prints bodies as given (already composed, e.g. natal-composition.ts).
 */
export function interpretationSection(
  report: ReportDocument,
  title: string,
  texts: readonly ReportText[],
  noteOf?: (text: ReportText) => string | undefined,
  prose: ReportProse | null = new ReportProse(),
): void {
  const { doc, style } = report;
  heading(report, title);
  for (const text of texts) {
    const body = prose ? prose.next(plainText(text.body)) : text.body;
    // A text emptied by the prose is left out; one given without a body on purpose is its title alone.
    if (body === '' && text.body !== '') continue;
    if (doc.y + style.text.h3.fontSize * 1.4 + style.text.body.fontSize * 3 > report.bottom) newPage(report);
    writeText(report, 'h3', text.title, report.left, doc.y, { width: report.width });
    doc.y += 2;
    const note = noteOf?.(text);
    if (note) {
      writeText(report, { ...style.text.body, fontWeight: 'bold' }, note, report.left, doc.y, {
        width: report.width,
        lineGap: 1.5,
      });
      doc.y += 2;
    }
    if (body !== '') paragraph(report, body, 'body', 10);
  }
}
