/** Text and number encoding for hand-written SVG markup. */

// Characters XML 1.0 forbids (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"']/g;
const ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes any string for use as XML character data or inside a double- or single-quoted
 * attribute value: & < > " ' become entities and characters XML cannot carry are dropped.
 */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(SPECIAL, (c) => ENTITY[c]);
}

/**
 * A coordinate in px written with at most 2 decimals (no exponent, no "-0"), so that the same
 * input always gives the same bytes.
 */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? '0' : String(r);
}
