import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const AMSTERDAM = { latitude: 52.3676, longitude: 4.9041 };
const natal = (body: Record<string, unknown>) => call(service, 'POST', '/api/calc/natal', { key: org.ownerKey, body });

test('GET /api/timezones lists every accepted zone name and the tzdb release, without a key', async (t) => {
  const reply = await call(service, 'GET', '/api/timezones');
  t.is(reply.status, 200, reply.text);
  const { tzdbVersion, zones } = reply.body.data;
  t.regex(tzdbVersion, /^\d{4}[a-z]$/);
  for (const zone of ['Europe/Amsterdam', 'America/Ciudad_Juarez', 'Asia/Calcutta', 'Etc/GMT+5'])
    t.true(zones.includes(zone), zone);
  t.deepEqual(zones, [...zones].sort());
});

test('natal: Amsterdam 1935 resolves with its own history (+01:19:32) and names the tzdb release', async (t) => {
  const reply = await natal({ dateTime: '1935-07-01T12:00', timezone: 'Europe/Amsterdam', ...AMSTERDAM });
  t.is(reply.status, 200, reply.text);
  const a = reply.body.data.attributes;
  t.is(a.timeResolution.utcOffset, '+01:19:32');
  t.is(a.timeResolution.utc, '1935-07-01T10:40:28.000Z');
  const list = await call(service, 'GET', '/api/timezones');
  t.is(a.provenance.tzdbVersion, list.body.data.tzdbVersion);
});

test('natal: a numeric offset with seconds is accepted and gives the same instant as the zone', async (t) => {
  const reply = await natal({ dateTime: '1935-07-01T12:00+01:19:32', ...AMSTERDAM });
  t.is(reply.status, 200, reply.text);
  t.is(reply.body.data.attributes.timeResolution.utc, '1935-07-01T10:40:28.000Z');
  t.is(reply.body.data.attributes.timeResolution.timezoneSource, 'offset');
});

test("natal: before a zone's first standard offset the local mean time of the longitude is used and said so", async (t) => {
  const reply = await natal({
    dateTime: '1830-07-01T12:00',
    timezone: 'Europe/Amsterdam',
    latitude: 52.0,
    longitude: 6.0,
  });
  t.is(reply.status, 200, reply.text);
  const a = reply.body.data.attributes;
  t.true(a.timeResolution.localMeanTime);
  t.is(a.timeResolution.utcOffset, '+00:24');
  t.true(
    a.provenance.warnings.some((w: string) => /local mean time of longitude 6°/.test(w)),
    JSON.stringify(a.provenance.warnings),
  );
});

test('natal: an unknown zone answers 400 naming the value and pointing to the list of zones', async (t) => {
  const reply = await natal({ dateTime: '1990-06-15T14:30', timezone: 'Europe/Atlantis', ...AMSTERDAM });
  t.is(reply.status, 400, reply.text);
  const error = reply.body.errors[0];
  t.is(error.source.parameter, 'timezone');
  t.regex(error.detail, /Europe\/Atlantis/);
  t.regex(error.detail, /\/api\/timezones/);
});

test('natal: without a zone, the zone is found from current borders (Ciudad Juárez, Tornio)', async (t) => {
  const juarez = await natal({ dateTime: '2023-06-15T12:00', latitude: 31.7204, longitude: -106.4608 });
  t.is(juarez.status, 200, juarez.text);
  t.is(juarez.body.data.attributes.timeResolution.timezone, 'America/Ciudad_Juarez');
  t.is(
    juarez.body.data.attributes.timeResolution.utcOffset,
    '-06:00',
    'Mountain time all year since 2022-11-30 (Ojinaga: -05:00)',
  );
  const tornio = await natal({ dateTime: '2023-06-15T12:00', latitude: 65.8481, longitude: 24.1466 });
  t.is(tornio.body.data.attributes.timeResolution.timezone, 'Europe/Helsinki');
  t.is(tornio.body.data.attributes.timeResolution.utcOffset, '+03:00');
});
