import test from 'ava';
import { interpretationText } from '../../src/interpretation/index.ts';
import { createKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;
let widgetId: string;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
  widgetId = await createWidget(org.ownerKey, {});
});
test.after.always(async () => service?.stopAll());

async function createWidget(key: string, settings: Record<string, unknown>, enabled = true): Promise<string> {
  const reply = await call(service, 'POST', '/api/widgets', {
    key,
    body: { data: { type: 'widgets', attributes: { type: 'synastry', name: 'Match', settings, enabled } } },
  });
  if (reply.status !== 201) throw new Error(`widget not created: ${reply.text}`);
  return reply.body.data.id;
}

const ada = {
  dateTime: '1990-05-17T14:30',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
  placeName: 'Paris',
  name: 'Ada',
};
const ben = {
  dateTime: '1988-11-03T07:10',
  location: { latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid' },
  placeName: 'Madrid',
};
const synastry = (id: string, body: unknown, key = org.ownerKey, headers: Record<string, string> = {}) =>
  call(service, 'POST', `/api/widget-api/synastry/${id}`, { key, body, headers });

const POINTS = [
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
];

test('a synastry answers one JSON:API resource with both charts, aspects, overlays, composite, Davison, score and chart', async (t) => {
  const reply = await synastry(widgetId, { person1: ada, person2: ben });
  t.is(reply.status, 200, reply.text.slice(0, 300));
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const { type, id, attributes: a } = reply.body.data;
  t.is(type, 'synastry');
  t.regex(id, /^[0-9a-f]{32}$/);
  t.like(a.widget, { id: widgetId, name: 'Match', theme: 'light', language: 'en', houseSystem: 'placidus' });
  t.is(a.person1.name, 'Ada');
  t.is(a.person2.name, 'Person 2');
  t.like(a.person1.input, {
    dateTime: '1990-05-17T14:30',
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
    placeName: 'Paris',
  });
  t.like(
    a.person2.input,
    { latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid' },
    'the nested location is accepted',
  );
  for (const person of [a.person1, a.person2]) {
    t.deepEqual(
      person.chart.points.map((p: { id: string }) => p.id),
      POINTS,
    );
    t.is(person.chart.houses.cusps.length, 12);
  }
  // Paris is UTC+2 (CEST) on 1990-05-17; Madrid UTC+1 (CET) on 1988-11-03.
  t.is(a.person1.chart.timeResolution.utc, '1990-05-17T12:30:00.000Z');
  t.is(a.person2.chart.timeResolution.utc, '1988-11-03T06:10:00.000Z');

  t.true(a.interAspects.length > 10);
  const lon = (chart: { points: { id: string; longitude: number }[] }, id: string) =>
    chart.points.find((p) => p.id === id)!.longitude;
  for (const x of a.interAspects) {
    const separation = Math.abs(
      ((lon(a.person1.chart, x.person1Point) - lon(a.person2.chart, x.person2Point) + 540) % 360) - 180,
    );
    t.true(Math.abs(separation - x.separation) < 1e-9, "separation is that of the two charts' points");
    t.true(Math.abs(Math.abs(separation - x.angle) - x.orb) < 1e-9);
    t.true(x.orb <= x.orbAllowed);
    t.true(['applying', 'separating', 'stationary'].includes(x.motion));
    t.is(x.nature, x.tone > 0 ? 'harmonious' : x.tone < 0 ? 'challenging' : 'neutral');
    t.is(
      x.urn,
      `urn:astro:synastry:${x.person1Point === 'true-node' ? 'north-node' : x.person1Point}:${x.aspect}:${x.person2Point === 'true-node' ? 'north-node' : x.person2Point}`,
    );
  }
  t.is(a.houseOverlays.person1InPerson2Houses.length, 12);
  t.is(a.houseOverlays.person2InPerson1Houses.length, 12);
  t.is(a.composite.points.length, POINTS.length);
  t.is(a.composite.houses.method, 'derived-midheaven');
  t.is(a.davison.chart.timeResolution.utc, a.davison.instant);
  t.is(Date.parse(a.davison.instant), (Date.parse('1990-05-17T12:30:00Z') + Date.parse('1988-11-03T06:10:00Z')) / 2);
  t.true(Number.isInteger(a.compatibility.score) && a.compatibility.score >= 0 && a.compatibility.score <= 100);
  t.deepEqual(
    a.compatibility.themes.map((x: { theme: string }) => x.theme),
    ['core', 'emotional', 'attraction', 'communication', 'commitment', 'growth'],
  );
  t.is(a.compatibility.themes[0].name, 'Core connection');
  t.like(a.chart, { mediaType: 'image/svg+xml', width: 600, height: 600 });
  t.regex(a.chart.svg, /^<svg /);
  t.regex(a.chart.svg, /data-ring="inner"/);
  t.regex(a.chart.svg, /data-ring="outer"/);
  t.regex(a.chart.svg, />Ada</);
  t.is(a.labels.points.sun.name, 'Sun');
  t.is(a.labels.houseSystem.toLowerCase(), 'placidus');
  t.false(JSON.stringify(reply.body).includes('NaN'));
});

test('texts come in the widget language for the pairs the library covers; the same request gives the same body', async (t) => {
  const spanish = await createWidget(org.ownerKey, { language: 'es', sections: ['score', 'aspects'] });
  const first = await synastry(spanish, { person1: ada, person2: ben });
  const second = await synastry(spanish, { person1: ada, person2: ben });
  t.is(first.status, 200);
  t.deepEqual(first.body, second.body);
  const a = first.body.data.attributes;
  t.is(a.chart, null, 'no bi-wheel when the widget does not show the chart');
  t.is(a.person2.name, 'Persona 2');
  t.is(a.compatibility.themes[0].name, 'Conexión esencial');
  const covered = new Set([
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
    'ascendant',
  ]);
  let withText = 0;
  for (const x of a.interAspects) {
    if (covered.has(x.person1Point) && covered.has(x.person2Point)) {
      t.deepEqual(x.text, interpretationText(x.urn, 'es'));
      withText++;
    } else {
      t.is(x.text, null);
    }
  }
  t.true(withText > 0);
  const other = await synastry(spanish, { person1: ben, person2: ada });
  t.not(other.body.data.id, first.body.data.id);
  t.is(other.body.data.attributes.compatibility.score, a.compatibility.score, 'swapping the persons keeps the score');
});

test('the widget house system is used for both charts', async (t) => {
  const wholeSign = await createWidget(org.ownerKey, { houseSystem: 'whole-sign', sections: ['score'] });
  const reply = await synastry(wholeSign, { person1: ada, person2: ben });
  const a = reply.body.data.attributes;
  t.is(a.person1.chart.houses.systemUsed, 'whole-sign');
  for (const c of a.person1.chart.houses.cusps) t.is(c.degreeInSign, 0);
  t.is(a.composite.houses.systemUsed, 'whole-sign');
  t.is(a.davison.chart.houses.systemUsed, 'whole-sign');
});

test('bad input answers 400 naming person1.latitude and so on, both persons at once', async (t) => {
  const cases: Array<[unknown, string[]]> = [
    [{ person1: ada }, ['person2']],
    [{}, ['person1', 'person2']],
    [{ person1: { ...ada, latitude: 91 }, person2: ben }, ['person1.latitude']],
    [
      { person1: ada, person2: { ...ben, location: { ...ben.location, longitude: 'east' } } },
      ['person2.location.longitude'],
    ],
    [{ person1: { dateTime: '1990-05-17T14:30', longitude: 2 }, person2: ben }, ['person1.latitude']],
    [{ person1: { ...ada, dateTime: '17/05/1990' }, person2: ben }, ['person1.dateTime']],
    [{ person1: { ...ada, dateTime: '1990-02-30T10:00' }, person2: ben }, ['person1.dateTime']],
    [
      { person1: ada, person2: { ...ben, location: { ...ben.location, timezone: 'Mars/Olympus' } } },
      ['person2.timezone'],
    ],
    [
      { person1: { ...ada, timezone: 'Nowhere/City' }, person2: { ...ben, dateTime: '1700-01-01T00:00' } },
      ['person1.timezone', 'person2.dateTime'],
    ],
  ];
  for (const [body, parameters] of cases) {
    const reply = await synastry(widgetId, body);
    t.is(reply.status, 400, JSON.stringify(body));
    t.deepEqual(
      reply.body.errors.map((e: { source: { parameter: string } }) => e.source.parameter),
      parameters,
      JSON.stringify(body),
    );
  }
  const noBody = await call(service, 'POST', `/api/widget-api/synastry/${widgetId}`, { key: org.ownerKey });
  t.is(noBody.status, 400);
});

test('a disabled widget, one of another organization, an unknown and a malformed id are 404', async (t) => {
  const disabled = await createWidget(org.ownerKey, {}, false);
  const other = await createOrganization(service.services.db);
  const foreign = await createWidget(other.ownerKey, {});
  for (const id of [disabled, foreign, '00000000-0000-4000-8000-000000000000', 'not-a-widget']) {
    const reply = await synastry(id, { person1: ada, person2: ben });
    t.is(reply.status, 404, id);
    t.is(reply.body.errors[0].source.parameter, 'widgetId');
    t.is((await call(service, 'GET', `/api/widget-api/synastry/${id}`, { key: org.ownerKey })).status, 404);
  }
});

test('calling needs calc:read and the synastry module on the key', async (t) => {
  const noCalc = await createKey(service.services.db, org.organizationId, org.ownerId, {
    permissions: ['content:read'],
  });
  const noModule = await createKey(service.services.db, org.organizationId, org.ownerId, {
    permissions: ['calc:read'],
    modules: ['natal'],
  });
  const browser = await createKey(service.services.db, org.organizationId, org.ownerId, {
    permissions: ['calc:read'],
    modules: ['synastry'],
  });
  const a = await synastry(widgetId, { person1: ada, person2: ben }, noCalc.key);
  t.is(a.status, 403);
  t.is(a.body.errors[0].meta.permission, 'calc:read');
  const b = await synastry(widgetId, { person1: ada, person2: ben }, noModule.key);
  t.is(b.status, 403);
  t.is(b.body.errors[0].meta.module, 'synastry');
  t.is((await synastry(widgetId, { person1: ada, person2: ben }, browser.key)).status, 200);
  t.is((await call(service, 'GET', `/api/widget-api/synastry/${widgetId}`, { key: browser.key })).status, 200);
  t.is(
    (await call(service, 'GET', '/api/widgets', { key: browser.key })).status,
    403,
    'a browser key cannot manage widgets',
  );
});

test('domain restrictions apply to browser calls, and CORS lets an allowed page read the answer', async (t) => {
  const key = await createKey(service.services.db, org.organizationId, org.ownerId, {
    permissions: ['calc:read'],
    modules: ['synastry'],
    allowedDomains: ['shop.example', '*.stars.example'],
  });
  const preflight = await call(service, 'OPTIONS', `/api/widget-api/synastry/${widgetId}`, {
    headers: {
      Origin: 'https://shop.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-api-key',
    },
  });
  t.is(preflight.status, 204);
  t.is(preflight.headers.get('access-control-allow-origin'), 'https://shop.example');
  t.regex(preflight.headers.get('access-control-allow-headers') ?? '', /X-Api-Key/);
  t.regex(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);

  const allowed = await synastry(widgetId, { person1: ada, person2: ben }, key.key, {
    Origin: 'https://www.stars.example',
  });
  t.is(allowed.status, 200);
  t.is(allowed.headers.get('access-control-allow-origin'), 'https://www.stars.example');
  const refused = await synastry(widgetId, { person1: ada, person2: ben }, key.key, { Origin: 'https://evil.example' });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'domain_not_allowed');
  t.is(
    refused.headers.get('access-control-allow-origin'),
    'https://evil.example',
    'the page can read why it was refused',
  );
  const byReferer = await call(service, 'GET', `/api/widget-api/synastry/${widgetId}`, {
    key: key.key,
    headers: { Referer: 'https://evil.example/page' },
  });
  t.is(byReferer.status, 403);
});

test('the widget settings route gives the script what it needs', async (t) => {
  const reply = await call(service, 'GET', `/api/widget-api/synastry/${widgetId}`, { key: org.ownerKey });
  t.is(reply.status, 200);
  t.deepEqual(reply.body.data, {
    type: 'synastry-widgets',
    id: widgetId,
    attributes: {
      name: 'Match',
      theme: 'light',
      language: 'en',
      houseSystem: 'placidus',
      sections: ['chart', 'score', 'aspects', 'overlays', 'composite', 'davison'],
    },
  });
});

test('the embeddable script is public JavaScript with its styles inlined, revalidated by ETag', async (t) => {
  const reply = await call(service, 'GET', '/widget/synastry.js');
  t.is(reply.status, 200);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/javascript/);
  t.false(reply.text.includes('__WIDGET_CSS__'));
  t.true(reply.text.includes(':host'));
  t.true(reply.text.includes('/api/widget-api/synastry/'));
  const etag = reply.headers.get('etag')!;
  t.truthy(etag);
  const again = await call(service, 'GET', '/widget/synastry.js', { headers: { 'If-None-Match': etag } });
  t.is(again.status, 304);
  const weak = await call(service, 'GET', '/widget/synastry.js', { headers: { 'If-None-Match': `W/${etag}` } });
  t.is(weak.status, 304);
  const list = await call(service, 'GET', '/widget/synastry.js', { headers: { 'If-None-Match': `"other", ${etag}` } });
  t.is(list.status, 304);
  const other = await call(service, 'GET', '/widget/synastry.js', { headers: { 'If-None-Match': '"other"' } });
  t.is(other.status, 200);
});
