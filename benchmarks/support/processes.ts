/**
 * Starting a server script as a child process and reading its URL from its "listening" line.
 * Its output goes to a file, not a pipe: a pipe read by this (busy) process would slow the child.
 * BENCH_CHILD_FLAGS adds Node flags to the child, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Child {
  url: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export async function startChild(script: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<Child> {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'output.log');
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...(process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const started = Date.now();
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(fs.readFileSync(logFile, 'utf8'));
    if (match) url = match[1];
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    logFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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
