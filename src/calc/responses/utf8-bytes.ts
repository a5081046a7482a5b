/**
 * Response JSON as UTF-8 bytes, in a buffer of their own (so that the pool can transfer it to the
 * web thread rather than copy it).
 *
 * Encoding into a buffer of one byte per character first, rather than with TextEncoder.encode,
 * is the faster path (`web-thread-http` prints this UTF-8 step among one pool thread's work per
 * response) and fits every body that is all ASCII, as most are. A body with other characters
 * continues from the first one that did not fit.
 */
const utf8 = new TextEncoder();

/** `text` as UTF-8, in a buffer no other bytes share. */
export function utf8Bytes(text: string): Uint8Array {
  const ascii = Buffer.allocUnsafeSlow(text.length);
  const head = utf8.encodeInto(text, ascii);
  if (head.read === text.length) return ascii;
  const rest = text.slice(head.read);
  const bytes = Buffer.allocUnsafeSlow(head.written + Buffer.byteLength(rest, 'utf8'));
  bytes.set(ascii.subarray(0, head.written));
  utf8.encodeInto(rest, bytes.subarray(head.written));
  return bytes;
}
