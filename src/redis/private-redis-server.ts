/**
 * The embedded default's Redis: when the service runs on its embedded database and no Redis
 * answers at REDIS_URL, it starts a private `redis-server` child on a free loopback port, with
 * its append-only file in the data folder so that queued PDF jobs survive a restart. The child
 * dies with the service.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port.ts';
import { redisAnswers } from './connect.ts';

export interface PrivateRedisServer {
  url: string;
  stop(): Promise<void>;
}

const CANDIDATES = ['redis-server', '/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

/** The path of a redis-server binary, or undefined when none is installed. */
export function findRedisServerBinary(): string | undefined {
  for (const candidate of CANDIDATES) {
    if (candidate.includes('/')) {
      if (fs.existsSync(candidate)) return candidate;
      continue;
    }
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      const full = path.join(dir, candidate);
      if (dir && fs.existsSync(full)) return full;
    }
  }
  return undefined;
}

export async function startPrivateRedisServer(dataDir: string): Promise<PrivateRedisServer> {
  const binary = findRedisServerBinary();
  if (!binary) {
    throw new Error(
      'No Redis answers at REDIS_URL and no redis-server binary is installed to start a private one. ' +
        'Install Redis (e.g. apt-get install redis-server) or set REDIS_URL to a running Redis.',
    );
  }
  const dir = path.join(dataDir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
      '--logfile',
      path.join(dir, 'redis.log'),
    ],
    { stdio: 'ignore' },
  );
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null)
      throw new Error(`The private redis-server exited with code ${child.exitCode}; see ${dir}/redis.log`);
    if (await redisAnswers(url, 200)) {
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            process.off('exit', killChild);
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('The private redis-server did not answer within 5 s');
}
