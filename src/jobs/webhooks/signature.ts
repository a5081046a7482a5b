/**
 * Signing deliveries, as Stripe does: the header `Webhook-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` text as UTF-8),
 * over `<t>.<body>`. While a rotated-out secret is still valid, a second `v1=` signed with it
 * follows, so receivers may switch secrets at their own pace. Receivers verify by recomputing
 * any one v1 and comparing in constant time, and refuse timestamps older than their tolerance
 * (e.g. 5 minutes) against replays. docs/webhooks.md has a verification snippet.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Webhook-Signature';

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url (43 characters). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What a secret given on rotation must look like. */
export const SECRET_PATTERN = /^whsec_[A-Za-z0-9_-]{32,128}$/;

/** The hex HMAC-SHA256 of `<timestamp>.<body>` under `secret`. */
export function signaturePart(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for a body sent at `timestamp` (unix seconds), signed with each secret given. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signaturePart(secret, timestamp, body)}`)].join(',');
}

/**
 * Verifies a received delivery: true when some v1 matches under `secret` and the timestamp is
 * within `toleranceSeconds` of `now` (unix seconds).
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signaturePart(secret, timestamp, body), 'hex');
  return parts.some(
    ([key, value]) =>
      key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '') && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}
