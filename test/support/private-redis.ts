/**
 * A redis-server of a test's own on a free loopback port, which the test stops and starts again
 * on the same port (to see what the service does while Redis is down and after it is back).
 */
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../src/free-port.ts';
import { redisAnswers } from '../../src/redis/connect.ts';
import { findRedisServerBinary } from '../../src/redis/private-redis-server.ts';
import { spawnIn } from './network-namespaces.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and commands queue unanswered, as in a stall. */
  pause(): void;
  /** Lets a frozen server go on (SIGCONT). */
  resume(): void;
}

/**
 * @param options.host the address to listen on (default 127.0.0.1; another turns protected mode
 *   off, which refuses remote clients of a server without a password)
 * @param options.namespace a network namespace to run the server in (see network-namespaces.ts)
 */
export async function startTestRedis(options: { host?: string; namespace?: string } = {}): Promise<TestRedis> {
  const binary = findRedisServerBinary();
  if (!binary) throw new Error('redis-server is not installed');
  const host = options.host ?? '127.0.0.1';
  const port = await freePort();
  const url = `redis://${host}:${port}`;
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const start = async () => {
    // Already running: a second server could not bind the port, and the first would be lost track of.
    if (running()) return;
    const args = ['--bind', host, '--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
    if (host !== '127.0.0.1') args.push('--protected-mode', 'no');
    child = spawnIn(options.namespace, binary, args, { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (await redisAnswers(url, 200)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Not left running: nothing would stop it.
    child.kill('SIGKILL');
    throw new Error(`redis-server did not answer at ${url} within 10 s`);
  };
  const stop = async () => {
    const current = child;
    if (!current || !running()) return;
    await new Promise<void>((resolve) => {
      current.once('exit', () => resolve());
      current.kill('SIGKILL');
    });
  };
  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    if (!child || !running()) throw new Error('redis-server is not running');
    child.kill(name);
  };
  await start();
  return { url, start, stop, pause: () => signal('SIGSTOP'), resume: () => signal('SIGCONT') };
}
