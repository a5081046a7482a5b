/**
 * GET /api/horoscope/weekly/{year}/{week}/{zodiacSign} on the real service: the spec's report
 * shape, the week's real sky in the metadata (checked against known events of 2026), solar
 * houses, the same text every time (kept once, also under concurrent first requests), ISO
 * week 53, bad input naming the parameter, access.
 */
import test from 'ava';
import { SIGNS } from '../../src/astro/vocabulary.ts';
import { solarHouse } from '../../src/interpretation/index.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const weekly = (path: string, key = org.ownerKey) => call(service, 'GET', `/api/horoscope/weekly/${path}`, { key });

interface HoroscopeEvent {
  kind: string;
  instant: string;
  house: number;
  sign?: string;
  point?: string;
  phase?: string;
  direction?: string;
}

test('the report: type and attributes as the spec shows them, period as strings', async (t) => {
  const reply = await weekly('2026/09/aries');
  t.is(reply.status, 200, reply.text.slice(0, 300));
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.deepEqual(Object.keys(reply.body.data).sort(), ['attributes', 'type']);
  const a = reply.body.data.attributes;
  t.deepEqual(Object.keys(a).sort(), ['body', 'language', 'metadata', 'period', 'reportType', 'title', 'zodiacSign']);
  t.is(a.reportType, 'weekly');
  t.is(a.zodiacSign, 'aries');
  t.deepEqual(a.period, { year: '2026', week: '09' });
  t.is(a.language, 'en');
  t.true(a.title.length > 5);
  t.true(a.body.length > 200);
  t.is(a.metadata.weekStart, '2026-02-23T00:00:00Z');
  t.is(a.metadata.weekEnd, '2026-03-02T00:00:00Z');
  t.is(reply.headers.get('x-api-version'), null, 'the report does not depend on the compatibility date');
});

test("the week's real sky: Mercury turns retrograde on 26 February 2026, in Pisces; events inside the week, in solar houses", async (t) => {
  const reply = await weekly('2026/09/cancer');
  const events = reply.body.data.attributes.metadata.events as HoroscopeEvent[];
  const station = events.find((e) => e.kind === 'station' && e.point === 'mercury');
  t.truthy(station, JSON.stringify(events));
  t.is(station!.direction, 'retrograde');
  t.is(station!.sign, 'pisces');
  t.is(station!.instant.slice(0, 10), '2026-02-26');
  t.is(station!.house, solarHouse('cancer', 'pisces'));
  t.is(station!.house, 9);
  for (const e of events) {
    t.true(e.instant >= '2026-02-23T00:00:00Z' && e.instant < '2026-03-02T00:00:00Z');
    t.true(e.house >= 1 && e.house <= 12);
    if (e.sign) t.is(e.house, solarHouse('cancer', e.sign as never));
  }
  t.true(events.filter((e) => e.kind === 'moon-ingress').length >= 2, 'the Moon changes sign every two or three days');
  t.regex(reply.body.data.attributes.body, /Mercury/);
  // Week 8 holds the new Moon of 17 February 2026 (about 12:01 UT), in Aquarius.
  const w8 = (await weekly('2026/08/cancer')).body.data.attributes.metadata.events as HoroscopeEvent[];
  const newMoon = w8.find((e) => e.kind === 'moon-phase' && e.phase === 'new');
  t.truthy(newMoon);
  t.is(newMoon!.sign, 'aquarius');
  t.true(Math.abs(Date.parse(newMoon!.instant) - Date.parse('2026-02-17T12:01:00Z')) < 5 * 60_000, newMoon!.instant);
});

test('the same week, sign and language always give the same text; each language its own', async (t) => {
  const first = await weekly('2026/10/leo?language=de');
  const again = await weekly('2026/10/leo?language=de');
  t.is(first.status, 200);
  t.deepEqual(again.body, first.body);
  t.is(first.body.data.attributes.language, 'de');
  const english = await weekly('2026/10/leo');
  t.not(english.body.data.attributes.body, first.body.data.attributes.body);
  const spanish = await weekly('2026/10/Leo?language=es');
  t.is(spanish.body.data.attributes.zodiacSign, 'leo', 'the sign in any letter case');
  t.not(spanish.body.data.attributes.body, english.body.data.attributes.body);
  const rows = await service.services.db('weekly_horoscopes').where({ year: 2026, week: 10, zodiac_sign: 'leo' });
  t.is(rows.length, 3);
});

test('concurrent first requests keep one horoscope and all get it', async (t) => {
  const replies = await Promise.all(Array.from({ length: 8 }, () => weekly('2027/20/virgo?language=es')));
  for (const r of replies) t.is(r.status, 200);
  for (const r of replies) t.deepEqual(r.body, replies[0].body);
  const rows = await service.services
    .db('weekly_horoscopes')
    .where({ year: 2027, week: 20, zodiac_sign: 'virgo', language: 'es' });
  t.is(rows.length, 1);
});

test('week 53 only in years that have it (2026 does, 2027 does not: 404 naming week)', async (t) => {
  const has = await weekly('2026/53/pisces');
  t.is(has.status, 200);
  t.is(has.body.data.attributes.metadata.weekStart, '2026-12-28T00:00:00Z');
  const hasNot = await weekly('2027/53/pisces');
  t.is(hasNot.status, 404);
  t.is(hasNot.body.errors[0].source.parameter, 'week');
  t.is((await weekly('2027/52/pisces')).status, 200);
});

test('bad input: 400 naming year, week, zodiacSign or language', async (t) => {
  const cases: Array<[string, string]> = [
    ['26/09/aries', 'year'],
    ['20a6/09/aries', 'year'],
    ['02026/09/aries', 'year'],
    ['1700/09/aries', 'year'],
    ['2026/9/aries', 'week'],
    ['2026/54/aries', 'week'],
    ['2026/00/aries', 'week'],
    ['2026/009/aries', 'week'],
    ['2026/09/ophiuchus', 'zodiacSign'],
    ['2026/09/aries?language=xx', 'language'],
    ['2026/09/aries?language=EN', 'language'],
  ];
  for (const [path, parameter] of cases) {
    const reply = await weekly(path);
    t.is(reply.status, 400, `${path}: ${reply.status}`);
    t.is(reply.body.errors[0].source.parameter, parameter, path);
  }
});

test('every sign gets its own houses for the same sky', async (t) => {
  const houses = new Set<string>();
  for (const sign of SIGNS.slice(0, 4)) {
    const reply = await weekly(`2026/11/${sign}`);
    const events = reply.body.data.attributes.metadata.events as HoroscopeEvent[];
    houses.add(events.map((e) => e.house).join(','));
    for (const e of events) if (e.sign) t.is(e.house, solarHouse(sign, e.sign as never));
  }
  t.is(houses.size, 4);
});

test('access: content:read permission and the horoscopes module', async (t) => {
  const calcOnly = await addMemberWithKey(service.services.db, org.organizationId, 'owner', {
    permissions: ['calc:use'],
  });
  t.is((await weekly('2026/09/aries', calcOnly.key)).status, 403);
  const noModule = await addMemberWithKey(service.services.db, org.organizationId, 'owner', { modules: ['transits'] });
  const denied = await weekly('2026/09/aries', noModule.key);
  t.is(denied.status, 403);
  t.is(denied.body.errors[0].meta.module, 'horoscopes');
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  t.is((await weekly('2026/09/aries', member.key)).status, 200, 'members may read content');
});
