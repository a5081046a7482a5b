import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { REPO_ROOT, spawnServer } from '../support/server-process.ts';
import { call } from '../support/test-service.ts';

function admin(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
}

const embeddedEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ...extra,
});

test('the embedded database keeps its data across restarts; the CLI works through the running service', async (t) => {
  t.timeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-embedded-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const boot = admin(dataDir, ['bootstrap', '--org', 'Embedded Inc', '--email', 'owner@embedded.test']);
  t.is(boot.status, 0, boot.stderr);
  const { organizationId, apiKey } = JSON.parse(boot.stdout.trim());

  let secondKey = '';
  let server = await spawnServer(embeddedEnv(dataDir));
  try {
    const listedWhileRunning = admin(dataDir, ['orgs']);
    t.is(listedWhileRunning.status, 0, listedWhileRunning.stderr);
    t.regex(listedWhileRunning.stdout, /Embedded Inc/);
    const created = await call(server, 'POST', '/api/api-keys', {
      key: apiKey,
      body: { data: { type: 'api-keys', attributes: { name: 'made over HTTP' } } },
    });
    t.is(created.status, 201);
    secondKey = created.body.data.key;
    await call(server, 'PATCH', '/api/org/api-version', {
      key: apiKey,
      body: { data: { type: 'organizations', attributes: { apiVersion: '2026-09-03' } } },
    });
  } finally {
    t.is(await server.stop('SIGTERM'), 0);
  }

  server = await spawnServer(embeddedEnv(dataDir));
  try {
    const keys = await call(server, 'GET', '/api/api-keys', { key: secondKey });
    t.is(keys.status, 200);
    t.deepEqual(keys.body.data.map((k: { name: string }) => k.name).sort(), ['Bootstrap key', 'made over HTTP']);
    const version = await call(server, 'GET', '/api/org/api-version', { key: apiKey });
    t.is(version.body.data.id, organizationId);
    t.is(version.body.data.attributes.apiVersion, '2026-09-03');
  } finally {
    await server.stop('SIGTERM');
  }
  const listed = admin(dataDir, ['orgs']);
  t.is(listed.status, 0, listed.stderr);
  t.regex(listed.stdout, /Embedded Inc/);
});

test('a first start with BOOTSTRAP_ORG and BOOTSTRAP_EMAIL creates the organization and logs its key once', async (t) => {
  t.timeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-bootstrap-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = embeddedEnv(dataDir, { BOOTSTRAP_ORG: 'First Light', BOOTSTRAP_EMAIL: 'first@light.test' });
  let server = await spawnServer(env);
  let apiKey = '';
  try {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('bootstrapped the first organization'));
    t.truthy(line);
    apiKey = JSON.parse(line!).apiKey;
    t.is((await call(server, 'GET', '/api/me', { key: apiKey })).body.data.attributes.role, 'owner');
  } finally {
    await server.stop('SIGTERM');
  }
  server = await spawnServer(env);
  try {
    t.false(server.output().includes('bootstrapped the first organization'), 'not again on the next start');
    t.is((await call(server, 'GET', '/api/me', { key: apiKey })).status, 200);
  } finally {
    await server.stop('SIGTERM');
  }
});

test('with no Redis answering, the embedded default starts a private redis-server and serves every endpoint', async (t) => {
  t.timeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-noredis-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const boot = admin(dataDir, ['bootstrap', '--org', 'No Redis', '--email', 'o@noredis.test']);
  const { apiKey } = JSON.parse(boot.stdout.trim());
  const server = await spawnServer(embeddedEnv(dataDir, { REDIS_URL: 'redis://127.0.0.1:1', PLACE_INDEX: 'eager' }));
  try {
    t.regex(server.output(), /started a private redis-server/);
    const ready = await call(server, 'GET', '/readyz');
    t.like(ready.body, { status: 'ready', database: true, redis: true });
    // The bootstrap key has no rate limit; a key made with it has the default one.
    const limited = await call(server, 'POST', '/api/api-keys', {
      key: apiKey,
      body: { data: { type: 'api-keys', attributes: { name: 'limited' } } },
    });
    t.is(limited.status, 201);
    const calc = await call(server, 'GET', '/api/calc/positions', { key: limited.body.data.key });
    t.is(calc.status, 200);
    t.is(calc.headers.get('ratelimit-limit'), '1000', 'rate limits are enforced by the private Redis');
    t.regex(server.output(), /place index loaded/, 'the place index was loaded before listening');
    const places = await call(server, 'GET', '/api/geocoding/search?q=Lisboa&limit=1', { key: apiKey });
    t.is(places.body.data[0].countryCode, 'PT');
  } finally {
    t.is(await server.stop('SIGTERM'), 0);
  }
  t.true(fs.existsSync(path.join(dataDir, 'redis')), 'its files live in the data folder');
});
