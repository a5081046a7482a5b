/**
 * The sky-calendar endpoints on the real service (PostgreSQL, Redis, the calculation pool):
 * answers in their documented shape, bad input as 400 naming the field and the limit, unknown
 * members refused, the modules required, and the OpenAPI document.
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

const post = (path: string, body: unknown, key = org.ownerKey) => call(service, 'POST', path, { key, body });
const paris = { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

test("moon calendar: a day at an instant and a 31-day range in the location's zone", async (t) => {
  const day = await post('/api/calc/moon-calendar/day', { dateTime: '2026-03-03T12:00', location: paris });
  t.is(day.status, 200, day.text.slice(0, 400));
  t.is(day.body.data.type, 'moon-calendar-days');
  const a = day.body.data.attributes;
  t.is(a.date, '2026-03-03');
  t.is(a.at, '2026-03-03T11:00:00Z');
  t.is(a.timezone, 'Europe/Paris');
  t.is(a.moon.phase.name, 'full');
  t.true(a.moon.phase.illumination > 0.99);
  t.is(typeof a.voidOfCourse.isVoid, 'boolean');
  const range = await post('/api/calc/moon-calendar/range', {
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    location: { timezone: 'Asia/Tokyo' },
    aspects: ['conjunction', 'opposition', 'square'],
  });
  t.is(range.status, 200, range.text.slice(0, 400));
  const days = range.body.data.attributes.days;
  t.is(days.length, 31);
  t.deepEqual([days[0].date, days[30].date], ['2026-01-01', '2026-01-31']);
  const coordinates = await post('/api/calc/moon-calendar/range', {
    startDate: '2026-01-01',
    endDate: '2026-01-02',
    location: { latitude: 35.68, longitude: 139.69 },
  });
  t.is(coordinates.body.data.attributes.timezone, 'Asia/Tokyo');
});

test("moon-sun: phase, quarters and the day's times; polar day as a state", async (t) => {
  const reply = await post('/api/calc/moon-sun', { dateTime: '2026-06-21T12:00', location: paris });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(a.date, '2026-06-21');
  t.is(a.sun.state, 'rises-and-sets');
  t.true(a.sun.rise < a.sun.transit && a.sun.transit < a.sun.set);
  t.true(a.moon.distanceKm > 350_000);
  for (const key of ['newMoon', 'firstQuarter', 'fullMoon', 'lastQuarter'])
    t.true(a.phases[key].current <= a.at && a.at < a.phases[key].next, key);
  const polar = await post('/api/calc/moon-sun', {
    dateTime: '2026-06-21T12:00',
    location: { latitude: 78.22, longitude: 15.65 },
  });
  t.is(polar.status, 200, polar.text.slice(0, 400));
  t.is(polar.body.data.attributes.sun.state, 'always-up');
  t.is(polar.body.data.attributes.sun.rise, null);
  t.is(polar.body.data.attributes.location.timezone, 'Arctic/Longyearbyen');
});

test('moon-sun: twilight periods from 2026-11-28 (older versions: begin/end), local mean time, refraction and planets', async (t) => {
  const request = {
    dateTime: '2024-06-15T12:00',
    location: { latitude: 59.33, longitude: 18.07 },
    pressure: 1000,
    temperature: 20,
    planets: ['venus'],
  };
  const newest = await call(service, 'POST', '/api/calc/moon-sun', {
    key: org.ownerKey,
    body: request,
    headers: { 'X-Api-Version': '2026-11-28' },
  });
  t.is(newest.status, 200, newest.text.slice(0, 400));
  const a = newest.body.data.attributes;
  t.deepEqual(a.horizon, { elevation: 0, pressure: 1000, temperature: 20 });
  t.truthy(a.planets.venus.transit);
  const { civil } = a.sun.twilight;
  t.true(civil.morning.begin < civil.morning.end && civil.morning.end === a.sun.rise);
  t.true(civil.evening.begin < civil.evening.end && civil.evening.begin === a.sun.set);
  const older = await post('/api/calc/moon-sun', request);
  t.is(older.status, 200, older.text.slice(0, 400));
  t.deepEqual(older.body.data.attributes.sun.twilight.civil, {
    begin: civil.morning.begin,
    end: civil.evening.end,
    state: civil.state,
  });
  // New York before standard time: its own local mean time (74.006° W: 4 h 56 min 01 s).
  const newYork = await post('/api/calc/moon-sun', {
    dateTime: '1850-06-01T12:00',
    location: { latitude: 40.7128, longitude: -74.006 },
  });
  t.is(newYork.body.data.attributes.at, '1850-06-01T16:56:01Z');
  for (const [member, value] of [
    ['pressure', 2000],
    ['temperature', -100],
    ['elevation', 20_000],
    ['planets', ['sun']],
  ] as const) {
    const bad = await post('/api/calc/moon-sun', { ...request, [member]: value });
    t.is(bad.status, 400, `${member}: ${bad.text.slice(0, 200)}`);
    t.regex(bad.text, new RegExp(member));
  }
});

test('retrograde: every point by default, with stations and shadows', async (t) => {
  const reply = await post('/api/calc/retrograde', { startDate: '2026-01-01', endDate: '2026-12-31' });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.deepEqual(a.dateRange, { startDate: '2026-01-01', endDate: '2026-12-31', timezone: 'UTC' });
  t.deepEqual(Object.keys(a.periodsByPoint), [
    'mercury',
    'venus',
    'mars',
    'jupiter',
    'saturn',
    'uranus',
    'neptune',
    'pluto',
    'chiron',
  ]);
  const mercury = a.periodsByPoint.mercury[0];
  t.deepEqual(Object.keys(mercury).sort(), [
    'directStation',
    'durationDays',
    'inProgressAtStart',
    'postRetrogradeShadow',
    'preRetrogradeShadow',
    'retrogradeStation',
    'signsTraversed',
  ]);
  t.deepEqual(Object.keys(mercury.retrogradeStation).sort(), ['date', 'degreesInSign', 'longitude', 'sign']);
  const some = await post('/api/calc/retrograde', { startDate: '2026-01-01', endDate: '2035-12-31', points: ['mars'] });
  t.is(some.status, 200);
  t.deepEqual(Object.keys(some.body.data.attributes.periodsByPoint), ['mars']);
});

test('moon-sun: fixed stars asked for by id rise, culminate and set; circumpolar Vega in Tromsø is always up', async (t) => {
  const paris = await post('/api/calc/moon-sun', {
    dateTime: '2026-01-15T12:00',
    location: { latitude: 48.8566, longitude: 2.3522 },
    stars: ['sirius', 'vega'],
  });
  t.is(paris.status, 200, paris.text.slice(0, 400));
  const { sirius } = paris.body.data.attributes.stars;
  t.is(sirius.state, 'rises-and-sets');
  t.true(sirius.rise < sirius.transit || sirius.set < sirius.transit, JSON.stringify(sirius));
  const tromso = await post('/api/calc/moon-sun', {
    dateTime: '2026-01-15T12:00',
    location: { latitude: 69.65, longitude: 18.96 },
    stars: ['vega'],
  });
  t.is(tromso.body.data.attributes.stars.vega.state, 'always-up');
  const unknown = await post('/api/calc/moon-sun', {
    dateTime: '2026-01-15T12:00',
    location: { latitude: 48.8566, longitude: 2.3522 },
    stars: ['betelgeuze'],
  });
  t.is(unknown.status, 400);
  t.is(unknown.body.errors[0].source.parameter, 'stars[0]');
});

test('moon-phases: every quarter of a range in time order, dates read in the zone asked for', async (t) => {
  const reply = await post('/api/calc/moon-phases', {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    timezone: 'Asia/Tokyo',
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  t.is(reply.body.data.type, 'moon-phases');
  const { dateRange, phases } = reply.body.data.attributes;
  t.deepEqual(dateRange, { startDate: '2026-01-01', endDate: '2026-12-31', timezone: 'Asia/Tokyo' });
  // The range is Tokyo's year: from 2025-12-31T15:00Z to 2026-12-31T15:00Z.
  t.true(phases[0].exact >= '2025-12-31T15:00:00Z' && phases.at(-1).exact < '2026-12-31T15:00:00Z');
  const order = ['new', 'first-quarter', 'full', 'last-quarter'];
  for (let i = 1; i < phases.length; i++) {
    t.true(phases[i].exact > phases[i - 1].exact);
    t.is(order.indexOf(phases[i].phase), (order.indexOf(phases[i - 1].phase) + 1) % 4, phases[i].exact);
  }
});

test('eclipses: fifty years, with local circumstances for a place', async (t) => {
  const reply = await post('/api/calc/eclipses', {
    startDate: '2017-08-01',
    endDate: '2017-08-31',
    location: { latitude: 36.1627, longitude: -86.7816 },
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const [lunar, solar] = reply.body.data.attributes.eclipses;
  t.like(lunar, { kind: 'lunar', type: 'partial' });
  t.like(solar, { kind: 'solar', type: 'total', saros: 145 });
  t.is(solar.local.type, 'total');
  t.is(reply.body.data.attributes.dateRange.timezone, 'America/Chicago');
  const long = await post('/api/calc/eclipses', { startDate: '2000-01-01', endDate: '2049-12-31', kinds: ['lunar'] });
  t.is(long.status, 200);
  t.true(long.body.data.attributes.eclipses.length > 100);
  t.true(long.body.data.attributes.eclipses.every((e: { kind: string }) => e.kind === 'lunar'));
});

test('bad input answers 400 naming the field and the limit; unknown members are refused', async (t) => {
  const cases: Array<[string, unknown, string, RegExp]> = [
    [
      '/api/calc/moon-calendar/range',
      { startDate: '2026-01-01', endDate: '2026-02-01', location: paris },
      'endDate',
      /31 days/,
    ],
    [
      '/api/calc/moon-calendar/range',
      { startDate: '2026-01-10', endDate: '2026-01-09', location: paris },
      'endDate',
      /on or after startDate/,
    ],
    [
      '/api/calc/moon-calendar/range',
      { startDate: '2026-01-01', endDate: '2026-01-02', location: {} },
      'location',
      /timezone, or latitude and longitude/,
    ],
    [
      '/api/calc/moon-calendar/range',
      { startDate: '2026-01-01', endDate: '2026-01-02', location: { timezone: 'Mars/Olympus' } },
      'location.timezone',
      /IANA/,
    ],
    [
      '/api/calc/moon-calendar/day',
      { dateTime: '2026-01-01T12:00', location: paris, colour: 'red' },
      '',
      /unknown field\(s\) colour/,
    ],
    [
      '/api/calc/moon-calendar/day',
      { dateTime: '2026-01-01T12:00', location: paris, aspects: ['hug'] },
      'aspects[0]',
      /conjunction/,
    ],
    [
      '/api/calc/moon-sun',
      { dateTime: '2026-01-01T12:00', location: { timezone: 'Europe/Paris' } },
      'location.latitude',
      /degrees north/,
    ],
    [
      '/api/calc/moon-sun',
      { dateTime: '2026-01-01T12:00', location: { latitude: 95, longitude: 2 } },
      'location.latitude',
      /-90 to 90/,
    ],
    ['/api/calc/retrograde', { startDate: '2026-01-01', endDate: '2036-01-02' }, 'endDate', /10 years/],
    ['/api/calc/retrograde', { startDate: '2026-01-01', endDate: '2025-01-01' }, 'endDate', /after startDate/],
    [
      '/api/calc/retrograde',
      { startDate: '2026-01-01', endDate: '2026-02-01', points: ['sun'] },
      'points[0]',
      /mercury/,
    ],
    ['/api/calc/moon-phases', { startDate: '2026-01-01', endDate: '2036-01-02' }, 'endDate', /10 years/],
    ['/api/calc/moon-phases', { startDate: '2026-01-01', endDate: '2025-01-01' }, 'endDate', /after startDate/],
    [
      '/api/calc/moon-phases',
      { startDate: '2026-01-01', endDate: '2026-02-01', timezone: 'Mars/Olympus' },
      'timezone',
      /zone/,
    ],
    ['/api/calc/eclipses', { startDate: '2000-01-01', endDate: '2050-01-02' }, 'endDate', /50 years/],
    [
      '/api/calc/eclipses',
      { startDate: '2000-01-01', endDate: '2001-01-01', location: { timezone: 'UTC' } },
      'location.latitude',
      /degrees north/,
    ],
    ['/api/calc/eclipses', { startDate: '2000-13-01', endDate: '2001-01-01' }, 'startDate', /YYYY-MM-DD/],
  ];
  for (const [path, body, field, message] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    const error = reply.body.errors?.[0];
    if (field) t.is(error?.source?.parameter, field, `${path} ${JSON.stringify(body)}`);
    t.regex(error?.detail ?? '', message, `${path} ${JSON.stringify(body)}`);
  }
});

test('modules moon and retrograde are required (eclipses need transits); the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    modules: ['natal', 'transits'],
  });
  for (const path of [
    '/api/calc/moon-calendar/day',
    '/api/calc/moon-sun',
    '/api/calc/moon-phases',
    '/api/calc/retrograde',
  ]) {
    const refused = await post(path, {}, member.key);
    t.is(refused.status, 403, path);
    t.is(refused.body.errors[0].code, 'missing_module', path);
  }
  const allowed = await post('/api/calc/eclipses', { startDate: '2024-01-01', endDate: '2024-12-31' }, member.key);
  t.is(allowed.status, 200);
  const doc = await call(service, 'GET', '/openapi.json');
  for (const path of [
    '/api/calc/moon-calendar/day',
    '/api/calc/moon-calendar/range',
    '/api/calc/moon-sun',
    '/api/calc/moon-phases',
    '/api/calc/retrograde',
    '/api/calc/eclipses',
  ]) {
    t.truthy(doc.body.paths[path]?.post, path);
  }
});

test("eclipses appear in the transit response's crossings, as the eclipses endpoint finds them", async (t) => {
  const reply = await post('/api/calc/transit', {
    birthDate: '1990-06-15T14:30',
    birthLocation: paris,
    transitDateStart: '2026-01-01',
    transitDateEnd: '2026-12-31',
    points: ['sun', 'moon'],
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const inTransit = reply.body.data.crossings.eclipses;
  const listed = await post('/api/calc/eclipses', {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    location: { timezone: 'Europe/Paris' },
  });
  // The eclipses endpoint wants coordinates with a location; without one it reads the dates in UTC.
  t.is(listed.status, 400);
  const utc = await post('/api/calc/eclipses', { startDate: '2025-12-31', endDate: '2026-12-31' });
  const expected = utc.body.data.attributes.eclipses.filter(
    (e: { maximum: string }) => e.maximum >= '2025-12-31T23:00:00Z' && e.maximum < '2026-12-31T23:00:00Z',
  );
  t.true(inTransit.length >= 4);
  t.deepEqual(
    inTransit.map(
      (e: { kind: string; type: string; exact: string; saros: number }) => `${e.kind} ${e.type} ${e.exact} ${e.saros}`,
    ),
    expected.map(
      (e: { kind: string; type: string; maximum: string; saros: number }) =>
        `${e.kind} ${e.type} ${e.maximum} ${e.saros}`,
    ),
  );
  for (const e of inTransit) {
    t.true(e.house >= 1 && e.house <= 12);
    t.is(typeof e.sign, 'string');
  }
});
