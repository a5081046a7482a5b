/**
 * Webhooks: endpoint CRUD and its bad input (400 naming the field), and deliveries of
 * pdf-report.completed / pdf-report.failed by the real worker process (workers/reports.ts) to a
 * real receiving HTTP server: signatures verify, a 500 is retried until it succeeds, a private
 * address is refused at delivery time when the worker's configuration does not allow it.
 * Deliveries run on PostgreSQL only (a worker process cannot share a test's in-memory PGlite).
 */
import test from 'ava';
import { verifySignature } from '../../src/jobs/webhooks/signature.ts';
import { signingSecrets } from '../../src/jobs/webhooks/store.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { urlWithSchema } from '../support/server-process.ts';
import { TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { call, startTestService, TEST_REDIS_URL, type TestService } from '../support/test-service.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { spawnReportWorker, type WorkerProcess } from '../support/worker-process.ts';

const onPostgres = TEST_DATABASE === 'postgres';
const deliveryTest = onPostgres ? test.serial : test.serial.skip;

let strict: TestService; // default configuration: https only, public addresses only
let open: TestService; // WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE on, fast retries
let strictOrg: TestOrganization;
let openOrg: TestOrganization;
const receiver = new Receiver();
let receiverUrl: string;
const workers: WorkerProcess[] = [];

const FAST_RETRIES = { WEBHOOK_RETRY_DELAY_MS: '200', WEBHOOK_ATTEMPTS: '4' };
const PERMISSIVE = { WEBHOOK_ALLOW_HTTP: 'on', WEBHOOK_ALLOW_PRIVATE: 'on', ...FAST_RETRIES };

test.before(async () => {
  strict = await startTestService();
  strictOrg = await createOrganization(strict.services.db);
  receiverUrl = await receiver.listen();
  if (onPostgres) {
    open = await startTestService({ REPORT_WORKER: 'off', ...PERMISSIVE });
    openOrg = await createOrganization(open.services.db);
  }
});
test.after.always(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await strict?.stopAll();
  await open?.stopAll();
  receiver.server.close();
});

const webhookBody = (attributes: Record<string, unknown>) => ({ data: { type: 'webhooks', attributes } });
const PUBLIC_URL = 'https://93.184.215.14/hooks/astro'; // a public address: no DNS needed

test('create shows the secret once; list, get, update, rotate (with and without a grace period), delete; other organizations get 404', async (t) => {
  // Its own organization: the other tests register webhooks in strictOrg at the same time.
  const owner = await createOrganization(strict.services.db, 'Webhook lifecycle');
  const created = await call(strict, 'POST', '/api/webhooks', {
    key: owner.ownerKey,
    body: webhookBody({ url: PUBLIC_URL, events: ['pdf-report.completed'], description: 'CRM' }),
  });
  t.is(created.status, 201, created.text);
  const { id, attributes } = created.body.data;
  t.regex(attributes.secret, /^whsec_[A-Za-z0-9_-]{43}$/);
  t.deepEqual(attributes.events, ['pdf-report.completed']);
  t.is(created.headers.get('location'), `/api/webhooks/${id}`);

  const got = await call(strict, 'GET', `/api/webhooks/${id}`, { key: owner.ownerKey });
  t.is(got.status, 200);
  t.false('secret' in got.body.data.attributes, 'the secret is shown only once');
  const listed = await call(strict, 'GET', '/api/webhooks', { key: owner.ownerKey });
  t.deepEqual(
    listed.body.data.map((w: { id: string }) => w.id),
    [id],
  );
  t.false('secret' in listed.body.data[0].attributes);

  const changed = await call(strict, 'PATCH', `/api/webhooks/${id}`, {
    key: owner.ownerKey,
    body: webhookBody({ events: ['pdf-report.completed', 'pdf-report.failed'], enabled: false }),
  });
  t.is(changed.status, 200, changed.text);
  t.deepEqual(changed.body.data.attributes.events, ['pdf-report.completed', 'pdf-report.failed']);
  t.false(changed.body.data.attributes.enabled);

  const rotated = await call(strict, 'POST', `/api/webhooks/${id}/secret-rotations`, { key: owner.ownerKey });
  t.is(rotated.status, 200, rotated.text);
  t.regex(rotated.body.data.attributes.secret, /^whsec_/);
  t.not(rotated.body.data.attributes.secret, attributes.secret);
  t.is(rotated.body.data.attributes.previousSecretExpiresAt, null);
  const chosen = `whsec_${'a'.repeat(40)}`;
  const graceful = await call(strict, 'POST', `/api/webhooks/${id}/secret-rotations`, {
    key: owner.ownerKey,
    body: { data: { type: 'webhook-secret-rotations', attributes: { previousSecretExpiresIn: 3600, secret: chosen } } },
  });
  t.is(graceful.status, 200, graceful.text);
  t.is(graceful.body.data.attributes.secret, chosen);
  t.true(Date.parse(graceful.body.data.attributes.previousSecretExpiresAt) > Date.now() + 3500_000);
  const stored = await strict.services.db('webhook_endpoints').where({ id }).first();
  // Stored sealed with the server secret: neither secret is readable in the row (issue #23).
  t.false(JSON.stringify(stored).includes(chosen));
  t.false(JSON.stringify(stored).includes(rotated.body.data.attributes.secret));
  t.deepEqual(
    signingSecrets(stored, strict.services.serverSecret),
    [chosen, rotated.body.data.attributes.secret],
    'the rotated-out secret keeps signing for the grace period',
  );

  const other = await createOrganization(strict.services.db, 'Other org');
  t.is((await call(strict, 'GET', `/api/webhooks/${id}`, { key: other.ownerKey })).status, 404);
  t.is((await call(strict, 'GET', `/api/webhooks/${id}/deliveries`, { key: other.ownerKey })).status, 404);
  t.is((await call(strict, 'DELETE', `/api/webhooks/${id}`, { key: other.ownerKey })).status, 404);

  const deliveries = await call(strict, 'GET', `/api/webhooks/${id}/deliveries`, { key: owner.ownerKey });
  t.is(deliveries.status, 200);
  t.deepEqual(deliveries.body.meta, { count: 0, total: 0, page: 0, pageSize: 10 });

  const deleted = await call(strict, 'DELETE', `/api/webhooks/${id}`, { key: owner.ownerKey });
  t.is(deleted.status, 200);
  t.is((await call(strict, 'GET', `/api/webhooks/${id}`, { key: owner.ownerKey })).status, 404);
});

test('members read webhooks but cannot register, change or rotate them (403)', async (t) => {
  const member = await addMemberWithKey(strict.services.db, strictOrg.organizationId, 'member');
  t.is((await call(strict, 'GET', '/api/webhooks', { key: member.key })).status, 200);
  const refused = await call(strict, 'POST', '/api/webhooks', {
    key: member.key,
    body: webhookBody({ url: PUBLIC_URL, events: ['pdf-report.failed'] }),
  });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_permission');
  const manager = await addMemberWithKey(strict.services.db, strictOrg.organizationId, 'manager');
  t.is(
    (
      await call(strict, 'POST', '/api/webhooks', {
        key: manager.key,
        body: webhookBody({ url: PUBLIC_URL, events: ['pdf-report.failed'] }),
      })
    ).status,
    201,
  );
});

test('bad input answers 400 naming the field: non-https URL, private or loopback address, unknown event, malformed rotation', async (t) => {
  const bad: [Record<string, unknown>, string, RegExp][] = [
    [{ url: 'http://93.184.215.14/hook', events: ['pdf-report.completed'] }, 'data.attributes.url', /https/],
    [{ url: 'ftp://93.184.215.14/hook', events: ['pdf-report.completed'] }, 'data.attributes.url', /https/],
    [{ url: 'not a url', events: ['pdf-report.completed'] }, 'data.attributes.url', /absolute URL/],
    [{ url: 'https://127.0.0.1:8443/hook', events: ['pdf-report.completed'] }, 'data.attributes.url', /loopback/],
    [{ url: 'https://10.1.2.3/hook', events: ['pdf-report.completed'] }, 'data.attributes.url', /private/],
    [{ url: 'https://[::1]/hook', events: ['pdf-report.completed'] }, 'data.attributes.url', /loopback/],
    [{ url: 'https://[::ffff:192.168.0.1]/hook', events: ['pdf-report.completed'] }, 'data.attributes.url', /private/],
    [
      { url: 'https://localhost/hook', events: ['pdf-report.completed'] },
      'data.attributes.url',
      /localhost resolves to/,
    ],
    [
      { url: 'https://user:pw@93.184.215.14/hook', events: ['pdf-report.completed'] },
      'data.attributes.url',
      /password/,
    ],
    [
      { url: PUBLIC_URL, events: ['pdf-report.done'] },
      'data.attributes.events[0]',
      /pdf-report\.completed, pdf-report\.failed/,
    ],
    [{ url: PUBLIC_URL, events: [] }, 'data.attributes.events', /at least one/],
    [{ url: PUBLIC_URL }, 'data.attributes.events', /./],
  ];
  for (const [attributes, parameter, message] of bad) {
    const reply = await call(strict, 'POST', '/api/webhooks', {
      key: strictOrg.ownerKey,
      body: webhookBody(attributes),
    });
    t.is(reply.status, 400, JSON.stringify(attributes));
    t.is(reply.body.errors[0].source.parameter, parameter, JSON.stringify(attributes));
    t.regex(reply.body.errors[0].detail, message, JSON.stringify(attributes));
  }
  const created = await call(strict, 'POST', '/api/webhooks', {
    key: strictOrg.ownerKey,
    body: webhookBody({ url: PUBLIC_URL, events: ['pdf-report.failed'] }),
  });
  const id = created.body.data.id;
  const patched = await call(strict, 'PATCH', `/api/webhooks/${id}`, {
    key: strictOrg.ownerKey,
    body: webhookBody({ url: 'http://93.184.215.14/' }),
  });
  t.is(patched.status, 400);
  t.is(patched.body.errors[0].source.parameter, 'data.attributes.url');

  const rotations: [Record<string, unknown>, string][] = [
    [{ previousSecretExpiresIn: -1 }, 'data.attributes.previousSecretExpiresIn'],
    [{ previousSecretExpiresIn: 1.5 }, 'data.attributes.previousSecretExpiresIn'],
    [{ previousSecretExpiresIn: 8 * 24 * 3600 }, 'data.attributes.previousSecretExpiresIn'],
    [{ previousSecretExpiresIn: '60' }, 'data.attributes.previousSecretExpiresIn'],
    [{ secret: 'hunter2' }, 'data.attributes.secret'],
    [{ secret: `whsec_${'!'.repeat(40)}` }, 'data.attributes.secret'],
    [{ keepOld: true }, 'data.attributes.keepOld'],
  ];
  for (const [attributes, parameter] of rotations) {
    const reply = await call(strict, 'POST', `/api/webhooks/${id}/secret-rotations`, {
      key: strictOrg.ownerKey,
      body: { data: { type: 'webhook-secret-rotations', attributes } },
    });
    t.is(reply.status, 400, JSON.stringify(attributes));
    t.is(reply.body.errors[0].source.parameter, parameter, JSON.stringify(attributes));
  }
  const wrongType = await call(strict, 'POST', `/api/webhooks/${id}/secret-rotations`, {
    key: strictOrg.ownerKey,
    body: { data: { type: 'webhooks' } },
  });
  t.is(wrongType.status, 400);
  t.is(wrongType.body.errors[0].source.parameter, 'data.type');
});

const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4011,
  longitude: 9.9876,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};

async function requestReport(name: string): Promise<string> {
  const reply = await call(open, 'POST', '/api/pdf-reports', {
    key: openOrg.ownerKey,
    body: { data: { type: 'pdf-reports', attributes: { name, birthData: EINSTEIN } } },
  });
  if (reply.status !== 202) throw new Error(`POST: ${reply.status} ${reply.text}`);
  return reply.body.data.id;
}

/** Registers an endpoint on the receiver; with `host` (e.g. localhost) its URL names the receiver by that name. */
async function register(path: string, events: string[], host?: string): Promise<{ id: string; secret: string }> {
  const base = host ? receiverUrl.replace('127.0.0.1', host) : receiverUrl;
  const reply = await call(open, 'POST', '/api/webhooks', {
    key: openOrg.ownerKey,
    body: webhookBody({ url: `${base}${path}`, events }),
  });
  if (reply.status !== 201) throw new Error(`POST /api/webhooks: ${reply.status} ${reply.text}`);
  return { id: reply.body.data.id, secret: reply.body.data.attributes.secret };
}

/** The endpoint's delivery log once every delivery in it has finished (polls the API). */
async function finishedDeliveries(endpointId: string, count: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call(open, 'GET', `/api/webhooks/${endpointId}/deliveries`, { key: openOrg.ownerKey });
    const data = reply.body.data as { attributes: { status: string } }[];
    if (data.length === count && data.every((d) => d.attributes.status !== 'pending')) return reply.body;
    if (Date.now() > deadline) throw new Error(`deliveries not finished: ${reply.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const workerEnv = (extra: Record<string, string>) => ({
  DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, open.database.schema!),
  SERVER_SECRET: TEST_SERVER_SECRET,
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: open.services.config.redisPrefix,
  ...FAST_RETRIES,
  ...extra,
});

deliveryTest(
  'the worker process delivers signed pdf-report.completed and pdf-report.failed events; a 500 is retried with backoff until a 200',
  async (t) => {
    t.timeout(240_000);
    const steady = await register('/steady', ['pdf-report.completed']);
    const flaky = await register('/flaky', ['pdf-report.completed', 'pdf-report.failed']);
    receiver.answers['/flaky'] = [500, 500];

    const good = await requestReport('Webhook Person');
    const bad = await requestReport('Doomed Person');
    // Input that passed the request's checks but not the engine's: the report fails at once.
    await open.services
      .db('pdf_reports')
      .where({ id: bad })
      .update({ input: JSON.stringify({ birth: { ...EINSTEIN, timezone: 'Mars/Olympus_Mons' } }) });
    const worker = await spawnReportWorker(
      workerEnv({ WEBHOOK_ALLOW_HTTP: 'on', WEBHOOK_ALLOW_PRIVATE: 'on' }),
      120_000,
    );
    workers.push(worker);

    await receiver.until(
      () => receiver.events('/steady').length >= 1 && receiver.events('/flaky').filter((e) => e.json.type).length >= 4,
    );
    const steadyEvents = receiver.events('/steady');
    t.is(steadyEvents.length, 1, 'the failed event is not sent to an endpoint that did not subscribe to it');
    const [completed] = steadyEvents;
    t.is(completed.json.type, 'pdf-report.completed');
    t.is(completed.json.data.report.id, good);
    t.is(completed.json.data.report.links.file, `/api/pdf-reports/${good}/file`);
    t.is(completed.headers['webhook-event'], 'pdf-report.completed');
    t.is(completed.headers['webhook-id'], completed.json.id);
    t.true(
      verifySignature(String(completed.headers['webhook-signature']), completed.body, steady.secret),
      String(completed.headers['webhook-signature']),
    );
    t.false(
      verifySignature(String(completed.headers['webhook-signature']), completed.body, flaky.secret),
      "another endpoint's secret does not verify",
    );
    t.false(
      verifySignature(
        String(completed.headers['webhook-signature']),
        completed.body.replace('Webhook Person', 'Webhook Persox'),
        steady.secret,
      ),
      'a changed body does not verify',
    );

    const log = await finishedDeliveries(flaky.id, 2);
    const byType = Object.fromEntries(log.data.map((d: any) => [d.attributes.eventType, d.attributes]));
    const first = byType['pdf-report.completed'] ?? byType['pdf-report.failed'];
    t.truthy(first);
    const flakyEvents = receiver.events('/flaky');
    for (const event of flakyEvents)
      t.true(verifySignature(String(event.headers['webhook-signature']), event.body, flaky.secret));
    // The first two attempts (whichever event came first) got 500s and were retried.
    const attempts = log.data.flatMap((d: any) => d.attributes.attemptLog);
    t.is(attempts.filter((a: any) => a.statusCode === 500).length, 2);
    t.is(
      log.data.reduce((sum: number, d: any) => sum + d.attributes.attempts, 0),
      4,
    );
    for (const d of log.data) {
      t.is(d.attributes.status, 'succeeded', JSON.stringify(d.attributes));
      t.is(d.attributes.lastStatusCode, 200);
    }
    const retried = log.data.find((d: any) => d.attributes.attempts > 1).attributes;
    const times = retried.attemptLog.map((a: any) => Date.parse(a.at));
    t.true(
      times[1] - times[0] >= 200,
      `the retry waited for the backoff (WEBHOOK_RETRY_DELAY_MS 200): ${times[1] - times[0]} ms`,
    );
    t.is(
      new Set(flakyEvents.filter((e) => e.json.id === retried.eventId).map((e) => e.headers['webhook-attempt'])).size,
      retried.attempts,
      'each attempt says its number',
    );

    t.is(byType['pdf-report.failed'].payload.type, 'pdf-report.failed');
    t.is(byType['pdf-report.failed'].payload.data.report.id, bad);
    t.regex(byType['pdf-report.failed'].payload.data.report.attributes.failureReason, /^birthData\.timezone: /);
    t.is(byType['pdf-report.completed'].payload.data.report.id, good);

    t.is(await worker.stop('SIGTERM'), 0);
    workers.splice(workers.indexOf(worker), 1);
  },
);

deliveryTest(
  'a worker that does not allow private addresses refuses one at delivery time (DNS rebinding), once, without retrying',
  async (t) => {
    t.timeout(240_000);
    const endpoint = await register('/rebound', ['pdf-report.completed'], 'localhost');
    const worker = await spawnReportWorker(
      workerEnv({ WEBHOOK_ALLOW_HTTP: 'on', WEBHOOK_ALLOW_PRIVATE: 'off' }),
      120_000,
    );
    workers.push(worker);
    await requestReport('Rebound Person');
    const log = await finishedDeliveries(endpoint.id, 1, 120_000);
    const [delivery] = log.data;
    t.is(delivery.attributes.status, 'failed');
    t.is(delivery.attributes.attempts, 1, 'a refused address is not retried');
    t.is(delivery.attributes.lastStatusCode, null);
    t.regex(delivery.attributes.lastError, /^localhost resolves to \S+, a loopback address/);
    t.is(receiver.events('/rebound').length, 0, 'nothing reached the private address');
    t.is(await worker.stop('SIGTERM'), 0);
    workers.splice(workers.indexOf(worker), 1);
  },
);
