/**
 * Every operation that takes a body refuses a malformed one with a 4xx naming what is wrong:
 * a body that claims a Content-Encoding it is not valid data of (400 naming the encoding), an
 * encoding the service does not decompress (415 naming it), and a charset other than UTF-8 (415
 * naming the charset). The operations come from /openapi.json, so
 * an operation added later is covered without touching this test.
 */

import zlib from 'node:zlib';
import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;
let bodyOperations: { method: string; path: string }[];

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
  const document = (await call(service, 'GET', '/openapi.json')).body;
  bodyOperations = [];
  for (const [path, item] of Object.entries<Record<string, { requestBody?: unknown }>>(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.requestBody)
        bodyOperations.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x1') });
    }
  }
});
test.after.always(async () => service?.stopAll());

const BODY = JSON.stringify({ hello: 'world' });

test('a body that is not valid data of its Content-Encoding answers 400 naming the encoding, on every body operation', async (t) => {
  t.true(bodyOperations.length >= 40, `${bodyOperations.length} body operations in the document`);
  const corrupt: Record<string, Buffer> = {
    gzip: Buffer.from(BODY),
    deflate: Buffer.from('not deflate data at all'),
    br: Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x01]),
  };
  // A valid stream cut short is no better than garbage.
  const truncated = zlib.gzipSync(BODY).subarray(0, 12);
  const wrong: string[] = [];
  for (const { method, path } of bodyOperations) {
    const cases = [...Object.entries(corrupt), ['gzip', truncated] as const];
    for (const [encoding, bytes] of cases) {
      const reply = await call(service, method, path, {
        key: org.ownerKey,
        rawBody: bytes,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      });
      const error = reply.body?.errors?.[0];
      const named =
        error?.code === 'invalid_content_encoding' &&
        error.source?.parameter === 'Content-Encoding' &&
        String(error.detail).includes(encoding);
      if (reply.status !== 400 || !named)
        wrong.push(`${method} ${path} ${encoding}: ${reply.status} ${reply.text.slice(0, 160)}`);
    }
  }
  t.deepEqual(wrong, []);
});

test('a Content-Encoding the service does not decompress answers 415 naming it, on every body operation', async (t) => {
  const wrong: string[] = [];
  for (const { method, path } of bodyOperations) {
    for (const encoding of ['compress', 'zstd', 'gzip, br']) {
      const reply = await call(service, method, path, {
        key: org.ownerKey,
        rawBody: zlib.gzipSync(BODY),
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      });
      const error = reply.body?.errors?.[0];
      const named =
        error?.code === 'unsupported_content_encoding' &&
        error.source?.parameter === 'Content-Encoding' &&
        String(error.detail).includes(encoding);
      if (reply.status !== 415 || !named)
        wrong.push(`${method} ${path} ${encoding}: ${reply.status} ${reply.text.slice(0, 160)}`);
    }
  }
  t.deepEqual(wrong, []);
});

test('a validly compressed body is read as usual', async (t) => {
  const body = Buffer.from(JSON.stringify({ data: { type: 'api-keys', attributes: { name: 'compressed' } } }));
  for (const [encoding, bytes] of [
    ['gzip', zlib.gzipSync(body)],
    ['deflate', zlib.deflateSync(body)],
    ['br', zlib.brotliCompressSync(body)],
  ] as const) {
    const reply = await call(service, 'POST', '/api/api-keys', {
      key: org.ownerKey,
      rawBody: bytes,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
    });
    t.is(reply.status, 201, `${encoding}: ${reply.text.slice(0, 200)}`);
  }
});

test('a charset other than UTF-8 answers 415 naming it, on every body operation; utf-8 and us-ascii are read', async (t) => {
  const wrong: string[] = [];
  for (const { method, path } of bodyOperations) {
    for (const charset of ['utf-16', 'latin1', 'ISO-8859-1']) {
      const reply = await call(service, method, path, {
        key: org.ownerKey,
        rawBody: BODY,
        headers: { 'Content-Type': `application/json; charset=${charset}` },
      });
      const error = reply.body?.errors?.[0];
      const named = error?.code === 'unsupported_charset' && String(error.detail).includes(charset.toLowerCase());
      if (reply.status !== 415 || !named)
        wrong.push(`${method} ${path} ${charset}: ${reply.status} ${reply.text.slice(0, 160)}`);
    }
  }
  t.deepEqual(wrong, []);
  for (const charset of ['utf-8', 'UTF-8', 'utf8', 'us-ascii']) {
    const reply = await call(service, 'POST', '/api/api-keys', {
      key: org.ownerKey,
      body: { data: { type: 'api-keys', attributes: { name: `charset ${charset}` } } },
      headers: { 'Content-Type': `application/json; charset=${charset}` },
    });
    t.is(reply.status, 201, `${charset}: ${reply.text.slice(0, 200)}`);
  }
});

test('an operation that declares no body refuses one (400 naming body), reads {} as none, and parses DELETE bodies', async (t) => {
  const document = (await call(service, 'GET', '/openapi.json')).body;
  const bodyless: { method: string; path: string }[] = [];
  const id = '00000000-0000-4000-8000-000000000000';
  type Operation = { requestBody?: unknown; parameters?: { in: string; name: string; required?: boolean }[] };
  for (const [path, item] of Object.entries<Record<string, Operation>>(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method) || operation?.requestBody) continue;
      // Required query parameters (a conversation list's profileId) get a well-formed id too.
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required);
      const search = query.length ? `?${query.map((p) => `${p.name}=${id}`).join('&')}` : '';
      bodyless.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, id) + search });
    }
  }
  t.true(bodyless.length >= 10, `${bodyless.length} operations without a body`);
  const wrong: string[] = [];
  for (const { method, path } of bodyless) {
    const send = (text: string) =>
      call(service, method, path, {
        key: org.ownerKey,
        rawBody: Buffer.from(text),
        headers: { 'Content-Type': 'application/json' },
      });
    const array = await send('[1]');
    if (array.status !== 400 || array.body?.errors?.[0]?.source?.parameter !== 'body')
      wrong.push(`${method} ${path} [1]: ${array.status} ${array.text.slice(0, 160)}`);
    const broken = await send('{"a":');
    if (broken.status !== 400)
      wrong.push(`${method} ${path} broken JSON: ${broken.status} ${broken.text.slice(0, 160)}`);
    const empty = await send('{}');
    if (empty.status === 400 || empty.status >= 500)
      wrong.push(`${method} ${path} {}: ${empty.status} ${empty.text.slice(0, 160)}`);
  }
  t.deepEqual(wrong, []);
});
