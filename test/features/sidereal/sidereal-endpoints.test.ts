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
const post = (path: string, body: unknown) =>
  call(service, 'POST', path, { key: org.ownerKey, body, headers: { 'X-Api-Version': '2026-09-03' } });
const arcDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;
/** The ayanamsa of an ISO instant (UTC), degrees. */
const ayanamsaAt = (name: (typeof AYANAMSAS)[number], iso: string) =>
  ayanamsaOfDate(name, terrestrialFromUniversal(julianDayFromUnixMs(Date.parse(iso))));

/** A 400 naming `field` and, for an unknown ayanamsa, the list. */
async function refusesBadAyanamsa(
  t: import('ava').ExecutionContext,
  path: string,
  body: Record<string, unknown>,
  field = 'ayanamsa',
) {
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
  const sunIngresses = (a.crossings.signIngresses as { point: string; sign: string; exact: string }[]).filter(
    (e) => e.point === 'sun',
  );
  t.deepEqual(
    sunIngresses.map((e) => e.sign),
    ['pisces', 'aries'],
  );
  const sunIngress = sunIngresses[1];
  t.true(sunIngress.exact > '2026-04-13' && sunIngress.exact < '2026-04-15', sunIngress.exact);
  for (const group of a.aspects as { angle: number; natalLongitude: number; occurrences: { longitude: number }[] }[]) {
    for (const o of group.occurrences)
      t.true(Math.abs(Math.abs(arcDiff(o.longitude, group.natalLongitude)) - group.angle) < 1e-4);
  }
  await refusesBadAyanamsa(t, '/api/calc/transit', TRANSIT);
});

const RETURN_BIRTH = {
  birthDateTime: '1980-08-20T09:15',
  birthLocation: { latitude: 12.9716, longitude: 77.5946, timezone: 'Asia/Kolkata' },
};

/** A body's sidereal longitude and speed at an ISO instant, from the natal chart code (not the return search). */
async function siderealBody(point: string, iso: string, ayanamsa: string) {
  const reply = await call(
    service,
    'GET',
    `/api/calc/natal?${new URLSearchParams({ dateTime: iso.replace(/Z$/, ''), latitude: '0', longitude: '0', timezone: 'UTC', points: point, zodiac: 'sidereal', ayanamsa })}`,
    { key: org.ownerKey },
  );
  const p = (reply.body.data.attributes.points as { id: string; longitude: number; speed: number }[]).find(
    (x) => x.id === point,
  )!;
  return p;
}

test('POST /api/calc/solar-return and lunar-return: the sidereal return is the body back at its sidereal natal longitude', async (t) => {
  const tropical = await post('/api/calc/solar-return', { ...RETURN_BIRTH, returnYear: 2026 });
  const sidereal = await post('/api/calc/solar-return', {
    ...RETURN_BIRTH,
    returnYear: 2026,
    zodiac: 'sidereal',
    ayanamsa: 'raman',
  });
  t.is(sidereal.status, 200, sidereal.text.slice(0, 300));
  const a = sidereal.body.data.attributes;
  t.is(a.provenance.zodiac, 'sidereal');
  t.is(a.provenance.ayanamsa.name, 'raman');
  t.true(Math.abs(a.provenance.ayanamsa.degrees - ayanamsaAt('raman', a.birth.timeResolution.utc)) < 1e-6);
  t.true(Math.abs(a.ayanamsa - ayanamsaAt('raman', a.returnDate)) < 1e-5, "the return chart's ayanamsa");
  // Independently: the sidereal Sun at the return instant is the sidereal natal Sun (instants to the second).
  const sun = await siderealBody('sun', a.returnDate, 'raman');
  t.true(
    Math.abs(arcDiff(sun.longitude, a.natalSunLongitude)) < sun.speed / 86400 + 1e-5,
    `${sun.longitude} vs ${a.natalSunLongitude}`,
  );
  // Precession: later than the tropical return by the ayanamsa's growth since birth over the Sun's speed.
  const growth = a.ayanamsa - a.provenance.ayanamsa.degrees;
  const expectedHours = (growth / sun.speed) * 24;
  const hours = (Date.parse(a.returnDate) - Date.parse(tropical.body.data.attributes.returnDate)) / 3600000;
  t.true(Math.abs(hours - expectedHours) < 0.1, `${hours.toFixed(3)} h later, expected ${expectedHours.toFixed(3)} h`);

  const lunar = await post('/api/calc/lunar-return', {
    ...RETURN_BIRTH,
    returnDate: '2026-03-01',
    count: 2,
    zodiac: 'sidereal',
    ayanamsa: 'true-chitra',
  });
  t.is(lunar.status, 200, lunar.text.slice(0, 300));
  const l = lunar.body.data.attributes;
  for (const r of [l, ...l.nextReturns] as { returnDate: string }[]) {
    const moon = await siderealBody('moon', r.returnDate, 'true-chitra');
    t.true(
      Math.abs(arcDiff(moon.longitude, l.natalMoonLongitude)) < moon.speed / 86400 + 1e-5,
      `${r.returnDate}: ${moon.longitude} vs ${l.natalMoonLongitude}`,
    );
  }
  await refusesBadAyanamsa(t, '/api/calc/solar-return', { ...RETURN_BIRTH, returnYear: 2026 });
  await refusesBadAyanamsa(t, '/api/calc/lunar-return', { ...RETURN_BIRTH, returnDate: '2026-03-01' });
});

const PAIR = {
  dateTime1: '1990-05-17T14:30',
  location1: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  dateTime2: '1988-11-03T07:10',
  location2: { latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' },
};
type Point = { id: string; longitude: number };
const pointOf = (points: Point[], id: string) => points.find((p) => p.id === id)!;

test('relationship operations in the sidereal zodiac: charts, composite midpoints and houses, Davison, score and Sun signs', async (t) => {
  const [synT, synS] = await Promise.all([
    post('/api/calc/synastry', PAIR),
    post('/api/calc/synastry', { ...PAIR, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  ]);
  t.is(synS.status, 200, synS.text.slice(0, 300));
  const s = synS.body.data.attributes;
  t.is(s.provenance.zodiac, 'sidereal');
  const [aya1, aya2] = [s.provenance.ayanamsa.chart1, s.provenance.ayanamsa.chart2];
  t.true(Math.abs(aya1 - ayanamsaAt('lahiri', s.chart1.timeResolution.utc)) < 1e-6);
  t.true(Math.abs(aya2 - ayanamsaAt('lahiri', s.chart2.timeResolution.utc)) < 1e-6);
  for (const [chart, aya] of [
    ['chart1', aya1],
    ['chart2', aya2],
  ] as const) {
    for (const p of s[chart].points as Point[])
      t.true(
        Math.abs(arcDiff(pointOf(synT.body.data.attributes[chart].points, p.id).longitude - aya, p.longitude)) < 2e-6,
        `${chart} ${p.id}`,
      );
  }
  t.is(synT.body.data.attributes.provenance.zodiac, 'tropical');

  const [compT, compS] = await Promise.all([
    post('/api/calc/composite', PAIR),
    post('/api/calc/composite', { ...PAIR, zodiac: 'sidereal', ayanamsa: 'lahiri' }),
  ]);
  t.is(compS.status, 200, compS.text.slice(0, 300));
  const mean = (aya1 + aya2) / 2;
  for (const p of compS.body.data.attributes.points as Point[]) {
    t.true(
      Math.abs(arcDiff(pointOf(compT.body.data.attributes.points, p.id).longitude - mean, p.longitude)) < 2e-6,
      `composite ${p.id}`,
    );
  }
  t.true(
    Math.abs(arcDiff(compT.body.data.attributes.angles.midheaven - mean, compS.body.data.attributes.angles.midheaven)) <
      2e-6,
  );

  const davS = await post('/api/calc/davison', { ...PAIR, zodiac: 'sidereal', ayanamsa: 'lahiri' });
  const davT = await post('/api/calc/davison', PAIR);
  t.is(davS.status, 200, davS.text.slice(0, 300));
  const davAya = davS.body.data.attributes.provenance.ayanamsa.degrees;
  t.true(Math.abs(davAya - ayanamsaAt('lahiri', davS.body.data.attributes.instant)) < 1e-5);
  t.true(
    Math.abs(
      arcDiff(
        pointOf(davT.body.data.attributes.points, 'sun').longitude - davAya,
        pointOf(davS.body.data.attributes.points, 'sun').longitude,
      ),
    ) < 2e-6,
  );

  const score = await post('/api/calc/synastry/score', { ...PAIR, zodiac: 'sidereal', ayanamsa: 'lahiri' });
  t.is(score.status, 200, score.text.slice(0, 300));
  t.is(score.body.data.attributes.provenance.ayanamsa.name, 'lahiri');

  // Sun signs from the sidereal Suns.
  const compat = await post('/api/calc/compatibility', { ...PAIR, zodiac: 'sidereal', ayanamsa: 'lahiri' });
  t.is(compat.status, 200, compat.text.slice(0, 300));
  const sun1 = compat.body.data.attributes.persons.chart1.sun.longitude;
  t.is(
    compat.body.data.attributes.sign1,
    [
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ][Math.floor(sun1 / 30)],
  );
  t.true(Math.abs(arcDiff(pointOf(synS.body.data.attributes.chart1.points, 'sun').longitude, sun1)) < 1e-9);
  await refusesBadAyanamsa(t, '/api/calc/synastry', PAIR);
  await refusesBadAyanamsa(t, '/api/calc/compatibility', PAIR);
});

test('chart images: zodiac and ayanamsa in the query change the wheel and its ETag, signed URLs carry them, a bad ayanamsa is a 400', async (t) => {
  const q = (extra: Record<string, string>) =>
    `/api/chart/image.svg?${new URLSearchParams({ dateTime: '1990-06-15T14:30', latitude: '28.6139', longitude: '77.209', timezone: 'Asia/Kolkata', ...extra })}`;
  const get = (path: string) => call(service, 'GET', path, { key: org.ownerKey });
  const [tropical, sidereal] = await Promise.all([get(q({})), get(q({ zodiac: 'sidereal', ayanamsa: 'lahiri' }))]);
  t.is(sidereal.status, 200, sidereal.text.slice(0, 300));
  t.not(sidereal.text, tropical.text);
  t.not(sidereal.headers.get('etag'), tropical.headers.get('etag'));
  const bad = await get(q({ zodiac: 'sidereal', ayanamsa: 'hand' }));
  t.is(bad.status, 400);
  t.true(bad.text.includes('ayanamsa') && bad.text.includes('true-chitra'), bad.text.slice(0, 300));
  const signed = await post('/api/chart/signed-urls', {
    dateTime: '1990-06-15T14:30',
    location: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
    zodiac: 'sidereal',
    ayanamsa: 'lahiri',
  });
  t.is(signed.status, 200, signed.text.slice(0, 300));
  const url = new URL(signed.body.data.attributes.url);
  t.is(url.searchParams.get('zodiac'), 'sidereal');
  const viaUrl = await call(service, 'GET', `${url.pathname}${url.search}`, {});
  t.is(viaUrl.status, 200, viaUrl.text.slice(0, 300));
  t.is(viaUrl.text, sidereal.text);
  url.searchParams.set('ayanamsa', 'raman');
  t.is(
    (await call(service, 'GET', `${url.pathname}${url.search}`, {})).status,
    403,
    'the signature covers the ayanamsa',
  );
});

const PROGRESSION = {
  birthDateTime: '1975-04-02T06:40',
  birthLocation: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  targetDate: '2026-11-26',
};

test('POST /api/calc/progressions and solar-arc: sidereal natal and progressed points, the ayanamsa at birth and at the progressed instant in provenance, 400 for an ayanamsa without sidereal', async (t) => {
  for (const path of ['/api/calc/progressions', '/api/calc/solar-arc']) {
    const [tropical, sidereal] = await Promise.all([
      post(path, PROGRESSION),
      post(path, { ...PROGRESSION, zodiac: 'sidereal', ayanamsa: 'krishnamurti' }),
    ]);
    t.is(sidereal.status, 200, sidereal.text.slice(0, 300));
    const a = sidereal.body.data.attributes;
    const b = tropical.body.data.attributes;
    t.is(b.provenance.zodiac, 'tropical');
    t.is(b.provenance.ayanamsa, undefined);
    t.is(a.provenance.zodiac, 'sidereal');
    t.is(a.provenance.ayanamsa.name, 'krishnamurti');
    t.true(Math.abs(a.provenance.ayanamsa.degrees - ayanamsaAt('krishnamurti', a.natalDate.utc)) < 1e-6);
    t.true(Math.abs(a.provenance.ayanamsa.progressed - ayanamsaAt('krishnamurti', a.progressedDate)) < 1e-5);
    // Natal points less the ayanamsa at birth; progressed or directed ones less the ayanamsa of the progressed instant.
    for (const [id, p] of Object.entries(a.natalPoints as Record<string, { longitude: number }>)) {
      t.true(
        Math.abs(arcDiff(b.natalPoints[id].longitude - a.provenance.ayanamsa.degrees, p.longitude)) < 2e-6,
        `natal ${id}`,
      );
    }
    for (const [id, p] of Object.entries(
      a.points as Record<string, { longitude: number; nakshatra?: { name: string } }>,
    )) {
      t.true(
        Math.abs(arcDiff(b.points[id].longitude - a.provenance.ayanamsa.progressed, p.longitude)) < 1e-5,
        `${path} ${id}`,
      );
      t.truthy(p.nakshatra?.name, `${id} has its nakshatra`);
    }
    const without = await post(path, { ...PROGRESSION, ayanamsa: 'lahiri' });
    t.is(without.status, 400, without.text.slice(0, 300));
    t.true(without.text.includes('ayanamsa') && without.text.includes('sidereal'), without.text.slice(0, 300));
    await refusesBadAyanamsa(t, path, PROGRESSION);
  }
});

test('return and progression bi-wheels: zodiac and ayanamsa in the query change the wheel and its ETag; signed URLs carry them', async (t) => {
  const get = (path: string) => call(service, 'GET', path, { key: org.ownerKey });
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({
      birthDateTime: PROGRESSION.birthDateTime,
      'birthLocation.latitude': '28.6139',
      'birthLocation.longitude': '77.209',
      'birthLocation.timezone': 'Asia/Kolkata',
      targetDate: PROGRESSION.targetDate,
      returnYear: '2026',
      ...extra,
    });
  for (const kind of ['progressions', 'solar-arc', 'solar-return']) {
    const [tropical, sidereal] = await Promise.all([
      get(`/api/chart/${kind}.svg?${query({})}`),
      get(`/api/chart/${kind}.svg?${query({ zodiac: 'sidereal', ayanamsa: 'lahiri' })}`),
    ]);
    t.is(tropical.status, 200, tropical.text.slice(0, 300));
    t.is(sidereal.status, 200, sidereal.text.slice(0, 300));
    t.not(sidereal.text, tropical.text, kind);
    t.not(sidereal.headers.get('etag'), tropical.headers.get('etag'), kind);
  }
  const bad = await get(`/api/chart/progressions.svg?${query({ ayanamsa: 'lahiri' })}`);
  t.is(bad.status, 400, bad.text.slice(0, 300));
  t.true(bad.text.includes('ayanamsa'), bad.text.slice(0, 300));
  const signed = await post('/api/chart/signed-urls', {
    path: '/api/chart/progressions',
    birthDateTime: PROGRESSION.birthDateTime,
    birthLocation: PROGRESSION.birthLocation,
    targetDate: PROGRESSION.targetDate,
    zodiac: 'sidereal',
    ayanamsa: 'lahiri',
  });
  t.is(signed.status, 200, signed.text.slice(0, 300));
  const url = new URL(signed.body.data.attributes.url);
  t.is(url.searchParams.get('zodiac'), 'sidereal');
  const viaUrl = await call(service, 'GET', `${url.pathname}${url.search}`, {});
  t.is(viaUrl.status, 200, viaUrl.text.slice(0, 300));
  t.is(
    viaUrl.text,
    (await get(`/api/chart/progressions.svg?${query({ zodiac: 'sidereal', ayanamsa: 'lahiri' })}`)).text,
  );
});
