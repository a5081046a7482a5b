/**
 * Estimated advance widths of DejaVu Sans text, in em, used to keep labels apart and inside the
 * image without reading the font. Estimates err on the wide side.
 */

/** Estimated width in em (1 em = the font size) of `text` set in DejaVu Sans. */
export function estimateTextWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x30 && c <= 0x39) w += 0.636; // digits
    else if (c === 0x20) w += 0.318;
    else if (c === 0xb0) w += 0.5; // °
    else if (c === 0x2032) w += 0.3; // ′
    else if (c >= 0x41 && c <= 0x5a) w += 0.72; // A-Z
    else if (c >= 0x2e80) w += 1.0; // CJK and other wide scripts
    else if ((c >= 0x300 && c <= 0x36f) || c === 0x200b || c === 0x200d) w += 0; // combining, zero-width
    else w += 0.62;
  }
  return w;
}

/** `text` shortened with "…" so that its estimated width is at most `maxEm` em. */
export function fitText(text: string, maxEm: number): string {
  if (estimateTextWidth(text) <= maxEm) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && estimateTextWidth(chars.join('') + '…') > maxEm) chars.pop();
  return chars.length > 0 ? chars.join('') + '…' : '';
}
