/**
 * Signatures of embeddable chart URLs. A signed URL carries the image parameters, `api_version`,
 * `expires` (Unix seconds), `keyId` (the signing API key's id) and `signature`: the HMAC-SHA256,
 * keyed with the key's signing secret, of the path and every other query parameter in canonical
 * order. Changing, adding or removing any parameter (the expiry, the key id and the date
 * included) breaks the signature. Pure: no I/O.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Query parameters that carry the signature itself. */
export const SIGNATURE_PARAMETERS = { expires: 'expires', keyId: 'keyId', signature: 'signature' } as const;

type QueryValues = Record<string, string | string[] | undefined>;

/**
 * The signed text: the path, a newline, then `name=value` pairs of every parameter except
 * `signature` (names and values percent-encoded, sorted by name then value, joined by `&`).
 */
export function canonicalRequest(path: string, query: QueryValues): string {
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (name === SIGNATURE_PARAMETERS.signature || raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw])
      pairs.push([encodeURIComponent(name), encodeURIComponent(value)]);
  }
  pairs.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return `${path}\n${pairs.map(([n, v]) => `${n}=${v}`).join('&')}`;
}

/** The signature (base64url, 43 characters) of a path and its query under a signing secret. */
export function signRequest(secret: string, path: string, query: QueryValues): string {
  return createHmac('sha256', secret).update(canonicalRequest(path, query)).digest('base64url');
}

/** Whether `signature` is the signature of the path and query under `secret` (constant time). */
export function signatureMatches(secret: string, path: string, query: QueryValues, signature: string): boolean {
  const expected = Buffer.from(signRequest(secret, path, query));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
