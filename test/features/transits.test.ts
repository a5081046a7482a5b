/**
 * POST /api/calc/transit on the real service: both response shapes by compatibility date
 * (header, pin, query), X-Api-Version and Vary, texts and readable names, narrowing by points,
 * the span read in the transit zone, bad input naming the field, access, and a full pool.
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

const BODY = {
  birthDate: '1990-06-15T14:30',
  birthLocation: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  transitDateStart: '2026-03-01',
  transitDateEnd: '2026-04-30',
};

const transit = (body: unknown, headers: Record<string, string> = {}, key = org.ownerKey) =>
  call(service, 'POST', '/api/calc/transit', { key, body, headers });

interface Group {
  transiting: string;
  aspect: string;
  natal: string;
  text?: { urn: string; title: string; body: string } | null;
  occurrences: { exact: string; orbEntry: string | null; orbExit: string | null; retrograde: boolean; house: number }[];
}

test('from 2026-09-03: one entry per transiting point, aspect and natal point, passes under occurrences, text once', async (t) => {
  const reply = await transit({ ...BODY, includeText: true }, { 'X-Api-Version': '2026-09-03' });
  t.is(reply.status, 200, reply.text.slice(0, 500));
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.is(reply.headers.get('x-api-version'), '2026-09-03');
  t.regex(reply.headers.get('vary') ?? '', /X-Api-Version/);
  const data = reply.body.data;
  t.deepEqual(Object.keys(data.crossings).sort(), [
    'eclipses',
    'houseIngresses',
    'moonPhases',
    'signIngresses',
    'stations',
  ]);
  const groups = data.aspects as Group[];
  const keys = groups.map((g) => `${g.transiting}|${g.aspect}|${g.natal}`);
  t.is(new Set(keys).size, keys.length, 'each combination once');
  const moonGroup = groups.find((g) => g.transiting === 'moon' && g.occurrences.length >= 2)!;
  t.truthy(moonGroup, 'the Moon returns to an aspect within two months');
  t.is(
    moonGroup.text!.urn,
    `urn:astro:transit:moon:${moonGroup.aspect}:${moonGroup.natal === 'mean-node' ? 'north-node' : moonGroup.natal}`,
  );
  t.true(moonGroup.text!.body.length > 80);
  for (const g of groups) {
    t.true(g.occurrences.length >= 1);
    for (const o of g.occurrences) {
      t.regex(o.exact, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      t.true(o.exact >= '2026-02-28T23:00:00Z' && o.exact < '2026-04-30T22:00:00Z', 'inside the span');
      t.true(o.orbEntry === null || o.orbEntry <= o.exact);
      t.true(o.orbExit === null || o.orbExit >= o.exact);
      t.true(o.house >= 1 && o.house <= 12);
    }
  }
  t.deepEqual(
    data.range,
    { start: '2026-02-28T23:00:00Z', end: '2026-04-30T22:00:00Z', timezone: 'Europe/Paris' },
    'dates read in the zone; the end date included',
  );
});

test('before 2026-09-03 (the baseline): one entry per pass repeating the text, in time order', async (t) => {
  const grouped = await transit({ ...BODY, includeText: true }, { 'X-Api-Version': '2026-09-03' });
  const flat = await transit({ ...BODY, includeText: true });
  t.is(flat.status, 200);
  t.is(flat.headers.get('x-api-version'), '2026-01-01');
  t.regex(flat.headers.get('vary') ?? '', /X-Api-Version/);
  const passes = flat.body.data.aspects as Array<Record<string, unknown>>;
  const groups = grouped.body.data.aspects as Group[];
  t.is(
    passes.length,
    groups.reduce((n, g) => n + g.occurrences.length, 0),
  );
  for (let i = 1; i < passes.length; i++) t.true((passes[i - 1].exact as string) <= (passes[i].exact as string));
  for (const p of passes) {
    t.false('occurrences' in p);
    t.truthy(p.transiting && p.aspect && p.natal && p.exact);
  }
  const group = groups.find((g) => g.occurrences.length >= 2)!;
  const ofGroup = passes.filter(
    (p) => p.transiting === group.transiting && p.aspect === group.aspect && p.natal === group.natal,
  );
  t.is(ofGroup.length, group.occurrences.length);
  for (const p of ofGroup) t.deepEqual(p.text, group.text, 'the text repeated on each pass');
  t.deepEqual(flat.body.data.crossings, grouped.body.data.crossings, 'crossings do not depend on the date');
  const early = await transit(BODY, { 'X-Api-Version': '2026-09-02' });
  t.is(early.headers.get('x-api-version'), '2026-09-02');
  t.false('occurrences' in early.body.data.aspects[0]);
});

test('from 2026-11-28: the members under data.attributes, natal points keyed by id with every member of a chart point', async (t) => {
  const reply = await transit(BODY, { 'X-Api-Version': '2026-11-28' });
  t.is(reply.status, 200, reply.text.slice(0, 500));
  t.deepEqual(Object.keys(reply.body.data), ['type', 'attributes']);
  const { natal, aspects } = reply.body.data.attributes;
  t.true(Array.isArray(aspects[0].occurrences));
  t.is(typeof natal.points.sun.longitude, 'number');
  t.is(natal.points.sun.id, 'sun');
  t.is(typeof natal.points.sun.degreeInSign, 'number');
  const before = await transit(BODY, { 'X-Api-Version': '2026-11-27' });
  t.deepEqual(before.body.data.natal.points[0], {
    id: 'sun',
    longitude: natal.points.sun.longitude,
    sign: natal.points.sun.sign,
    house: natal.points.sun.house,
    retrograde: false,
  });
});

test('the organization pin applies without a header; the header overrides it; api_version in the query too', async (t) => {
  const pinned = await createOrganization(service.services.db, 'Pinned');
  const pin = await call(service, 'PATCH', '/api/org/api-version', {
    key: pinned.ownerKey,
    body: { data: { type: 'organizations', attributes: { apiVersion: '2026-10-01' } } },
  });
  t.is(pin.status, 200);
  const byPin = await transit(BODY, {}, pinned.ownerKey);
  t.is(byPin.headers.get('x-api-version'), '2026-10-01', 'a pin between two changes applies as it is');
  t.true(Array.isArray(byPin.body.data.aspects[0].occurrences));
  const byHeader = await transit(BODY, { 'X-Api-Version': '2026-01-01' }, pinned.ownerKey);
  t.is(byHeader.headers.get('x-api-version'), '2026-01-01');
  t.false('occurrences' in byHeader.body.data.aspects[0]);
  const byQuery = await call(service, 'POST', '/api/calc/transit?api_version=2026-09-03', {
    key: org.ownerKey,
    body: BODY,
  });
  t.is(byQuery.headers.get('x-api-version'), '2026-09-03');
  t.true(Array.isArray(byQuery.body.data.aspects[0].occurrences));
  const malformed = await transit(BODY, { 'X-Api-Version': '2026-02-30' });
  t.is(malformed.status, 400);
  t.deepEqual(Object.keys(malformed.body), ['error']);
});

test('points narrow the transiting points; readable entities in the language; retrograde passes of a slow planet', async (t) => {
  const reply = await transit(
    {
      ...BODY,
      transitDateStart: '2026-01-01',
      transitDateEnd: '2026-12-31',
      points: ['saturn', 'mars'],
      language: 'es',
      includeReadableEntities: true,
      includeHouseCusps: true,
      aspects: ['conjunction', 'square', 'quincunx'],
    },
    { 'X-Api-Version': '2026-09-03' },
  );
  t.is(reply.status, 200, reply.text.slice(0, 300));
  const data = reply.body.data;
  const groups = data.aspects as Group[];
  t.true(groups.length > 0);
  t.true(
    groups.every(
      (g) => ['saturn', 'mars'].includes(g.transiting) && ['conjunction', 'square', 'quincunx'].includes(g.aspect),
    ),
  );
  for (const list of Object.values(data.crossings) as Array<Array<{ point?: string }>>) {
    t.true(list.every((e) => e.point === undefined || ['saturn', 'mars'].includes(e.point)));
  }
  t.is(data.crossings.moonPhases.length, 0, 'no Moon, no phases');
  t.true(
    data.crossings.stations.some((s: { point: string }) => s.point === 'saturn'),
    'Saturn stations in 2026',
  );
  t.deepEqual(data.readableEntities.points.saturn, { name: 'Saturno', glyph: '♄' });
  t.deepEqual(data.readableEntities.aspects.square, { name: 'Cuadratura', glyph: '□' });
  t.is(data.readableEntities.signs.aries.name, 'Aries');
  t.is(data.readableEntities.points['cusp-4'].name, 'Casa 4');
  t.true(data.provenance.natalPoints.includes('cusp-12'));
  t.false('text' in groups[0], 'no texts unless asked');
});

test('bad input: 400 naming the field', async (t) => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['transitDateEnd', { transitDateStart: '2026-05-01', transitDateEnd: '2026-04-01' }],
    ['transitDateEnd', { transitDateStart: '2020-01-01', transitDateEnd: '2030-01-02' }],
    ['transitDateStart', { transitDateStart: '2026-13-01' }],
    ['transitDateStart', { transitDateStart: '01/03/2026' }],
    ['transitDateStart', { transitDateStart: '2026-02-30' }],
    ['transitDateStart', { transitDateStart: '1700-01-01' }],
    ['transitDateEnd', { transitDateEnd: '2026-04-31T10:00' }],
    ['points[1]', { points: ['mars', 'vulcan'] }],
    ['points', { points: [] }],
    ['birthLocation.latitude', { birthLocation: { latitude: 91, longitude: 2 } }],
    ['transitLocation.longitude', { transitLocation: { latitude: 10, longitude: 200 } }],
    ['transitLocation.timezone', { transitLocation: { latitude: 10, longitude: 20, timezone: 'Mars/Olympus' } }],
    ['birthLocation.timezone', { birthLocation: { latitude: 48, longitude: 2, timezone: 'Nowhere/City' } }],
    ['birthDate', { birthDate: '1990-02-30T10:00' }],
    ['birthDate', { birthDate: 'yesterday' }],
    ['language', { language: 'xx' }],
    ['houseSystem', { houseSystem: 'zodiacal' }],
    ['aspects[0]', { aspects: ['trine-ish'] }],
    ['orbs.square', { orbs: { square: 11 } }],
    ['includeText', { includeText: 'yes' }],
  ];
  for (const [parameter, change] of cases) {
    const reply = await transit({ ...BODY, ...change });
    t.is(reply.status, 400, `${JSON.stringify(change)} → ${reply.status}`);
    t.is(
      reply.body?.errors?.[0]?.source?.parameter,
      parameter,
      `${JSON.stringify(change)}: ${reply.text.slice(0, 300)}`,
    );
  }
  const missing = await transit({
    birthLocation: BODY.birthLocation,
    transitDateStart: '2026-01-01',
    transitDateEnd: '2026-02-01',
  });
  t.is(missing.status, 400);
  t.is(missing.body.errors[0].source.parameter, 'birthDate');
});

test('the span: local dates in the transit zone, offsets as given, ten years at most', async (t) => {
  const tokyo = await transit({
    ...BODY,
    transitLocation: { latitude: 35.68, longitude: 139.69 },
    transitDateStart: '2026-03-01',
    transitDateEnd: '2026-03-01',
  });
  t.is(tokyo.status, 200);
  t.deepEqual(tokyo.body.data.range, {
    start: '2026-02-28T15:00:00Z',
    end: '2026-03-01T15:00:00Z',
    timezone: 'Asia/Tokyo',
  });
  const exact = await transit({
    ...BODY,
    transitDateStart: '2026-03-01T06:00:00+02:00',
    transitDateEnd: '2026-03-02T12:00',
  });
  t.deepEqual(exact.body.data.range, {
    start: '2026-03-01T04:00:00Z',
    end: '2026-03-02T11:00:00Z',
    timezone: 'Europe/Paris',
  });
  // Before 1970 the zone's own history, as for birth times: Amsterdam kept +00:19:32 until 1937 (ICU's data follows Brussels).
  const amsterdam = await transit({
    ...BODY,
    points: ['pluto'],
    transitLocation: { latitude: 52.37, longitude: 4.9, timezone: 'Europe/Amsterdam' },
    transitDateStart: '1930-01-01',
    transitDateEnd: '1930-01-31',
  });
  t.deepEqual(amsterdam.body.data.range, {
    start: '1929-12-31T23:40:28Z',
    end: '1930-01-31T23:40:28Z',
    timezone: 'Europe/Amsterdam',
  });
  const lowerCase = await transit({
    ...BODY,
    transitLocation: { latitude: 52.37, longitude: 4.9, timezone: 'europe/amsterdam' },
    transitDateStart: '2026-03-01',
    transitDateEnd: '2026-03-01',
  });
  t.is(lowerCase.body.data.range.timezone, 'Europe/Amsterdam', 'the zone as the database spells it');
  const tenYears = await transit({
    ...BODY,
    points: ['pluto'],
    transitDateStart: '2026-01-01T00:00:00Z',
    transitDateEnd: '2036-01-01T00:00:00Z',
  });
  t.is(tenYears.status, 200, 'ten years are accepted');
});

test('access: calc:use permission and the transits module', async (t) => {
  const noCalc = await addMemberWithKey(service.services.db, org.organizationId, 'owner', {
    permissions: ['content:read'],
  });
  const denied = await transit(BODY, {}, noCalc.key);
  t.is(denied.status, 403);
  const natalOnly = await addMemberWithKey(service.services.db, org.organizationId, 'owner', { modules: ['natal'] });
  const noModule = await transit(BODY, {}, natalOnly.key);
  t.is(noModule.status, 403);
  t.is(noModule.body.errors[0].meta.module, 'transits');
  t.is((await call(service, 'POST', '/api/calc/transit', { body: BODY })).status, 401);
});

test('a full pool answers 503 with Retry-After at once', async (t) => {
  const small = await startTestService({ POOL_THREADS: '1', POOL_MAX_QUEUE: '0' });
  try {
    const owner = await createOrganization(small.services.db);
    // Far-apart decades: each request builds its own span, so they overlap in time.
    const replies = await Promise.all(
      [1850, 1900, 1950, 2050].map((year) =>
        call(small, 'POST', '/api/calc/transit', {
          key: owner.ownerKey,
          body: { ...BODY, transitDateStart: `${year}-01-01`, transitDateEnd: `${year + 3}-12-31` },
        }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    t.true(statuses.includes(200), statuses.join(','));
    const busy = replies.filter((r) => r.status === 503);
    t.true(busy.length >= 1, statuses.join(','));
    for (const r of busy) t.regex(r.headers.get('retry-after') ?? '', /^\d+$/);
  } finally {
    await small.stopAll();
  }
});
