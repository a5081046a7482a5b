/**
 * `zodiac` and `ayanamsa` on the calculations beyond natal, on the real service: each answers
 * sidereal longitudes (the tropical answer's less the ayanamsa of the same instant), names the
 * ayanamsa and its value in provenance, and refuses an unknown ayanamsa with a 400 naming the
 * field and the list.
 */
import test from 'ava';
import { AYANAMSAS, ayanamsaOfDate } from '../../../src/astro/sidereal/ayanamsa.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { julianDayFromUnixMs } from '../../../src/astro/time/julian-day.ts';
import { createOrganization, type TestOrganization } from '../../support/factories.ts';
import { call, startTestService, type TestService } from '../../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

/** Requests at the newest compatibility date (transit aspects grouped with their passes). */
const post = (path: string, body: unknown) => call(service, 'POST', path, { key: org.ownerKey, body, headers: { 'X-Api-Version': '2026-09-03' } });
const arcDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;
/** The ayanamsa of an ISO instant (UTC), degrees. */
const ayanamsaAt = (name: (typeof AYANAMSAS)[number], iso: string) => ayanamsaOfDate(name, terrestrialFromUniversal(julianDayFromUnixMs(Date.parse(iso))));

/** A 400 naming `field` and, for an unknown ayanamsa, the list. */
async function refusesBadAyanamsa(t: import('ava').ExecutionContext, path: string, body: Record<string, unknown>, field = 'ayanamsa') {
  const reply = await post(path, { ...body, zodiac: 'sidereal', ayanamsa: 'hand' });
  t.is(reply.status, 400, reply.text.slice(0, 300));
  t.true(reply.text.includes(field), reply.text.slice(0, 300));
  for (const name of AYANAMSAS) t.true(reply.text.includes(name), `${path}: the list names ${name}`);
}

const TRANSIT = {
  birthDate: '1990-06-15T14:30',
  birthLocation: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  transitDateStart: '2026-03-01',
  transitDateEnd: '2026-05-01',
};

test('POST /api/calc/transit: sidereal positions and ingresses, aspects between sidereal longitudes, ayanamsa in provenance', async (t) => {
  const tropical = await post('/api/calc/transit', TRANSIT);
  const sidereal = await post('/api/calc/transit', { ...TRANSIT, zodiac: 'sidereal', ayanamsa: 'lahiri' });
  t.is(sidereal.status, 200, sidereal.text.slice(0, 300));
  const a = sidereal.body.data;
  t.is(tropical.body.data.provenance.zodiac, 'tropical');
  t.is(tropical.body.data.provenance.ayanamsa, undefined);
  t.is(a.provenance.zodiac, 'sidereal');
  t.is(a.provenance.ayanamsa.name, 'lahiri');
  const birthUtc = a.natal.utc as string;
  t.true(Math.abs(a.provenance.ayanamsa.degrees - ayanamsaAt('lahiri', birthUtc)) < 1e-6);
  for (const p of a.natal.points as { id: string; longitude: number }[]) {
    const q = (tropical.body.data.natal.points as { id: string; longitude: number }[]).find((x) => x.id === p.id)!;
    t.true(Math.abs(arcDiff(q.longitude - a.provenance.ayanamsa.degrees, p.longitude)) < 2e-6, p.id);
  }
  // Sign ingresses at sidereal boundaries, not the tropical instants (the Sun enters sidereal Aries mid-April).
  const sunIngresses = (a.crossings.signIngresses as { point: string; sign: string; exact: string }[]).filter((e) => e.point === 'sun');
  t.deepEqual(sunIngresses.map((e) => e.sign), ['pisces', 'aries']);
  const sunIngress = sunIngresses[1];
  t.true(sunIngress.exact > '2026-04-13' && sunIngress.exact < '2026-04-15', sunIngress.exact);
  for (const group of a.aspects as { angle: number; natalLongitude: number; occurrences: { longitude: number }[] }[]) {
    for (const o of group.occurrences) t.true(Math.abs(Math.abs(arcDiff(o.longitude, group.natalLongitude)) - group.angle) < 1e-4);
  }
  await refusesBadAyanamsa(t, '/api/calc/transit', TRANSIT);
});
