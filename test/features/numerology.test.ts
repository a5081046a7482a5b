/**
 * POST /api/numerology/profile and /compatibility on the real service: the numbers of worked
 * example 1 (docs/numerology.md) with their steps and texts, languages, bad input naming the
 * field, unknown members refused, the module required, and the OpenAPI document.
 */
import test from 'ava';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const post = (path: string, body: unknown, key = org.ownerKey) =>
  call(service, 'POST', `/api/numerology/${path}`, { key, body });

test('profile: every core number with value, flags, reducedFrom, calculation and text', async (t) => {
  const reply = await post('profile', { dateTime: '1987-11-18T09:30', fullName: 'Ada Lovelace', forecastYear: 2026 });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  t.is(reply.body.data.type, 'numerology-profiles');
  const a = reply.body.data.attributes;
  t.is(a.birthDate, '1987-11-18');
  for (const k of [
    'lifePathNumber',
    'expressionNumber',
    'soulUrgeNumber',
    'personalityNumber',
    'birthdayNumber',
    'maturityNumber',
    'personalYearNumber',
  ]) {
    t.deepEqual(
      Object.keys(a[k]).sort(),
      ['calculation', 'isKarmicDebt', 'isMasterNumber', 'karmicDebtNumber', 'label', 'reducedFrom', 'text', 'value'],
      k,
    );
    t.true(a[k].text.length > 60, k);
  }
  t.like(a.lifePathNumber, { value: 9, reducedFrom: 27, isMasterNumber: false });
  t.like(a.soulUrgeNumber, { value: 1, isKarmicDebt: true, karmicDebtNumber: 19 });
  t.regex(a.soulUrgeNumber.text, /Karmic debt 19/);
  t.like(a.personalYearNumber, { value: 3 });
});

test('profile in Spanish and German; includeText false leaves texts out', async (t) => {
  const es = await post('profile', { dateTime: '1977-04-01', fullName: 'Lynn', language: 'es', forecastYear: 2026 });
  t.is(es.status, 200);
  t.regex(es.body.data.attributes.lifePathNumber.text, /número maestro/);
  const de = await post('profile', {
    dateTime: '1977-04-01',
    fullName: 'Lynn',
    language: 'de',
    includeText: false,
    forecastYear: 2026,
  });
  t.is(de.body.data.attributes.lifePathNumber.value, 11);
  t.is(de.body.data.attributes.lifePathNumber.label, 'Lebenszahl');
  t.false('text' in de.body.data.attributes.lifePathNumber);
});

test('compatibility: life paths alone, or with names the documented weights', async (t) => {
  const dates = await post('compatibility', { dateTime1: '1987-11-18', dateTime2: '1977-04-01' });
  t.is(dates.status, 200, dates.text.slice(0, 300));
  const a = dates.body.data.attributes;
  t.deepEqual(Object.keys(a.comparisons), ['lifePath']);
  t.like(a.comparisons.lifePath, { first: 9, second: 11, relation: 'compatible', score: 70, weight: 1 });
  t.is(a.score, 70);
  const named = await post('compatibility', {
    dateTime1: '1987-11-18',
    dateTime2: '1977-04-01',
    fullName1: 'Ada Lovelace',
    fullName2: 'Lynn',
    language: 'de',
  });
  const b = named.body.data.attributes;
  t.deepEqual(Object.keys(b.comparisons), ['lifePath', 'expression', 'soulUrge']);
  const expected = Math.round(
    b.comparisons.lifePath.score * 0.5 + b.comparisons.expression.score * 0.3 + b.comparisons.soulUrge.score * 0.2,
  );
  t.is(b.score, expected);
  t.true(b.comparisons.lifePath.text.length > 40);
  t.is(b.person1.fullName, 'Ada Lovelace');
});

test('bad input answers 400 naming the field; unknown members are refused', async (t) => {
  const cases: Array<[unknown, string, RegExp]> = [
    [{ dateTime: '1987-02-30', fullName: 'Ada' }, 'dateTime', /does not exist/],
    [{ dateTime: '18-11-1987', fullName: 'Ada' }, 'dateTime', /YYYY-MM-DD/],
    [{ dateTime: '1799-12-31', fullName: 'Ada' }, 'dateTime', /1800 to 2400/],
    [{ dateTime: '1987-11-18', fullName: '123 - !' }, 'fullName', /at least one letter/],
    [{ dateTime: '1987-11-18', fullName: 'Иван' }, 'fullName', /Latin letters/],
    [{ dateTime: '1987-11-18', fullName: 'Ada', forecastYear: 2401 }, 'forecastYear', /1800 to 2400/],
    [{ dateTime: '1987-11-18', fullName: 'Ada', language: 'xx' }, 'language', /en, es, de, fr/],
    [{ dateTime: '1987-11-18', fullName: 'Ada', colour: 'red' }, '', /unknown field\(s\) colour/],
    [{ fullName: 'Ada' }, 'dateTime', /required/],
  ];
  for (const [body, field, message] of cases) {
    const reply = await post('profile', body);
    t.is(reply.status, 400, JSON.stringify(body));
    const error = reply.body.errors[0];
    if (field) t.is(error.source.parameter, field, JSON.stringify(body));
    t.regex(error.detail, message, JSON.stringify(body));
  }
  const compat = await post('compatibility', { dateTime1: '1987-11-18', dateTime2: '2401-01-01' });
  t.is(compat.status, 400);
  t.is(compat.body.errors[0].source.parameter, 'dateTime2');
});

test('the module numerology is required; the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post('profile', { dateTime: '1987-11-18', fullName: 'Ada' }, member.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/numerology/profile']?.post);
  t.truthy(doc.body.paths['/api/numerology/compatibility']?.post);
});
