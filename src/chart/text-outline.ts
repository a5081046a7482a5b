/**
 * Short labels (degrees, minutes, house numbers, axis names) drawn as the glyph outlines of
 * DejaVu Sans (Noto Sans JP or Noto Sans Devanagari for what it lacks) instead of SVG text: browsers and resvg fill the same paths alike, whatever fonts
 * the viewer has, and resvg need not load a font for them (its text runs cost about a
 * millisecond each). A run is laid out by fontkit with the font's advances and kerning, as a
 * text renderer would, so its outline covers the pixels a `<text>` in DejaVu Sans covers.
 *
 * Each glyph's outline is written once per document (`<symbol id="f0-20">` in the defs, font
 * units, y down) and a label is a group of `<use>` elements scaled to the font size.
 * outlineTextElements does the same to a finished SVG's `<text>` elements, for the PNG renderer.
 */
import type { PathCommand } from 'fontkit';
import { dejaVuSans, type LabelFont, labelFontOf } from './dejavu-font.ts';
import { escapeXml, num } from './xml-text.ts';

/** One glyph of a laid-out run: which outline, and where (font units, y down, from the pen's start). */
export interface PlacedGlyph {
  /** Id of the glyph's outline: `f0-<glyph id>` (regular) or `f1-<glyph id>` (bold). */
  ref: string;
  x: number;
  y: number;
}

/** A run of text laid out in the label fonts (DejaVu Sans, and the script fonts for what it lacks). */
export interface TextRun {
  glyphs: PlacedGlyph[];
  /** Advance width of the run in em (kerning applied), ≥ 0. */
  advance: number;
  /** Font units per em: scale the glyphs by size / unitsPerEm to draw at a font size. */
  unitsPerEm: number;
}

const MAX_CACHED = 4096;
const runs: [Map<string, TextRun>, Map<string, TextRun>] = [new Map(), new Map()];
const outlines = new Map<string, string>();
/** Glyphs with no outline (spaces) are left out of runs. */
const EMPTY = '';

/** A font-unit coordinate as path text: at most 2 decimals, no "-0". */
const unit = num;

/** The path of a glyph's outline, its coordinates multiplied by `k` (to DejaVu Sans's units). */
function pathData(commands: readonly PathCommand[], k: number): string {
  const pt = (x: number, y: number): string => `${unit(x * k)} ${unit(-y * k)}`;
  let d = '';
  for (const { command, args: a } of commands) {
    if (command === 'moveTo') d += `M${pt(a[0], a[1])}`;
    else if (command === 'lineTo') d += `L${pt(a[0], a[1])}`;
    else if (command === 'quadraticCurveTo') d += `Q${pt(a[0], a[1])} ${pt(a[2], a[3])}`;
    else if (command === 'bezierCurveTo') d += `C${pt(a[0], a[1])} ${pt(a[2], a[3])} ${pt(a[4], a[5])}`;
    else d += 'Z';
  }
  return d;
}

/**
 * `text` laid out in DejaVu Sans (bold when `bold`) with the font's default features (kerning,
 * mark positioning), the characters it lacks in Noto Sans JP or Noto Sans Devanagari, all in
 * DejaVu's units. Cached per thread by text; the first call parses the fonts it needs. Characters
 * no font has get DejaVu's missing-glyph box (a ref ending in `-0`).
 */
export function layoutText(text: string, bold = false): TextRun {
  const byText = runs[bold ? 1 : 0];
  const hit = byText.get(text);
  if (hit !== undefined) return hit;
  const unitsPerEm = dejaVuSans(bold).unitsPerEm;
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const segment of fontSegments(text, bold)) {
    const { font, prefix } = segment.font;
    // Outlines and positions in DejaVu Sans's units, whatever font draws the segment.
    const k = unitsPerEm / font.unitsPerEm;
    const laid = font.layout(segment.text);
    laid.glyphs.forEach((glyph, i) => {
      const pos = laid.positions[i];
      const ref = prefix + glyph.id;
      let d = outlines.get(ref);
      if (d === undefined) {
        d = pathData(glyph.path.commands, k);
        outlines.set(ref, d);
      }
      if (d !== EMPTY) glyphs.push({ ref, x: pen + pos.xOffset * k, y: -pos.yOffset * k });
      pen += pos.xAdvance * k;
    });
  }
  const run: TextRun = { glyphs, advance: pen / unitsPerEm, unitsPerEm };
  if (byText.size >= MAX_CACHED) byText.clear();
  byText.set(text, run);
  return run;
}

/**
 * `text` cut into runs of one font each (labelFontOf): a character stays in the run before it
 * when that run's font has it (spaces, digits and punctuation inside Japanese or Hindi text), so
 * that a script's run is shaped whole.
 */
function fontSegments(text: string, bold: boolean): { font: LabelFont; text: string }[] {
  const segments: { font: LabelFont; text: string }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const last = segments[segments.length - 1];
    if (last?.font.font.hasGlyphForCodePoint(code)) {
      last.text += ch;
      continue;
    }
    const font = labelFontOf(code, bold);
    if (last?.font.prefix === font.prefix) last.text += ch;
    else segments.push({ font, text: ch });
  }
  return segments;
}

/** True when some label font has a glyph for every character of `text` but white space. */
export function hasLabelGlyphs(text: string, bold = false): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (!/\s/.test(ch) && !labelFontOf(code, bold).font.hasGlyphForCodePoint(code)) return false;
  }
  return true;
}

/**
 * The definition of a glyph outline named by a run: a symbol without viewBox holding the path
 * (font units, y down, origin on the baseline at the pen), so that a `<use x y>` of it draws the
 * glyph unscaled at (x, y) in every renderer, the PDF reports' SVG reader included. Throws for a
 * ref no run has produced in this thread.
 */
export function glyphDefinition(ref: string): string {
  const d = outlines.get(ref);
  if (d === undefined) throw new RangeError(`unknown glyph ${ref}`);
  return `<symbol id="${ref}" overflow="visible"><path d="${d}"/></symbol>`;
}

/** Where and how a label is drawn: font size and baseline position in px. */
export interface LabelPlacement {
  /** Font size, px > 0. */
  size: number;
  /** Start of the run ('start') or its centre ('middle', like text-anchor="middle"), px. */
  x: number;
  anchor: 'start' | 'middle';
  /** Baseline, px. */
  y: number;
  bold?: boolean;
}

/** The scale factor of a font size as attribute text: 6 significant digits. */
const scale = (v: number): string => String(Number(v.toPrecision(6)));

/**
 * A `<g>` drawing `text` as glyph outlines (`<use>` of the glyph definitions, whose refs are
 * added to `used` so the caller can put them in the defs with glyphDefinition), with the text,
 * escaped, in aria-label so that it stays readable to assistive technology and to programs
 * reading the SVG. `attrs` is added verbatim before the geometry (paint and data attributes,
 * escaped by the caller). Text with no visible glyph gives ''. Deterministic: equal arguments
 * give equal bytes.
 */
export function outlinedText(text: string, at: LabelPlacement, used: Set<string>, attrs = ''): string {
  const run = layoutText(text, at.bold === true);
  if (run.glyphs.length === 0) return '';
  const left = at.anchor === 'middle' ? at.x - (run.advance * at.size) / 2 : at.x;
  let uses = '';
  for (const g of run.glyphs) {
    used.add(g.ref);
    uses += `<use href="#${g.ref}"${g.x === 0 ? '' : ` x="${unit(g.x)}"`}${g.y === 0 ? '' : ` y="${unit(g.y)}"`}/>`;
  }
  return `<g${attrs} aria-label="${escapeXml(text)}" transform="translate(${num(left)} ${num(at.y)}) scale(${scale(at.size / run.unitsPerEm)})">${uses}</g>`;
}

/**
 * Loads fontkit and both fonts and prepares their layout tables (a few hundred ms, once per
 * thread), so that a worker can pay this at start-up instead of on its first chart.
 */
export function preloadLabelFonts(): void {
  layoutText('0123456789°′ ASC', false);
  layoutText('ASC', true);
}

/** A `<text>` element with only character data (no tspans, comments or CDATA). */
const TEXT_ELEMENT = /<text((?:\s+[\w:-]+="[^"]*")*)\s*>([^<]*)<\/text>/g;
const SYMBOL_ID = /<symbol id="([^"]+)"/g;
const ATTRIBUTE = /\s+([\w:-]+)="([^"]*)"/g;
/** Attributes that only paint, label or name the text: carried over to the outlines' group. */
const KEPT_ATTRIBUTE = /^(?:fill|fill-opacity|opacity|id|data-[\w-]+|aria-[\w-]+)$/;
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/**
 * Characters whose runs are laid out alike by fontkit and by resvg's shaper, left to right with
 * no reordering: Latin, Greek, Cyrillic, Armenian, the Latin and Greek extensions, punctuation and
 * symbols, Japanese kana and ideographs with their punctuation and full-width forms; not
 * right-to-left or complex scripts (Devanagari), nor bidi and joiner controls.
 */
const SIMPLE_TEXT =
  /^[\u0020-\u007E\u00A0-\u058F\u1E00-\u1FFF\u2010-\u2027\u2030-\u205F\u2070-\u2BFF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uFF01-\uFF9F]*$/;

/**
 * `svg` with every `<text>` element drawn as DejaVu Sans outlines (outlinedText, the glyph
 * definitions added to the defs), so that resvg can render it with no font loaded; `svg` itself
 * when it has no `<text>`. Undefined, when some text element is beyond what the outlines draw as
 * resvg's text engine would (child elements, attributes other than position, size, bold weight,
 * start or middle anchor and paint; white space that SVG collapses; characters DejaVu Sans lacks
 * or outside simple left-to-right scripts): the caller then renders the SVG with its fonts.
 */
export function outlineTextElements(svg: string): string | undefined {
  if (!svg.includes('<text')) return svg;
  const used = new Set<string>();
  let unsupported = false;
  const replaced = svg.replace(TEXT_ELEMENT, (element, attributes: string, content: string) => {
    const drawn = unsupported ? undefined : outlinedElement(attributes, content, used);
    if (drawn === undefined) unsupported = true;
    return drawn ?? element;
  });
  if (unsupported || replaced.includes('<text')) return undefined;
  const end = replaced.indexOf('</defs>');
  const defined = new Set(end < 0 ? [] : Array.from(replaced.slice(0, end).matchAll(SYMBOL_ID), (m) => m[1]));
  const defs = [...used]
    .sort()
    .filter((ref) => !defined.has(ref))
    .map(glyphDefinition)
    .join('');
  if (defs === '') return replaced;
  if (end >= 0) return replaced.slice(0, end) + defs + replaced.slice(end);
  const open = replaced.indexOf('>', replaced.indexOf('<svg'));
  return open < 0 ? undefined : `${replaced.slice(0, open + 1)}<defs>${defs}</defs>${replaced.slice(open + 1)}`;
}

/** The outlines of one `<text>` element, or undefined when they would not draw it as resvg does. */
function outlinedElement(attributes: string, content: string, used: Set<string>): string | undefined {
  let x: number | undefined;
  let y: number | undefined;
  let size: number | undefined;
  let bold = false;
  let anchor: LabelPlacement['anchor'] = 'start';
  let kept = '';
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
    if (name === 'x') x = Number(value);
    else if (name === 'y') y = Number(value);
    else if (name === 'font-size') size = Number(value);
    else if (name === 'font-weight' && (value === 'bold' || value === 'normal')) bold = value === 'bold';
    else if (name === 'text-anchor' && (value === 'start' || value === 'middle')) anchor = value;
    else if (KEPT_ATTRIBUTE.test(name)) kept += ` ${name}="${value}"`;
    else return undefined;
  }
  if (
    x === undefined ||
    y === undefined ||
    size === undefined ||
    !Number.isFinite(x) ||
    !Number.isFinite(y) ||
    !(size > 0)
  )
    return undefined;
  const text = content.replace(ENTITY, (_, hex?: string, dec?: string, name?: string) =>
    name !== undefined ? NAMED[name] : String.fromCodePoint(parseInt(hex ?? dec ?? '', hex === undefined ? 10 : 16)),
  );
  if (content.replace(ENTITY, '').includes('&')) return undefined;
  if (/^ | $| {2}/.test(text) || !SIMPLE_TEXT.test(text)) return undefined;
  if (!hasLabelGlyphs(text, bold)) return undefined;
  return outlinedText(text, { x, y, size, anchor, bold }, used, kept);
}
