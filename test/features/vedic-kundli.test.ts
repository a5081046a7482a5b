/**
 * POST /api/calc/vedic/kundli on the real service: its parts are those the dasha and
 * divisional-chart operations give for the same birth (one chart, read the same way), the bhavas
 * follow whole signs from the Lagna, bad input names the field, and the module is required.
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
const birth = {
  birthDateTime: '1990-06-15T14:30',
  birthLocation: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
};
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius'];
const ALL_SIGNS = [...SIGNS, 'capricorn', 'aquarius', 'pisces'];

test('the kundli agrees with the dasha and divisional-chart operations for the same birth', async (t) => {
  const [kundli, dasha, vargas] = await Promise.all([
    post('/api/calc/vedic/kundli', { ...birth, date: '2026-06-01', node: 'true' }),
    post('/api/calc/vedic/dasha', { ...birth, date: '2026-06-01', node: 'true' }),
    post('/api/calc/vedic/divisional-charts', { ...birth, vargas: ['D1', 'D9'], node: 'true' }),
  ]);
  for (const reply of [kundli, dasha, vargas]) t.is(reply.status, 200, reply.text.slice(0, 400));
  const k = kundli.body.data.attributes;
  t.is(kundli.body.data.type, 'vedic-kundli');
  t.deepEqual(k.dasha.running, dasha.body.data.attributes.running);
  t.deepEqual(k.dasha.mahadashas, dasha.body.data.attributes.mahadashas);
  const [d1, d9] = vargas.body.data.attributes.charts;
  t.deepEqual(
    k.grahas.map((g: { id: string }) => g.id),
    ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'],
  );
  for (const g of [...k.grahas, { ...k.lagna, id: 'lagna' }]) {
    const inD1 = d1.points.find((p: { id: string }) => p.id === g.id);
    const inD9 = d9.points.find((p: { id: string }) => p.id === g.id);
    t.is(g.sign, inD1.sign, g.id);
    t.true(Math.abs(g.degreeInSign - inD1.degreeInSign) < 1e-9, g.id);
    t.is(g.navamsaSign, inD9.sign, g.id);
    t.is(g.vargottama, inD9.vargottama, g.id);
  }
  // Whole signs: the Lagna's sign is the 1st bhava, each graha in the bhava of its sign.
  const lagna = ALL_SIGNS.indexOf(k.lagna.sign);
  k.houses.forEach((h: { house: number; sign: string; grahas: string[] }, i: number) => {
    t.is(h.sign, ALL_SIGNS[(lagna + i) % 12]);
    t.deepEqual(
      h.grahas,
      k.grahas.filter((g: { sign: string }) => g.sign === h.sign).map((g: { id: string }) => g.id),
    );
  });
  // The ashtakavarga: the published totals, and each bhava's share of the sarvashtakavarga.
  t.deepEqual(
    k.ashtakavarga.bhinna.map((b: { total: number }) => b.total),
    [48, 49, 39, 54, 56, 52, 39],
  );
  t.is(k.ashtakavarga.total, 337);
  k.houses.forEach((h: { sign: string }, i: number) =>
    t.is(k.ashtakavarga.sarvaByHouse[i], k.ashtakavarga.sarva[ALL_SIGNS.indexOf(h.sign)]),
  );
  // Rahu and Ketu are opposite.
  const [rahu, ketu] = k.grahas.slice(7);
  t.true(Math.abs(((rahu.longitude - ketu.longitude + 360) % 360) - 180) < 1e-9);
});

test('the kundli names the dasha running now when no date is given', async (t) => {
  const reply = await post('/api/calc/vedic/kundli', birth);
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const { at, running } = reply.body.data.attributes.dasha;
  t.true(Math.abs(Date.parse(at) - Date.now()) < 600_000, at);
  t.true(running[0].start <= at && at < running[0].end);
  t.is(running.length, 3);
});

test('bad input names the field; the module vedic is required', async (t) => {
  const bad = await post('/api/calc/vedic/kundli', { ...birth, ayanamsa: 'nope' });
  t.is(bad.status, 400);
  t.regex(JSON.stringify(bad.body), /ayanamsa/);
  const early = await post('/api/calc/vedic/kundli', { ...birth, date: '1980-01-01' });
  t.is(early.status, 400);
  t.regex(JSON.stringify(early.body), /date/);
  const unknown = await post('/api/calc/vedic/kundli', { ...birth, extra: 1 });
  t.is(unknown.status, 400);
  const natalOnly = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post('/api/calc/vedic/kundli', birth, natalOnly.key);
  t.is(refused.status, 403);
});

test('Sade Sati: the periods of a life in their documented shape, the span checked', async (t) => {
  const reply = await post('/api/calc/vedic/sade-sati', { ...birth, from: '2000-01-01', to: '2040-01-01' });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'vedic-sade-sati');
  t.true(a.periods.length >= 1);
  for (const p of a.periods) t.true(p.start < p.end && p.start >= a.from && p.end <= a.to);
  const bad = await post('/api/calc/vedic/sade-sati', { ...birth, from: '2040-01-01', to: '2000-01-01' });
  t.is(bad.status, 400);
  t.regex(JSON.stringify(bad.body), /"to"/);
});

test('kundli matching: the eight kootas of 36, ten poruthams, both Manglik statuses', async (t) => {
  const girl = {
    birthDateTime: '1992-11-03T06:10',
    birthLocation: { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  };
  const reply = await post('/api/calc/vedic/matching', { boy: birth, girl });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'vedic-matching');
  t.is(a.ashtakoota.kootas.length, 8);
  t.is(
    a.ashtakoota.total,
    a.ashtakoota.kootas.reduce((s: number, k: { points: number }) => s + k.points, 0),
  );
  t.is(a.porutham.checks.length, 10);
  // The boy's Moon is the kundli's Moon for the same birth.
  const kundli = await post('/api/calc/vedic/kundli', { ...birth, date: '2026-06-01' });
  const moon = kundli.body.data.attributes.grahas.find((g: { id: string }) => g.id === 'moon');
  t.is(a.boy.moon.nakshatra, moon.nakshatra);
  t.is(a.boy.manglik.present, kundli.body.data.attributes.doshas.manglik.present);
  const missing = await post('/api/calc/vedic/matching', { boy: birth });
  t.is(missing.status, 400);
  t.regex(JSON.stringify(missing.body), /girl/);
});
