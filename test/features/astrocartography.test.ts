/**
 * The locational endpoints on the real service (PostgreSQL, Redis, the calculation pool):
 * answers in their documented shape, bad input as 400 naming the field, the module required.
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
const birth = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

test('astrocartography: four lines a point as GeoJSON, parans on request, zodiacal on request', async (t) => {
  const reply = await post('/api/calc/astrocartography', { ...birth, points: ['sun', 'moon'], parans: true });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  t.is(reply.body.data.type, 'astrocartography');
  const a = reply.body.data.attributes;
  t.is(a.coordinates, 'in-mundo');
  t.is(a.timeResolution.utc, '1990-06-15T13:30:00.000Z');
  t.is(a.lines.type, 'FeatureCollection');
  t.deepEqual(
    a.lines.features.map((f: any) => `${f.properties.point} ${f.properties.angle}`),
    ['sun', 'moon'].flatMap((p) => ['midheaven', 'imum-coeli', 'ascendant', 'descendant'].map((x) => `${p} ${x}`)),
  );
  t.true(a.parans.length > 0);
  t.true(a.points[1].latitude !== 0);
  const zodiacal = await post('/api/calc/astrocartography', { ...birth, points: ['moon'], coordinates: 'zodiacal' });
  t.is(zodiacal.body.data.attributes.points[0].latitude, 0);
  t.is(zodiacal.body.data.attributes.parans, undefined);
});

test('astrocartography: bad input names the field; the module is required', async (t) => {
  const cases: Array<[unknown, string]> = [
    [{ ...birth, points: ['sun', 'sun'] }, 'points'],
    [{ ...birth, points: ['ascendant'] }, 'points[0]'],
    [{ ...birth, coordinates: 'mundane' }, 'coordinates'],
    [{ dateTime: birth.dateTime }, 'latitude'],
    [{ ...birth, dateTime: '1700-01-01T00:00' }, 'dateTime'],
  ];
  for (const [body, field] of cases) {
    const reply = await post('/api/calc/astrocartography', body);
    t.is(reply.status, 400, `${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, JSON.stringify(reply.body.errors));
  }
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post('/api/calc/astrocartography', birth, member.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
});

test('lines near a place and local space', async (t) => {
  const near = await post('/api/calc/astrocartography/near', {
    ...birth,
    place: { latitude: 40.7128, longitude: -74.006 },
    radiusKm: 1500,
  });
  t.is(near.status, 200, near.text.slice(0, 400));
  t.is(near.body.data.type, 'astrocartography-near');
  const lines = near.body.data.attributes.lines;
  t.true(lines.length > 0);
  t.true(lines.every((l: any) => l.distanceKm <= 1500));
  const bad = await post('/api/calc/astrocartography/near', { ...birth, place: { latitude: 95, longitude: 0 } });
  t.is(bad.status, 400);
  t.is(bad.body.errors[0].source.parameter, 'place.latitude');
  const space = await post('/api/calc/local-space', { ...birth, points: ['sun', 'moon'] });
  t.is(space.status, 200, space.text.slice(0, 400));
  const a = space.body.data.attributes;
  t.deepEqual(
    a.points.map((p: any) => p.id),
    ['sun', 'moon'],
  );
  t.is(a.lines.features.length, 2);
  t.deepEqual(a.place, { latitude: birth.latitude, longitude: birth.longitude });
});

test('maps: SVG and PNG from a key or a signed URL, with an ETag and 304; widths and projections checked', async (t) => {
  const query = new URLSearchParams({
    dateTime: birth.dateTime,
    latitude: String(birth.latitude),
    longitude: String(birth.longitude),
    timezone: birth.timezone,
    points: 'sun,moon,venus',
    width: '800',
  });
  const keyed = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, { headers: { 'X-Api-Key': org.ownerKey, ...headers } });
  const svg = await keyed(`/api/chart/astrocartography.svg?${query}`);
  t.is(svg.status, 200);
  t.is(svg.headers.get('content-type'), 'image/svg+xml');
  const text = await svg.text();
  t.regex(text, /^<svg [^>]*width="800"/);
  t.regex(text, /aria-label="Venus DSC"/);
  const etag = svg.headers.get('etag')!;
  t.is((await keyed(`/api/chart/astrocartography.svg?${query}`, { 'If-None-Match': etag })).status, 304);
  const png = await keyed(`/api/chart/local-space.png?${query}&projection=robinson&theme=dark`);
  t.is(png.status, 200);
  t.deepEqual([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)], [0x50, 0x4e, 0x47]);
  const narrow = await call(service, 'GET', `/api/chart/astrocartography.svg?${query}&width=100`, {
    key: org.ownerKey,
  });
  t.is(narrow.status, 400);
  t.is(narrow.body.errors[0].source.parameter, 'width');
  const projection = await call(service, 'GET', `/api/chart/astrocartography.svg?${query}&projection=mercator`, {
    key: org.ownerKey,
  });
  t.is(projection.body.errors[0].source.parameter, 'projection');

  const signed = await call(service, 'POST', '/api/chart/signed-urls', {
    key: org.ownerKey,
    body: {
      ...birth,
      points: ['sun', 'moon', 'venus'],
      width: 800,
      path: '/api/chart/astrocartography',
      format: 'svg',
    },
  });
  t.is(signed.status, 200, signed.text);
  const url = new URL(signed.body.data.attributes.url);
  t.is(url.pathname, '/api/chart/astrocartography.svg');
  const bySignature = await fetch(`${service.url}${url.pathname}${url.search}`);
  t.is(bySignature.status, 200);
  t.is(await bySignature.text(), text);
  const tampered = await fetch(`${service.url}${url.pathname}${url.search.replace('points=sun', 'points=mars')}`);
  t.is(tampered.status, 403);
});

test('relocation: by coordinates or place search id, houses of both; the bi-wheel from a key or a signed URL', async (t) => {
  const reply = await post('/api/calc/relocation', { ...birth, relocation: { latitude: 40.7128, longitude: -74.006 } });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(a.relocatedTo.place, null);
  t.is(a.relocated.cusps.length, 12);
  t.notDeepEqual(a.relocated.angles.ascendant, a.natal.angles.ascendant);
  t.true(a.relocated.points.every((p: any) => p.house >= 1 && p.natalHouse >= 1));
  const search = await call(service, 'GET', '/api/geocoding/search?q=New%20York&limit=1', { key: org.ownerKey });
  const place = search.body.data[0];
  const byId = await post('/api/calc/relocation', { ...birth, relocation: { placeId: place.id } });
  t.is(byId.status, 200, byId.text.slice(0, 400));
  t.is(byId.body.data.attributes.relocatedTo.place.id, place.id);
  t.is(byId.body.data.attributes.relocatedTo.latitude, place.latitude);
  const unknown = await post('/api/calc/relocation', { ...birth, relocation: { placeId: '1' } });
  t.is(unknown.status, 400);
  t.is(unknown.body.errors[0].source.parameter, 'relocation.placeId');

  const query = new URLSearchParams({
    dateTime: birth.dateTime,
    latitude: String(birth.latitude),
    longitude: String(birth.longitude),
    timezone: birth.timezone,
    'relocation.placeId': place.id,
    width: '400',
  });
  const svg = await fetch(`${service.url}/api/chart/relocation.svg?${query}`, {
    headers: { 'X-Api-Key': org.ownerKey },
  });
  t.is(svg.status, 200);
  const text = await svg.text();
  t.regex(text, /^<svg/);
  const signed = await call(service, 'POST', '/api/chart/signed-urls', {
    key: org.ownerKey,
    body: { ...birth, relocation: { placeId: place.id }, width: 400, path: '/api/chart/relocation', format: 'svg' },
  });
  t.is(signed.status, 200, signed.text);
  const url = new URL(signed.body.data.attributes.url);
  const bySignature = await fetch(`${service.url}${url.pathname}${url.search}`);
  t.is(bySignature.status, 200);
  t.is(await bySignature.text(), text);
});
