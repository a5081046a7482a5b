/**
 * Widths of label text in em, from the fonts' own advances (DejaVu Sans, Noto Sans JP or Noto
 * Sans Devanagari for what DejaVu lacks: labelFontOf), used to keep labels apart and
 * inside the image. Text drawn as outlines is measured exactly by text-outline.ts (kerning
 * included); this module measures text left as SVG text (the caller's title, subtitles and
 * legend) quickly, character by character.
 */
import { labelFontOf } from './dejavu-font.ts';

/** Width given to a character no label font has: a browser draws it from a fallback font, where wide scripts take about 1 em. */
const MISSING_WIDTH = 1;
const advances: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];

function advanceOf(codePoint: number, bold: boolean): number {
  const byCode = advances[bold ? 1 : 0];
  let w = byCode.get(codePoint);
  if (w === undefined) {
    const { font } = labelFontOf(codePoint, bold);
    w = font.hasGlyphForCodePoint(codePoint)
      ? font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm
      : MISSING_WIDTH;
    byCode.set(codePoint, w);
  }
  return w;
}

/**
 * Width in em (1 em = the font size) of `text` in DejaVu Sans (bold when `bold`): the sum of its
 * characters' advances, without kerning (which in Latin text mostly narrows a run a little),
 * combining marks and zero-width characters counting 0. ≥ 0.
 */
export function textWidth(text: string, bold = false): number {
  let w = 0;
  for (const ch of text) w += advanceOf(ch.codePointAt(0) ?? 0, bold);
  return w;
}

/** `text` shortened with "…" so that its width (textWidth) is at most `maxEm` em; '' if not even "…" fits. */
export function fitText(text: string, maxEm: number, bold = false): string {
  if (textWidth(text, bold) <= maxEm) return text;
  const room = maxEm - textWidth('…', bold);
  const chars = Array.from(text);
  let w = 0;
  let n = 0;
  while (n < chars.length) {
    const next = w + textWidth(chars[n], bold);
    if (next > room) break;
    w = next;
    n++;
  }
  return n > 0 ? chars.slice(0, n).join('') + '…' : '';
}
