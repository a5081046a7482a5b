/**
 * A PostgreSQL server of a test's own: a fresh cluster in a temporary folder on a free loopback
 * port, which the test stops and starts again on the same port (to see what the service does
 * while the database is down and after it is back). initdb refuses to run as root, so as root the
 * server runs as the `postgres` user.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/free-port.ts';
import { spawnIn } from './network-namespaces.ts';

export interface TestPostgres {
  /** postgres://postgres@HOST:PORT/postgres (HOST 127.0.0.1 unless another was asked for) */
  url: string;
  /** A fast shutdown: sessions are ended (57P01), the port closes. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL installed the Debian way, or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'postgres'))) return bin;
  }
  return undefined;
}

/** The uid and gid to run PostgreSQL's programs with: the postgres user when this process is root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * @param options.host the address to listen on (default 127.0.0.1)
 * @param options.namespace a network namespace to run the server in (see network-namespaces.ts)
 * @throws when PostgreSQL is not installed (check findPostgresBin first) or the cluster cannot be made
 */
export async function startTestPostgres(options: { host?: string; namespace?: string } = {}): Promise<TestPostgres> {
  const host = options.host ?? '127.0.0.1';
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed under /usr/lib/postgresql');
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
    stdio: 'ignore',
    ...user,
  });
  // initdb trusts loopback connections only: a server on another address trusts the clients of
  // its own subnets too (samenet), where the tests that put it there connect from.
  if (host !== '127.0.0.1') fs.appendFileSync(path.join(data, 'pg_hba.conf'), 'host all all samenet trust\n');
  const port = await freePort();
  const url = `postgres://postgres@${host}:${port}/postgres`;
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const start = async () => {
    // Already running: a second server could not bind the port, and the first would be lost track of.
    if (running()) return;
    const args = ['-D', data, '-p', String(port), '-k', dir, '-c', `listen_addresses=${host}`, '-c', 'fsync=off'];
    child = spawnIn(options.namespace, path.join(bin, 'postgres'), args, { stdio: 'ignore', user });
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
      if (await answers(url)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Not left running: nothing would stop it.
    child.kill('SIGKILL');
    throw new Error(`postgres did not answer at ${url} within 10 s`);
  };
  const stop = async () => {
    const current = child;
    if (!current || !running()) return;
    await new Promise<void>((resolve) => {
      current.once('exit', () => resolve());
      // SIGINT is PostgreSQL's fast shutdown: what an operator's `pg_ctl stop` does.
      current.kill('SIGINT');
    });
  };
  await start();
  return {
    url,
    start,
    stop,
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
