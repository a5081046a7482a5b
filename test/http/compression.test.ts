import http from 'node:http';
import zlib from 'node:zlib';
import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

/** A GET whose body is read as the bytes on the wire (fetch would decompress it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${service.url}${path}`,
      { headers: { 'X-Api-Key': org.ownerKey, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
  });
}

const NATAL =
  '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=48.85&longitude=2.35&timezone=Europe/Paris&includeReadableEntities=true';

test('a large JSON response is compressed by Accept-Encoding (br preferred, else gzip) and decodes to the same body', async (t) => {
  const plain = await rawGet(NATAL, {});
  t.is(plain.status, 200);
  t.is(plain.headers['content-encoding'], undefined);
  const expected = JSON.parse(plain.bytes.toString('utf8'));

  const gzip = await rawGet(NATAL, { 'Accept-Encoding': 'gzip' });
  t.is(gzip.headers['content-encoding'], 'gzip');
  t.regex(String(gzip.headers.vary), /Accept-Encoding/);
  t.deepEqual(JSON.parse(zlib.gunzipSync(gzip.bytes).toString('utf8')), expected);
  t.true(gzip.bytes.length < plain.bytes.length / 3, `gzip ${gzip.bytes.length} B vs ${plain.bytes.length} B`);

  const br = await rawGet(NATAL, { 'Accept-Encoding': 'gzip, deflate, br' });
  t.is(br.headers['content-encoding'], 'br');
  t.deepEqual(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString('utf8')), expected);
  t.log(`natal with readable names: ${plain.bytes.length} B, gzip ${gzip.bytes.length} B, br ${br.bytes.length} B`);
});

test('a response below the threshold, or to a caller accepting no compression, is sent as is', async (t) => {
  const small = await rawGet('/api/me', { 'Accept-Encoding': 'gzip, br' });
  t.is(small.status, 200);
  t.true(small.bytes.length < service.services.config.compressionMinBytes);
  t.is(small.headers['content-encoding'], undefined);
  t.truthy(JSON.parse(small.bytes.toString('utf8')).data);
  const identity = await rawGet(NATAL, { 'Accept-Encoding': 'identity' });
  t.is(identity.headers['content-encoding'], undefined);
  t.is(Number(identity.headers['content-length']), identity.bytes.length);
});

test('error bodies stay JSON and uncompressed', async (t) => {
  const reply = await call(service, 'GET', '/api/calc/natal?dateTime=nope&latitude=1&longitude=2', {
    key: org.ownerKey,
    headers: { 'Accept-Encoding': 'gzip' },
  });
  t.is(reply.status, 400);
  t.is(reply.body.errors[0].source.parameter, 'dateTime');
});
