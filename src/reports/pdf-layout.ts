/**
 * Building blocks of report pages on pdfkit: text in a template's styles, section headings,
 * tables that continue on the next page with their header repeated, paragraphs, and the footer
 * (footer text and "Page n of N") written on every page once the page count is known.
 * Lengths are PDF points (1/72 in); (0, 0) is the top-left corner of the page.
 */
import PDFDocument from 'pdfkit';
import type { CssSelector } from './custom-css.ts';
import { ascentOf, glyphRuns, SYMBOL_FONT, SYMBOL_SCALE, textRuns, useFont } from './pdf-fonts.ts';
import type { ReportStyle, ResolvedTextStyle } from './report-style.ts';

/** A document with its style and the current text colour (re-applied on every new page). */
export interface ReportDocument {
  doc: PDFKit.PDFDocument;
  style: ReportStyle;
  /** Left edge and width of the text column. */
  left: number;
  width: number;
  /** Lowest y content may reach on a page. */
  bottom: number;
  /** The colour of the text being written, re-applied when text overflows onto a new page. */
  textColour: string;
}

/** Opens a document on the style's page; every page (also those text overflow adds) gets the page background. */
export function openReportDocument(
  style: ReportStyle,
  info: { title: string; subject: string; createdAt: Date },
): ReportDocument {
  const { page } = style;
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margins: page.margins,
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    // No standard font: every text uses an embedded DejaVu face (this skips parsing Helvetica's metrics per document).
    font: '',
    info: {
      Title: info.title,
      Subject: info.subject,
      Creator: 'astro-api',
      Producer: 'astro-api (pdfkit)',
      CreationDate: info.createdAt,
    },
  });
  const report: ReportDocument = {
    doc,
    style,
    left: page.margins.left,
    width: page.width - page.margins.left - page.margins.right,
    bottom: page.height - page.margins.bottom,
    textColour: style.text.body.color,
  };
  const background = style.text.body.backgroundColor;
  doc.on('pageAdded', () => {
    if (background) doc.save().rect(0, 0, page.width, page.height).fill(background).restore();
    doc.fillColor(report.textColour);
  });
  return report;
}

/** Sets font, size and colour of one kind of text. */
export function applyText(report: ReportDocument, kind: CssSelector | ResolvedTextStyle): PDFKit.PDFDocument {
  const style = typeof kind === 'string' ? report.style.text[kind] : kind;
  report.textColour = style.color;
  return useFont(report.doc, style.fontFamily, style.fontWeight).fontSize(style.fontSize).fillColor(style.color);
}

/**
 * Writes `text` at (x, y) as `doc.text` does (wrapping within `options.width`) in a kind of text,
 * each character in a font that has it: the style's own, else a fallback font (pdf-fonts.ts
 * textRuns), all on the baseline of the style's font. Returns the document, its font the style's.
 */
export function writeText(
  report: ReportDocument,
  kind: CssSelector | ResolvedTextStyle,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const style = typeof kind === 'string' ? report.style.text[kind] : kind;
  const doc = applyText(report, style);
  const runs = textRuns(text, style.fontFamily, style.fontWeight);
  if (runs.length === 1) return doc.text(text, x, y, options);
  // A number is the baseline's offset above y: every run sits where the style's own font puts it.
  const baseline = -ascentOf(style.fontFamily, style.fontWeight) * style.fontSize;
  runs.forEach((run, i) => {
    useFont(doc, run.font, style.fontWeight);
    const runOptions = { ...options, baseline, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return useFont(doc, style.fontFamily, style.fontWeight);
}

/** Starts a new page with the cursor at the top margin. */
export function newPage(report: ReportDocument): void {
  report.doc.addPage();
  report.doc.x = report.left;
  report.doc.y = report.style.page.margins.top;
}

/** The least room (share of the text column's height) a section starts in below another one. */
const SECTION_ROOM = 0.25;

/**
 * Where a report section starts: a section that needs a page of its own (`ownPage`: the cover, a
 * wheel) starts a new one; any other goes on under the previous section when a quarter of the
 * page is left, so a short section or a table's last rows do not leave a page nearly empty.
 */
export function startSection(report: ReportDocument, ownPage: boolean): void {
  const { doc, style } = report;
  const top = style.page.margins.top;
  const fresh = doc.bufferedPageRange().count > 0 && doc.y <= top + 0.5;
  if (fresh) return;
  if (ownPage || doc.bufferedPageRange().count === 0 || report.bottom - doc.y < (report.bottom - top) * SECTION_ROOM) {
    newPage(report);
    return;
  }
  doc.y += style.text.h2.fontSize * 1.2;
}

/** A section heading (h2) with a thin rule under it. */
export function heading(report: ReportDocument, text: string): void {
  const { doc } = report;
  writeText(report, 'h2', text, report.left, doc.y, { width: report.width });
  const y = doc.y + 2;
  doc
    .save()
    .moveTo(report.left, y)
    .lineTo(report.left + report.width, y)
    .lineWidth(0.6)
    .strokeColor(report.style.text.h2.color)
    .strokeOpacity(0.5)
    .stroke()
    .restore();
  doc.y = y + 10;
}

/** Drops Markdown emphasis and heading marks from a text body. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}

/** A paragraph in the body style; continues on new pages as needed. */
export function paragraph(report: ReportDocument, text: string, kind: CssSelector = 'body', gapAfter = 6): void {
  writeText(report, kind, text, report.left, report.doc.y, { width: report.width, lineGap: 1.5 });
  report.doc.y += gapAfter;
}

/** A line sample in a key: the stroke colour and dash (in units of the line width) the wheel draws. */
export interface LineSample {
  stroke: string;
  dash?: readonly number[];
}

/**
 * A table cell: text, optionally led by an astrological glyph (drawn in the symbol font) and,
 * before it, a line sample (a wheel's aspect key).
 */
export type Cell = string | { glyph: string; text: string; line?: LineSample };

/** Width of a key's line sample in font sizes, and its stroke width in points. */
const SAMPLE_LENGTH = 2.2;
const SAMPLE_WIDTH = 1.3;

/** Draws a short line in `line`'s colour and dash, vertically centred on a text line at y; returns its width. */
function drawLineSample(report: ReportDocument, line: LineSample, x: number, y: number, fontSize: number): number {
  const length = fontSize * SAMPLE_LENGTH;
  const middle = y + fontSize * 0.55;
  const { doc } = report;
  doc
    .save()
    .moveTo(x, middle)
    .lineTo(x + length, middle)
    .lineWidth(SAMPLE_WIDTH)
    .strokeColor(line.stroke);
  if (line.dash && line.dash.length > 0) {
    doc.dash(line.dash[0] * SAMPLE_WIDTH, { space: (line.dash[1] ?? line.dash[0]) * SAMPLE_WIDTH });
  }
  doc.stroke().restore();
  return length;
}

export interface Column {
  header: string;
  /** Share of the table width, 0..1 (the shares should add up to 1). */
  share: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * Draws astrological glyphs at (x, y) (top of the line) in `style`'s size and colour, each in the
 * font that has it; returns the width drawn (0 when a glyph is in no font: then none is drawn).
 */
export function drawGlyphs(
  report: ReportDocument,
  glyphs: string,
  x: number,
  y: number,
  style: ResolvedTextStyle,
): number {
  const { doc } = report;
  const runs = glyphs ? glyphRuns(glyphs) : undefined;
  if (!runs) return 0;
  // Every run on the baseline of the text style's font (fonts differ in ascent).
  const baseline = y + ascentOf(style.fontFamily, style.fontWeight) * style.fontSize;
  let width = 0;
  for (const run of runs) {
    const size = run.font === SYMBOL_FONT ? style.fontSize * SYMBOL_SCALE : style.fontSize;
    useFont(doc, run.font, style.fontWeight).fontSize(size).fillColor(style.color);
    doc.text(run.text, x + width, baseline, { lineBreak: false, baseline: 'alphabetic' });
    width += doc.widthOfString(run.text);
  }
  return width;
}

function drawCell(
  report: ReportDocument,
  cell: Cell,
  x: number,
  y: number,
  width: number,
  align: Column['align'],
  style: ResolvedTextStyle,
): void {
  const text = typeof cell === 'string' ? cell : cell.text;
  let textX = x;
  let textWidth = width;
  if (typeof cell !== 'string') {
    if (cell.line) {
      const sample = drawLineSample(report, cell.line, textX, y, style.fontSize) + style.fontSize * 0.5;
      textX += sample;
      textWidth -= sample;
    }
    const glyphWidth = drawGlyphs(report, cell.glyph, textX, y, style);
    if (glyphWidth > 0) {
      textX += glyphWidth + style.fontSize * 0.35;
      textWidth -= glyphWidth + style.fontSize * 0.35;
    }
  }
  writeText(report, style, text, textX, y, {
    width: Math.max(1, textWidth),
    align: align ?? 'left',
    lineBreak: false,
    ellipsis: true,
    height: style.fontSize * 1.3,
  });
}

/** A table; rows that do not fit start a new page, which repeats the header row. */
export function table(report: ReportDocument, columns: Column[], rows: Cell[][]): void {
  const { doc, style } = report;
  const body = style.text.table;
  const head = style.text.th;
  const padding = 4;
  const rowHeight = Math.max(body.fontSize, head.fontSize) * 1.25 + padding * 2;
  const xs: number[] = [];
  let x = report.left;
  for (const c of columns) {
    xs.push(x);
    x += c.share * report.width;
  }
  // A header longer than its column wraps onto more lines (a German "Sonnenuntergang" over times).
  const headerWidth = (c: Column) => c.share * report.width - padding * 2;
  applyText(report, head);
  const headerHeight = Math.max(
    rowHeight,
    ...columns
      .filter((c) => doc.widthOfString(c.header) > headerWidth(c))
      .map((c) => doc.heightOfString(c.header, { width: headerWidth(c) }) + padding * 2),
  );
  const header = () => {
    const y = doc.y;
    if (head.backgroundColor)
      doc.save().rect(report.left, y, report.width, headerHeight).fill(head.backgroundColor).restore();
    columns.forEach((c, i) =>
      writeText(report, head, c.header, xs[i] + padding, y + padding, {
        width: headerWidth(c),
        align: c.align ?? 'left',
      }),
    );
    doc.y = y + headerHeight;
  };
  if (doc.y + headerHeight + rowHeight > report.bottom) newPage(report);
  header();
  rows.forEach((row, r) => {
    if (doc.y + rowHeight > report.bottom) {
      newPage(report);
      header();
    }
    const y = doc.y;
    if (r % 2 === 1)
      doc.save().rect(report.left, y, report.width, rowHeight).fillOpacity(0.04).fill(body.color).restore();
    row.forEach((cell, i) => {
      if (cell === '') return;
      // A left-aligned cell runs on over the empty cells after it.
      let share = columns[i].share;
      if ((columns[i].align ?? 'left') === 'left')
        for (let j = i + 1; j < row.length && row[j] === ''; j++) share += columns[j].share;
      drawCell(report, cell, xs[i] + padding, y + padding, share * report.width - padding * 2, columns[i].align, body);
    });
    doc.y = y + rowHeight;
  });
  doc.x = report.left;
  doc.y += 10;
}

/** Cells laid out in `columns` columns (filled row by row) across the text column, from the cursor down. */
export function cellsInColumns(report: ReportDocument, cells: readonly Cell[], columns: number): void {
  const { doc, style } = report;
  const body = style.text.table;
  const line = body.fontSize * 1.25 + 4;
  const width = report.width / columns;
  for (let i = 0; i < cells.length; i += columns) {
    if (doc.y + line > report.bottom) newPage(report);
    const y = doc.y;
    cells
      .slice(i, i + columns)
      .forEach((cell, c) => drawCell(report, cell, report.left + c * width, y, width - 8, 'left', body));
    doc.y = y + line;
  }
  doc.x = report.left;
}

/**
 * Writes footer text (left) and "Page n of N" (right) in the bottom margin of every page.
 * Call once, after all content. Returns the page count.
 */
export function writeFooters(report: ReportDocument, pageLabel: (n: number, of: number) => string): number {
  const { doc, style } = report;
  const range = doc.bufferedPageRange();
  const footer = { ...style.text.body, fontSize: Math.min(8, style.text.body.fontSize), fontWeight: 'normal' as const };
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = style.page.height - bottomMargin / 2 - footer.fontSize / 2;
    applyText(report, footer).fillOpacity(0.75);
    if (style.footerText)
      writeText(report, footer, style.footerText, report.left, y, {
        width: report.width * 0.65,
        lineBreak: false,
        ellipsis: true,
        height: footer.fontSize * 1.3,
      });
    if (style.pageNumbers)
      writeText(report, footer, pageLabel(i - range.start + 1, range.count), report.left, y, {
        width: report.width,
        align: 'right',
        lineBreak: false,
      });
    doc.fillOpacity(1);
    doc.page.margins.bottom = bottomMargin;
  }
  return range.count;
}

/** A finished PDF: its bytes and page count. */
export interface RenderedPdf {
  pdf: Uint8Array;
  pageCount: number;
}

/** Ends the document and returns its bytes (pdfkit writes synchronously into its buffer). */
export function finishDocument(report: ReportDocument): Uint8Array {
  const { doc } = report;
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const pdf = Buffer.concat(chunks);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-' || !pdf.subarray(-6).toString('latin1').includes('%%EOF')) {
    throw new Error('pdfkit did not finish the document synchronously');
  }
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
