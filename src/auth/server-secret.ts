/**
 * The server secret (SERVER_SECRET, 32 random bytes as 64 hexadecimal characters): the one secret
 * the database does not hold. Everything that could sign or authenticate is derived from it or
 * sealed with it, so that a copy of the database alone forges nothing:
 * - each API key's signing secret for signed chart URLs is HMAC-SHA256(subkey, key id), computed
 *   when needed and never stored;
 * - signing secrets made before that (random, once stored in plain text) are kept sealed with
 *   AES-256-GCM (the key id is the associated data, so a sealed value is bound to its row) until
 *   the URLs they signed have expired;
 * - webhook endpoint secrets (which may be chosen by the customer, so cannot be derived) are
 *   stored sealed the same way and opened only to sign a delivery or compare on rotation;
 * - the user id an organization sees for a member is HMAC-derived from the organization and the
 *   user, so that ids cannot be matched across organizations.
 * Separate subkeys (HKDF-SHA256) serve each purpose. The database keeps a fingerprint of the
 * secret (an HMAC of a constant) so that a process started with another secret stops at once.
 *
 * With DATABASE_URL the secret must be configured (the same value in every process); the
 * embedded default generates one into DATA_DIR/server-secret (mode 0600) on its first start.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { type Config, ConfigError, SERVER_SECRET_HINT, SERVER_SECRET_PATTERN } from '../config.ts';

/** The file of the embedded default's generated secret, inside DATA_DIR. */
export const SERVER_SECRET_FILE = 'server-secret';

const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
}

export class ServerSecret {
  private readonly signingKey: Buffer;
  private readonly sealKey: Buffer;
  private readonly memberKey: Buffer;
  /** Identifies the secret without revealing it (stored in the database to catch a wrong secret at start). */
  readonly fingerprint: string;

  constructor(secret: Buffer) {
    if (secret.length !== 32) throw new RangeError('the server secret is 32 bytes');
    const subkey = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `astro-api ${purpose} v1`, 32));
    this.signingKey = subkey('api key signing secret');
    this.sealKey = subkey('sealed secrets');
    this.memberKey = subkey('member user id');
    this.fingerprint = createHmac('sha256', subkey('fingerprint')).update('server secret fingerprint').digest('hex');
  }

  /** Parses SERVER_SECRET's text form (64 hex characters), or undefined when malformed. */
  static parse(text: string): ServerSecret | undefined {
    const trimmed = text.trim();
    return SERVER_SECRET_PATTERN.test(trimmed) ? new ServerSecret(Buffer.from(trimmed, 'hex')) : undefined;
  }

  /** An API key's signing secret for signed URLs (base64url), derived from its id. */
  signingSecret(keyId: string): string {
    return createHmac('sha256', this.signingKey).update(`api-key:${keyId.toLowerCase()}`).digest('base64url');
  }

  /** Seals a secret for storage, bound to `context` (e.g. the row's id): `v1.` + base64url(iv | ciphertext | tag). */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** Opens a sealed secret; throws SealError when it was sealed with another secret or context, or was altered. */
  unseal(sealed: string, context: string): string {
    if (!sealed.startsWith(SEALED_PREFIX)) throw new SealError('not a sealed value');
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SealError('sealed value too short');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SealError('sealed with another server secret or for another row');
    }
  }

  /**
   * The id an organization sees for one of its members' user accounts: a UUID-shaped HMAC of the
   * organization and the user, stable within the organization and unrelated across organizations.
   */
  memberUserId(organizationId: string, userId: string): string {
    const hex = createHmac('sha256', this.memberKey)
      .update(`${organizationId.toLowerCase()}:${userId.toLowerCase()}`)
      .digest('hex');
    // Version 8 (custom) and the RFC 9562 variant bits, so that it reads as any other UUID.
    const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** The sealing context of a key's legacy signing secret. */
export const legacySigningSecretContext = (keyId: string) => `api-key-signing-secret:${keyId.toLowerCase()}`;
/** The sealing context of a webhook endpoint's secrets (current and rotated-out alike). */
export const webhookSecretContext = (endpointId: string) => `webhook-secret:${endpointId.toLowerCase()}`;

/**
 * The server secret of a process: SERVER_SECRET when set; otherwise, on the embedded default, the
 * one in DATA_DIR/server-secret, generated there (mode 0600) on the first start. With DATABASE_URL
 * and no SERVER_SECRET: a ConfigError (every process sharing the database needs the same value).
 */
export function resolveServerSecret(config: Pick<Config, 'serverSecret' | 'databaseUrl' | 'dataDir'>): {
  secret: ServerSecret;
  generatedFile?: string;
} {
  if (config.serverSecret) return { secret: new ServerSecret(config.serverSecret) };
  if (config.databaseUrl) {
    throw new ConfigError([
      `SERVER_SECRET must be set when DATABASE_URL is: ${SERVER_SECRET_HINT}, the same in every process that uses the database`,
    ]);
  }
  const file = path.join(config.dataDir, SERVER_SECRET_FILE);
  let generated = false;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      generated = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = ServerSecret.parse(fs.readFileSync(file, 'utf8'));
  if (!secret)
    throw new ConfigError([`${file} must hold the server secret: ${SERVER_SECRET_HINT} (or set SERVER_SECRET)`]);
  return generated ? { secret, generatedFile: file } : { secret };
}

/** The table that holds the fingerprint of the secret the database's sealed values belong to. */
export const SERVER_SECRET_CHECK_TABLE = 'server_secret_check';

/**
 * Records the secret's fingerprint on first use and refuses another secret afterwards (a
 * ConfigError naming SERVER_SECRET), so that a wrong secret stops the process at start instead of
 * breaking every signed URL.
 */
export async function checkServerSecret(db: Knex, secret: ServerSecret): Promise<void> {
  let row: { fingerprint: string } | undefined = await db(SERVER_SECRET_CHECK_TABLE)
    .where({ id: 1 })
    .first('fingerprint');
  if (!row) {
    await db(SERVER_SECRET_CHECK_TABLE).insert({ id: 1, fingerprint: secret.fingerprint }).onConflict('id').ignore();
    row = await db(SERVER_SECRET_CHECK_TABLE).where({ id: 1 }).first('fingerprint');
  }
  if (row!.fingerprint !== secret.fingerprint) {
    throw new ConfigError([
      'SERVER_SECRET is not the secret this database was set up with (its fingerprint differs): the signing secrets sealed ' +
        'with the earlier one could not be opened. Start with the earlier SERVER_SECRET (on the embedded default: DATA_DIR/server-secret).',
    ]);
  }
}
