/**
 * API key values: `astro_` followed by 43 base64url characters (256 random bits). Only the
 * SHA-256 hash is stored; a fast hash is appropriate because the keys are random, not chosen.
 * A key's signing secret is not stored at all: it is derived from the server secret and the key
 * id (auth/server-secret.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'astro_';
/** How many leading characters of a key are kept to recognise it (`start`). */
export const KEY_START_LENGTH = 10;

export interface NewKeySecret {
  key: string;
  prefix: string;
  start: string;
  hash: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function generateApiKey(): NewKeySecret {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return {
    key,
    prefix: KEY_PREFIX,
    start: key.slice(0, KEY_START_LENGTH),
    hash: hashApiKey(key),
  };
}
