/**
 * The service as a separate operating-system process (`node --import tsx src/server.ts`), for
 * tests of start-up, shutdown, several processes sharing one database and Redis, and the
 * embedded default. The URL is read from the process's "listening" log line.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnIn } from './network-namespaces.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when the output matches `pattern` (at once if it already does); rejects after `timeoutMs` or if the process exits first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * @param options.namespace a network namespace to run the process in (see network-namespaces.ts);
 *   give HOST an address of that namespace
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  options: { namespace?: string } = {},
): Promise<ServerProcess> {
  const child = spawnIn(options.namespace, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: REPO_ROOT,
    // The place index and the content seed wait for their first use unless a test asks for them
    // (`PLACE_INDEX: 'eager'`, `CONTENT_SEED: 'eager'`): a first start on an empty database
    // otherwise writes 12,308 texts in the background while the test runs.
    // RESPONSE_CHECK: every answer is held to its route's declared schema, as in-process tests do.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      POOL_THREADS: '1',
      PLACE_INDEX: 'lazy',
      CONTENT_SEED: 'lazy',
      RESPONSE_CHECK: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: the caller never gets a handle to stop it.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    waitForOutput(pattern, timeoutMs = 120_000) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.stderr!.off('data', check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (pattern.test(output)) done();
        };
        const timer = setTimeout(() => done(new Error(`no ${pattern} in ${timeoutMs} ms:\n${output}`)), timeoutMs);
        child.stdout!.on('data', check);
        child.stderr!.on('data', check);
        void exited.then((code) => done(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** A PostgreSQL URL that puts connections into `schema` (libpq's options parameter). */
export function urlWithSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
