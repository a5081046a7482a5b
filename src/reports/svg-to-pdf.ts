/**
 * Draws a chart-wheel SVG into a PDF page as vector graphics (paths, circles, lines, text in the
 * embedded DejaVu Sans), so the wheel stays sharp at any zoom and costs a few kilobytes.
 *
 * Supported: the elements svg, g, defs, symbol, use, rect, circle, line, path, text; the
 * presentation attributes fill, fill-opacity, fill-rule, stroke, stroke-width, stroke-opacity,
 * stroke-dasharray, stroke-linecap, stroke-linejoin, opacity, font-size, font-weight,
 * text-anchor; `transform` with translate, scale, rotate and matrix; viewBox on svg and symbol.
 * That is what src/chart/wheel-svg.ts writes; other elements are skipped.
 */

import { RAD } from '../astro/angles.ts';
import { JAPANESE_TEXT } from '../chart/dejavu-font.ts';
import { DEVANAGARI_FONT, FONT_FAMILIES, type FontRun, JAPANESE_FONT, textRuns, useFont } from './pdf-fonts.ts';

import { parseSvg, type SvgElement } from './svg-tree.ts';

/** The inherited painting state. */
interface Paint {
  fill: string;
  fillOpacity: number;
  fillRule: 'nonzero' | 'evenodd';
  stroke: string;
  strokeWidth: number;
  strokeOpacity: number;
  dash: number[] | null;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
  opacity: number;
  fontSize: number;
  fontWeight: 'normal' | 'bold';
  textAnchor: 'start' | 'middle' | 'end';
}

const INITIAL: Paint = {
  fill: '#000000',
  fillOpacity: 1,
  fillRule: 'nonzero',
  stroke: 'none',
  strokeWidth: 1,
  strokeOpacity: 1,
  dash: null,
  lineCap: 'butt',
  lineJoin: 'miter',
  opacity: 1,
  fontSize: 16,
  fontWeight: 'normal',
  textAnchor: 'start',
};

const number = (value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
};

const unit = (value: string | undefined, fallback: number): number => Math.min(1, Math.max(0, number(value, fallback)));

/** The paint of an element: its own presentation attributes over the inherited ones. */
function paintOf(element: SvgElement, inherited: Paint): Paint {
  const a = element.attributes;
  const paint: Paint = { ...inherited, opacity: inherited.opacity * unit(a.opacity, 1) };
  if (a.fill !== undefined) paint.fill = a.fill;
  if (a['fill-opacity'] !== undefined) paint.fillOpacity = unit(a['fill-opacity'], 1);
  if (a['fill-rule'] === 'evenodd' || a['fill-rule'] === 'nonzero') paint.fillRule = a['fill-rule'];
  if (a.stroke !== undefined) paint.stroke = a.stroke;
  if (a['stroke-width'] !== undefined) paint.strokeWidth = Math.max(0, number(a['stroke-width'], 1));
  if (a['stroke-opacity'] !== undefined) paint.strokeOpacity = unit(a['stroke-opacity'], 1);
  if (a['stroke-dasharray'] !== undefined) {
    const parts = a['stroke-dasharray']
      .split(/[\s,]+/)
      .map(Number)
      .filter((n) => Number.isFinite(n) && n > 0);
    paint.dash = a['stroke-dasharray'] === 'none' || parts.length === 0 ? null : parts;
  }
  if (a['stroke-linecap'] === 'round' || a['stroke-linecap'] === 'square' || a['stroke-linecap'] === 'butt')
    paint.lineCap = a['stroke-linecap'];
  if (a['stroke-linejoin'] === 'round' || a['stroke-linejoin'] === 'bevel' || a['stroke-linejoin'] === 'miter')
    paint.lineJoin = a['stroke-linejoin'];
  if (a['font-size'] !== undefined) paint.fontSize = Math.max(0.1, number(a['font-size'], inherited.fontSize));
  if (a['font-weight'] !== undefined)
    paint.fontWeight = a['font-weight'] === 'bold' || number(a['font-weight'], 400) >= 600 ? 'bold' : 'normal';
  if (a['text-anchor'] === 'start' || a['text-anchor'] === 'middle' || a['text-anchor'] === 'end')
    paint.textAnchor = a['text-anchor'];
  return paint;
}

/** Applies an SVG `transform` list to the current PDF transformation. */
function applyTransform(doc: PDFKit.PDFDocument, transform: string | undefined): void {
  if (!transform) return;
  for (const [, name, rawArgs] of transform.matchAll(/(matrix|translate|scale|rotate)\s*\(([^)]*)\)/g)) {
    const args = rawArgs
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (args.some((n) => !Number.isFinite(n))) continue;
    switch (name) {
      case 'matrix':
        if (args.length === 6) doc.transform(args[0], args[1], args[2], args[3], args[4], args[5]);
        break;
      case 'translate':
        doc.transform(1, 0, 0, 1, args[0] ?? 0, args[1] ?? 0);
        break;
      case 'scale':
        doc.transform(args[0] ?? 1, 0, 0, args[1] ?? args[0] ?? 1, 0, 0);
        break;
      case 'rotate': {
        const r = (args[0] ?? 0) * RAD;
        const [cx, cy] = [args[1] ?? 0, args[2] ?? 0];
        doc.transform(1, 0, 0, 1, cx, cy);
        doc.transform(Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0);
        doc.transform(1, 0, 0, 1, -cx, -cy);
        break;
      }
    }
  }
}

const viewBoxOf = (value: string | undefined): [number, number, number, number] | undefined => {
  const parts = value?.split(/[\s,]+/).map(Number);
  return parts && parts.length === 4 && parts.every(Number.isFinite) && parts[2] > 0 && parts[3] > 0
    ? (parts as [number, number, number, number])
    : undefined;
};

/** Fills and/or strokes the path built by `build` with the element's paint. */
function paintShape(doc: PDFKit.PDFDocument, paint: Paint, canFill: boolean, build: () => void): void {
  const fill = canFill && paint.fill !== 'none';
  const stroke = paint.stroke !== 'none' && paint.strokeWidth > 0;
  if (!fill && !stroke) return;
  doc.save();
  if (fill) doc.fillColor(paint.fill).fillOpacity(paint.fillOpacity * paint.opacity);
  if (stroke) {
    doc
      .strokeColor(paint.stroke)
      .strokeOpacity(paint.strokeOpacity * paint.opacity)
      .lineWidth(paint.strokeWidth)
      .lineCap(paint.lineCap)
      .lineJoin(paint.lineJoin);
    if (paint.dash) (doc as unknown as { dash(lengths: number[]): unknown }).dash(paint.dash);
  }
  build();
  if (fill && stroke) doc.fillAndStroke(paint.fill, paint.stroke, paint.fillRule);
  else if (fill) doc.fill(paint.fillRule);
  else doc.stroke();
  doc.restore();
}

function drawText(doc: PDFKit.PDFDocument, element: SvgElement, paint: Paint): void {
  const text = element.children.filter((c): c is string => typeof c === 'string').join('');
  if (text === '' || paint.fill === 'none') return;
  const x = number(element.attributes.x, 0);
  const y = number(element.attributes.y, 0);
  // Hindi text (font-family Noto Sans Devanagari, or any Devanagari) in that font, Japanese text in
  // Noto Sans JP; everything else in DejaVu Sans.
  const devanagari = /Devanagari/.test(element.attributes['font-family'] ?? '') || /[\u0900-\u097f]/.test(text);
  const japanese = JAPANESE_TEXT.test(text);
  const family = devanagari ? DEVANAGARI_FONT : japanese ? JAPANESE_FONT : FONT_FAMILIES[0];
  // A character the family lacks is drawn from a font that has it (a Japanese name in a German chart).
  const runs = textRuns(text, family, paint.fontWeight);
  const widthOf = (run: FontRun) =>
    useFont(doc, run.font, paint.fontWeight).fontSize(paint.fontSize).widthOfString(run.text);
  const width = runs.reduce((sum, run) => sum + widthOf(run), 0);
  let left = paint.textAnchor === 'middle' ? x - width / 2 : paint.textAnchor === 'end' ? x - width : x;
  doc.save();
  doc.fillColor(paint.fill).fillOpacity(paint.fillOpacity * paint.opacity);
  for (const run of runs) {
    const runWidth = widthOf(run);
    doc.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' });
    left += runWidth;
  }
  doc.restore();
}

function drawChildren(
  doc: PDFKit.PDFDocument,
  element: SvgElement,
  paint: Paint,
  symbols: Map<string, SvgElement>,
): void {
  for (const child of element.children) {
    if (typeof child !== 'string') drawElement(doc, child, paint, symbols);
  }
}

function drawElement(
  doc: PDFKit.PDFDocument,
  element: SvgElement,
  inherited: Paint,
  symbols: Map<string, SvgElement>,
): void {
  const a = element.attributes;
  if (element.name === 'defs' || element.name === 'symbol' || a.display === 'none' || a.visibility === 'hidden') return;
  const paint = paintOf(element, inherited);
  const transformed = a.transform !== undefined;
  if (transformed) {
    doc.save();
    applyTransform(doc, a.transform);
  }
  switch (element.name) {
    case 'g':
    case 'svg':
      drawChildren(doc, element, paint, symbols);
      break;
    case 'rect':
      paintShape(doc, paint, true, () =>
        doc.rect(number(a.x, 0), number(a.y, 0), number(a.width, 0), number(a.height, 0)),
      );
      break;
    case 'circle':
      if (number(a.r, 0) > 0)
        paintShape(doc, paint, true, () => doc.circle(number(a.cx, 0), number(a.cy, 0), number(a.r, 0)));
      break;
    case 'line':
      paintShape(doc, paint, false, () =>
        doc.moveTo(number(a.x1, 0), number(a.y1, 0)).lineTo(number(a.x2, 0), number(a.y2, 0)),
      );
      break;
    case 'path':
      if (a.d) paintShape(doc, paint, true, () => doc.path(a.d));
      break;
    case 'text':
      drawText(doc, element, paint);
      break;
    case 'use': {
      const symbol = symbols.get((a.href ?? a['xlink:href'] ?? '').replace(/^#/, ''));
      if (!symbol) break;
      const box = viewBoxOf(symbol.attributes.viewBox);
      const [x, y] = [number(a.x, 0), number(a.y, 0)];
      doc.save();
      doc.transform(1, 0, 0, 1, x, y);
      if (box) {
        const [w, h] = [number(a.width, box[2]), number(a.height, box[3])];
        doc.transform(w / box[2], 0, 0, h / box[3], 0, 0);
        doc.transform(1, 0, 0, 1, -box[0], -box[1]);
      }
      drawChildren(doc, symbol, paintOf(symbol, paint), symbols);
      doc.restore();
      break;
    }
    default:
      break;
  }
  if (transformed) doc.restore();
}

function collectSymbols(element: SvgElement, into: Map<string, SvgElement>): Map<string, SvgElement> {
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    if (child.name === 'symbol' && child.attributes.id) into.set(child.attributes.id, child);
    collectSymbols(child, into);
  }
  return into;
}

/**
 * Draws `svg` with its top-left corner at (x, y) in PDF points, scaled to `width` points wide
 * (the height follows the SVG's aspect ratio). Returns the drawn height in points. Keeps the
 * document's current position and state. Throws Error when the SVG cannot be read.
 */
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, width: number): number {
  const root = parseSvg(svg);
  const box = viewBoxOf(root.attributes.viewBox) ?? [
    0,
    0,
    number(root.attributes.width, width),
    number(root.attributes.height, width),
  ];
  const scale = width / box[2];
  const symbols = collectSymbols(root, new Map());
  const [savedX, savedY] = [doc.x, doc.y];
  doc.save();
  doc.transform(1, 0, 0, 1, x, y);
  doc.transform(scale, 0, 0, scale, 0, 0);
  doc.transform(1, 0, 0, 1, -box[0], -box[1]);
  drawChildren(doc, { ...root, name: 'g' }, paintOf(root, INITIAL), symbols);
  doc.restore();
  doc.x = savedX;
  doc.y = savedY;
  return box[3] * scale;
}
