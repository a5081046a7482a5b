/**
 * A real web process for HTTP tests: the whole service (Koa stack, worker pool, real Redis,
 * real database) listening on a free port, with a Redis key prefix of its own.
 *
 * The service's modules are imported when a service is started, not with this file: a test file
 * that only wants TEST_REDIS_URL or call() does not load every feature (about 2.5 s of CPU per
 * test process).
 */

import { randomBytes } from 'node:crypto';
import type { RunningService } from '../../src/service.ts';
import type { StartTimer } from '../../src/timers.ts';
import { createTestDatabase, TEST_SERVER_SECRET, type TestDatabase } from './test-database.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestService extends RunningService {
  database: TestDatabase;
  stopAll(): Promise<void>;
}

export async function startTestService(
  env: Record<string, string> = {},
  database?: TestDatabase,
  options: { clock?: () => number; chatTimers?: StartTimer } = {},
): Promise<TestService> {
  const [{ loadConfig }, { createLogger }, { startService }] = await Promise.all([
    import('../../src/config.ts'),
    import('../../src/logger.ts'),
    import('../../src/service.ts'),
  ]);
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${randomBytes(5).toString('hex')}:`,
    POOL_THREADS: '1',
    PLACE_INDEX: 'lazy',
    CONTENT_SEED: 'lazy',
    WORKER_WARM_UP: 'off',
    SERVER_SECRET: TEST_SERVER_SECRET,
    // Every answer a test receives is held to its route's declared schema (http/response-check.ts).
    RESPONSE_CHECK: 'on',
    ...env,
  });
  const running = await startService(config, createLogger(config.logLevel), {
    db: db.db,
    clock: options.clock,
    chatTimers: options.chatTimers,
  });
  return {
    ...running,
    database: db,
    async stopAll() {
      await running.stop();
      if (!database) await db.drop();
    },
  };
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls the service; JSON bodies are sent and parsed. */
export async function call<T = any>(
  service: { url: string },
  method: string,
  path: string,
  options: { key?: string; body?: unknown; rawBody?: string | Uint8Array; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key) headers['X-Api-Key'] = options.key;
  let body: string | Uint8Array | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  const response = await fetch(`${service.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}
