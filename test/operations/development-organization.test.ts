import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { versionRegistry } from '../../src/versioning/registry.ts';
import { spawnServer } from '../support/server-process.ts';
import { call } from '../support/test-service.ts';

const embeddedEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ...extra,
});

test('the first start on an empty embedded database prints a development key once, and it draws a chart', async (t) => {
  t.timeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-dev-org-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let server = await spawnServer(embeddedEnv(dataDir));
  let key = '';
  try {
    key = /export KEY=(astro_\S+)/.exec(server.output())?.[1] ?? '';
    t.truthy(key, 'the key is printed');
    t.is((await call(server, 'GET', '/api/me', { key })).body.data.attributes.role, 'owner');
    const version = await call(server, 'GET', '/api/org/api-version', { key });
    t.is(version.body.data.attributes.apiVersion, versionRegistry.latest, 'pinned to the newest date');
    const chart = await call(
      server,
      'GET',
      '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=48.8566&longitude=2.3522&timezone=Europe/Paris',
      { key },
    );
    t.is(chart.status, 200);
    t.is(chart.headers.get('x-api-version'), versionRegistry.latest);
    t.is(typeof chart.body.data.attributes.points.sun.longitude, 'number', 'the shapes /docs shows');
  } finally {
    await server.stop('SIGTERM');
  }
  server = await spawnServer(embeddedEnv(dataDir));
  try {
    t.false(/export KEY=/.test(server.output()), 'not again on the next start');
    t.is((await call(server, 'GET', '/api/me', { key })).status, 200);
  } finally {
    await server.stop('SIGTERM');
  }
});

test('DEV_ORGANIZATION=off leaves the empty embedded database empty', async (t) => {
  t.timeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-dev-org-off-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await spawnServer(embeddedEnv(dataDir, { DEV_ORGANIZATION: 'off' }));
  try {
    t.false(/export KEY=/.test(server.output()));
    t.regex(server.output(), /holds no organization/);
  } finally {
    await server.stop('SIGTERM');
  }
});
