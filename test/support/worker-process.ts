/**
 * The report worker as a separate operating-system process (`node --import tsx
 * workers/reports.ts`, the Procfile's worker: line), for tests of queued PDF reports through
 * real Redis, including kill -9. Ready when it logs "report worker ready".
 */
import type { ChildProcess } from 'node:child_process';
import { spawnIn } from './network-namespaces.ts';
import { REPO_ROOT } from './server-process.ts';

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** Sends a signal and waits for the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** @param options.namespace a network namespace to run the process in (see network-namespaces.ts) */
export async function spawnReportWorker(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { namespace?: string } = {},
): Promise<WorkerProcess> {
  const child = spawnIn(options.namespace, process.execPath, ['--import', 'tsx', 'workers/reports.ts'], {
    cwd: REPO_ROOT,
    // One calculation thread, as spawnServer's: one job at a time needs no more, and each thread
    // costs a start of its own (POOL_THREADS defaults to the machine's cores).
    env: { ...process.env, LOG_LEVEL: 'info', REPORT_CONCURRENCY: '1', POOL_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: the caller never gets a handle to stop it.
      child.kill('SIGKILL');
      reject(new Error(`report worker did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      if (/"msg":"report worker ready"/.test(output)) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`report worker exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}
