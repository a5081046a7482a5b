/**
 * Error answers in the request's language (issue #47, src/http/error-text): the `title` and
 * `detail` of a 401, a 404, a 400 from zod, a 400 with the service's own message and an unknown
 * member are written in German, Japanese and Hindi when Accept-Language asks, in English
 * otherwise, with Content-Language and Vary; codes and field paths stay as they are. A feature
 * schema's own message and the problems a calculation finds (as data, astro/errors.ts
 * ProblemReason) are the catalogue's text in German, Russian and Japanese. The catalogue has
 * every entry in all twelve languages, none of them left in English.
 */
import test from 'ava';
import {
  ERROR_LANGUAGES,
  ERROR_TEXTS,
  type ErrorLanguage,
  type ErrorTexts,
  type ErrorTitles,
} from '../../src/http/error-text/index.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, type Reply, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const BERLIN = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };

interface ErrorObject {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { parameter: string; in?: string };
}

/** The requests of each kind of error, sent with an Accept-Language header or none. */
const CASES: Record<string, (headers: Record<string, string>) => Promise<Reply>> = {
  'a 401 (no key)': (headers) => call(service, 'POST', '/api/calc/natal', { body: BERLIN, headers }),
  'a 404': (headers) =>
    call(service, 'GET', '/api/chatbots/00000000-0000-4000-8000-000000000000', { key: org.ownerKey, headers }),
  'a 400 from zod (wrong type)': (headers) =>
    call(service, 'POST', '/api/calc/natal', { key: org.ownerKey, body: { ...BERLIN, placeName: 42 }, headers }),
  'a 400 with the service’s own message': (headers) =>
    call(service, 'POST', '/api/calc/natal', { key: org.ownerKey, body: { ...BERLIN, latitude: 100 }, headers }),
  'a 400 naming an unknown member': (headers) =>
    call(service, 'POST', '/api/calc/natal', { key: org.ownerKey, body: { ...BERLIN, hosueSystem: 'koch' }, headers }),
};

/** What each language's text must contain: its own script, or for German a word no English text has. */
const SCRIPT: Record<'de' | 'ja' | 'hi', RegExp> = {
  de: /[äöüß]|Sie|nicht|erwartet|unbekannt|wurde|Bitte/,
  ja: /[\u3040-\u30ff\u4e00-\u9faf]/,
  hi: /[\u0900-\u097f]/,
};

for (const [name, send] of Object.entries(CASES)) {
  test(`${name} answers in German, Japanese and Hindi when Accept-Language asks, in English otherwise`, async (t) => {
    const english = await send({});
    t.true(english.status >= 400, english.text.slice(0, 300));
    t.is(english.headers.get('content-language'), 'en');
    const [en] = english.body.errors as ErrorObject[];
    for (const language of ['de', 'ja', 'hi'] as const) {
      const reply = await send({ 'Accept-Language': `${language}, en;q=0.5` });
      t.is(reply.status, english.status, reply.text.slice(0, 300));
      t.is(reply.headers.get('content-language'), language, name);
      t.regex(reply.headers.get('vary') ?? '', /Accept-Language/i);
      const [error] = reply.body.errors as ErrorObject[];
      t.is(error.code, en.code, 'the code stays');
      t.deepEqual(error.source, en.source, 'the field path stays');
      t.not(error.detail, en.detail, `${language}: ${error.detail}`);
      t.regex(error.detail, SCRIPT[language], `${language}: ${error.detail}`);
      t.not(error.title, en.title, `${language}: ${error.title}`);
      if (en.source && en.code === 'invalid_parameter') {
        t.true(en.detail.startsWith(`${en.source.parameter}: `), en.detail);
        t.true(
          error.detail.startsWith(`${en.source.parameter}: `),
          `the detail names ${en.source.parameter} unchanged: ${error.detail}`,
        );
      }
    }
  });
}

test('the texts are English without Accept-Language, with a language the catalogue lacks, and with *', async (t) => {
  for (const header of [undefined, 'zh-Hant', '*']) {
    const reply = await CASES['a 400 with the service’s own message'](header ? { 'Accept-Language': header } : {});
    t.is(reply.headers.get('content-language'), 'en', String(header));
    t.is(reply.body.errors[0].detail, 'latitude: expected degrees north: a number from -90 to 90');
  }
});

test('the language member the request chose wins over the header, and a region matches its language', async (t) => {
  const chosen = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { ...BERLIN, latitude: 100, language: 'es' },
    headers: { 'Accept-Language': 'de' },
  });
  t.is(chosen.headers.get('content-language'), 'es');
  t.is(chosen.body.errors[0].detail, `latitude: ${ERROR_TEXTS.es.latitude({ min: -90, max: 90 })}`);
  const swiss = await CASES['a 401 (no key)']({ 'Accept-Language': 'fr-CH, de;q=0.8' });
  t.is(swiss.headers.get('content-language'), 'fr');
  t.is(swiss.body.errors[0].detail, ERROR_TEXTS.fr.missingApiKey());
});

/** Values for every entry of the catalogue (each entry reads the ones it takes). */
const SAMPLE = {
  type: 'text/plain',
  charset: 'latin1',
  encoding: 'gzip',
  reason: 'unexpected end',
  bytes: 1024,
  expiresAt: '2026-01-01T00:00:00Z',
  origin: 'https://shop.example',
  header: 'Origin',
  permission: 'calc:read',
  module: 'vedic',
  what: 'PDF report',
  week: '54',
  year: 2023,
  weeks: 52,
  method: 'PUT',
  path: '/api/calc/natal',
  allowed: ['POST'],
  templateId: 'tpl-1',
  templateType: 'natal',
  requestedType: 'synastry',
  status: 'queued',
  progress: 40,
  advice: 'Start one with npm run worker.',
  email: 'ada@example.com',
  actor: 'member',
  target: 'owner',
  lackedBy: 'role',
  refusedBy: 'key',
  setting: 'permissions',
  fields: ['permissions'],
  action: 'deleted',
  existingId: 'c0ffee',
  direct: true,
  host: 'shop.example',
  message: 'upstream says no',
  timeoutMs: 30000,
  retryAfterSeconds: 5,
  limit: 10000,
  resetsAt: '2026-02-01T00:00:00Z',
  expected: 'number',
  name: 'lat',
  closest: 'latitude',
  known: ['latitude', 'longitude'],
  member: 'houseSystem',
  value: '25',
  levels: 64,
  got: '0x10',
  form: 'date-time',
  lostPlus: true,
  text: '2023-02-30T10:00',
  month: 2,
  day: '30',
  days: 28,
  next: '2023-03-01',
  unit: 'minute',
  offset: '+15:00',
  first: 1800,
  last: 2400,
  min: -90,
  max: 90,
  values: ['svg', 'png'],
  ids: ['sun', 'moon'],
  item: 'aspect',
  names: ['placidus', 'koch'],
  letters: ['P', 'K'],
  sent: ['dateTime1', 'person1'],
  reportType: 'vedic',
  count: 12,
  svgMax: 4096,
  letter: 'Ж',
  report: true,
  dateTime: true,
  orText: true,
} as const;
/** Entries whose values differ from the sample's. */
const OWN_SAMPLE: Partial<Record<keyof ErrorTexts, Record<string, unknown>>> = {
  missingPermission: { ...SAMPLE, reason: 'key' },
  missingModule: { ...SAMPLE, reason: 'organization' },
  signingKeyRefused: { ...SAMPLE, reason: 'revoked' },
  noSuchMonth: { ...SAMPLE, month: '13' },
  unknownMember: { ...SAMPLE, closest: undefined },
  nonEmpty: { what: 'name' },
  idOf: { what: 'conversation' },
  templateObject: { what: 'editorConfig', orText: true },
  wholeNumber: { min: 1, max: 3650, unit: 'days' },
  unknownCode: { kind: 'module', value: 'tarot', values: ['natal', 'vedic'] },
  requiredForKeyList: { list: 'permissions' },
  customCopyKeeps: { member: 'urn' },
  badText: { problem: 'nul', memberName: true },
  range: { value: 'date', min: '1990-06-15', max: '2400-12-31', fromBirth: true },
  after: { value: 'date', than: 'startDate', orSame: true },
  span: { max: 5, unit: 'years', from: 'startDate', bound: 'atMost' },
  among: { values: ['sun', 'moon'], item: 'point', nonEmpty: true },
  shape: { shape: 'pointList' },
  placeNeeded: { coordinate: 'latitude' },
  polar: { date: '2026-06-21', purpose: 'sunriseDay' },
  localTime: { zone: 'Europe/Berlin', clock: 'skipped' },
  tooManyReturns: { max: 20, body: 'mars', count: 25 },
  afterBirth: { birth: '1990-06-15T14:30', max: '2400-12-31' },
  customCss: { kind: 'invalidValue', line: 3, property: 'color', value: 'blurple', expected: 'colour' },
  webhookUrl: { kind: 'notPublic', host: 'hooks.example', address: '10.0.0.1', range: 'private' },
};

/** Every text of one language, by entry (titles as `title.<name>`). */
function textsOf(texts: ErrorTexts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(texts)) {
    if (key === 'language') continue;
    if (key === 'title') {
      for (const [name, title] of Object.entries(entry as ErrorTitles)) out[`title.${name}`] = title;
    } else if (key === 'resource') out[key] = (entry as ErrorTexts['resource'])(SAMPLE.what);
    else out[key] = (entry as (p: unknown) => string)(OWN_SAMPLE[key as keyof ErrorTexts] ?? SAMPLE);
  }
  return out;
}

/** Texts that are the same in English and another language by nature (a loanword, a name). */
const SAME_AS_ENGLISH: readonly string[] = ['nl title.conflict'];

test('the catalogue has every entry in all twelve languages, and none is left in English', (t) => {
  t.deepEqual([...ERROR_LANGUAGES].sort(), ['de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'tr']);
  const english = textsOf(ERROR_TEXTS.en);
  t.true(Object.keys(english).length > 130, `${Object.keys(english).length} texts`);
  const untranslated: string[] = [];
  for (const language of ERROR_LANGUAGES) {
    const texts = ERROR_TEXTS[language as ErrorLanguage];
    t.is(texts.language, language);
    t.deepEqual(Object.keys(texts).sort(), Object.keys(ERROR_TEXTS.en).sort(), `${language}: every entry`);
    t.deepEqual(Object.keys(texts.title).sort(), Object.keys(ERROR_TEXTS.en.title).sort(), `${language}: every title`);
    if (language === 'en') continue;
    const own = textsOf(texts);
    for (const [key, text] of Object.entries(english)) {
      t.is(typeof own[key], 'string', `${language} ${key}`);
      t.true(own[key].length > 0, `${language} ${key}`);
      if (own[key] === text && !SAME_AS_ENGLISH.includes(`${language} ${key}`)) untranslated.push(`${language} ${key}`);
    }
  }
  t.deepEqual(untranslated, [], 'entries identical to the English one');
});

test('the catalogue keeps values, codes and field paths as they are in every language', (t) => {
  for (const language of ERROR_LANGUAGES) {
    const texts = ERROR_TEXTS[language];
    t.true(texts.missingApiKey().includes('X-Api-Key'), language);
    t.true(
      texts.unknownMember({ name: 'people[1].dateTme', closest: 'dateTime', known: [] }).includes('people[1].dateTme'),
    );
    t.true(texts.unknownMember({ name: 'people[1].dateTme', closest: 'dateTime', known: [] }).includes('dateTime'));
    t.true(texts.noSuchDay({ ...SAMPLE, form: 'date' }).includes('2023-02-30T10:00'), language);
    t.true(texts.methodNotAllowed({ method: 'PUT', path: '/api/x', allowed: ['GET', 'POST'] }).includes('/api/x'));
  }
});

const PARIS = { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

/** A feature schema's own message, and problems the calculation finds (a date out of order, a span too long, a value out of range). */
const CATALOGUED: {
  name: string;
  send: (headers: Record<string, string>) => Promise<Reply>;
  text: (t: ErrorTexts) => string;
}[] = [
  {
    name: 'a feature schema message (a year of four digits)',
    send: (headers) => call(service, 'GET', '/api/horoscope/weekly/26/01/aries', { key: org.ownerKey, headers }),
    text: (t) => t.fourDigitYear(),
  },
  {
    name: 'an engine problem (a date before another)',
    send: (headers) =>
      call(service, 'POST', '/api/calc/moon-calendar/range', {
        key: org.ownerKey,
        body: { startDate: '2026-01-10', endDate: '2026-01-09', location: PARIS },
        headers,
      }),
    text: (t) => t.after({ value: 'date', than: 'startDate', orSame: true }),
  },
  {
    name: 'an engine range problem (a date out of the range computed)',
    send: (headers) =>
      call(service, 'POST', '/api/calc/retrograde', {
        key: org.ownerKey,
        body: { startDate: '1800-06-01', endDate: '1800-07-01' },
        headers,
      }),
    text: (t) => t.range({ value: 'date', min: '1801-01-01', max: '2399-12-31' }),
  },
];

for (const { name, send, text } of CATALOGUED) {
  test(`${name} is the catalogue's text in the request's language; code and field path stay`, async (t) => {
    const english = await send({});
    t.is(english.status, 400, english.text.slice(0, 300));
    const [en] = english.body.errors as ErrorObject[];
    t.is(en.code, 'invalid_parameter');
    const parameter = en.source?.parameter ?? '';
    t.true(parameter.length > 0, english.text.slice(0, 300));
    t.is(en.detail, `${parameter}: ${text(ERROR_TEXTS.en)}`);
    for (const language of ['de', 'ru', 'ja'] as const) {
      const reply = await send({ 'Accept-Language': language });
      t.is(reply.status, 400, reply.text.slice(0, 300));
      t.is(reply.headers.get('content-language'), language);
      const [error] = reply.body.errors as ErrorObject[];
      t.is(error.code, en.code, 'the code stays');
      t.deepEqual(error.source, en.source, 'the field path stays');
      t.is(error.detail, `${parameter}: ${text(ERROR_TEXTS[language])}`, language);
      t.not(error.detail, en.detail, `${language}: not English`);
    }
  });
}
