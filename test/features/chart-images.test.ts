import test from 'ava';
import { PNG } from 'pngjs';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { angleDiff, parseSvg, type SvgElement, screenAngleDeg, useBox, wheelCentre } from '../chart/svg-elements.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const BIRTH = { dateTime: '1879-03-14T11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin' };

type Query = Record<string, string | number>;
const qs = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** GET an image; the body as text (SVG) or bytes (PNG). */
async function image(
  format: 'svg' | 'png',
  query: Query,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const key = options.key === undefined ? org.ownerKey : options.key;
  if (key) headers['X-Api-Key'] = key;
  const response = await fetch(`${service.url}/api/chart/image.${format}?${qs(query)}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
}
const fetchUrl = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: bytes.toString('utf8'),
    json: () => JSON.parse(bytes.toString('utf8')),
  };
};

const pointGroups = (els: SvgElement[], ring: string) =>
  els.filter((e) => e.name === 'g' && 'data-point' in e.attrs && e.attrs['data-ring'] === ring);
const childrenOf = (els: SvgElement[], parent: SvgElement) => els.filter((e) => e.parent === parent);
/** Screen angle of a point's marker tick (its outer end, from the wheel centre). */
function markerAngle(els: SvgElement[], group: SvgElement): number {
  const m = childrenOf(els, group).find((e) => e.attrs['data-role'] === 'marker')!;
  const c = wheelCentre(els);
  return screenAngleDeg(Number(m.attrs.x1) - c.x, Number(m.attrs.y1) - c.y);
}
/** Where a longitude must be drawn: ascendant at 9 o'clock, counter-clockwise. */
const expectedAngle = (longitude: number, ascendant: number) => (((180 + longitude - ascendant) % 360) + 360) % 360;

test("the SVG parses as XML, has the requested size, and every planet sits at the engine's longitude", async (t) => {
  const reply = await image('svg', { ...BIRTH, width: 700, height: 640 });
  t.is(reply.status, 200, reply.text);
  t.regex(reply.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  const els = parseSvg(reply.text);
  const root = els.find((e) => e.name === 'svg')!;
  t.is(root.attrs.width, '700');
  t.is(root.attrs.height, '640');
  const chart = computeNatalChart({ ...BIRTH, houseSystem: 'placidus' });
  const groups = pointGroups(els, 'inner');
  t.deepEqual(groups.map((g) => g.attrs['data-point']).sort(), [
    'chiron',
    'jupiter',
    'mars',
    'mercury',
    'moon',
    'neptune',
    'pluto',
    'saturn',
    'sun',
    'true-node',
    'uranus',
    'venus',
  ]);
  let worst = 0;
  for (const g of groups) {
    const point = chart.points.find((p) => p.id === g.attrs['data-point'])!;
    worst = Math.max(worst, angleDiff(markerAngle(els, g), expectedAngle(point.longitude, chart.angles.ascendant)));
  }
  t.log(`largest angle error of a planet tick: ${worst.toFixed(4)}°`);
  t.true(worst < 0.02);
});

test('a five-planet stellium (5 Feb 1962) is drawn without overlapping glyphs', async (t) => {
  const query = { dateTime: '1962-02-05T00:00Z', latitude: 28.61, longitude: 77.21 };
  const chart = computeNatalChart({ ...query, points: ['sun', 'moon', 'mercury', 'venus', 'jupiter'] });
  const spread = Math.max(...chart.points.map((p) => p.longitude)) - Math.min(...chart.points.map((p) => p.longitude));
  t.true(spread < 4, `the five planets lie within ${spread.toFixed(2)}°`);
  const reply = await image('svg', query);
  t.is(reply.status, 200, reply.text);
  const els = parseSvg(reply.text);
  const boxes = els
    .filter((e) => e.name === 'use' && e.attrs.href?.startsWith('#p-'))
    .map((e) => ({ id: e.attrs.href, box: useBox(e) }));
  t.true(boxes.length >= 12);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i].box, boxes[j].box];
      const overlap = a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
      t.false(overlap, `${boxes[i].id} overlaps ${boxes[j].id}`);
    }
  }
});

test('the PNG decodes at the requested size and its pixels show text and lines on a mostly plain background', async (t) => {
  const query = { ...BIRTH, width: 640, height: 480, name: 'Albert Einstein' };
  const png = await image('png', query);
  t.is(png.status, 200, png.text);
  t.is(png.headers.get('content-type'), 'image/png');
  const decoded = PNG.sync.read(png.bytes);
  t.deepEqual([decoded.width, decoded.height], [640, 480]);

  const els = parseSvg((await image('svg', query)).text);
  const fill = els.find((e) => e.name === 'rect')!.attrs.fill;
  const bg = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
  const differs = (x: number, y: number) => {
    const i = (Math.round(y) * decoded.width + Math.round(x)) * 4;
    return (
      Math.abs(decoded.data[i] - bg[0]) +
        Math.abs(decoded.data[i + 1] - bg[1]) +
        Math.abs(decoded.data[i + 2] - bg[2]) >
      90
    );
  };
  const title = els.find((e) => e.attrs['data-role'] === 'title')!;
  t.is(title.text, 'Albert Einstein');
  const size = Number(title.attrs['font-size']);
  let ink = 0;
  let total = 0;
  for (let x = Number(title.attrs.x); x < Number(title.attrs.x) + size * 6; x++) {
    for (let y = Number(title.attrs.y) - size * 0.7; y < Number(title.attrs.y); y++, total++) if (differs(x, y)) ink++;
  }
  t.log(`title band ink: ${((100 * ink) / total).toFixed(1)}%`);
  t.true(ink / total > 0.1 && ink / total < 0.8, 'the title was drawn as text');
  const axis = els.find((e) => e.attrs['data-role'] === 'axes')!;
  const [ax, ay, bx, by] = axis.attrs.d.slice(1).split(/[ ML]/).slice(0, 4).map(Number);
  let onLine = 0;
  for (let k = 1; k < 40; k++) if (differs(ax + ((bx - ax) * k) / 40, ay + ((by - ay) * k) / 40)) onLine++;
  t.true(onLine >= 36, `horizon drawn at ${onLine}/39 samples`);
  let background = 0;
  for (let y = 0; y < decoded.height; y += 2)
    for (let x = 0; x < decoded.width; x += 2) if (!differs(x, y)) background++;
  const share = background / ((decoded.width / 2) * (decoded.height / 2));
  t.log(`background share: ${(100 * share).toFixed(1)}%`);
  t.true(share > 0.4 && share < 0.97, 'neither blank nor filled');
});

test('request text is escaped in the SVG and comes back unchanged', async (t) => {
  const hostile = '<script>alert("x")</script> & Co \'quoted\'';
  const reply = await image('svg', { ...BIRTH, name: hostile, placeName: '</text><image href="http://evil/x.png"/>' });
  t.is(reply.status, 200, reply.text);
  t.false(reply.text.includes('<script'));
  t.false(reply.text.includes('<image'));
  const els = parseSvg(reply.text);
  t.false(els.some((e) => e.name === 'script' || e.name === 'image'));
  const texts = els.filter((e) => e.name === 'text').map((e) => e.text);
  t.true(
    texts.some((x) => x.startsWith('<script>alert("x")')),
    texts.join(' | '),
  );
  t.true(
    texts.some((x) => x.startsWith('</text><image')),
    'the place is written as text',
  );
});

test('labels follow the language: title, house system and axis names', async (t) => {
  const title = async (language: string) => {
    const els = parseSvg((await image('svg', { ...BIRTH, language })).text);
    // Caller text is SVG text; the wheel's own labels are outlines with their text in aria-label.
    const texts = els
      .map((e) => (e.name === 'text' ? e.text : e.attrs['aria-label']))
      .filter((x): x is string => x !== undefined);
    return { title: els.find((e) => e.attrs['data-role'] === 'title')!.text, texts };
  };
  t.is((await title('en')).title, 'Natal chart');
  t.is((await title('es')).title, 'Carta natal');
  const de = await title('de');
  t.is(de.title, 'Geburtshoroskop');
  t.true(de.texts.includes('AC'), 'German ascendant label');
  t.true(
    de.texts.some((x) => x.includes('März 1879')),
    de.texts.join(' | '),
  );
});

test('a transit bi-wheel puts the transit planets on the outer ring at their longitudes', async (t) => {
  const reply = await image('svg', { ...BIRTH, 'transit.dateTime': '2026-05-01T12:00Z' });
  t.is(reply.status, 200, reply.text);
  const els = parseSvg(reply.text);
  const natal = computeNatalChart({ ...BIRTH });
  const transit = computeNatalChart({
    dateTime: '2026-05-01T12:00Z',
    latitude: BIRTH.latitude,
    longitude: BIRTH.longitude,
  });
  const outer = pointGroups(els, 'outer');
  t.is(outer.length, 12);
  let worst = 0;
  for (const g of outer) {
    const point = transit.points.find((p) => p.id === g.attrs['data-point'])!;
    worst = Math.max(worst, angleDiff(markerAngle(els, g), expectedAngle(point.longitude, natal.angles.ascendant)));
  }
  t.log(`largest outer-ring angle error: ${worst.toFixed(4)}°`);
  t.true(worst < 0.02);
  t.true(els.some((e) => e.name === 'text' && e.text.startsWith('Transits: 1 May 2026')));
});

test('a synastry bi-wheel draws the second person outside; their bad input names person2.*', async (t) => {
  const reply = await image('svg', {
    ...BIRTH,
    'person2.dateTime': '1882-07-02T08:00',
    'person2.location.latitude': 52.52,
    'person2.location.longitude': 13.4,
    'person2.name': 'Mileva',
  });
  t.is(reply.status, 200, reply.text);
  const els = parseSvg(reply.text);
  t.is(pointGroups(els, 'outer').length, 12);
  t.true(els.some((e) => e.name === 'text' && e.text.includes('Mileva')));
  const bad = await image('svg', {
    ...BIRTH,
    'person2.dateTime': '1882-02-30T08:00',
    'person2.latitude': 52.52,
    'person2.longitude': 13.4,
  });
  t.is(bad.status, 400);
  t.is(JSON.parse(bad.text).errors[0].source.parameter, 'person2.dateTime');
});

test('a bi-wheel draws only the aspects between its charts unless aspects.scope says inner or both, also through a signed URL', async (t) => {
  const kinds = (svg: string) => {
    const lines = parseSvg(svg).filter((e) => e.name === 'line' && 'data-kind' in e.attrs);
    return {
      natal: lines.filter((e) => e.attrs['data-kind'] === 'natal').length,
      inter: lines.filter((e) => e.attrs['data-kind'] === 'inter').length,
    };
  };
  const transit = { ...BIRTH, 'transit.dateTime': '2026-05-01T12:00Z' };
  const byDefault = kinds((await image('svg', transit)).text);
  t.is(byDefault.natal, 0);
  t.true(byDefault.inter > 0);
  const both = kinds((await image('svg', { ...transit, 'aspects.scope': 'both' })).text);
  t.true(both.natal > 0);
  t.is(both.inter, byDefault.inter);
  const inner = kinds((await image('svg', { ...transit, 'aspects.scope': 'inner' })).text);
  t.deepEqual(inner, { natal: both.natal, inter: 0 });
  const synastry = kinds(
    (
      await image('svg', {
        ...BIRTH,
        'person2.dateTime': '1882-07-02T08:00',
        'person2.latitude': 52.52,
        'person2.longitude': 13.4,
      })
    ).text,
  );
  t.is(synastry.natal, 0);
  t.true(synastry.inter > 0);
  const bad = await image('svg', { ...transit, 'aspects.scope': 'outer' });
  t.is(bad.status, 400);
  t.is(JSON.parse(bad.text).errors[0].source.parameter, 'aspects.scope');
  t.is(kinds((await image('svg', { ...transit, 'aspects.maxLines': '1' })).text).inter, 1);
  const zero = await image('svg', { ...transit, 'aspects.maxLines': '0' });
  t.is(zero.status, 400);
  t.is(JSON.parse(zero.text).errors[0].source.parameter, 'aspects.maxLines');
  const signed = await sign(org.ownerKey, {
    ...BIRTH,
    transit: { dateTime: '2026-05-01T12:00Z' },
    aspects: { scope: 'both' },
  });
  t.is(signed.status, 200, signed.text);
  const viaUrl = await fetchUrl(signed.body.data.attributes.url);
  t.is(viaUrl.status, 200, viaUrl.text);
  t.deepEqual(kinds(viaUrl.text), both);
});

const BAD: [string, Query, string][] = [
  ['width too small', { ...BIRTH, width: 50 }, 'width'],
  ['height not a number', { ...BIRTH, height: 'tall' }, 'height'],
  ['unknown theme', { ...BIRTH, theme: 'neon' }, 'theme'],
  ['unknown house system', { ...BIRTH, houseSystem: 'vedic' }, 'houseSystem'],
  ['unknown language', { ...BIRTH, language: 'xx' }, 'language'],
  ['unknown point', { ...BIRTH, points: 'sun,vulcan' }, 'points[1]'],
  ['no dateTime', { latitude: 1, longitude: 2 }, 'dateTime'],
  [
    'nested latitude out of range',
    { dateTime: BIRTH.dateTime, 'location.latitude': 91, 'location.longitude': 2 },
    'location.latitude',
  ],
  ['impossible date', { ...BIRTH, dateTime: '1879-02-29T11:30' }, 'dateTime'],
  ['date out of range', { ...BIRTH, dateTime: '1700-01-01T00:00' }, 'dateTime'],
  ['unknown timezone', { ...BIRTH, timezone: 'Europe/Atlantis' }, 'timezone'],
  ['impossible transit date', { ...BIRTH, 'transit.dateTime': '2026-13-01T00:00' }, 'transit.dateTime'],
  [
    'transit latitude without longitude',
    { ...BIRTH, 'transit.dateTime': 'now', 'transit.latitude': 10 },
    'transit.longitude',
  ],
  [
    'transit and person2 together',
    {
      ...BIRTH,
      'transit.dateTime': 'now',
      'person2.dateTime': '1990-01-01T00:00',
      'person2.latitude': 1,
      'person2.longitude': 2,
    },
    'person2',
  ],
];
for (const [name, query, parameter] of BAD) {
  test(`bad image request → 400 naming ${parameter}: ${name}`, async (t) => {
    const reply = await image('svg', query);
    t.is(reply.status, 400, reply.text);
    t.regex(reply.headers.get('content-type') ?? '', /json/);
    t.is(JSON.parse(reply.text).errors[0].source.parameter, parameter, reply.text);
  });
}

test('a PNG larger than 2048 px is refused naming the side', async (t) => {
  const reply = await image('png', { ...BIRTH, width: 3000 });
  t.is(reply.status, 400);
  t.is(JSON.parse(reply.text).errors[0].source.parameter, 'width');
  t.is((await image('svg', { ...BIRTH, width: 3000 })).status, 200, 'an SVG may be larger');
});

test('ETag and Cache-Control; If-None-Match answers 304; equal requests in other spellings share the ETag', async (t) => {
  const first = await image('svg', { ...BIRTH, houseSystem: 'placidus' });
  const etag = first.headers.get('etag')!;
  t.regex(etag, /^"[A-Za-z0-9_-]{32}"$/);
  t.is(first.headers.get('cache-control'), 'private, max-age=2592000');
  const again = await image('svg', { ...BIRTH, houseSystem: 'P' });
  t.is(again.headers.get('etag'), etag);
  const notModified = await image('svg', { ...BIRTH }, { headers: { 'If-None-Match': `W/"other", ${etag}` } });
  t.is(notModified.status, 304);
  t.is(notModified.bytes.length, 0);
  t.is(notModified.headers.get('etag'), etag);
  const changed = await image('svg', { ...BIRTH, theme: 'dark' }, { headers: { 'If-None-Match': etag } });
  t.is(changed.status, 200);
  t.not(changed.headers.get('etag'), etag);
  const png = await image('png', { ...BIRTH });
  t.not(png.headers.get('etag'), etag, 'the format is part of the ETag');
  const live = await image('svg', { ...BIRTH, 'transit.dateTime': 'now' });
  t.is(live.status, 200, live.text);
  const maxAge = Number(/max-age=(\d+)/.exec(live.headers.get('cache-control') ?? '')?.[1]);
  t.true(maxAge >= 1 && maxAge <= 60, `a wheel of now is cached to the next minute (${maxAge} s)`);
});

test('api_version is honoured from the query, the header wins, and a malformed one is refused', async (t) => {
  const baseline = (await image('svg', BIRTH)).headers.get('etag');
  const queryDated = (await image('svg', { ...BIRTH, api_version: '2026-09-03' })).headers.get('etag');
  const headerDated = (await image('svg', BIRTH, { headers: { 'X-Api-Version': '2026-09-03' } })).headers.get('etag');
  const both = (
    await image('svg', { ...BIRTH, api_version: '2026-01-01' }, { headers: { 'X-Api-Version': '2026-09-03' } })
  ).headers.get('etag');
  t.not(queryDated, baseline, 'the date applied is part of the ETag');
  t.is(queryDated, headerDated);
  t.is(both, headerDated, 'the header wins over the query');
  const bad = await image('svg', { ...BIRTH, api_version: '2026-02-30' });
  t.is(bad.status, 400);
  t.regex(JSON.parse(bad.text).error, /2026-02-30.*YYYY-MM-DD/);
});

test('images need chart:read and the charts module', async (t) => {
  const noPermission = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    permissions: ['calc:read'],
  });
  const denied = await image('svg', BIRTH, { key: noPermission.key });
  t.is(denied.status, 403);
  t.is(JSON.parse(denied.text).errors[0].code, 'missing_permission');
  const noModule = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  t.is(JSON.parse((await image('png', BIRTH, { key: noModule.key })).text).errors[0].code, 'missing_module');
  t.is((await image('svg', BIRTH, { key: null })).status, 401);
});

// ---- Signed URLs ----

const sign = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(service, 'POST', '/api/chart/signed-urls', { key, body, headers });

/** A URL with one query parameter replaced (or added, or with `undefined` removed). */
function withParameter(url: string, name: string, value: string | undefined): string {
  const u = new URL(url);
  if (value === undefined) u.searchParams.delete(name);
  else u.searchParams.set(name, value);
  return u.toString();
}

test('a signed URL shows the same image without an API key, and counts against the signing key', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    permissions: ['chart:read', 'org:read'],
    modules: ['charts'],
  });
  const body = {
    dateTime: BIRTH.dateTime,
    location: { latitude: BIRTH.latitude, longitude: BIRTH.longitude, timezone: BIRTH.timezone },
    theme: 'dark',
    points: ['sun', 'moon'],
    name: 'Ada & <Bob>',
    expiresIn: 600,
  };
  const before = Date.now();
  const signed = await sign(member.key, body);
  const after = Date.now();
  t.is(signed.status, 200, signed.text);
  t.regex(signed.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const { url, expiresAt, format, apiVersion } = signed.body.data.attributes;
  t.is(signed.body.data.type, 'chart-signed-urls');
  t.is(format, 'svg');
  t.is(apiVersion, '2026-01-01');
  // Ten minutes after the request was made (whole seconds), however long it took to answer.
  const expires = Date.parse(expiresAt);
  t.true(
    expires >= before + 600_000 - 1000 && expires <= after + 600_000,
    `expires ${expires - before} ms after the request was sent`,
  );
  const parameters = new URL(url).searchParams;
  t.is(parameters.get('keyId'), member.keyId);
  t.is(parameters.get('api_version'), '2026-01-01');
  t.is(parameters.get('location.latitude'), String(BIRTH.latitude));

  const viaUrl = await fetchUrl(url);
  t.is(viaUrl.status, 200, viaUrl.text);
  t.regex(viaUrl.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  const withKey = await image(
    'svg',
    { ...BIRTH, theme: 'dark', points: 'sun,moon', name: 'Ada & <Bob>' },
    { key: member.key },
  );
  t.is(viaUrl.text, withKey.text, 'the same image as the keyed request');
  const maxAge = Number(/max-age=(\d+)/.exec(viaUrl.headers.get('cache-control') ?? '')?.[1]);
  t.true(maxAge > 500 && maxAge <= 600, `cached no longer than the URL lives (${maxAge} s)`);
  t.is(viaUrl.headers.get('ratelimit-limit'), '1000', 'metered as the signing key');
  t.is(Number(viaUrl.headers.get('ratelimit-remaining')), Number(withKey.headers.get('ratelimit-remaining')) + 1);
  const keys = await call(service, 'GET', '/api/api-keys', { key: member.key });
  const record = keys.body.data.find((k: { id: string }) => k.id === member.keyId);
  t.is(record.requestCount, 4, 'signing, the signed request, the keyed one and this listing all count');

  const png = await sign(member.key, { ...body, format: 'png', width: 300 });
  const pngReply = await fetchUrl(png.body.data.attributes.url);
  t.is(pngReply.status, 200);
  t.deepEqual([PNG.sync.read(pngReply.bytes).width, PNG.sync.read(pngReply.bytes).height], [300, 300]);
});

/** The signature with its last character changed (to another one: it may already end in A). */
const tamperedSignature = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;

test('a tampered signed URL is refused with 403: changed, added or removed parameters, expiry, key id or version', async (t) => {
  const signed = await sign(org.ownerKey, { ...BIRTH, expiresIn: 3600 });
  const url: string = signed.body.data.attributes.url;
  t.is((await fetchUrl(url)).status, 200);
  const tampered: [string, string | undefined][] = [
    ['latitude', '48.4012'],
    ['theme', 'dark'],
    ['width', '801'],
    ['api_version', '2026-09-03'],
    ['api_version', undefined],
    ['expires', String(Number(new URL(url).searchParams.get('expires')) + 3600)],
    ['signature', tamperedSignature(new URL(url).searchParams.get('signature')!)],
  ];
  for (const [name, value] of tampered) {
    const reply = await fetchUrl(withParameter(url, name, value));
    t.is(reply.status, 403, `${name}=${value}`);
    t.regex(reply.headers.get('content-type') ?? '', /json/);
    t.is(reply.json().errors[0].code, 'invalid_signature', `${name}=${value}`);
  }
  const other = await addMemberWithKey(service.services.db, org.organizationId, 'owner');
  const otherKeyId = other.keyId;
  t.is((await fetchUrl(withParameter(url, 'keyId', otherKeyId))).status, 403, 'another key id');
  t.is((await fetchUrl(withParameter(url, 'transit.dateTime', 'now'))).status, 403, 'an added parameter');
  const header = await fetchUrl(url, { 'X-Api-Version': '2026-09-03' });
  t.is(header.status, 403, 'a header date that the signature does not cover');
  t.is(header.json().errors[0].source.parameter, 'X-Api-Version');
  t.is((await fetchUrl(withParameter(url, 'signature', undefined))).status, 401, 'no signature: an API key is needed');
});

test('an expired signed URL is refused with 403', async (t) => {
  const { signRequest } = await import('../../src/features/chart/url-signature.ts');
  const signed = await sign(org.ownerKey, { ...BIRTH, expiresIn: 60 });
  const url = new URL(signed.body.data.attributes.url);
  // Re-sign the same URL with an expiry in the past, as the service would have a minute earlier.
  const signingSecret = service.services.serverSecret.signingSecret(url.searchParams.get('keyId')!);
  url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 5));
  url.searchParams.delete('signature');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  url.searchParams.set('signature', signRequest(signingSecret, url.pathname, query));
  const reply = await fetchUrl(url.toString());
  t.is(reply.status, 403);
  t.is(reply.json().errors[0].code, 'signed_url_expired');
  t.is(reply.json().errors[0].source.parameter, 'expires');
});

test('revoking or disabling the signing key stops its URLs (403); re-enabling restores them', async (t) => {
  for (const how of ['revoke', 'disable'] as const) {
    const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
    const signed = await sign(member.key, { ...BIRTH, format: how === 'revoke' ? 'svg' : 'png' });
    const url: string = signed.body.data.attributes.url;
    t.is((await fetchUrl(url)).status, 200);
    const change =
      how === 'revoke'
        ? await call(service, 'DELETE', `/api/api-keys/${member.keyId}`, { key: member.key })
        : await call(service, 'PATCH', `/api/api-keys/${member.keyId}`, {
            key: member.key,
            body: { data: { type: 'api-keys', attributes: { enabled: false } } },
          });
    t.true(change.status < 300, change.text);
    const refused = await fetchUrl(url);
    t.is(refused.status, 403, how);
    t.is(refused.json().errors[0].code, how === 'revoke' ? 'signing_key_revoked' : 'signing_key_disabled');
    t.is(refused.json().errors[0].source.parameter, 'keyId');
    if (how === 'disable') {
      await call(service, 'PATCH', `/api/api-keys/${member.keyId}`, {
        key: org.ownerKey,
        body: { data: { type: 'api-keys', attributes: { enabled: true } } },
      });
    }
  }
});

test("signed requests spend the signing key's rate limit", async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    rateLimit: { max: 3, windowMs: 60_000 },
  });
  const signed = await sign(member.key, { ...BIRTH, points: ['sun'] });
  t.is(signed.status, 200);
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await fetchUrl(signed.body.data.attributes.url)).status);
  t.deepEqual(statuses, [200, 200, 429], 'one request for signing, two images, then the limit');
});

test('signing validates the chart parameters and the lifetime, and pins the compatibility date', async (t) => {
  const badLife = await sign(org.ownerKey, { ...BIRTH, expiresIn: 10 });
  t.is(badLife.status, 400);
  t.is(badLife.body.errors[0].source.parameter, 'expiresIn');
  const badDate = await sign(org.ownerKey, { ...BIRTH, dateTime: '1990-02-30T10:00' });
  t.is(badDate.status, 400);
  t.is(badDate.body.errors[0].source.parameter, 'dateTime');
  t.is(badDate.body.errors[0].source.in, 'body');
  const badPerson = await sign(org.ownerKey, { ...BIRTH, person2: { dateTime: '1990-01-01T10:00', latitude: 1 } });
  t.is(badPerson.body.errors[0].source.parameter, 'person2.longitude');
  const bigPng = await sign(org.ownerKey, { ...BIRTH, format: 'png', width: 4000 });
  t.is(bigPng.body.errors[0].source.parameter, 'width');
  const dated = await sign(org.ownerKey, BIRTH, { 'X-Api-Version': '2027-01-01' });
  t.is(
    dated.body.data.attributes.apiVersion,
    '2026-11-28',
    'the date applied (clamped to the newest change) is signed into the URL',
  );
  t.is(new URL(dated.body.data.attributes.url).searchParams.get('api_version'), '2026-11-28');
  const reply = await fetchUrl(dated.body.data.attributes.url);
  t.is(reply.status, 200);
  t.is(
    reply.headers.get('etag'),
    (await image('svg', BIRTH, { headers: { 'X-Api-Version': '2026-11-28' } })).headers.get('etag'),
  );
});

test('a signed URL of a domain-restricted key works only from pages of its domains', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    allowedDomains: ['example.com'],
  });
  const signed = await sign(member.key, { ...BIRTH, points: ['sun'] });
  const url: string = signed.body.data.attributes.url;
  t.is((await fetchUrl(url, { Referer: 'https://example.com/horoscope' })).status, 200);
  const foreign = await fetchUrl(url, { Referer: 'https://copycat.test/page' });
  t.is(foreign.status, 403);
  t.is(foreign.json().errors[0].code, 'domain_not_allowed');
});
