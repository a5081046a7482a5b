import test from 'ava';
import { createOrganization, type TestOrganization } from '../../support/factories.ts';
import { call, startTestService, type TestService } from '../../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const BERLIN = { dateTime: '1990-06-15T14:30', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' };
const query = (q: Record<string, string | number>) =>
  `/api/calc/natal?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;

test('GET /api/calc/natal?zodiac=sidereal answers sidereal longitudes, nakshatras and the ayanamsa in provenance', async (t) => {
  const tropical = await call(service, 'GET', query(BERLIN), { key: org.ownerKey });
  const sidereal = await call(
    service,
    'GET',
    query({ ...BERLIN, zodiac: 'sidereal', ayanamsa: 'krishnamurti', houseSystem: 'whole-sign' }),
    { key: org.ownerKey },
  );
  t.is(sidereal.status, 200, sidereal.text);
  const a = sidereal.body.data.attributes;
  t.is(a.provenance.zodiac, 'sidereal');
  t.is(a.provenance.ayanamsa.name, 'krishnamurti');
  const aya = a.provenance.ayanamsa.degrees;
  t.true(aya > 23.5 && aya < 23.8, `krishnamurti in 1990: ${aya}`);
  const tropicalSun = tropical.body.data.attributes.points.find((p: { id: string }) => p.id === 'sun');
  const sun = a.points.find((p: { id: string }) => p.id === 'sun');
  t.true(Math.abs(((tropicalSun.longitude - aya - sun.longitude + 540) % 360) - 180) < 1e-9);
  t.is(sun.sign, 'gemini', 'the sidereal Sun enters Gemini about 15 June');
  t.true(sun.degreeInSign < 1, `${sun.degreeInSign}° Gemini`);
  t.is(sun.nakshatra.name, 'mrigashira');
  t.true(sun.nakshatra.pada >= 1 && sun.nakshatra.pada <= 4);
  t.is(a.houses.cusps[0].longitude % 30, 0, 'whole-sign cusps on sidereal sign boundaries');
  t.is(tropical.body.data.attributes.provenance.zodiac, 'tropical');
  t.is(tropical.body.data.attributes.provenance.ayanamsa, undefined);
});

test('POST with an unknown ayanamsa, or an ayanamsa without the sidereal zodiac, is a 400 naming the field', async (t) => {
  const unknown = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { ...BERLIN, zodiac: 'sidereal', ayanamsa: 'hand' },
  });
  t.is(unknown.status, 400, unknown.text);
  t.regex(unknown.text, /ayanamsa/);
  const tropicalWithAyanamsa = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { ...BERLIN, ayanamsa: 'lahiri' },
  });
  t.is(tropicalWithAyanamsa.status, 400, tropicalWithAyanamsa.text);
  t.regex(tropicalWithAyanamsa.text, /ayanamsa/);
});

test('GET /api/calc/natal?fixedStars.orb=… adds the stars of date and their conjunctions; a bad orb is a 400', async (t) => {
  const reply = await call(service, 'GET', query({ ...BERLIN, 'fixedStars.orb': 2 }), { key: org.ownerKey });
  t.is(reply.status, 200, reply.text);
  const fs = reply.body.data.attributes.fixedStars;
  t.is(fs.orb, 2);
  t.true(fs.stars.length >= 50);
  t.truthy(fs.stars.find((s: { id: string }) => s.id === 'algol'));
  for (const c of fs.conjunctions) t.true(Math.abs(c.separation) <= 2);
  const bad = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { ...BERLIN, fixedStars: { orb: 20 } },
  });
  t.is(bad.status, 400, bad.text);
  t.regex(bad.text, /fixedStars/);
});
