/**
 * The language of a request's texts (src/http/request-language.ts) on the real service: the
 * `language` member first, then Accept-Language by its q-values (a region matching its language),
 * then English; Content-Language says which and Vary keeps caches apart; a resource's own
 * `language` (a PDF report's, under data.attributes) is never taken from the header.
 */
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

const BERLIN = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const natal = (body: Record<string, unknown>, acceptLanguage?: string) =>
  call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { ...BERLIN, includeReadableEntities: true, points: ['sun'], ...body },
    headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
  });

test('a POST body without language takes the best language of Accept-Language that the operation writes', async (t) => {
  const cases: [string | undefined, string][] = [
    [undefined, 'en'],
    ['de-CH, de;q=0.9, en;q=0.5', 'de'],
    ['ko, es;q=0.4, de;q=0.3', 'es'],
    ['ko, zh-Hant;q=0.8', 'en'],
    ['*', 'en'],
    ['de;q=0, es;q=0.1', 'es'],
  ];
  for (const [header, expected] of cases) {
    const reply = await natal({}, header);
    t.is(reply.status, 200, reply.text.slice(0, 300));
    t.is(reply.body.data.attributes.language, expected, `Accept-Language: ${header}`);
    t.is(reply.headers.get('content-language'), expected, `Accept-Language: ${header}`);
    t.regex(reply.headers.get('vary') ?? '', /Accept-Language/i);
  }
  const sun = (await natal({}, 'de')).body.data.attributes;
  t.is(JSON.stringify(sun).includes('Sonne'), true, 'the readable names are German');
});

test('the language member wins over the header', async (t) => {
  const reply = await natal({ language: 'es' }, 'de');
  t.is(reply.body.data.attributes.language, 'es');
  t.is(reply.headers.get('content-language'), 'es');
});

test('a query without language takes Accept-Language too; the text changes with it', async (t) => {
  const get = (query: string, header?: string) =>
    call(service, 'GET', `/api/horoscope/weekly/2026/10/leo${query}`, {
      key: org.ownerKey,
      headers: header ? { 'Accept-Language': header } : {},
    });
  const [plain, german, named] = await Promise.all([get(''), get('', 'de-AT'), get('?language=de')]);
  t.is(plain.body.data.attributes.language, 'en');
  t.is(german.body.data.attributes.language, 'de');
  t.is(german.headers.get('content-language'), 'de');
  t.deepEqual(german.body.data.attributes, named.body.data.attributes);
  t.not(german.body.data.attributes.body, plain.body.data.attributes.body);
});

test("a PDF report's language is its own setting: never taken from the header", async (t) => {
  const reply = await call(service, 'POST', '/api/pdf-reports', {
    key: org.ownerKey,
    headers: { 'Accept-Language': 'de' },
    body: { data: { type: 'pdf-reports', attributes: { name: 'Ada', birthData: BERLIN, reportType: 'natal' } } },
  });
  t.is(reply.status, 202, reply.text.slice(0, 300));
  t.is(reply.body.data.attributes.language, 'en');
  t.is(reply.headers.get('content-language'), null);
});
