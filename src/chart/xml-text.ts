/** Text and number encoding for hand-written SVG markup. */

// Characters XML 1.0 forbids (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"']/g;
const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

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
  // Hundredths as an integer, written with integer formatting: the same text as
  // String(Math.round(v * 100) / 100) without the slower shortest-double conversion.
  const r = Math.round(v * 100);
  if (r === 0) return '0';
  if (r % 100 === 0) return String(r / 100);
  const a = r < 0 ? -r : r;
  if (a >= 1e15) return String(r / 100);
  const whole = Math.floor(a / 100);
  const cents = a - whole * 100;
  const text = cents % 10 === 0 ? `${whole}.${cents / 10}` : cents < 10 ? `${whole}.0${cents}` : `${whole}.${cents}`;
  return r < 0 ? `-${text}` : text;
}
