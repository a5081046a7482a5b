/**
 * Estimated advance widths of DejaVu Sans text, in em, used to keep labels apart and inside the
 * image without reading the font. Averages measured with resvg on DejaVu Sans 2.37; estimates
 * err on the wide side.
 */

const WIDE: Readonly<Record<string, number>> = { W: 1.0, M: 0.87, m: 0.98, w: 0.82, '°': 0.5, '′': 0.3, ' ': 0.318 };

/** Estimated width in em (1 em = the font size) of `text` in DejaVu Sans (×1.13 for bold). */
export function estimateTextWidth(text: string, bold = false): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    const wide = WIDE[ch];
    if (wide !== undefined) w += wide;
    else if (c >= 0x30 && c <= 0x39) w += 0.636; // digits
    else if (c >= 0x41 && c <= 0x5a) w += 0.7; // A-Z
    else if (c >= 0x61 && c <= 0x7a) w += 0.58; // a-z
    else if (c < 0x80) w += 0.4; // ASCII punctuation
    else if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f)) w += 0; // combining, zero-width
    else if (c >= 0x2e80) w += 1.0; // CJK and other wide scripts
    else w += 0.72; // Latin-1, Greek, Cyrillic and the rest
  }
  return bold ? w * 1.13 : w;
}

/** `text` shortened with "…" so that its estimated width is at most `maxEm` em. */
export function fitText(text: string, maxEm: number, bold = false): string {
  if (estimateTextWidth(text, bold) <= maxEm) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && estimateTextWidth(chars.join('') + '…', bold) > maxEm) chars.pop();
  return chars.length > 0 ? chars.join('') + '…' : '';
}
