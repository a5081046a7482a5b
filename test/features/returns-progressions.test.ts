/**
 * POST /api/calc/solar-return, /lunar-return, /progressions and /solar-arc on the real service
 * (PostgreSQL, Redis, the calculation pool): response members, texts in en/es/de, the modules
 * required, bad input answered 400 naming the field and its range, unknown members refused, and
 * the OpenAPI document.
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
const birth = {
  birthDateTime: '1990-06-15T14:30',
  birthLocation: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
};

test('solar return: the instant in the year, points keyed by id, houses, aspects, aspects to natal, texts', async (t) => {
  const reply = await post('solar-return', {
    ...birth,
    returnYear: 2026,
    includeText: true,
    language: 'de',
    returnLocation: { latitude: 40.7128, longitude: -74.006 },
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  t.is(reply.body.data.type, 'solar-returns');
  const a = reply.body.data.attributes;
  t.is(a.returnYear, 2026);
  t.regex(a.returnDate, /^2026-06-1[56]T\d\d:\d\d:\d\dZ$/);
  t.true(Math.abs(a.points.sun.longitude - a.natalSunLongitude) < 1e-5);
  t.deepEqual(a.location, { latitude: 40.7128, longitude: -74.006, relocated: true });
  t.is(a.houses.cusps.length, 12);
  t.is(typeof a.houses.angles.ascendant, 'number');
  t.true(Array.isArray(a.aspects));
  const sunConjunct = a.aspectsToNatal.find(
    (x: { point: string; natal: string }) => x.point === 'sun' && x.natal === 'sun',
  );
  t.is(sunConjunct.aspect, 'conjunction');
  t.regex(sunConjunct.text.title, /Solar-Sonne in Konjunktion mit der natalen Sonne/);
  t.regex(a.points.venus.text.title, /^Solar-Venus im \d+\. Haus$/);
  t.is(a.birth.timeResolution.timezone, 'Europe/Paris');
});

test('lunar returns: thirteen in a row from local midnight, the first at the top', async (t) => {
  const reply = await post('lunar-return', {
    ...birth,
    returnDate: '2026-03-10',
    count: 13,
    includeText: true,
    language: 'es',
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(a.nextReturns.length, 12);
  t.true(a.returnDate >= '2026-03-09T23:00:00Z');
  t.true(Math.abs(a.points.moon.longitude - a.natalMoonLongitude) < 1e-4);
  t.regex(a.points.moon.text.title, /Luna de la revolución lunar en la casa/);
});

test('progressions and solar arc: dates, angles method, perfections with texts', async (t) => {
  const reply = await post('progressions', {
    ...birth,
    targetDate: '2026-03-01T12:00',
    includeText: true,
    angles: 'naibod',
  });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(a.angles.method, 'naibod');
  t.regex(a.angles.description, /Naibod/);
  t.regex(a.progressedDate, /^1990-07-21T/); // 35.7 years of life: 35.7 days after the birth
  t.is(a.natalDate.utc, '1990-06-15T12:30:00.000Z');
  t.is(a.targetDate, '2026-03-01T11:00:00.000Z');
  t.truthy(a.points.moon && a.natalPoints.moon);
  t.true(a.perfections.length > 0);
  for (const p of a.perfections) t.true(Math.abs(Date.parse(p.exact) - Date.parse(a.targetDate)) <= 366 * 864e5);
  t.true(a.perfections.some((p: { text: { title: string } | null }) => p.text && /^Progressed /.test(p.text.title)));
  const arc = await post('solar-arc', { ...birth, targetDate: '2026-03-01' });
  t.is(arc.status, 200, arc.text.slice(0, 300));
  const d = arc.body.data.attributes;
  t.true(d.solarArc > 34 && d.solarArc < 36);
  const natalSun = d.natalPoints.sun.longitude;
  t.true(Math.abs(((d.points.sun.longitude - natalSun - d.solarArc + 540) % 360) - 180) < 1e-6);
  const solarArcDefault = await post('progressions', { ...birth, targetDate: '2026-03-01' });
  t.is(solarArcDefault.body.data.attributes.angles.method, 'solar-arc');
});

test('bad input: 400 naming the field and the range; unknown members refused', async (t) => {
  const cases: Array<[string, unknown, string, RegExp]> = [
    ['solar-return', { ...birth, returnYear: 1985 }, 'returnYear', /from 1990 \(the birth year\) to 2400/],
    ['solar-return', { ...birth, returnYear: 2401 }, 'returnYear', /to 2400/],
    [
      'lunar-return',
      { ...birth, returnDate: '1990-01-01' },
      'returnDate',
      /from 1990-06-15 \(the birth date\) to 2399-12-31/,
    ],
    ['lunar-return', { ...birth, returnDate: '2026-01-01', count: 14 }, 'count', /1 to 13/],
    ['progressions', { ...birth, targetDate: '1989-01-01' }, 'targetDate', /after the birth .* not beyond 2400-12-31/],
    ['progressions', { ...birth, targetDate: '2401-01-01' }, 'targetDate', /not beyond 2400-12-31/],
    ['progressions', { ...birth, targetDate: '2030-01-01', angles: 'placidus' }, 'angles', /solar-arc, naibod/],
    ['solar-arc', { ...birth, targetDate: '1900-01-01' }, 'targetDate', /after the birth/],
    ['solar-return', { ...birth, returnYear: 2026, colour: 'red' }, '', /unknown field\(s\) colour/],
    [
      'lunar-return',
      { ...birth, returnDate: '2026-01-01', birthLocation: { latitude: 1, longitude: 2, altitude: 3 } },
      'birthLocation.altitude',
      /unknown field\(s\) altitude/,
    ],
    [
      'solar-return',
      { ...birth, birthLocation: { latitude: 95, longitude: 2 } },
      'birthLocation.latitude',
      /-90 to 90/,
    ],
  ];
  for (const [path, body, field, message] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 200)}`);
    const error = reply.body.errors[0];
    if (field) t.is(error.source.parameter, field, JSON.stringify(body));
    t.regex(error.detail, message, JSON.stringify(body));
  }
});

test('the modules returns and progressions are required; the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  for (const path of ['solar-return', 'progressions']) {
    const refused = await post(path, { ...birth, targetDate: '2020-01-01' }, member.key);
    t.is(refused.status, 403);
    t.is(refused.body.errors[0].code, 'missing_module');
  }
  const doc = await call(service, 'GET', '/openapi.json');
  for (const path of ['solar-return', 'lunar-return', 'progressions', 'solar-arc'])
    t.truthy(doc.body.paths[`/api/calc/${path}`]?.post, path);
});

test('bi-wheel images: natal inside, the return, progressed or directed chart outside', async (t) => {
  const birthQuery =
    'birthDateTime=1990-06-15T14:30&birthLocation.latitude=48.8566&birthLocation.longitude=2.3522&birthLocation.timezone=Europe/Paris';
  const cases: Array<[string, string, RegExp]> = [
    ['solar-return', 'returnYear=2026&language=de', /Solarhoroskop 2026-06-1[56]/],
    ['lunar-return', 'returnDate=2026-03-10', /Lunar return 2026-03/],
    ['progressions', 'targetDate=2026-03-01&angles=naibod', /Secondary progressions 2026-03-01/],
    ['solar-arc', 'targetDate=2026-03-01&language=es', /Direcciones por arco solar/],
  ];
  for (const [kind, extra, title] of cases) {
    const svg = await call(service, 'GET', `/api/chart/${kind}.svg?${birthQuery}&${extra}&width=500&theme=dark`, {
      key: org.ownerKey,
    });
    t.is(svg.status, 200, `${kind}: ${svg.text.slice(0, 200)}`);
    t.regex(svg.headers.get('content-type') ?? '', /image\/svg\+xml/);
    t.regex(svg.text, /^<svg[^>]+width="500"/);
    t.true(title.test(svg.text), `${kind}: title ${title}`);
  }
  const png = await fetch(`${service.url}/api/chart/solar-return.png?${birthQuery}&returnYear=2026&width=300`, {
    headers: { 'X-Api-Key': org.ownerKey },
  });
  t.is(png.status, 200);
  t.deepEqual([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)], [0x50, 0x4e, 0x47]);
  const bad = await call(service, 'GET', `/api/chart/progressions.svg?${birthQuery}&targetDate=1980-01-01`, {
    key: org.ownerKey,
  });
  t.is(bad.status, 400);
  t.is(bad.body.errors[0].source.parameter, 'targetDate');
});

test('bi-wheel images work from signed URLs, carry an ETag and answer If-None-Match with 304', async (t) => {
  const sign = (body: unknown) => call(service, 'POST', '/api/chart/signed-urls', { key: org.ownerKey, body });
  const keyed = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, { headers: { 'X-Api-Key': org.ownerKey, ...headers } });
  const cases: Array<[string, Record<string, unknown>]> = [
    ['/api/chart/solar-return', { returnYear: 2026, returnLocation: { latitude: 40.4168, longitude: -3.7038 } }],
    ['/api/chart/lunar-return', { returnDate: '2026-03-10' }],
    ['/api/chart/progressions', { targetDate: '2026-03-01', angles: 'naibod' }],
    ['/api/chart/solar-arc', { targetDate: '2026-03-01' }],
  ];
  for (const [path, extra] of cases) {
    const signed = await sign({ ...birth, ...extra, path, format: 'svg', width: 400 });
    t.is(signed.status, 200, `${path}: ${signed.text}`);
    const url = new URL(signed.body.data.attributes.url);
    t.is(url.pathname, `${path}.svg`);
    // Without a key, the signed URL draws the same image as the keyed request with the same parameters.
    const bySignature = await fetch(`${service.url}${url.pathname}${url.search}`);
    t.is(bySignature.status, 200, path);
    const parameters = new URLSearchParams(url.search);
    for (const name of ['api_version', 'expires', 'keyId', 'signature']) parameters.delete(name);
    const byKey = await keyed(`${url.pathname}?${parameters}`);
    t.is(byKey.status, 200);
    t.is(await bySignature.text(), await byKey.text(), path);
    const etag = byKey.headers.get('etag')!;
    t.regex(etag, /^"[\w-]{32}"$/);
    t.is(bySignature.headers.get('etag'), etag);
    t.regex(byKey.headers.get('cache-control') ?? '', /^private, max-age=2592000$/);
    t.regex(bySignature.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
    const cached = await keyed(`${url.pathname}?${parameters}`, { 'If-None-Match': etag });
    t.is(cached.status, 304, path);
  }
  // A different request has another ETag; a URL signed for one wheel does not open another.
  const a = await keyed(
    `/api/chart/lunar-return.svg?birthDateTime=1990-06-15T14:30&birthLocation.latitude=48.8566&birthLocation.longitude=2.3522&returnDate=2026-03-10`,
  );
  const b = await keyed(
    `/api/chart/lunar-return.svg?birthDateTime=1990-06-15T14:30&birthLocation.latitude=48.8566&birthLocation.longitude=2.3522&returnDate=2026-04-10`,
  );
  t.not(a.headers.get('etag'), b.headers.get('etag'));
  const signed = await sign({ ...birth, targetDate: '2026-03-01', path: '/api/chart/solar-arc', format: 'png' });
  const url = new URL(signed.body.data.attributes.url);
  t.is((await fetch(`${service.url}/api/chart/progressions.png${url.search}`)).status, 403);
  // The current year's solar return is live: cached to the next minute at most.
  const current = await keyed(
    `/api/chart/solar-return.svg?birthDateTime=1990-06-15T14:30&birthLocation.latitude=48.8566&birthLocation.longitude=2.3522`,
  );
  t.is(current.status, 200);
  t.true(Number(/max-age=(\d+)/.exec(current.headers.get('cache-control') ?? '')![1]) <= 60);
  // Bad input in the signing request is named.
  const bad = await sign({ ...birth, path: '/api/chart/lunar-return', width: 5 });
  t.is(bad.status, 400);
  t.true(bad.text.includes('width'), bad.text);
});

test('at 2026-11-28 returns, progressions and solar arc answer their declared shapes (held to them by the response check)', async (t) => {
  const dated = (path: string, body: unknown) =>
    call(service, 'POST', `/api/calc/${path}`, { key: org.ownerKey, body, headers: { 'X-Api-Version': '2026-11-28' } });
  const options = { includeText: true, includeReadableEntities: true };
  const solar = await dated('solar-return', { ...birth, returnYear: 2026, ...options });
  t.is(solar.status, 200, solar.text.slice(0, 500));
  t.is(solar.body.data.attributes.points.sun.id, 'sun');
  const lunar = await dated('lunar-return', { ...birth, returnDate: '2026-01-01', count: 2, ...options });
  t.is(lunar.status, 200, lunar.text.slice(0, 500));
  const progressed = await dated('progressions', { ...birth, targetDate: '2026-06-01', ...options });
  t.is(progressed.status, 200, progressed.text.slice(0, 500));
  t.is(
    progressed.body.data.attributes.natalDate,
    progressed.body.data.attributes.natalDateResolution.timeResolution.utc,
  );
  const directed = await dated('solar-arc', { ...birth, targetDate: '2026-06-01', ...options });
  t.is(directed.status, 200, directed.text.slice(0, 500));
  t.is(typeof directed.body.data.attributes.natalPoints.sun.longitude, 'number');
});
