import test from 'ava';
import { PNG } from 'pngjs';
import { angleDiff, parseSvg, type SvgElement, screenAngleDeg, wheelCentre } from '../chart/svg-elements.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const BIRTH = { dateTime: '1879-03-14T11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin' };
const PERSONS = {
  'person1.dateTime': '1990-05-17T14:30',
  'person1.latitude': 48.8566,
  'person1.longitude': 2.3522,
  'person1.timezone': 'Europe/Paris',
  'person1.name': 'Ada',
  'person2.dateTime': '1988-11-03T07:10',
  'person2.latitude': 35.6762,
  'person2.longitude': 139.6503,
  'person2.timezone': 'Asia/Tokyo',
};

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
const get = async (path: string, headers: Record<string, string> = { 'X-Api-Key': org.ownerKey }) => {
  const response = await fetch(`${service.url}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
};

const pointGroups = (els: SvgElement[]) => els.filter((e) => e.name === 'g' && 'data-point' in e.attrs);
function markerAngle(els: SvgElement[], group: SvgElement): number {
  const m = els.find((e) => e.parent === group && e.attrs['data-role'] === 'marker')!;
  const c = wheelCentre(els);
  return screenAngleDeg(Number(m.attrs.x1) - c.x, Number(m.attrs.y1) - c.y);
}
const expectedAngle = (longitude: number, ascendant: number) => (((180 + longitude - ascendant) % 360) + 360) % 360;

test('the composite wheel draws the composite chart of POST /api/calc/composite', async (t) => {
  const reply = await get(`/api/chart/composite.svg?${qs({ ...PERSONS, width: 600 })}`);
  t.is(reply.status, 200, reply.text);
  t.regex(reply.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  t.truthy(reply.headers.get('etag'));
  const els = parseSvg(reply.text);
  t.true(els.some((e) => e.attrs['data-role'] === 'title' && e.text === 'Composite chart'));
  t.false(
    els.some((e) => e.attrs['data-ring'] === 'outer'),
    'one wheel, not a bi-wheel',
  );

  const calc = await call(service, 'POST', '/api/calc/composite', {
    key: org.ownerKey,
    body: {
      dateTime1: PERSONS['person1.dateTime'],
      location1: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
      dateTime2: PERSONS['person2.dateTime'],
      location2: { latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' },
      points: [
        'sun',
        'moon',
        'mercury',
        'venus',
        'mars',
        'jupiter',
        'saturn',
        'uranus',
        'neptune',
        'pluto',
        'chiron',
        'true-node',
        'ascendant',
        'midheaven',
      ],
    },
  });
  t.is(calc.status, 200, calc.text);
  const composite = calc.body.data.attributes;
  const groups = pointGroups(els);
  t.is(groups.length, 12);
  let worst = 0;
  for (const g of groups) {
    const point = composite.points.find((p: { id: string }) => p.id === g.attrs['data-point']);
    worst = Math.max(worst, angleDiff(markerAngle(els, g), expectedAngle(point.longitude, composite.angles.ascendant)));
  }
  t.log(`largest angle error of a composite planet tick: ${worst.toFixed(4)}°`);
  t.true(worst < 0.02);

  const png = await get(`/api/chart/composite.png?${qs({ ...PERSONS, width: 400, language: 'de' })}`);
  t.is(png.status, 200);
  t.regex(png.headers.get('content-type') ?? '', /^image\/png/);
  const decoded = PNG.sync.read(png.bytes);
  t.is(decoded.width, 400);
});

test('composite images: the place moves the houses; bad input names person1.* / person2.*', async (t) => {
  const here = await get(`/api/chart/composite.svg?${qs(PERSONS)}`);
  const there = await get(
    `/api/chart/composite.svg?${qs({ ...PERSONS, 'compositeLocation.latitude': -60, 'compositeLocation.longitude': 0 })}`,
  );
  t.is(there.status, 200, there.text);
  t.not(here.headers.get('etag'), there.headers.get('etag'));

  const bad = await get(`/api/chart/composite.svg?${qs({ ...PERSONS, 'person2.timezone': 'Mars/Olympus' })}`);
  t.is(bad.status, 400);
  t.true(bad.text.includes('person2.timezone'), bad.text);
  const missing = await get(`/api/chart/composite.svg?${qs({ ...PERSONS, 'person1.dateTime': '1990-02-30T10:00' })}`);
  t.is(missing.status, 400);
  t.true(missing.text.includes('person1.dateTime'), missing.text);
});

test('/api/chart2/natal.* answers exactly as /api/chart/image.*', async (t) => {
  for (const format of ['svg', 'png'] as const) {
    const a = await get(`/api/chart/image.${format}?${qs({ ...BIRTH, width: 500 })}`);
    const b = await get(`/api/chart2/natal.${format}?${qs({ ...BIRTH, width: 500 })}`);
    t.is(b.status, 200);
    t.is(b.headers.get('etag'), a.headers.get('etag'));
    t.is(b.headers.get('content-type'), a.headers.get('content-type'));
    t.true(a.bytes.equals(b.bytes), `${format}: the same bytes`);
    const cached = await get(`/api/chart2/natal.${format}?${qs({ ...BIRTH, width: 500 })}`, {
      'X-Api-Key': org.ownerKey,
      'If-None-Match': a.headers.get('etag')!,
    });
    t.is(cached.status, 304);
  }
});

test('signed URLs cover /api/chart2/natal and /api/chart/composite', async (t) => {
  const sign = (body: unknown) => call(service, 'POST', '/api/chart/signed-urls', { key: org.ownerKey, body });
  const natal = await sign({ ...BIRTH, path: '/api/chart2/natal', format: 'png' });
  t.is(natal.status, 200, natal.text);
  const natalUrl = new URL(natal.body.data.attributes.url);
  t.is(natalUrl.pathname, '/api/chart2/natal.png');
  t.is((await get(`${natalUrl.pathname}${natalUrl.search}`, {})).status, 200);

  const composite = await sign({
    path: '/api/chart/composite',
    person1: { dateTime: '1990-05-17T14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
    person2: { dateTime: '1988-11-03T07:10', location: { latitude: 35.6762, longitude: 139.6503 } },
    compositeLocation: { latitude: 51.5, longitude: -0.12 },
  });
  t.is(composite.status, 200, composite.text);
  const url = new URL(composite.body.data.attributes.url);
  t.is(url.pathname, '/api/chart/composite.svg');
  const signed = await get(`${url.pathname}${url.search}`, {});
  t.is(signed.status, 200, signed.text);
  t.true(signed.text.includes('Composite chart'));

  // A URL signed for one path does not open another.
  const moved = await get(`/api/chart/image.png${natalUrl.search}`, {});
  t.is(moved.status, 403);

  const bad = await sign({
    path: '/api/chart/composite',
    person1: { dateTime: '1990-05-17T14:30', latitude: 48.8566, longitude: 2.3522 },
  });
  t.is(bad.status, 400);
  t.true(bad.text.includes('person2'), bad.text);
});
