/**
 * PDF reports in the embedded default (no DATABASE_URL: PGlite on disk, a private redis-server):
 * the web process generates them itself (REPORT_WORKER auto) and delivers their webhooks itself
 * to a real receiving HTTP server, and the finished PDF survives a restart. The separate worker
 * process refuses to start without DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { verifySignature } from '../../src/jobs/webhooks/signature.ts';
import { readPdf } from '../support/pdf-text.ts';
import { REPO_ROOT, spawnServer } from '../support/server-process.ts';
import { call } from '../support/test-service.ts';
import { Receiver } from '../support/webhook-receiver.ts';

// The embedded default as a user starts it, the content seed included: reports carry its texts.
const embeddedEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: 'redis://127.0.0.1:1',
  CONTENT_SEED: 'eager',
});

test('the embedded service generates reports in its own process and delivers their signed webhook itself; the PDF survives a restart', async (t) => {
  t.timeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-embedded-reports-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const boot = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/admin/cli.ts', 'bootstrap', '--org', 'Embedded Reports', '--email', 'o@reports.test'],
    {
      cwd: REPO_ROOT,
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  t.is(boot.status, 0, boot.stderr);
  const { apiKey } = JSON.parse(boot.stdout.trim());

  const receiver = new Receiver();
  const receiverUrl = await receiver.listen();
  t.teardown(() => receiver.server.close());

  let server = await spawnServer({ ...embeddedEnv(dataDir), WEBHOOK_ALLOW_HTTP: 'on', WEBHOOK_ALLOW_PRIVATE: 'on' });
  let id = '';
  let bytes = new Uint8Array();
  try {
    t.regex(server.output(), /PDF reports are generated in this process/);
    const hook = await call(server, 'POST', '/api/webhooks', {
      key: apiKey,
      body: {
        data: {
          type: 'webhooks',
          attributes: { url: `${receiverUrl}/inline`, events: ['pdf-report.completed', 'pdf-report.failed'] },
        },
      },
    });
    t.is(hook.status, 201, hook.text);
    const reply = await call(server, 'POST', '/api/pdf-reports', {
      key: apiKey,
      body: {
        data: {
          type: 'pdf-reports',
          attributes: {
            name: 'Embedded Person',
            birthData: {
              dateTime: '1990-06-15T14:30',
              location: { latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' },
            },
          },
        },
      },
    });
    t.is(reply.status, 202, reply.text);
    id = reply.body.data.id;
    const deadline = Date.now() + 120_000;
    let status = reply.body.data.attributes.status;
    while (status !== 'completed' && status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await call(server, 'GET', `/api/pdf-reports/${id}`, { key: apiKey })).body.data.attributes.status;
    }
    t.is(status, 'completed');
    const file = await fetch(`${server.url}/api/pdf-reports/${id}/file`, { headers: { 'X-Api-Key': apiKey } });
    t.is(file.status, 200);
    bytes = new Uint8Array(await file.arrayBuffer());
    t.regex(readPdf(bytes).pages[0], /Embedded Person/);

    // The web process itself delivers the report's event (no worker process runs).
    await receiver.until(() => receiver.events('/inline').length >= 1);
    const [event] = receiver.events('/inline');
    t.is(event.json.type, 'pdf-report.completed');
    t.is(event.json.data.report.id, id);
    t.is(event.json.data.report.links.file, `/api/pdf-reports/${id}/file`);
    t.true(verifySignature(String(event.headers['webhook-signature']), event.body, hook.body.data.attributes.secret));
    let log = await call(server, 'GET', `/api/webhooks/${hook.body.data.id}/deliveries`, { key: apiKey });
    for (let tries = 0; log.body.data[0]?.attributes.status !== 'succeeded' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = await call(server, 'GET', `/api/webhooks/${hook.body.data.id}/deliveries`, { key: apiKey });
    }
    t.is(log.body.data.length, 1);
    t.is(log.body.data[0].attributes.status, 'succeeded');
    t.is(log.body.data[0].attributes.attempts, 1);
    t.is(receiver.events('/inline').length, 1);
  } finally {
    t.is(await server.stop('SIGTERM'), 0);
  }

  server = await spawnServer(embeddedEnv(dataDir));
  try {
    const again = await fetch(`${server.url}/api/pdf-reports/${id}/file`, { headers: { 'X-Api-Key': apiKey } });
    t.is(again.status, 200);
    t.deepEqual(new Uint8Array(await again.arrayBuffer()), bytes, 'the same PDF after a restart');
  } finally {
    await server.stop('SIGTERM');
  }
});

test('the worker process needs DATABASE_URL and says why', (t) => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'workers/reports.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, DATABASE_URL: '', LOG_LEVEL: 'info' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  t.is(run.status, 1);
  t.regex(run.stdout + run.stderr, /needs DATABASE_URL/);
});
