import test from 'ava';
import fc from 'fast-check';
import { ASTEROID_POINTS, DEFAULT_POINTS } from '../../src/astro/vocabulary.ts';
import { arcsecondsApart, referenceBirths } from '../astro/reference-data.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const BERLIN = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };

const get = (query: Record<string, string | number | boolean | string[]>, key = org.ownerKey) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
  return call(service, 'GET', `/api/calc/natal?${params}`, { key });
};
const post = (body: unknown, key = org.ownerKey) => call(service, 'POST', '/api/calc/natal', { key, body });

/** Every number anywhere in a value, with its path; and every null. */
function leaves(
  value: unknown,
  path = '$',
  out: { numbers: [string, number][]; nulls: string[] } = { numbers: [], nulls: [] },
) {
  if (typeof value === 'number') out.numbers.push([path, value]);
  else if (value === null) out.nulls.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, `${path}.${k}`, out);
  return out;
}

test('GET answers a JSON:API natal chart with time resolution, points, houses, angles, aspects and provenance', async (t) => {
  const reply = await get({ ...BERLIN, placeName: 'Berlin' });
  t.is(reply.status, 200, reply.text);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const { type, attributes: a } = reply.body.data;
  t.is(type, 'natal-charts');
  t.is(a.timeResolution.localDateTime, '1990-06-15T14:30:00');
  t.is(a.timeResolution.utcOffset, '+02:00');
  t.is(a.timeResolution.utc, '1990-06-15T12:30:00.000Z');
  t.is(a.timeResolution.timezone, 'Europe/Berlin');
  t.true(a.timeResolution.deltaTSeconds > 56 && a.timeResolution.deltaTSeconds < 58, 'ΔT of 1990 is about 56.9 s');
  t.deepEqual(a.location, { latitude: 52.52, longitude: 13.405, placeName: 'Berlin' });
  t.deepEqual(
    a.points.map((p: { id: string }) => p.id),
    [...DEFAULT_POINTS],
  );
  for (const p of a.points) {
    for (const field of ['longitude', 'latitude', 'speed', 'degreeInSign', 'house'])
      t.is(typeof p[field], 'number', `${p.id}.${field}`);
    t.is(typeof p.sign, 'string');
    t.is(typeof p.retrograde, 'boolean');
  }
  // The Sun on 15 June is in Gemini, about 24°.
  const sun = a.points.find((p: { id: string }) => p.id === 'sun');
  t.is(sun.sign, 'gemini');
  t.true(Math.abs(sun.degreeInSign - 24.2) < 0.5, `sun at ${sun.degreeInSign}° Gemini`);
  t.is(a.houses.cusps.length, 12);
  t.is(a.houses.systemRequested, 'placidus');
  t.is(a.houses.systemUsed, 'placidus');
  t.is(a.angles.ascendant, a.houses.cusps[0].longitude);
  t.true(a.aspects.length > 0);
  t.deepEqual(Object.keys(a.aspects[0]).sort(), [
    'angle',
    'aspect',
    'exactness',
    'motion',
    'orb',
    'orbAllowed',
    'point1',
    'point2',
    'separation',
  ]);
  t.is(a.provenance.engine, 'astro-api natal engine');
  t.is(typeof a.provenance.version, 'string');
  t.is(a.provenance.houseSystemUsed, 'placidus');
  t.is(a.provenance.localTimeRule, 'earlier');
  t.deepEqual(a.provenance.warnings, []);
  t.false('readable' in sun);
  t.false('texts' in sun);
});

test('the route puts the reference instant in the engine: Sun and Moon match the Swiss Ephemeris', async (t) => {
  let worstSun = 0;
  let worstMoon = 0;
  for (const b of referenceBirths().slice(0, 5)) {
    const reply = await get({ dateTime: b.utc, latitude: b.lat, longitude: b.lon, points: 'sun,moon' });
    t.is(reply.status, 200, reply.text);
    const [sun, moon] = reply.body.data.attributes.points;
    worstSun = Math.max(worstSun, arcsecondsApart(sun.longitude, b.bodies.sun.lon));
    worstMoon = Math.max(worstMoon, arcsecondsApart(moon.longitude, b.bodies.moon.lon));
  }
  t.log(`largest error through HTTP: Sun ${worstSun.toFixed(2)}″, Moon ${worstMoon.toFixed(2)}″`);
  t.true(worstSun <= 2);
  t.true(worstMoon <= 5);
});

test('the asteroids come when named in points, with readable names and glyphs', async (t) => {
  const reply = await post({ ...BERLIN, points: ['sun', ...ASTEROID_POINTS], includeReadableEntities: true });
  t.is(reply.status, 200);
  const a = reply.body.data.attributes;
  t.deepEqual(
    a.points.map((p: { id: string }) => p.id),
    ['sun', ...ASTEROID_POINTS],
  );
  for (const p of a.points) t.true(p.longitude >= 0 && p.longitude < 360 && Number.isFinite(p.speed));
  const text = JSON.stringify(reply.body);
  for (const glyph of ['\u26B3', '\u26B4', '\u26B5', '\u26B6']) t.true(text.includes(glyph), glyph);
});

test('GET and POST with the same fields give the same body', async (t) => {
  const options = {
    houseSystem: 'koch',
    points: ['sun', 'moon', 'venus', 'ascendant'],
    language: 'de',
    includeReadableEntities: true,
  };
  const viaGet = await get({
    ...BERLIN,
    ...options,
    'aspects.types': 'trine,square,conjunction',
    'aspects.orbs.trine': '4.5',
  });
  const viaPost = await post({
    ...BERLIN,
    ...options,
    aspects: { types: ['trine', 'square', 'conjunction'], orbs: { trine: 4.5 } },
  });
  t.is(viaGet.status, 200, viaGet.text);
  t.is(viaPost.status, 200, viaPost.text);
  t.deepEqual(viaGet.body, viaPost.body);
  t.is(viaGet.body.data.attributes.houses.systemUsed, 'koch');
  t.deepEqual(
    viaGet.body.data.attributes.points.map((p: { id: string }) => p.id),
    ['sun', 'moon', 'venus', 'ascendant'],
  );
});

test('the place may be nested as location, in the body and as location.* query parameters', async (t) => {
  const flat = await post(BERLIN);
  const nestedBody = await post({
    dateTime: BERLIN.dateTime,
    location: { latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' },
  });
  const nestedQuery = await get({
    dateTime: BERLIN.dateTime,
    'location.latitude': '52.52',
    'location.longitude': '13.405',
    'location.timezone': 'Europe/Berlin',
  });
  t.is(flat.status, 200);
  t.deepEqual(nestedBody.body, flat.body);
  t.deepEqual(nestedQuery.body, flat.body);
});

test('house systems by name and by letter code give the same chart; lists may be repeated or comma-separated', async (t) => {
  const byName = await get({ ...BERLIN, houseSystem: 'whole-sign', points: ['sun', 'moon'] });
  const byLetter = await get({ ...BERLIN, houseSystem: 'W', points: 'sun,moon' });
  t.is(byName.status, 200, byName.text);
  t.deepEqual(byLetter.body, byName.body);
  const cusps = byName.body.data.attributes.houses.cusps;
  t.true(
    cusps.every(
      (c: { degreeInSign: number }) => Math.abs(c.degreeInSign) < 1e-9 || Math.abs(c.degreeInSign - 30) < 1e-9,
    ),
    'whole-sign cusps start signs',
  );
});

test('aspect options choose the aspects and their orbs', async (t) => {
  const wide = await post({ ...BERLIN, aspects: { types: ['trine'], orbs: { trine: 10 } } });
  const narrow = await post({ ...BERLIN, aspects: { types: ['trine'], orbs: { trine: 1 } } });
  t.is(wide.status, 200, wide.text);
  const aspectsWide = wide.body.data.attributes.aspects;
  const aspectsNarrow = narrow.body.data.attributes.aspects;
  t.true(aspectsWide.length > 0);
  t.true(
    aspectsWide.every(
      (a: { aspect: string; orb: number; orbAllowed: number }) => a.aspect === 'trine' && a.orb <= a.orbAllowed,
    ),
  );
  t.true(
    aspectsNarrow.every((a: { orbAllowed: number }) => a.orbAllowed <= 1.25 + 1e-9),
    'factors apply to the overridden orb',
  );
  t.true(aspectsNarrow.length < aspectsWide.length);
  // A bare list in a query reads as the aspect types.
  const bareOnly = await get({ ...BERLIN, aspects: 'trine' });
  t.true(bareOnly.body.data.attributes.aspects.every((a: { aspect: string }) => a.aspect === 'trine'));
});

test('a local time skipped by the spring clock change is resolved by the rule and reported', async (t) => {
  const gap = {
    dateTime: '2021-03-28T02:30',
    latitude: 52.52,
    longitude: 13.405,
    timezone: 'Europe/Berlin',
    points: 'sun',
  };
  const earlier = await get(gap);
  t.is(earlier.status, 200, earlier.text);
  const te = earlier.body.data.attributes.timeResolution;
  t.is(te.localTimeStatus, 'skipped');
  t.is(te.ruleApplied, 'earlier');
  t.is(te.utc, '2021-03-28T00:30:00.000Z', '02:30 read with the offset before the gap');
  const warnings: string[] = earlier.body.data.attributes.provenance.warnings;
  t.is(warnings.length, 1);
  t.regex(warnings[0], /2021-03-28T02:30:00.*did not exist.*Europe\/Berlin.*earlier/);

  const later = await get({ ...gap, localTimeRule: 'later' });
  t.is(later.body.data.attributes.timeResolution.ruleApplied, 'later');
  t.is(later.body.data.attributes.timeResolution.utc, '2021-03-28T01:30:00.000Z');
  t.is(later.body.data.attributes.provenance.localTimeRule, 'later');

  const rejected = await get({ ...gap, localTimeRule: 'reject' });
  t.is(rejected.status, 400);
  t.is(rejected.body.errors[0].source.parameter, 'dateTime');
  t.regex(rejected.body.errors[0].detail, /skipped/);

  const repeated = await post({
    dateTime: '2021-10-31T02:30',
    latitude: 52.52,
    longitude: 13.405,
    timezone: 'Europe/Berlin',
    points: ['sun'],
  });
  t.is(repeated.body.data.attributes.timeResolution.localTimeStatus, 'repeated');
  t.regex(repeated.body.data.attributes.provenance.warnings[0], /occurred twice/);
});

test('Placidus inside the polar circle falls back to Porphyry with a warning', async (t) => {
  const reply = await get({ dateTime: '1990-01-10T12:00', latitude: 78.22, longitude: 15.65, houseSystem: 'placidus' });
  t.is(reply.status, 200, reply.text);
  const a = reply.body.data.attributes;
  t.is(a.timeResolution.timezone, 'Arctic/Longyearbyen', 'zone found from the coordinates');
  t.is(a.timeResolution.timezoneSource, 'coordinates');
  t.is(a.houses.systemRequested, 'placidus');
  t.is(a.houses.systemUsed, 'porphyry');
  t.is(a.provenance.houseSystemRequested, 'placidus');
  t.is(a.provenance.houseSystemUsed, 'porphyry');
  t.is(a.provenance.warnings.length, 1);
  t.regex(a.provenance.warnings[0], /Porphyry/);
});

test('readable entities and texts come in the requested language', async (t) => {
  const reply = await post({ ...BERLIN, language: 'es', includeText: true, includeReadableEntities: true });
  t.is(reply.status, 200, reply.text);
  const a = reply.body.data.attributes;
  t.is(a.language, 'es');
  const sun = a.points.find((p: { id: string }) => p.id === 'sun');
  t.is(sun.readable.name, 'Sol');
  t.is(sun.readable.glyph, '☉');
  t.is(sun.readable.sign.name, 'Géminis');
  t.is(a.houses.readable.systemUsed, 'Placidus');
  t.is(a.aspects[0].readable.point1.name.length > 0, true);
  t.deepEqual(
    sun.texts.map((x: { kind: string }) => x.kind),
    ['planet-sign', 'planet-house'],
  );
  t.is(sun.texts[0].urn, 'urn:astro:planet-sign:sun:gemini');
  t.is(sun.texts[1].urn, `urn:astro:planet-house:sun:${sun.house}`);
  for (const text of sun.texts) t.true(text.title.length > 0 && text.body.length > 40);
  const de = await post({ ...BERLIN, language: 'de', includeText: true, points: ['sun'] });
  t.not(de.body.data.attributes.points[0].texts[0].body, sun.texts[0].body, 'German text differs from Spanish');
  // Points without texts (e.g. the Vertex in a house) simply have fewer entries.
  const vertex = a.points.find((p: { id: string }) => p.id === 'vertex');
  t.true(Array.isArray(vertex.texts));
});

// Serial: the pool's count of finished tasks must not see other tests' requests.
test.serial('a chart with texts runs the natal task once (the texts are spliced in by the web thread)', async (t) => {
  const before = service.services.pool.stats.completed;
  const reply = await get({ ...BERLIN, includeText: true });
  t.is(reply.status, 200, reply.text);
  t.is(service.services.pool.stats.completed - before, 1);
  const sun = reply.body.data.attributes.points.find((p: { id: string }) => p.id === 'sun');
  t.deepEqual(
    sun.texts.map((x: { kind: string }) => x.kind),
    ['planet-sign', 'planet-house'],
  );
});

const BAD_INPUT: [string, Record<string, unknown>, string][] = [
  ['latitude above 90', { ...BERLIN, latitude: 91 }, 'latitude'],
  ['latitude not a number', { ...BERLIN, latitude: 'north' }, 'latitude'],
  ['longitude beyond 180', { ...BERLIN, longitude: -180.5 }, 'longitude'],
  [
    'nested latitude out of range',
    { dateTime: BERLIN.dateTime, location: { latitude: -95, longitude: 0 } },
    'location.latitude',
  ],
  ['no latitude at all', { dateTime: BERLIN.dateTime, longitude: 0 }, 'latitude'],
  ['no dateTime', { latitude: 1, longitude: 2 }, 'dateTime'],
  ['malformed dateTime', { ...BERLIN, dateTime: '15.06.1990 14:30' }, 'dateTime'],
  ['impossible date', { ...BERLIN, dateTime: '1990-02-30T10:00' }, 'dateTime'],
  ['impossible time', { ...BERLIN, dateTime: '1990-02-10T24:30' }, 'dateTime'],
  ['before 1800', { ...BERLIN, dateTime: '1799-12-31T23:00' }, 'dateTime'],
  ['after 2400', { ...BERLIN, dateTime: '2401-01-01T00:00' }, 'dateTime'],
  ['unknown timezone', { ...BERLIN, timezone: 'Mars/Olympus_Mons' }, 'timezone'],
  ['unknown localTimeRule', { ...BERLIN, localTimeRule: 'sooner' }, 'localTimeRule'],
  ['unknown house system', { ...BERLIN, houseSystem: 'vedic' }, 'houseSystem'],
  ['unknown house letter', { ...BERLIN, houseSystem: 'Z' }, 'houseSystem'],
  ['unknown point', { ...BERLIN, points: ['sun', 'vulcan'] }, 'points[1]'],
  ['unknown aspect type', { ...BERLIN, aspects: { types: ['novile'] } }, 'aspects.types[0]'],
  ['orb of zero', { ...BERLIN, aspects: { orbs: { trine: 0 } } }, 'aspects.orbs.trine'],
  ['orb too wide', { ...BERLIN, aspects: { orbs: { square: 31 } } }, 'aspects.orbs.square'],
  ['orb of an unknown aspect', { ...BERLIN, aspects: { orbs: { novile: 2 } } }, 'aspects.orbs.novile'],
  ['unknown language', { ...BERLIN, language: 'xx' }, 'language'],
  ['includeText not a flag', { ...BERLIN, includeText: 'maybe' }, 'includeText'],
];

for (const [name, body, parameter] of BAD_INPUT) {
  test(`bad input → 400 naming ${parameter}: ${name} (POST and GET)`, async (t) => {
    const viaPost = await post(body);
    t.is(viaPost.status, 400, viaPost.text);
    t.is(viaPost.body.errors[0].source.parameter, parameter, viaPost.text);
    t.is(viaPost.body.errors[0].source.in, 'body');
    const query: Record<string, string | string[]> = {};
    const flatten = (value: unknown, prefix: string) => {
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k);
      else query[prefix] = Array.isArray(value) ? value.map(String) : String(value);
    };
    flatten(body, '');
    const viaGet = await get(query);
    t.is(viaGet.status, 400, viaGet.text);
    t.is(viaGet.body.errors[0].source.parameter, parameter, viaGet.text);
    t.is(viaGet.body.errors[0].source.in, 'query');
    t.false(viaGet.body.errors[0].detail.startsWith(`${parameter}: ${parameter}:`), 'the parameter is named once');
  });
}

test('a body that is not JSON, or none, is refused naming the body', async (t) => {
  const none = await call(service, 'POST', '/api/calc/natal', { key: org.ownerKey });
  t.is(none.status, 400);
  t.is(none.body.errors[0].source.parameter, 'body');
});

test('the natal endpoint needs calc:read and the natal module', async (t) => {
  const noPermission = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    permissions: ['chart:read'],
  });
  const denied = await get(BERLIN, noPermission.key);
  t.is(denied.status, 403);
  t.is(denied.body.errors[0].code, 'missing_permission');
  const noModule = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['charts'] });
  const refused = await post(BERLIN, noModule.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  const allowed = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    permissions: ['calc:read'],
    modules: ['natal'],
  });
  t.is((await get(BERLIN, allowed.key)).status, 200);
  t.is((await get(BERLIN, '')).status, 401);
});

test('property: random births anywhere 1800–2400 give only finite numbers and no nulls where numbers belong', async (t) => {
  const birth = fc.record({
    year: fc.integer({ min: 1800, max: 2399 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    houseSystem: fc.constantFrom('P', 'K', 'O', 'R', 'C', 'A', 'W', 'B', 'M', 'T', 'X'),
  });
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  await fc.assert(
    fc.asyncProperty(birth, async (b) => {
      const reply = await post({
        dateTime: `${pad(b.year, 4)}-${pad(b.month)}-${pad(b.day)}T${pad(b.hour)}:${pad(b.minute)}`,
        latitude: b.latitude,
        longitude: b.longitude,
        houseSystem: b.houseSystem,
      });
      if (reply.status !== 200) throw new Error(reply.text);
      const { numbers, nulls } = leaves(reply.body);
      const bad = numbers.filter(([, v]) => !Number.isFinite(v));
      if (bad.length) throw new Error(`non-finite ${JSON.stringify(bad)}`);
      const unexpected = nulls.filter((p) => !/timeResolution\.ruleApplied$|location\.placeName$/.test(p));
      if (unexpected.length) throw new Error(`nulls at ${unexpected.join(', ')}`);
    }),
    { numRuns: 25, seed: 20261122 },
  );
  t.pass();
});

test('at 2026-11-28 natal answers its declared shape (held to it by the response check): points keyed by id', async (t) => {
  const body = {
    dateTime: '1990-06-15T14:30',
    latitude: 51.5074,
    longitude: -0.1278,
    timezone: 'Europe/London',
    includeText: true,
    includeReadableEntities: true,
  };
  const reply = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body,
    headers: { 'X-Api-Version': '2026-11-28' },
  });
  t.is(reply.status, 200, reply.text.slice(0, 500));
  t.is(reply.body.data.attributes.points.sun.id, 'sun');
  t.is(typeof reply.body.data.attributes.points.sun.longitude, 'number');
  const sidereal = await call(
    service,
    'GET',
    '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=51.5&longitude=-0.12&zodiac=sidereal&fixedStars.orb=1',
    {
      key: org.ownerKey,
      headers: { 'X-Api-Version': '2026-11-28' },
    },
  );
  t.is(sidereal.status, 200, sidereal.text.slice(0, 500));
  t.is(typeof sidereal.body.data.attributes.points.moon.nakshatra.pada, 'number');
});
