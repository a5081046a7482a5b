/**
 * The admin CLI while the service runs on the embedded database: the CLI (a child process) hands
 * its command to the running service (another child process) over the service's owner-only Unix
 * socket, and the result is in force at once; after the service stops, the CLI opens the database
 * itself again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { acquireEmbeddedLock } from '../../src/db/embedded-lock.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';
import { REPO_ROOT, spawnServer } from '../support/server-process.ts';
import { call } from '../support/test-service.ts';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- …` as a child process on the embedded database in `dataDir`. */
function admin(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

test('bootstrap, orgs and a usage error go through the running service; its socket is owner-only; after it stops the CLI opens the database itself', async (t) => {
  t.timeout(480_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-admin-socket-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEV_ORGANIZATION: 'off' });
  let organizationId = '';
  try {
    const socket = path.join(dataDir, 'admin.sock');
    const stat = fs.statSync(socket);
    t.true(stat.isSocket());
    t.is(stat.mode & 0o777, 0o600, 'only the owner may connect');

    const boot = await admin(dataDir, ['bootstrap', '--org', 'Socket Inc', '--email', 'owner@socket.test']);
    t.is(boot.code, 0, boot.stderr);
    const [created] = lines(boot.stdout);
    organizationId = created.organizationId;
    t.regex(created.apiKey, /^astro_/);
    const me = await call(server, 'GET', '/api/me', { key: created.apiKey });
    t.is(me.status, 200, 'the new key works on the running service at once');
    // The CLI prints the ids the API shows, and a new organization starts on the newest shapes.
    t.is(me.body.data.attributes.memberId, created.memberId);
    t.is(me.body.data.attributes.userId, created.userId);
    const member = await call(server, 'GET', `/api/org/users/${created.memberId}`, { key: created.apiKey });
    t.is(member.body.data.id, created.memberId);
    t.is(member.body.data.attributes.userId, created.userId);
    const version = await call(server, 'GET', '/api/org/api-version', { key: created.apiKey });
    t.is(version.body.data.attributes.apiVersion, versionRegistry.latest);

    const orgs = await admin(dataDir, ['orgs']);
    t.is(orgs.code, 0, orgs.stderr);
    t.deepEqual(
      lines(orgs.stdout).map((o) => o.name),
      ['Socket Inc'],
    );

    const wrong = await admin(dataDir, ['grant-module', '--org', organizationId, '--module', 'astrolabe']);
    t.is(wrong.code, 2);
    t.regex(wrong.stderr, /unknown module\(s\) astrolabe/);
    t.is(wrong.stdout, '');
    t.regex(server.output(), /"command":"bootstrap"[^\n]*admin command run for the CLI/);
  } finally {
    t.is(await server.stop('SIGTERM'), 0);
  }
  t.false(fs.existsSync(path.join(dataDir, 'admin.sock')), 'the socket goes with the service');
  const direct = await admin(dataDir, ['orgs']);
  t.is(direct.code, 0, direct.stderr);
  t.deepEqual(
    lines(direct.stdout).map((o) => o.id),
    [organizationId],
  );
});

test('a service that takes the command and never answers: the CLI gives up after ADMIN_TIMEOUT_MS, naming the socket, with exit code 4', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-admin-hung-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // A "service" that holds the embedded database and serves the socket, but never answers.
  const lock = acquireEmbeddedLock(path.join(dataDir, 'pglite'), 'a hung service');
  t.teardown(() => lock.release());
  const socketPath = path.join(dataDir, 'admin.sock');
  const received: string[] = [];
  const hung = net.createServer((socket) => socket.on('data', (chunk) => received.push(String(chunk))));
  await new Promise<void>((resolve) => hung.listen(socketPath, resolve));
  t.teardown(() => new Promise<void>((resolve) => hung.close(() => resolve())));

  const result = await admin(dataDir, ['orgs'], { ADMIN_TIMEOUT_MS: '300' });
  t.is(result.code, 4);
  t.is(result.stdout, '');
  t.true(result.stderr.includes(socketPath), result.stderr);
  t.regex(result.stderr, /did not answer the orgs command over \S+ within 300 ms \(ADMIN_TIMEOUT_MS\)/);
  t.regex(result.stderr, /may or may not have run/);
  t.deepEqual(
    received
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).command),
    ['orgs'],
    'the command was sent',
  );
});
