/**
 * Configuration: the process environment turned into one validated object. A bad value stops the
 * process at start-up with a message naming the variable and what it expects.
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const integer = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an integer from ${min} to ${max} (got "${value}")` });
        return z.NEVER;
      }
      return Number(value);
    });

const url = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      let parsed: URL | undefined;
      try {
        parsed = new URL(value);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !protocols.includes(parsed.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}")`,
        });
        return z.NEVER;
      }
      return value;
    });

const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!(values as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be one of ${values.join(', ')} (got "${value}")` });
        return z.NEVER;
      }
      return value as T;
    });

/** The format of SERVER_SECRET (and of the embedded default's DATA_DIR/server-secret). */
export const SERVER_SECRET_PATTERN = /^[0-9a-fA-F]{64}$/;
export const SERVER_SECRET_HINT =
  '64 hexadecimal characters (32 random bytes; generate them with: openssl rand -hex 32)';

const environmentSchema = z.object({
  PORT: integer('PORT', 0, 65535, 3000),
  HOST: z
    .string()
    .optional()
    .transform((v) => v || '0.0.0.0'),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
  DATA_DIR: z.string().optional(),
  REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']),
  REDIS_PREFIX: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 'astro:';
      if (!/^[\w:.-]{1,64}$/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `REDIS_PREFIX must be 1 to 64 letters, digits or _ : . - (got "${value}")`,
        });
        return z.NEVER;
      }
      return value;
    }),
  LOG_LEVEL: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  POOL_THREADS: integer('POOL_THREADS', 1, 256, Math.max(1, os.availableParallelism())),
  POOL_MAX_QUEUE: integer('POOL_MAX_QUEUE', 0, 100000, 256),
  POOL_TASK_TIMEOUT_MS: integer('POOL_TASK_TIMEOUT_MS', 100, 600000, 30000),
  POOL_YOUNG_GENERATION_MB: integer('POOL_YOUNG_GENERATION_MB', 8, 1024, 96),
  MONTHLY_QUOTA: integer('MONTHLY_QUOTA', 0, 2_000_000_000, 100000),
  USAGE_FLUSH_INTERVAL_MS: integer('USAGE_FLUSH_INTERVAL_MS', 100, 3_600_000, 1000),
  SHUTDOWN_GRACE_MS: integer('SHUTDOWN_GRACE_MS', 0, 600000, 10000),
  AUTHORIZATION_POLL_MS: integer('AUTHORIZATION_POLL_MS', 50, 1000, 1000),
  PUBLIC_BASE_URL: url('PUBLIC_BASE_URL', ['http:', 'https:']),
  REPORT_WORKER: oneOf('REPORT_WORKER', ['auto', 'inline', 'off'] as const, 'auto'),
  BOOTSTRAP_ORG: z.string().max(200).optional(),
  BOOTSTRAP_EMAIL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^[^\s@]+@[^\s@]+$/.test(v), {
      message: 'BOOTSTRAP_EMAIL must be an email address',
    }),
  DEV_ORGANIZATION: oneOf('DEV_ORGANIZATION', ['on', 'off'] as const, 'on'),
  PLACE_INDEX: oneOf('PLACE_INDEX', ['eager', 'lazy'] as const, 'eager'),
  WORKER_WARM_UP: oneOf('WORKER_WARM_UP', ['auto', 'on', 'off'] as const, 'auto'),
  CONTENT_SEED: oneOf('CONTENT_SEED', ['eager', 'lazy'] as const, 'eager'),
  REPORT_CONCURRENCY: integer('REPORT_CONCURRENCY', 1, 64, 2),
  CHAT_API_URL: url('CHAT_API_URL', ['http:', 'https:']),
  CHAT_API_KEY: z.string().max(4096, { message: 'CHAT_API_KEY must be at most 4096 characters' }).optional(),
  CHAT_MODEL: z.string().max(200, { message: 'CHAT_MODEL must be at most 200 characters' }).optional(),
  CHAT_RETENTION_SWEEP_MS: integer('CHAT_RETENTION_SWEEP_MS', 1000, 86_400_000, 3_600_000),
  SERVER_SECRET: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!SERVER_SECRET_PATTERN.test(value.trim())) {
        // The value itself is never echoed: it is a secret.
        ctx.addIssue({
          code: 'custom',
          message: `SERVER_SECRET must be ${SERVER_SECRET_HINT} (got ${value.length} characters)`,
        });
        return z.NEVER;
      }
      return Buffer.from(value.trim(), 'hex');
    }),
  COMPRESSION_MIN_BYTES: integer('COMPRESSION_MIN_BYTES', 0, 100_000_000, 1024),
  WEBHOOK_ALLOW_PRIVATE: oneOf('WEBHOOK_ALLOW_PRIVATE', ['on', 'off'] as const, 'off'),
  WEBHOOK_ALLOW_HTTP: oneOf('WEBHOOK_ALLOW_HTTP', ['on', 'off'] as const, 'off'),
  WEBHOOK_ATTEMPTS: integer('WEBHOOK_ATTEMPTS', 1, 20, 8),
  WEBHOOK_RETRY_DELAY_MS: integer('WEBHOOK_RETRY_DELAY_MS', 10, 3_600_000, 30_000),
  WEBHOOK_TIMEOUT_MS: integer('WEBHOOK_TIMEOUT_MS', 100, 60_000, 10_000),
  WEBHOOK_SWEEP_INTERVAL_MS: integer('WEBHOOK_SWEEP_INTERVAL_MS', 100, 3_600_000, 30_000),
  ADMIN_TIMEOUT_MS: integer('ADMIN_TIMEOUT_MS', 100, 3_600_000, 30_000),
  RESPONSE_CHECK: oneOf('RESPONSE_CHECK', ['on', 'off'] as const, 'off'),
});

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server URL, or undefined for the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and other local state; the default is ./data. */
  dataDir: string;
  /** The embedded database's own folder inside dataDir. */
  embeddedDatabaseDir: string;
  redisUrl: string;
  /** Prefix of every Redis key and channel of this deployment. */
  redisPrefix: string;
  /** True when REDIS_URL was not set, so a private redis-server may be started if none answers. */
  redisUrlIsDefault: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  pool: { threads: number; maxQueue: number; taskTimeoutMs: number; warmUp: boolean; youngGenerationMb: number };
  /** Default monthly request quota per account when an organization sets none; 0 = unlimited. */
  monthlyQuota: number;
  shutdownGraceMs: number;
  /** How often a web process reads the authorization changes made by others (at most 1 s: the staleness bound is 2 s). */
  authorizationPollMs: number;
  /**
   * How often a web process writes its request counts (keys' usage, accounts' quota use) to the
   * database and hands back quota leases idle for a second. A process killed loses at most the
   * counts of its last interval.
   */
  usageFlushIntervalMs: number;
  publicBaseUrl: string | undefined;
  /**
   * Where queued PDF reports are generated: 'inline' in the web process, 'off' only by the
   * separate worker process, 'auto' = inline on the embedded database (which admits one process),
   * off on a PostgreSQL server.
   */
  reportWorker: 'auto' | 'inline' | 'off';
  reportConcurrency: number;
  /** On a first start with an empty database: create this organization and owner and log a key once. */
  bootstrap: { organization: string; email: string } | undefined;
  /** On a first start on an empty embedded database (without BOOTSTRAP_*), create a development organization and print its key once. */
  devOrganization: boolean;
  /** Load the place-search index at start-up (eager) or on the first search (lazy). */
  placeIndex: 'eager' | 'lazy';
  /** Check and write the content library's seeded texts in the background at start-up (eager) or on the first content request (lazy). */
  contentSeed: 'eager' | 'lazy';
  /**
   * The language model the chatbots talk through (an OpenAI-compatible Chat Completions API:
   * a hosted provider, vLLM, Ollama, llama.cpp's server); undefined when CHAT_API_URL and
   * CHAT_MODEL are unset, and the chat operations then answer 503 chat_unavailable.
   */
  chat: { apiUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** How often every web process deletes the conversations past their chatbot's retention, ms. */
  chatRetentionSweepMs: number;
  /** Responses at least this long (bytes) are compressed when the caller accepts gzip or br; 0 = all. */
  compressionMinBytes: number;
  /**
   * Webhook deliveries: which URLs are allowed (private/loopback addresses and http:// only when
   * switched on), how many attempts with what first retry delay (doubling), one attempt's time-out,
   * and how often the sweep queues stored deliveries that have no job (e.g. recorded while Redis was down).
   */
  webhooks: {
    allowPrivate: boolean;
    allowHttp: boolean;
    attempts: number;
    retryDelayMs: number;
    timeoutMs: number;
    sweepIntervalMs: number;
  };
  /**
   * SERVER_SECRET (32 bytes): signing secrets are derived from it and older ones sealed with it
   * (see auth/server-secret.ts). Undefined: required with DATABASE_URL; the embedded default then
   * uses DATA_DIR/server-secret, generated on the first start.
   */
  serverSecret: Buffer | undefined;
  /** How long the admin CLI waits for the running service's answer over DATA_DIR/admin.sock, ms. */
  adminTimeoutMs: number;
  /** Hold every answer to the schema its route declares (tests switch it on; see http/response-check.ts). */
  responseCheck: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => issue.message));
  }
  const e = result.data;
  if (Boolean(e.CHAT_API_URL) !== Boolean(e.CHAT_MODEL)) {
    throw new ConfigError([
      e.CHAT_API_URL
        ? 'CHAT_MODEL must be set when CHAT_API_URL is (the model name the chat API serves, e.g. llama3.2)'
        : 'CHAT_API_URL must be set when CHAT_MODEL is (the base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR || 'data'),
    embeddedDatabaseDir: path.join(path.resolve(e.DATA_DIR || 'data'), 'pglite'),
    redisUrl: e.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisUrlIsDefault: e.REDIS_URL === undefined,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    pool: {
      threads: e.POOL_THREADS,
      maxQueue: e.POOL_MAX_QUEUE,
      taskTimeoutMs: e.POOL_TASK_TIMEOUT_MS,
      // Each thread's V8 nursery (see calculationThreadOptions).
      youngGenerationMb: e.POOL_YOUNG_GENERATION_MB,
      // Worker threads precompute the sky and the current years' fits when idle; "auto" leaves it off under tests.
      warmUp: e.WORKER_WARM_UP === 'on' || (e.WORKER_WARM_UP === 'auto' && env.NODE_ENV !== 'test'),
    },
    monthlyQuota: e.MONTHLY_QUOTA,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    usageFlushIntervalMs: e.USAGE_FLUSH_INTERVAL_MS,
    authorizationPollMs: e.AUTHORIZATION_POLL_MS,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    reportWorker: e.REPORT_WORKER,
    reportConcurrency: e.REPORT_CONCURRENCY,
    placeIndex: e.PLACE_INDEX,
    contentSeed: e.CONTENT_SEED,
    chat:
      e.CHAT_API_URL && e.CHAT_MODEL
        ? { apiUrl: e.CHAT_API_URL, apiKey: e.CHAT_API_KEY || undefined, model: e.CHAT_MODEL }
        : undefined,
    chatRetentionSweepMs: e.CHAT_RETENTION_SWEEP_MS,
    compressionMinBytes: e.COMPRESSION_MIN_BYTES,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'on',
      allowHttp: e.WEBHOOK_ALLOW_HTTP === 'on',
      attempts: e.WEBHOOK_ATTEMPTS,
      retryDelayMs: e.WEBHOOK_RETRY_DELAY_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      sweepIntervalMs: e.WEBHOOK_SWEEP_INTERVAL_MS,
    },
    serverSecret: e.SERVER_SECRET,
    adminTimeoutMs: e.ADMIN_TIMEOUT_MS,
    responseCheck: e.RESPONSE_CHECK === 'on',
    devOrganization: e.DEV_ORGANIZATION === 'on',
    bootstrap:
      e.BOOTSTRAP_ORG && e.BOOTSTRAP_EMAIL ? { organization: e.BOOTSTRAP_ORG, email: e.BOOTSTRAP_EMAIL } : undefined,
  };
}
