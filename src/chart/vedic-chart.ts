/**
 * North Indian (diamond) and South Indian (square) charts of a varga, composed as geometry first
 * (cells, their label boxes, each label's box) and then written as SVG.
 *
 * - North: the houses are fixed, the 1st (the Lagna's) in the top diamond, the others counter-
 *   clockwise; each house shows its sign's number (1 Aries … 12 Pisces) near its inner corner.
 * - South: the signs are fixed, Pisces top left and clockwise from Aries beside it; the Lagna's
 *   sign is crossed by a diagonal line in its corner; the middle holds the title and subtitle.
 * - Labels: each point's abbreviation (Su … Ke, As; in Hindi सू … के, ल), with its degree in the
 *   varga when asked and a retrograde mark, (R) or (व). The points of one cell are stacked in its
 *   label box at the largest size from BASE_SIZE down to MIN_SIZE that fits, in one column or
 *   else two or three; where ten do not fit a small image so, their degrees and then their marks
 *   are left out. They never leave the box or overlap (test/chart/vedic-chart.test.ts).
 * Pure: plain data in, geometry or SVG text out. Text widths come from the fonts themselves
 * (DejaVu Sans; Noto Sans Devanagari for Hindi, shaped by fontkit).
 */
import type { VedicLanguage } from '../interpretation/vedic/index.ts';
import { devanagariFont, scriptFontFamilyOf } from './dejavu-font.ts';
import { textWidth } from './text-width.ts';
import { THEMES, type ThemeId } from './themes.ts';
import { escapeXml, num } from './xml-text.ts';

export type VedicChartStyle = 'north' | 'south';
export type VedicChartLanguage = VedicLanguage;
export type VedicPointId =
  | 'sun'
  | 'moon'
  | 'mars'
  | 'mercury'
  | 'jupiter'
  | 'venus'
  | 'saturn'
  | 'rahu'
  | 'ketu'
  | 'lagna';

/** A point of the chart: its sign in the varga (0 Aries … 11 Pisces) and degree in that sign. */
export interface VedicChartPoint {
  id: VedicPointId;
  sign: number;
  degreeInSign: number;
  retrograde: boolean;
}

export interface VedicChartInput {
  style: VedicChartStyle;
  /** The Lagna's sign in the varga, 0–11. */
  lagnaSign: number;
  points: readonly VedicChartPoint[];
  language: VedicChartLanguage;
  /** Write each point's degree in its sign. */
  degrees: boolean;
  /** Side of the square image, px. */
  size: number;
  theme: ThemeId;
  /** South style: the centre's title and subtitle (e.g. the varga's name and the birth). */
  title?: string;
  subtitle?: string;
}

type Point2 = readonly [number, number];

/** A rectangle: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VedicChartCell {
  /** North: the house 1–12; South: the sign's position 0–11 (Aries first). */
  house: number;
  sign: number;
  polygon: Point2[];
  /** Where the cell's labels go. */
  labelBox: Box;
  /** North: where the sign's number is written. */
  signNumberAt?: Point2;
}

export interface VedicLabel {
  id: VedicPointId;
  text: string;
  cell: number;
  fontSize: number;
  /** The text's box: left, top (of the line), width, height (one line). */
  box: Box;
}

export interface VedicChartLayout {
  size: number;
  cells: VedicChartCell[];
  labels: VedicLabel[];
}

const ABBREVIATIONS: Record<VedicChartLanguage, Record<VedicPointId, string>> = {
  en: {
    sun: 'Su',
    moon: 'Mo',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'As',
  },
  hi: {
    sun: 'सू',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
    lagna: 'ल',
  },
  es: {
    sun: 'So',
    moon: 'Lu',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Jú',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'As',
  },
  de: {
    sun: 'So',
    moon: 'Mo',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'La',
  },
  tr: {
    sun: 'Gü',
    moon: 'Ay',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Jü',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'La',
  },
  // Japanese charts name the seven planets by their one kanji (日 for the Sun, as in 日曜日); the Lagna
  // in full, since ラ is Rahu's.
  ja: {
    sun: '日',
    moon: '月',
    mars: '火',
    mercury: '水',
    jupiter: '木',
    venus: '金',
    saturn: '土',
    rahu: 'ラ',
    ketu: 'ケ',
    lagna: 'ラグナ',
  },
  pt: {
    sun: 'So',
    moon: 'Lu',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Jú',
    venus: 'Vê',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'As',
  },
  nl: {
    sun: 'Zo',
    moon: 'Mn',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'As',
  },
  fr: {
    sun: 'So',
    moon: 'Lu',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'As',
  },
  it: {
    sun: 'So',
    moon: 'Lu',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Gi',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'As',
  },
  pl: {
    sun: 'Sł',
    moon: 'Ks',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Jo',
    venus: 'We',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
    lagna: 'La',
  },
  ru: {
    sun: 'Со',
    moon: 'Лу',
    mars: 'Ма',
    mercury: 'Ме',
    jupiter: 'Юп',
    venus: 'Ве',
    saturn: 'Са',
    rahu: 'Ра',
    ketu: 'Ке',
    lagna: 'Лг',
  },
};
const RETROGRADE: Record<VedicChartLanguage, string> = {
  en: '(R)',
  hi: '(व)',
  es: '(R)',
  de: '(R)',
  tr: '(R)',
  ja: '(逆)',
  pt: '(R)',
  nl: '(R)',
  fr: '(R)',
  it: '(R)',
  pl: '(R)',
  ru: '(R)',
};

/** Label sizes as shares of the chart's side: the largest tried, the smallest allowed. */
const BASE_SIZE = 0.034;
const MIN_SIZE = 0.017;
const LINE = 1.3;

/** A label's text: abbreviation, degree, retrograde mark. */
export function labelText(point: VedicChartPoint, language: VedicChartLanguage, degrees: boolean): string {
  const degree = degrees ? ` ${Math.floor(point.degreeInSign)}°` : '';
  return `${ABBREVIATIONS[language][point.id]}${degree}${point.retrograde ? ` ${RETROGRADE[language]}` : ''}`;
}

/** Width in em of `text` in the font that writes it (Hindi: shaped by fontkit). */
export function labelWidth(text: string): number {
  if (!/[\u0900-\u097f]/.test(text)) return textWidth(text);
  const font = devanagariFont();
  return font.layout(text).advanceWidth / font.unitsPerEm;
}

/** The North style's houses: polygons on a unit square, house 1 at the top, counter-clockwise. */
function northPolygons(): Point2[][] {
  const c: Point2 = [0.5, 0.5];
  const [tl, tr, br, bl]: Point2[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const [top, right, bottom, left]: Point2[] = [
    [0.5, 0],
    [1, 0.5],
    [0.5, 1],
    [0, 0.5],
  ];
  const q = (x: number, y: number): Point2 => [x, y];
  const [qtl, qtr, qbr, qbl] = [q(0.25, 0.25), q(0.75, 0.25), q(0.75, 0.75), q(0.25, 0.75)];
  return [
    [top, qtl, c, qtr],
    [tl, top, qtl],
    [tl, qtl, left],
    [left, qtl, c, qbl],
    [left, qbl, bl],
    [bl, qbl, bottom],
    [bottom, qbl, c, qbr],
    [bottom, qbr, br],
    [br, qbr, right],
    [right, qbr, c, qtr],
    [right, qtr, tr],
    [tr, qtr, top],
  ];
}

/** The largest axis-aligned box in a North cell, less a margin, and where its sign number goes. */
function northBoxes(house: number): { box: Box; number: Point2 } {
  // Diamonds (houses 1, 4, 7, 10; |dx| + |dy| ≤ 1/4 about their centres): a box moved 0.03 outward
  // from the centre, so that the sign number fits between it and the inner corner; its corners
  // keep 0.01 inside the sides (0.11 + 0.03 + 0.10 = 0.24).
  const diamonds: Record<number, { box: Box; number: Point2 }> = {
    1: { box: { x: 0.39, y: 0.12, width: 0.22, height: 0.2 }, number: [0.5, 0.43] },
    4: { box: { x: 0.12, y: 0.39, width: 0.2, height: 0.22 }, number: [0.43, 0.5] },
    7: { box: { x: 0.39, y: 0.68, width: 0.22, height: 0.2 }, number: [0.5, 0.57] },
    10: { box: { x: 0.68, y: 0.39, width: 0.2, height: 0.22 }, number: [0.57, 0.5] },
  };
  const d = diamonds[house];
  if (d) return d;
  // Triangles: half the base by half the height, against the base, less a margin; the number near the apex.
  const m = 0.012;
  const triangles: Record<number, { box: Box; number: Point2 }> = {
    2: { box: { x: 0.125, y: 0, width: 0.25, height: 0.125 }, number: [0.25, 0.19] },
    12: { box: { x: 0.625, y: 0, width: 0.25, height: 0.125 }, number: [0.75, 0.19] },
    3: { box: { x: 0, y: 0.125, width: 0.125, height: 0.25 }, number: [0.19, 0.25] },
    5: { box: { x: 0, y: 0.625, width: 0.125, height: 0.25 }, number: [0.19, 0.75] },
    6: { box: { x: 0.125, y: 0.875, width: 0.25, height: 0.125 }, number: [0.25, 0.81] },
    8: { box: { x: 0.625, y: 0.875, width: 0.25, height: 0.125 }, number: [0.75, 0.81] },
    9: { box: { x: 0.875, y: 0.625, width: 0.125, height: 0.25 }, number: [0.81, 0.75] },
    11: { box: { x: 0.875, y: 0.125, width: 0.125, height: 0.25 }, number: [0.81, 0.25] },
  };
  const t = triangles[house];
  return {
    box: { x: t.box.x + m, y: t.box.y + m, width: t.box.width - 2 * m, height: t.box.height - 2 * m },
    number: t.number,
  };
}

/** The South style's twelve cells by sign (Aries first): [column, row] of the 4 × 4 grid. */
const SOUTH_CELLS: readonly Point2[] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

function cellsOf(input: VedicChartInput): VedicChartCell[] {
  const s = input.size;
  const scale = (p: Point2): Point2 => [p[0] * s, p[1] * s];
  const scaleBox = (b: Box): Box => ({ x: b.x * s, y: b.y * s, width: b.width * s, height: b.height * s });
  if (input.style === 'north')
    return northPolygons().map((polygon, i) => {
      const { box, number } = northBoxes(i + 1);
      return {
        house: i + 1,
        sign: (input.lagnaSign + i) % 12,
        polygon: polygon.map(scale),
        labelBox: scaleBox(box),
        signNumberAt: scale(number),
      };
    });
  const side = 0.25;
  return SOUTH_CELLS.map(([col, row], sign) => {
    const x = col * side;
    const y = row * side;
    const m = 0.012;
    return {
      house: ((sign - input.lagnaSign + 12) % 12) + 1,
      sign,
      polygon: [scale([x, y]), scale([x + side, y]), scale([x + side, y + side]), scale([x, y + side])],
      // The top of the cell is left to the Lagna's diagonal mark.
      labelBox: scaleBox({ x: x + m, y: y + 0.045, width: side - 2 * m, height: side - 0.045 - m }),
    };
  });
}

/**
 * Stacks a cell's labels in its box: the largest size that fits in one column, else two, else
 * three; when nothing fits even at MIN_SIZE, the labels lose their degrees (abbreviation and
 * retrograde mark), then their marks too.
 */
function stack(variants: { id: VedicPointId; texts: string[] }[], box: Box, size: number, cell: number): VedicLabel[] {
  if (variants.length === 0) return [];
  const tries = variants[0].texts.length;
  for (let v = 0; v < tries; v++) {
    const texts = variants.map((p) => ({ id: p.id, text: p.texts[v] }));
    const widths = texts.map((t) => labelWidth(t.text));
    const widest = Math.max(...widths);
    for (let f = BASE_SIZE * size; f >= MIN_SIZE * size - 1e-9; f -= 0.001 * size) {
      for (const columns of [1, 2, 3]) {
        const rows = Math.ceil(texts.length / columns);
        const gap = f * 0.4;
        const columnWidth = widest * f;
        if (rows * f * LINE > box.height || columns * columnWidth + (columns - 1) * gap > box.width) continue;
        const top = box.y + (box.height - rows * f * LINE) / 2;
        const left = box.x + (box.width - (columns * columnWidth + (columns - 1) * gap)) / 2;
        return texts.map((t, i) => ({
          id: t.id,
          text: t.text,
          cell,
          fontSize: f,
          box: {
            x: left + Math.floor(i / rows) * (columnWidth + gap),
            y: top + (i % rows) * f * LINE,
            width: widths[i] * f,
            height: f * LINE,
          },
        }));
      }
    }
  }
  throw new RangeError(
    `${variants.length} labels do not fit a ${box.width.toFixed(0)} × ${box.height.toFixed(0)} px cell`,
  );
}

/** The chart's geometry: cells, label boxes, labels. */
export function vedicChartLayout(input: VedicChartInput): VedicChartLayout {
  const cells = cellsOf(input);
  const labels = cells.flatMap((cell, index) => {
    const here = input.points
      .filter((p) => p.sign === cell.sign && (input.style === 'south' || p.id !== 'lagna'))
      .map((p) => ({
        id: p.id,
        texts: [
          labelText(p, input.language, input.degrees),
          labelText(p, input.language, false),
          labelText({ ...p, retrograde: false }, input.language, false),
        ],
      }));
    return stack(here, cell.labelBox, input.size, index);
  });
  return { size: input.size, cells, labels };
}

/** The chart as an SVG document. */
export function vedicChartSvg(input: VedicChartInput): string {
  const layout = vedicChartLayout(input);
  const theme = THEMES[input.theme];
  // A chart in a language of another script is written in that script's font throughout (its digits too).
  const family = scriptFontFamilyOf(input.language) ?? 'DejaVu Sans';
  const s = input.size;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(s)}" height="${num(s)}" viewBox="0 0 ${num(s)} ${num(s)}">`,
    `<rect x="0" y="0" width="${num(s)}" height="${num(s)}" fill="${theme.background}"/>`,
  ];
  const stroke = `stroke="${theme.line}" stroke-width="${num(Math.max(1, s / 400))}" fill="none"`;
  for (const cell of layout.cells)
    out.push(`<path d="M${cell.polygon.map(([x, y]) => `${num(x)} ${num(y)}`).join(' L')} Z" ${stroke}/>`);
  const text = (x: number, y: number, size: number, value: string, fill: string, anchor = 'start', weight = '') =>
    `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" font-family="${family}" fill="${fill}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}${weight ? ` font-weight="${weight}"` : ''}>${escapeXml(value)}</text>`;
  if (input.style === 'north') {
    for (const cell of layout.cells) {
      const [x, y] = cell.signNumberAt!;
      out.push(text(x, y + s * 0.012, s * 0.03, String(cell.sign + 1), theme.mutedText, 'middle'));
    }
  } else {
    const lagna = layout.cells[input.lagnaSign];
    const [x0, y0] = lagna.polygon[0];
    out.push(`<line x1="${num(x0)}" y1="${num(y0 + s * 0.06)}" x2="${num(x0 + s * 0.06)}" y2="${num(y0)}" ${stroke}/>`);
    if (input.title) out.push(text(s / 2, s * 0.48, s * 0.04, input.title, theme.text, 'middle', 'bold'));
    if (input.subtitle) out.push(text(s / 2, s * 0.54, s * 0.028, input.subtitle, theme.mutedText, 'middle'));
  }
  for (const label of layout.labels)
    out.push(text(label.box.x, label.box.y + label.fontSize * 1.02, label.fontSize, label.text, theme.innerPoint));
  out.push('</svg>');
  return out.join('\n');
}
