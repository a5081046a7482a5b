/**
 * Daily (all twelve signs or one) and monthly horoscopes on the real service: the weekly
 * envelope with reportType daily/monthly and its period, the day's real sky in the metadata, no
 * sentence twice in a report, no two signs the same text on one day, the same text every time
 * (kept once, also under concurrent first requests), languages, bad input naming the parameter.
 */
import test from 'ava';
import { SIGNS } from '../../src/astro/vocabulary.ts';
import { solarHouse } from '../../src/interpretation/index.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const get = (path: string) => call(service, 'GET', `/api/horoscope/${path}`, { key: org.ownerKey });

/** The sentences of a body, split as the composer splits them (not after a digit: "5. Haus"). */
const sentences = (body: string) =>
  body
    .replace(/\*\*[^*]+:\*\* /g, '')
    .split(/\n\n|(?<=[^\d][.!?])\s+/)
    .filter((s) => s.length > 0);

function assertNoRepeatedSentence(t: import('ava').ExecutionContext, body: string, label: string) {
  const all = sentences(body);
  const repeated = all.filter((s, i) => all.indexOf(s) !== i);
  t.deepEqual(repeated, [], label);
}

test('all twelve signs of a day: the weekly envelope with reportType daily and period {year, month, day}', async (t) => {
  const reply = await get('daily/2026-02-17');
  t.is(reply.status, 200, reply.text.slice(0, 300));
  t.is(reply.body.data.length, 12);
  t.deepEqual(
    reply.body.data.map((r: any) => r.attributes.zodiacSign),
    [...SIGNS],
  );
  for (const r of reply.body.data) {
    t.is(r.type, 'horoscopes');
    t.deepEqual(Object.keys(r.attributes).sort(), [
      'body',
      'language',
      'metadata',
      'period',
      'reportType',
      'title',
      'zodiacSign',
    ]);
    t.is(r.attributes.reportType, 'daily');
    t.deepEqual(r.attributes.period, { year: '2026', month: '02', day: '17' });
    t.is(r.attributes.metadata.periodStart, '2026-02-17T00:00:00Z');
    t.is(r.attributes.metadata.periodEnd, '2026-02-18T00:00:00Z');
  }
  // 17 February 2026: the new Moon in Aquarius (about 12:01 UT).
  const aries = reply.body.data[0].attributes;
  const newMoon = aries.metadata.events.find((e: any) => e.kind === 'moon-phase' && e.phase === 'new');
  t.truthy(newMoon, JSON.stringify(aries.metadata.events));
  t.is(newMoon.house, solarHouse('aries', 'aquarius'));
  t.regex(aries.body, /New Moon/);
  // … and the annular solar eclipse of that new Moon (greatest about 12:12 UT).
  t.like(aries.metadata.eclipses[0], {
    kind: 'solar',
    type: 'annular',
    sign: 'aquarius',
    house: solarHouse('aries', 'aquarius'),
  });
  t.regex(aries.body, /annular solar eclipse in Aquarius/);
});

test('no sentence twice within a report, and no two signs the same text on one day (days × languages)', async (t) => {
  for (const day of ['2026-02-17', '2026-02-26', '2026-07-04', '1999-08-11']) {
    for (const language of ['en', 'es', 'de']) {
      const reply = await get(`daily/${day}?language=${language}`);
      t.is(reply.status, 200, reply.text.slice(0, 200));
      const bodies = reply.body.data.map((r: any) => r.attributes.body as string);
      t.is(new Set(bodies).size, 12, `${day} ${language}: twelve different texts`);
      for (const r of reply.body.data)
        assertNoRepeatedSentence(t, r.attributes.body, `${day} ${language} ${r.attributes.zodiacSign}`);
    }
  }
});

test('one sign: the same kept text as in the all-signs answer; every request the same; each language its own', async (t) => {
  const all = await get('daily/2026-03-03?language=de');
  const leo = await get('daily/2026-03-03/Leo?language=de');
  t.is(leo.status, 200);
  t.deepEqual(leo.body.data, all.body.data[4]);
  t.deepEqual((await get('daily/2026-03-03/leo?language=de')).body, leo.body);
  const english = await get('daily/2026-03-03/leo');
  t.not(english.body.data.attributes.body, leo.body.data.attributes.body);
  const rows = await service.services
    .db('period_horoscopes')
    .where({ report_type: 'daily', period: '2026-03-03', language: 'de' });
  t.is(rows.length, 12);
});

test('concurrent first requests keep one text per sign and all get it', async (t) => {
  const replies = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      i % 2 ? get('daily/2027-05-20/virgo?language=es') : get('daily/2027-05-20?language=es'),
    ),
  );
  for (const r of replies) t.is(r.status, 200);
  const virgo = replies.map((r) => (Array.isArray(r.body.data) ? r.body.data[5] : r.body.data));
  for (const v of virgo) t.deepEqual(v, virgo[0]);
  const rows = await service.services
    .db('period_horoscopes')
    .where({ report_type: 'daily', period: '2027-05-20', language: 'es' });
  t.is(rows.length, 12);
});

test("monthly: reportType monthly, period {year, month}, the month's real sky, no sentence twice, signs differ", async (t) => {
  const bodies = new Set<string>();
  for (const sign of ['cancer', 'capricorn', 'aries']) {
    const reply = await get(`monthly/2026/02/${sign}`);
    t.is(reply.status, 200, reply.text.slice(0, 300));
    const a = reply.body.data.attributes;
    t.is(a.reportType, 'monthly');
    t.deepEqual(a.period, { year: '2026', month: '02' });
    t.is(a.metadata.periodStart, '2026-02-01T00:00:00Z');
    t.is(a.metadata.periodEnd, '2026-03-01T00:00:00Z');
    const station = a.metadata.events.find((e: any) => e.kind === 'station' && e.point === 'mercury');
    t.truthy(station, 'Mercury turns retrograde on 26 February 2026');
    t.regex(a.body, /Mercury/);
    assertNoRepeatedSentence(t, a.body, sign);
    bodies.add(a.body);
  }
  t.is(bodies.size, 3);
  const march = await get('monthly/2026/03/leo');
  t.like(march.body.data.attributes.metadata.eclipses[0], { kind: 'lunar', type: 'total', sign: 'virgo' });
  t.regex(march.body.data.attributes.body, /total lunar eclipse in Virgo/);
  const de = await get('monthly/2026/02/cancer?language=de');
  assertNoRepeatedSentence(t, de.body.data.attributes.body, 'de');
  t.regex(de.body.data.attributes.title, /Monatshoroskop Krebs: Februar 2026/);
});

test('the three routes are in the OpenAPI document', async (t) => {
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/horoscope/daily/{date}']?.get);
  t.truthy(doc.body.paths['/api/horoscope/daily/{date}/{zodiacSign}']?.get);
  t.truthy(doc.body.paths['/api/horoscope/monthly/{year}/{month}/{zodiacSign}']?.get);
});

test('bad input: 400 naming date, year, month, zodiacSign or language', async (t) => {
  const cases: Array<[string, string]> = [
    ['daily/2026-02-30', 'date'],
    ['daily/26-02-17', 'date'],
    ['daily/1799-12-31', 'date'],
    ['daily/2401-01-01/leo', 'date'],
    ['daily/2026-02-17/ophiuchus', 'zodiacSign'],
    ['daily/2026-02-17?language=xx', 'language'],
    ['monthly/2401/01/leo', 'year'],
    ['monthly/1799/12/leo', 'year'],
    ['monthly/2026/13/leo', 'month'],
    ['monthly/2026/2/leo', 'month'],
    ['monthly/2026/02/snake', 'zodiacSign'],
  ];
  for (const [path, parameter] of cases) {
    const reply = await get(path);
    t.is(reply.status, 400, path);
    t.is(reply.body.errors[0].source.parameter, parameter, path);
  }
});
