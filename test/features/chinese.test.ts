/**
 * POST /api/calc/chinese-horoscope and /api/calc/chinese-forecast on the real service (pool
 * threads included): a January birth before the new year, the four pillars with time and place,
 * languages and texts, the forecast relation, bad input naming the field, unknown members
 * refused, the module required, the OpenAPI document.
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
  call(service, 'POST', `/api/calc/${path}`, { key, body });

test('a birth on 20 January 1990 belongs to the earth snake, the year before the 1990 new year (27 January)', async (t) => {
  const reply = await post('chinese-horoscope', { birthDate: '1990-01-20' });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  t.is(reply.body.data.type, 'chinese-horoscopes');
  const a = reply.body.data.attributes;
  t.like(a, {
    sign: 'snake',
    element: 'earth',
    yinYang: 'yin',
    year: 1989,
    yearStart: '1989-02-06',
    yearEnd: '1990-01-26',
    signTitle: 'Snake',
    elementTitle: 'Earth',
  });
  t.is(a.fourPillars, null);
  t.regex(a.text, /Snake/);
  t.regex(a.text, /Earth adds/);
  const after = await post('chinese-horoscope', {
    birthDate: '1990-01-27',
    language: 'de',
    includeReadableEntities: true,
  });
  t.like(after.body.data.attributes, {
    sign: 'horse',
    element: 'metal',
    yinYang: 'yang',
    signTitle: 'Pferd',
    elementTitle: 'Metall',
    yearTitle: 'Jahr des Metall-Pferdes',
  });
  t.is(after.body.data.attributes.readableEntities.sign.character, '馬');
  t.regex(after.body.data.attributes.text, /Das Pferd/);
});

test('four pillars when the time and place are given (place flat or nested)', async (t) => {
  const reply = await post('chinese-horoscope', {
    birthDate: '1990-06-15T14:30',
    location: { latitude: 39.9, longitude: 116.4, timezone: 'Asia/Shanghai' },
    language: 'es',
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(a.birthInstant, '1990-06-15T05:30:00.000Z', 'China kept summer time (UTC+9) from 1986 to 1991');
  t.deepEqual(Object.keys(a.fourPillars), ['year', 'month', 'day', 'hour']);
  t.like(a.fourPillars.year, { characters: '庚午', animal: 'horse' });
  t.is(a.fourPillars.month.branch, 'wu', 'the horse month runs from mángzhòng (about 6 June)');
  t.is(a.fourPillars.hour.branch, 'wei', '13:00–14:59 is the goat hour');
  t.is(a.signTitle, 'Caballo');
  const noPlace = await post('chinese-horoscope', { birthDate: '1990-06-15T14:30' });
  t.is(noPlace.body.data.attributes.fourPillars, null);
});

test("forecast: the year's animal, element and relation with texts", async (t) => {
  const reply = await post('chinese-forecast', { birthDate: '1990-06-15', forecastYear: 2026 });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.like(a.native, { sign: 'horse', element: 'metal' });
  t.like(a.forecast, { sign: 'horse', element: 'fire', year: 2026, yearStart: '2026-02-17', yearEnd: '2027-02-05' });
  t.is(a.relation, 'same-sign');
  t.is(a.elementRelation, 'controls', 'fire melts metal');
  t.regex(a.text, /běnmìngnián/);
  const rat = await post('chinese-forecast', { birthDate: '1984-03-01', forecastYear: 2026, language: 'es' });
  t.is(rat.body.data.attributes.relation, 'clash');
  t.regex(rat.body.data.attributes.text, /choque/);
});

test('bad input answers 400 naming the field; unknown members are refused', async (t) => {
  const cases: Array<[string, unknown, string, RegExp]> = [
    ['chinese-horoscope', { birthDate: '1990-02-30' }, 'birthDate', /does not exist/],
    ['chinese-horoscope', { birthDate: 'yesterday' }, 'birthDate', /YYYY-MM-DD/],
    ['chinese-horoscope', { birthDate: '1799-12-31' }, 'birthDate', /1800 to 2400/],
    ['chinese-horoscope', { birthDate: '1990-06-15T14:30', latitude: 95, longitude: 0 }, 'latitude', /-90 to 90/],
    [
      'chinese-horoscope',
      { birthDate: '1990-06-15T14:30', latitude: 1, longitude: 2, timezone: 'Mars/Olympus' },
      'timezone',
      /./,
    ],
    ['chinese-horoscope', { birthDate: '1990-06-15', sign: 'rat' }, '', /unknown field\(s\) sign/],
    ['chinese-forecast', { birthDate: '1990-06-15', forecastYear: 2401 }, 'forecastYear', /1800 to 2400/],
    ['chinese-forecast', { birthDate: '1990-06-15', forecastYear: 1799 }, 'forecastYear', /1800 to 2400/],
    ['chinese-forecast', { birthDate: '1990-06-15' }, 'forecastYear', /./],
    ['chinese-forecast', { birthDate: '1990-06-15', forecastYear: 2026, language: 'zh' }, 'language', /en, es, de/],
  ];
  for (const [path, body, field, message] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 200)}`);
    if (field) t.is(reply.body.errors[0].source.parameter, field, JSON.stringify(body));
    t.regex(reply.body.errors[0].detail, message, JSON.stringify(body));
  }
});

test('the module chinese is required; both routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post('chinese-horoscope', { birthDate: '1990-06-15' }, member.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/calc/chinese-horoscope']?.post);
  t.truthy(doc.body.paths['/api/calc/chinese-forecast']?.post);
});
