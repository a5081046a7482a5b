/**
 * Starting a script (a server, the report worker) as a child process and waiting until it says
 * it is ready; a server's URL comes from its "listening" line. Its output goes to a file, not a
 * pipe: a pipe read by this (busy) process would slow the child. The file is deleted when the
 * child is stopped (BENCH_KEEP_LOGS=1 keeps it). BENCH_CHILD_FLAGS adds Node flags to the child,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildProcessRun {
  child: ChildProcess;
  logFile: string;
  /** Stops the process (SIGTERM), waits for it, and deletes its log unless BENCH_KEEP_LOGS=1. */
  stop(): Promise<void>;
}

export interface Child extends ChildProcessRun {
  url: string;
}

/**
 * Starts a script of this repository and waits until its output matches `ready` (a process
 * that exits first, or takes longer than `timeoutMs`, fails with its output).
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ChildProcessRun & { match: RegExpExecArray }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const logFile = path.join(folder, 'output.log');
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', script],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
    },
  );
  fs.closeSync(fd);
  const started = Date.now();
  let match: RegExpExecArray | null = null;
  while (!match) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    match = ready.exec(fs.readFileSync(logFile, 'utf8'));
    if (!match) await new Promise((r) => setTimeout(r, 100));
  }
  const removeLog = () => {
    // Access logs of a run reach hundreds of MB: kept only when asked for.
    if (process.env.BENCH_KEEP_LOGS !== '1') fs.rmSync(folder, { recursive: true, force: true });
  };
  return {
    child,
    logFile,
    match,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          removeLog();
          return resolve();
        }
        child.once('exit', () => {
          removeLog();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Starts a server script and waits for its "listening" line, which gives its URL. */
export async function startChild(script: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<Child> {
  const run = await startProcess(script, env, /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/, timeoutMs);
  return { child: run.child, logFile: run.logFile, stop: run.stop, url: run.match[1] };
}

/**
 * How long a benchmark of the service's steady state lets a new server sit idle first: each
 * pool thread warms up while idle (warm-up.ts: about 1.5–2 s of work per thread here), and
 * under load it takes one step between tasks, which would slow the first seconds measured.
 */
const POOL_WARM_UP_MS = Number(process.env.BENCH_POOL_WARM_UP_MS ?? 4000);

/** Waits, idle, for a new server's pool threads to finish their warm-up. */
export function poolWarmUp(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, POOL_WARM_UP_MS));
}

/**
 * Waits until a new server has written the content library (its log says the seed finished or
 * failed): on a fresh bench database the seed writes about 9,000 items from the main thread for
 * 10–20 s after "listening", which a measurement of the main thread's CPU would otherwise count.
 */
export async function contentSeeded(server: Pick<Child, 'logFile'>, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (!/content library seed/.test(fs.readFileSync(server.logFile, 'utf8'))) {
    if (Date.now() - started > timeoutMs) throw new Error('the content library seed did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
