import test from 'ava';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import { synastryTask } from '../../src/calc/tasks/synastry.ts';
import { createKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
const norm = (x: number) => ((x % 360) + 360) % 360;
const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;
const arcsec = (a: number, b: number) => Math.abs(wrap180(a - b)) * 3600;

const paris = { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris', placeName: 'Paris' };
const tokyo = { latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const persons = { dateTime1: '1990-05-17T14:30', location1: paris, dateTime2: '1988-11-03T07:10', location2: tokyo };

const post = (path: string, body: unknown, key = org.ownerKey) => call(service, 'POST', path, { key, body });

type Point = { id: string; longitude: number; latitude: number; sign: string; house: number };
const natal = async (
  dateTime: string,
  place: { latitude: number; longitude: number; timezone?: string },
  extra: Record<string, unknown> = {},
) => {
  const reply = await post('/api/calc/natal', {
    dateTime,
    ...place,
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
    ...extra,
  });
  if (reply.status !== 200) throw new Error(reply.text);
  return reply.body.data.attributes as {
    points: Point[];
    houses: { cusps: { longitude: number }[] };
    angles: { midheaven: number; ascendant: number };
    timeResolution: { utc: string; julianDayUT: number };
    provenance: { obliquity: number };
  };
};
const at = (points: Point[], id: string) => points.find((p) => p.id === id)!;

/** The house (1–12) of a longitude among twelve cusps. */
function houseOf(longitude: number, cusps: number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const span = norm(cusps[(i + 1) % 12] - start);
    if (norm(longitude - start) < span) return i + 1;
  }
  return 12;
}

/** Great-circle midpoint of two places, written out independently of the service. */
function greatCircle(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const v = (p: { latitude: number; longitude: number }) => [
    Math.cos(p.latitude * D2R) * Math.cos(p.longitude * D2R),
    Math.cos(p.latitude * D2R) * Math.sin(p.longitude * D2R),
    Math.sin(p.latitude * D2R),
  ];
  const [x, y] = [v(a), v(b)];
  const s = [x[0] + y[0], x[1] + y[1], x[2] + y[2]];
  return { latitude: Math.atan2(s[2], Math.hypot(s[0], s[1])) * R2D, longitude: Math.atan2(s[1], s[0]) * R2D };
}

test('synastry: both charts echoed as natal reads them, every aspect between them, overlays both ways', async (t) => {
  const reply = await post('/api/calc/synastry', { ...persons, name1: 'Ada', includeReadableEntities: true });
  t.is(reply.status, 200, reply.text.slice(0, 300));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'synastry');
  t.is(a.chart1.name, 'Ada');
  t.is(a.chart1.timeResolution.utc, '1990-05-17T12:30:00.000Z', 'Paris was UTC+2 (CEST)');
  t.is(a.chart2.timeResolution.utc, '1988-11-02T22:10:00.000Z', 'Tokyo is UTC+9');
  t.is(a.chart1.location.placeName, 'Paris');

  const n1 = await natal(persons.dateTime1, paris);
  const n2 = await natal(persons.dateTime2, tokyo);
  for (const id of ['sun', 'moon', 'pluto', 'ascendant']) {
    t.is(at(a.chart1.points, id).longitude, at(n1.points, id).longitude, `${id}: person 1 is the natal engine's chart`);
    t.is(at(a.chart2.points, id).longitude, at(n2.points, id).longitude);
  }

  t.true(a.aspects.length > 5);
  for (const x of a.aspects) {
    t.true(x.chart1 && x.chart2);
    const separation = Math.abs(wrap180(at(n1.points, x.planet1).longitude - at(n2.points, x.planet2).longitude));
    t.true(Math.abs(separation - x.separation) < 1e-9);
    t.true(Math.abs(Math.abs(separation - x.angle) - x.orb) < 1e-9);
    t.true(
      ['conjunction', 'opposition', 'trine', 'square', 'sextile'].includes(x.aspect),
      'the five major aspects by default',
    );
    t.is(typeof x.readable.planet1.name, 'string');
  }
  const cusps2 = n2.houses.cusps.map((c) => c.longitude);
  const cusps1 = n1.houses.cusps.map((c) => c.longitude);
  for (const [id, house] of Object.entries(a.houseOverlays.chart1InChart2))
    t.is(house, houseOf(at(n1.points, id).longitude, cusps2), `${id} in chart 2`);
  for (const [id, house] of Object.entries(a.houseOverlays.chart2InChart1))
    t.is(house, houseOf(at(n2.points, id).longitude, cusps1), `${id} in chart 1`);
  t.true('sun' in a.houseOverlays.chart1InChart2 && !('ascendant' in a.houseOverlays.chart1InChart2));
  t.true(a.compatibility.score >= 0 && a.compatibility.score <= 100);
});

test('synastry: options as on natal (points, orbs, aspects, house system, texts in the language asked)', async (t) => {
  const narrow = await post('/api/calc/synastry', {
    ...persons,
    points: ['sun', 'moon', 'venus'],
    orbs: { conjunction: 1, opposition: 1, trine: 1, square: 1, sextile: 1 },
    houseSystem: 'whole-sign',
  });
  t.is(narrow.status, 200, narrow.text.slice(0, 300));
  const a = narrow.body.data.attributes;
  t.deepEqual(
    a.chart1.points.map((p: Point) => p.id),
    ['sun', 'moon', 'venus'],
  );
  t.is(a.chart1.houses.systemUsed, 'whole-sign');
  for (const x of a.aspects)
    t.true(x.orbAllowed <= 1.25 + 1e-9, 'the orb override (times the Sun/Moon factor) applies');

  const wide = await post('/api/calc/synastry', {
    ...persons,
    aspects: { types: ['quincunx', 'semi-sextile'] },
    includeText: true,
    language: 'es',
  });
  t.is(wide.status, 200, wide.text.slice(0, 300));
  t.true(
    wide.body.data.attributes.aspects.every((x: { aspect: string }) => ['quincunx', 'semi-sextile'].includes(x.aspect)),
  );

  const texts = await post('/api/calc/synastry', { ...persons, includeText: true, language: 'de' });
  const withText = texts.body.data.attributes.aspects.filter((x: { text: unknown }) => x.text);
  t.true(withText.length > 0, 'major aspects of planets have texts');
  t.is(texts.body.data.attributes.language, 'de');
});

test('the composite report casts its houses where /api/calc/composite casts them (one rule: compositePlace)', async (t) => {
  const reply = await post('/api/calc/composite', persons);
  t.is(reply.status, 200, reply.text.slice(0, 300));
  const calc = reply.body.data.attributes;
  // As the report worker computes the composite report's chart (report-processor.ts → synastryTask).
  const points = [...SYNASTRY_CHART_POINTS];
  const { dateTime1, location1, dateTime2, location2 } = persons;
  const { synastry } = synastryTask({
    person1: computeNatalChart({ dateTime: dateTime1, ...location1, points }),
    person2: computeNatalChart({ dateTime: dateTime2, ...location2, points }),
  });
  const report = synastry.composite;
  t.is(report.houses.latitude, calc.houses.latitude);
  t.is(report.houses.systemUsed, calc.houses.systemUsed);
  const largest = Math.max(
    arcsec(report.angles.ascendant, calc.angles.ascendant),
    arcsec(report.angles.midheaven, calc.angles.midheaven),
    ...report.houses.cusps.map((cusp, i) => arcsec(cusp.longitude, calc.houses.cusps[i].longitude)),
  );
  t.log(
    `largest difference of the report's composite angles and cusps from the calculation's ${largest.toExponential(2)}″`,
  );
  t.true(largest < 1e-3);
});

test('composite: midpoints of the two natal charts, houses from the composite Midheaven at the composite place', async (t) => {
  const n1 = await natal(persons.dateTime1, paris);
  const n2 = await natal(persons.dateTime2, tokyo);
  const mid = (a: number, b: number) => norm(a + wrap180(b - a) / 2);

  const reply = await post('/api/calc/composite', {
    ...persons,
    points: [
      'sun',
      'moon',
      'venus',
      'true-node',
      'true-south-node',
      'ascendant',
      'midheaven',
      'descendant',
      'imum-coeli',
    ],
  });
  t.is(reply.status, 200, reply.text.slice(0, 300));
  const c = reply.body.data.attributes;
  let largest = 0;
  for (const id of ['sun', 'moon', 'venus', 'true-node']) {
    const expected = mid(at(n1.points, id).longitude, at(n2.points, id).longitude);
    largest = Math.max(largest, arcsec(at(c.points, id).longitude, expected));
  }
  t.log(`largest composite point difference from the independent midpoints ${largest.toExponential(2)}″`);
  t.true(largest < 1e-6);
  t.true(
    arcsec(at(c.points, 'true-south-node').longitude, at(c.points, 'true-node').longitude + 180) < 1e-6,
    'south node opposite the north node',
  );

  // Default place: the great-circle midpoint; houses at its latitude from the composite MC.
  const place = greatCircle(paris, tokyo);
  t.is(c.compositeLocation.source, 'midpoint');
  t.true(
    Math.abs(c.compositeLocation.latitude - place.latitude) < 1e-9 &&
      Math.abs(wrap180(c.compositeLocation.longitude - place.longitude)) < 1e-9,
  );
  const mc = mid(n1.angles.midheaven, n2.angles.midheaven);
  t.true(arcsec(c.angles.midheaven, mc) < 1e-6);
  const eps = (n1.provenance.obliquity + n2.provenance.obliquity) / 2;
  const armc = norm(Math.atan2(Math.sin(mc * D2R) * Math.cos(eps * D2R), Math.cos(mc * D2R)) * R2D);
  const asc = norm(
    Math.atan2(
      Math.cos(armc * D2R),
      -(Math.sin(armc * D2R) * Math.cos(eps * D2R) + Math.tan(place.latitude * D2R) * Math.sin(eps * D2R)),
    ) * R2D,
  );
  t.true(arcsec(c.angles.ascendant, asc) < 1e-3, 'Ascendant of the composite ARMC at the composite latitude');
  t.true(arcsec(at(c.points, 'descendant').longitude, asc + 180) < 1e-3);
  t.true(arcsec(at(c.points, 'imum-coeli').longitude, mc + 180) < 1e-6);

  const there = await post('/api/calc/composite', {
    ...persons,
    compositeLocation: { latitude: -33.87, longitude: 151.21 },
  });
  t.is(there.status, 200);
  const thereAttributes = there.body.data.attributes;
  t.like(thereAttributes.compositeLocation, { latitude: -33.87, longitude: 151.21, source: 'request' });
  t.is(thereAttributes.houses.latitude, -33.87);
  t.notDeepEqual(thereAttributes.angles.ascendant, c.angles.ascendant, 'another latitude, another Ascendant');
  t.true(arcsec(thereAttributes.angles.midheaven, mc) < 1e-6, 'the Midheaven does not depend on the place');
});

test('Davison: the chart of the mid-instant at the great-circle mid-place', async (t) => {
  const reply = await post('/api/calc/davison', { ...persons, includeReadableEntities: true });
  t.is(reply.status, 200, reply.text.slice(0, 300));
  const d = reply.body.data.attributes;
  const mid = (Date.parse('1990-05-17T12:30:00Z') + Date.parse('1988-11-02T22:10:00Z')) / 2;
  t.is(Date.parse(d.instant), mid);
  const place = greatCircle(paris, tokyo);
  t.true(Math.abs(d.davisonLocation.latitude - place.latitude) < 1e-9);
  t.true(Math.abs(wrap180(d.davisonLocation.longitude - place.longitude)) < 1e-9);
  const same = await natal(d.instant, place);
  for (const id of ['sun', 'moon', 'mars', 'ascendant', 'midheaven'])
    t.true(arcsec(at(d.points, id).longitude, at(same.points, id).longitude) < 1e-6, id);
  t.is(d.chart1.timeResolution.utc, '1990-05-17T12:30:00.000Z');
  t.truthy(d.points[0].readable.name);
});

test('score: the compatibility formula with theme weights', async (t) => {
  const plain = await post('/api/calc/synastry/score', persons);
  t.is(plain.status, 200, plain.text.slice(0, 300));
  const s = plain.body.data.attributes;
  const weighted = s.themes.reduce(
    (sum: number, theme: { score: number; weight: number }) => sum + theme.score * theme.weight,
    0,
  );
  t.true(Math.abs(s.score - weighted) <= 1, 'the score is the weighted mean of the theme scores');
  t.is(s.themes.reduce((sum: number, theme: { weight: number }) => sum + theme.weight, 0).toFixed(3), '1.000');

  const onlyEmotional = await post('/api/calc/synastry/score', {
    ...persons,
    weights: { core: 0, emotional: 5, attraction: 0, communication: 0, commitment: 0, growth: 0 },
  });
  t.is(onlyEmotional.status, 200, onlyEmotional.text.slice(0, 300));
  const e = onlyEmotional.body.data.attributes;
  const emotional = e.themes.find((theme: { theme: string }) => theme.theme === 'emotional');
  t.is(emotional.weight, 1);
  t.is(e.score, emotional.score, "all weight on one theme: the score is that theme's");

  const bad = await post('/api/calc/synastry/score', { ...persons, weights: { romance: 1 } });
  t.is(bad.status, 400);
  t.regex(bad.body.errors[0].source?.parameter ?? JSON.stringify(bad.body), /weights/);
  const zero = await post('/api/calc/synastry/score', {
    ...persons,
    weights: { core: 0, emotional: 0, attraction: 0, communication: 0, commitment: 0, growth: 0 },
  });
  t.is(zero.status, 400, 'weights that are all zero are refused');
});

test('compatibility: element and Sun-aspect scores, both body shapes, texts in three languages', async (t) => {
  const flat = await post('/api/calc/compatibility', { ...persons, includeText: true, includeReadableEntities: true });
  t.is(flat.status, 200, flat.text.slice(0, 300));
  const c = flat.body.data.attributes;
  t.is(c.sign1, 'taurus');
  t.is(c.sign2, 'scorpio');
  t.is(c.elementRelation, 'complementary', 'earth and water');
  t.is(c.scoreBasedOnElement, 75);
  const n1 = await natal(persons.dateTime1, paris);
  const n2 = await natal(persons.dateTime2, tokyo);
  const separation = Math.abs(wrap180(at(n1.points, 'sun').longitude - at(n2.points, 'sun').longitude));
  // The documented rule, written out: the closest major aspect within the Sun orbs.
  const rules = [
    ['conjunction', 0, 10, 0.6],
    ['sextile', 60, 7.5, 0.8],
    ['square', 90, 10, -0.8],
    ['trine', 120, 10, 1],
    ['opposition', 180, 10, -0.5],
  ] as const;
  const found = rules
    .map(([aspect, angle, orb, tone]) => ({ aspect, off: Math.abs(separation - angle), orb, tone }))
    .filter((r) => r.off <= r.orb)
    .sort((x, y) => x.off - y.off)[0];
  if (found) {
    t.is(c.sunAspect.aspect, found.aspect);
    t.is(c.scoreBasedOnSunAspect, Math.round(50 + 50 * found.tone * (1 - found.off / found.orb)));
  } else {
    t.is(c.sunAspect, null);
    t.is(c.scoreBasedOnSunAspect, 50);
  }
  t.log(`Suns ${separation.toFixed(2)}° apart: ${found?.aspect ?? 'no aspect'}, score ${c.scoreBasedOnSunAspect}`);
  const trine = await post('/api/calc/compatibility', {
    dateTime1: '1990-05-17T14:30',
    location1: paris,
    dateTime2: '1990-09-20T12:00',
    location2: tokyo,
  });
  t.is(trine.body.data.attributes.sunAspect.aspect, 'trine', 'Taurus 26° and Virgo 27°');
  t.true(trine.body.data.attributes.scoreBasedOnSunAspect > 90);
  t.is(c.sign1Title.name, 'Taurus');
  t.truthy(c.text.element.body);
  t.truthy(c.text.sunAspect.body);

  const nested = await post('/api/calc/compatibility', {
    person1: {
      dateTime: persons.dateTime1,
      latitude: paris.latitude,
      longitude: paris.longitude,
      timezone: paris.timezone,
    },
    person2: { dateTime: persons.dateTime2, ...tokyo, name: 'Ken' },
    includeText: true,
  });
  t.is(nested.status, 200, nested.text.slice(0, 300));
  const n = nested.body.data.attributes;
  for (const member of ['sign1', 'sign2', 'scoreBasedOnElement', 'scoreBasedOnSunAspect', 'sunAspect', 'text'] as const)
    t.deepEqual(n[member], c[member], `${member}: the same answer from the Person shape`);
  t.is(n.persons.chart2.name, 'Ken');

  const texts = new Set<string>();
  for (const language of ['en', 'es', 'de']) {
    const reply = await post('/api/calc/compatibility', { ...persons, includeText: true, language });
    t.is(reply.status, 200);
    texts.add(reply.body.data.attributes.text.element.body);
  }
  t.is(texts.size, 3, 'a text per language');
});

test('bad input names the field as sent; mixed shapes and unknown members are refused', async (t) => {
  const missing = await post('/api/calc/synastry', { ...persons, location2: { longitude: 139.65 } });
  t.is(missing.status, 400);
  t.true(JSON.stringify(missing.body).includes('location2.latitude'), missing.text);

  const zone = await post('/api/calc/davison', { ...persons, location1: { ...paris, timezone: 'Mars/Olympus' } });
  t.is(zone.status, 400, zone.text);
  t.true(JSON.stringify(zone.body).includes('location1.timezone'), zone.text);

  const date = await post('/api/calc/composite', { ...persons, dateTime2: '1988-02-30T07:10' });
  t.is(date.status, 400, date.text);
  t.true(JSON.stringify(date.body).includes('dateTime2'), date.text);

  const typo = await post('/api/calc/synastry', { ...persons, hosueSystem: 'koch' });
  t.is(typo.status, 400, typo.text);
  t.true(JSON.stringify(typo.body).includes('hosueSystem'));

  const mixed = await post('/api/calc/compatibility', {
    dateTime1: persons.dateTime1,
    location1: paris,
    person2: { dateTime: persons.dateTime2, ...tokyo },
  });
  t.is(mixed.status, 400);
  t.regex(JSON.stringify(mixed.body), /either as dateTime1, location1, dateTime2, location2 or as person1 and person2/);

  const half = await post('/api/calc/compatibility', { person1: { dateTime: persons.dateTime1, ...paris } });
  t.is(half.status, 400);
  t.true(JSON.stringify(half.body).includes('person2'));

  const nestedBad = await post('/api/calc/compatibility', {
    person1: { dateTime: persons.dateTime1, ...paris },
    person2: { dateTime: persons.dateTime2, latitude: 95, longitude: 0 },
  });
  t.is(nestedBad.status, 400);
  t.true(JSON.stringify(nestedBad.body).includes('person2.latitude'));
});

test('modules: synastry for the four chart operations, compatibility for the sun-sign one', async (t) => {
  const { key } = await createKey(service.services.db, org.organizationId, org.ownerId, { modules: ['compatibility'] });
  t.is((await post('/api/calc/compatibility', persons, key)).status, 200);
  for (const path of ['/api/calc/synastry', '/api/calc/composite', '/api/calc/davison', '/api/calc/synastry/score']) {
    const reply = await post(path, persons, key);
    t.is(reply.status, 403, path);
    t.regex(JSON.stringify(reply.body), /missing_module/);
  }
  const other = await createKey(service.services.db, org.organizationId, org.ownerId, { modules: ['synastry'] });
  t.is((await post('/api/calc/compatibility', persons, other.key)).status, 403);
  t.is((await post('/api/calc/davison', persons, other.key)).status, 200);
});

test('at 2026-11-28 every relationship operation answers its declared shape (held to it by the response check): points keyed by id', async (t) => {
  const dated = (path: string, body: unknown) =>
    call(service, 'POST', path, { key: org.ownerKey, body, headers: { 'X-Api-Version': '2026-11-28' } });
  const body = { ...persons, includeText: true, includeReadableEntities: true };
  const synastry = await dated('/api/calc/synastry', body);
  t.is(synastry.status, 200, synastry.text.slice(0, 500));
  t.is(synastry.body.data.attributes.chart1.points.sun.id, 'sun');
  t.is(typeof synastry.body.data.attributes.chart2.points.moon.longitude, 'number');
  const composite = await dated('/api/calc/composite', body);
  t.is(composite.status, 200, composite.text.slice(0, 500));
  t.is(typeof composite.body.data.attributes.points.sun.longitude, 'number');
  const davison = await dated('/api/calc/davison', body);
  t.is(davison.status, 200, davison.text.slice(0, 500));
  t.is(typeof davison.body.data.attributes.points.sun.degreeInSign, 'number');
  for (const path of ['/api/calc/synastry/score', '/api/calc/compatibility']) {
    const reply = await dated(path, body);
    t.is(reply.status, 200, `${path}: ${reply.text.slice(0, 500)}`);
  }
});

test('every relationship answer carries the fallen-back house systems in provenance.warnings, led by their chart', async (t) => {
  const tromso = { latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' };
  const svalbard = { latitude: 78.2232, longitude: 15.6267, timezone: 'Arctic/Longyearbyen' };
  const polar = {
    dateTime1: '1990-05-17T14:30',
    location1: tromso,
    dateTime2: '1988-11-03T07:10',
    location2: svalbard,
  };
  const natalWarnings = async (dateTime: string, place: typeof tromso): Promise<string[]> =>
    (await post('/api/calc/natal', { dateTime, ...place })).body.data.attributes.provenance.warnings;
  const first = await natalWarnings(polar.dateTime1, tromso);
  const second = await natalWarnings(polar.dateTime2, svalbard);
  t.is(first.length, 1, 'natal warns of the fallback at Tromsø');
  t.is(second.length, 1, 'and at Longyearbyen');
  const births = [`chart1: ${first[0]}`, `chart2: ${second[0]}`];

  const answers: Record<string, any> = {};
  for (const operation of ['synastry', 'composite', 'davison', 'synastry/score', 'compatibility']) {
    const reply = await post(`/api/calc/${operation}`, polar);
    t.is(reply.status, 200, `${operation}: ${reply.text.slice(0, 300)}`);
    answers[operation] = reply.body.data.attributes;
  }
  for (const operation of ['synastry', 'synastry/score', 'compatibility'])
    t.deepEqual(answers[operation].provenance.warnings, births, operation);
  const composite = answers.composite;
  t.true(composite.compositeLocation.latitude > 66.6, 'the composite place is inside the polar circle');
  t.is(composite.houses.systemUsed, 'porphyry');
  t.deepEqual(composite.houses.warnings.length, 1);
  t.deepEqual(composite.provenance.warnings, [...births, `composite: ${composite.houses.warnings[0]}`]);
  const davison = answers.davison;
  t.is(davison.houses.systemUsed, 'porphyry');
  const own = davison.provenance.warnings.filter((w: string) => !births.includes(w));
  t.is(own.length, 1, "the Davison chart's own fallback");
  t.deepEqual(davison.provenance.warnings, [...own, ...births]);

  const temperate = await post('/api/calc/synastry', persons);
  t.deepEqual(temperate.body.data.attributes.provenance.warnings, [], 'Paris and Tokyo: none');
});
