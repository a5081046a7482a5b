/**
 * Chart-like answers as compact Markdown (Accept: text/markdown or format=markdown) against the
 * running service: the Markdown says what the JSON answer says (every position, every house cusp,
 * the closest aspects, the stelliums its planets form), in the request's language, with the
 * interpretation texts when asked; bad `format` values are refused naming the parameter.
 */
import test from 'ava';
import { createOrganization } from '../../support/factories.ts';
import { call, startTestService, type TestService } from '../../support/test-service.ts';

let service: TestService;
let key: string;

test.before(async () => {
  service = await startTestService();
  key = (await createOrganization(service.services.db)).ownerKey;
});
test.after.always(async () => service?.stopAll());

const BIRTH = {
  dateTime: '1990-06-15T14:30',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
  houseSystem: 'placidus',
};
const NEWEST = () => ({ 'X-Api-Version': service.services.versions.latest });

const SIGNS_EN: Record<string, string> = {
  aries: 'Aries',
  taurus: 'Taurus',
  gemini: 'Gemini',
  cancer: 'Cancer',
  leo: 'Leo',
  virgo: 'Virgo',
  libra: 'Libra',
  scorpio: 'Scorpio',
  sagittarius: 'Sagittarius',
  capricorn: 'Capricorn',
  aquarius: 'Aquarius',
  pisces: 'Pisces',
};
const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const dm = (degrees: number) => {
  const rounded = Math.round(degrees * 100) / 100;
  let d = Math.floor(rounded);
  let m = Math.round((rounded - d) * 60);
  if (m === 60) [d, m] = [d + 1, 0];
  return `${d}°${String(m).padStart(2, '0')}′`;
};

test('natal as Markdown: every position and cusp of the JSON answer, its closest aspect, its stelliums', async (t) => {
  const [json, markdown] = await Promise.all([
    call(service, 'POST', '/api/calc/natal', { key, body: BIRTH, headers: NEWEST() }),
    call(service, 'POST', '/api/calc/natal', { key, body: BIRTH, headers: { Accept: 'text/markdown' } }),
  ]);
  t.is(markdown.status, 200, markdown.text);
  t.regex(markdown.headers.get('content-type') ?? '', /^text\/markdown/);
  const text = markdown.text;
  t.true(text.startsWith('# Natal chart\n'), text.slice(0, 80));
  const { points, houses, aspects } = json.body.data.attributes;
  for (const point of Object.values<{ sign: string; degreeInSign: number; house: number }>(points)) {
    const line = ` in ${SIGNS_EN[point.sign]} ${dm(point.degreeInSign)}, house ${point.house}`;
    t.true(text.includes(line), line);
  }
  for (const cusp of houses.cusps)
    t.true(text.includes(`${cusp.house} ${SIGNS_EN[cusp.sign]} ${dm(cusp.degreeInSign)}`), `cusp ${cusp.house}`);
  const closest = [...aspects].sort((a, b) => a.orb - b.orb)[0];
  t.true(text.includes(`orb ${dm(closest.orb)}`));
  // Three or more of the ten planets in one sign make a stellium, which the patterns name.
  const bySign = new Map<string, string[]>();
  for (const id of PLANETS) bySign.set(points[id].sign, [...(bySign.get(points[id].sign) ?? []), id]);
  const stelliums = [...bySign].filter(([, members]) => members.length >= 3);
  t.true(stelliums.length > 0, 'the chart has a stellium');
  for (const [sign] of stelliums) t.true(text.includes(`- Stellium in ${SIGNS_EN[sign]}: `), sign);
  t.true(text.includes('### Patterns'));
});

test('format=markdown answers as Accept does; another format is refused naming the parameter', async (t) => {
  const viaQuery = await call(service, 'POST', '/api/calc/natal?format=markdown', { key, body: BIRTH });
  const viaAccept = await call(service, 'POST', '/api/calc/natal', {
    key,
    body: BIRTH,
    headers: { Accept: 'text/markdown' },
  });
  t.is(viaQuery.status, 200);
  t.is(viaQuery.text, viaAccept.text);
  const json = await call(service, 'POST', '/api/calc/natal?format=json', { key, body: BIRTH, headers: NEWEST() });
  t.is(json.status, 200);
  t.truthy(json.body.data.attributes.points.sun);
  const bad = await call(service, 'POST', '/api/calc/natal?format=xml', { key, body: BIRTH });
  t.is(bad.status, 400);
  t.is(bad.body.errors[0].code, 'invalid_parameter');
  t.is(bad.body.errors[0].source.parameter, 'format');
  const get = await call(
    service,
    'GET',
    '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=51.5&longitude=-0.12&format=markdown',
    { key },
  );
  t.is(get.status, 200, get.text);
  t.regex(get.text, /^# Natal chart\n/);
});

test('Markdown in the request language, with the interpretation texts when asked', async (t) => {
  const reply = await call(service, 'POST', '/api/calc/natal?format=markdown', {
    key,
    body: { ...BIRTH, language: 'de', includeText: true },
  });
  t.is(reply.status, 200, reply.text);
  t.true(reply.text.includes('Sonne in Zwillinge'));
  t.true(reply.text.includes('### Positionen'));
  const json = await call(service, 'POST', '/api/calc/natal', {
    key,
    body: { ...BIRTH, language: 'de', includeText: true },
    headers: NEWEST(),
  });
  const titles = json.body.data.attributes.points.sun.texts.map((text: { title: string }) => text.title);
  t.true(titles.length > 0);
  t.true(reply.text.includes('### Deutung'));
  for (const title of titles) t.true(reply.text.includes(`#### ${title}`), title);
});

test('relationship, returns, progressions and transits answer Markdown with their charts and contacts', async (t) => {
  const natal = {
    birthDateTime: '1990-06-15T14:30',
    birthLocation: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  };
  const cases: [string, unknown, string[]][] = [
    [
      '/api/calc/synastry',
      {
        dateTime1: '1990-06-15T14:30',
        location1: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
        dateTime2: '1992-03-08T09:15',
        location2: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
        name1: 'Alice',
        name2: 'Bob',
      },
      ['## Chart 1 Alice', '## Chart 2 Bob', '## Aspects between the charts'],
    ],
    ['/api/calc/solar-return', { ...natal, returnYear: 2026 }, ['## Chart', '## Aspects to the natal chart']],
    [
      '/api/calc/progressions',
      { ...natal, targetDate: '2026-06-01' },
      ['## Natal positions', '## Aspects to the natal chart'],
    ],
    [
      '/api/calc/transit',
      {
        birthDate: '1990-06-15T14:30',
        birthLocation: natal.birthLocation,
        transitDateStart: '2026-06-01',
        transitDateEnd: '2026-06-08',
        points: ['sun', 'mars'],
      },
      ['## Natal chart', '## Transits', ', exact 2026-06-0'],
    ],
  ];
  for (const [path, body, expected] of cases) {
    const reply = await call(service, 'POST', `${path}?format=markdown`, { key, body });
    t.is(reply.status, 200, `${path}: ${reply.text.slice(0, 300)}`);
    for (const part of expected) t.true(reply.text.includes(part), `${path}: ${part}`);
  }
});

test('an error stays JSON when Markdown is asked for', async (t) => {
  const reply = await call(service, 'POST', '/api/calc/natal?format=markdown', {
    key,
    body: { ...BIRTH, latitude: 99 },
  });
  t.is(reply.status, 400);
  t.is(reply.body.errors[0].source.parameter, 'latitude');
});
