import test from 'ava';
import fc from 'fast-check';
import { apparentBodyPosition } from '../../src/astro/ephemeris/apparent.ts';
import { BirthDataError } from '../../src/astro/errors.ts';
import { computeNatalChart, resolveHouseSystem } from '../../src/astro/natal-chart.ts';
import { ASTEROID_POINTS, DEFAULT_POINTS, HOUSE_SYSTEMS } from '../../src/astro/vocabulary.ts';
import { arcsecondsApart, referenceBirths } from './reference-data.ts';

const base = { dateTime: '1990-06-15T14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

/** Every number anywhere in a value, with its path. */
function numbers(value: unknown, path = '$', out: [string, number][] = []): [string, number][] {
  if (typeof value === 'number') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => numbers(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) numbers(v, `${path}.${k}`, out);
  return out;
}

test('a chart carries every point with sign, degree, house and retrograde flag', (t) => {
  const chart = computeNatalChart(base);
  t.deepEqual(
    chart.points.map((p) => p.id),
    [...DEFAULT_POINTS],
  );
  for (const p of chart.points) {
    t.true(p.longitude >= 0 && p.longitude < 360);
    t.true(p.degreeInSign >= 0 && p.degreeInSign < 30);
    t.true(p.house >= 1 && p.house <= 12);
  }
  const node = chart.points.find((p) => p.id === 'mean-node')!;
  t.true(node.retrograde);
  t.is(chart.houses.systemUsed, 'placidus');
  t.is(chart.houses.cusps.length, 12);
  t.is(chart.provenance.engine, 'astro-api natal engine');
  t.true(chart.aspects.length > 0);
  t.deepEqual(JSON.parse(JSON.stringify(chart)), chart, 'plain JSON data');
});

test('the chart reproduces the reference when given the reference instant in UTC', (t) => {
  const b = referenceBirths()[3];
  const chart = computeNatalChart({
    dateTime: b.utc.replace('Z', 'Z'),
    latitude: b.lat,
    longitude: b.lon,
    houseSystem: 'K',
  });
  const sun = chart.points.find((p) => p.id === 'sun')!;
  t.true(arcsecondsApart(sun.longitude, b.bodies.sun.lon) < 2);
  t.true(arcsecondsApart(chart.angles.ascendant, b.houses.K.asc) < 10);
  chart.houses.cusps.forEach((c, i) => t.true(arcsecondsApart(c.longitude, b.houses.K.cusps[i]) < 10));
  t.is(chart.timeResolution.deltaTSeconds.toFixed(3), b.deltaTSeconds.toFixed(3));
});

test('Placidus inside the polar circle falls back to Porphyry and says so', (t) => {
  const chart = computeNatalChart({
    ...base,
    latitude: 70.5,
    longitude: 25.8,
    timezone: 'Europe/Oslo',
    houseSystem: 'placidus',
  });
  t.is(chart.houses.systemRequested, 'placidus');
  t.is(chart.houses.systemUsed, 'porphyry');
  t.is(chart.houses.warnings.length, 1);
  t.regex(chart.houses.warnings[0], /Porphyry/);
  t.deepEqual(chart.provenance.warnings, chart.houses.warnings);
});

test('house systems are accepted by name and by letter', (t) => {
  for (const [name, code] of Object.entries(HOUSE_SYSTEMS)) {
    t.deepEqual(resolveHouseSystem(name), { name, code });
    t.deepEqual(resolveHouseSystem(code), { name, code });
    t.deepEqual(resolveHouseSystem(code.toLowerCase()), { name, code });
  }
  t.deepEqual(resolveHouseSystem(undefined), { name: 'placidus', code: 'P' });
});

test('a subset of points returns only those points, with aspects among them', (t) => {
  const chart = computeNatalChart({ ...base, points: ['moon', 'sun', 'part-of-fortune'] });
  t.deepEqual(
    chart.points.map((p) => p.id),
    ['sun', 'moon', 'part-of-fortune'],
  );
  for (const a of chart.aspects) t.true(['sun', 'moon', 'part-of-fortune'].includes(a.point1));
});

test('the asteroids come only when named, at their ephemeris places, with aspects', (t) => {
  t.false(computeNatalChart(base).points.some((p) => (ASTEROID_POINTS as readonly string[]).includes(p.id)));
  const chart = computeNatalChart({ ...base, points: ['sun', 'moon', ...ASTEROID_POINTS] });
  t.deepEqual(
    chart.points.map((p) => p.id),
    ['sun', 'moon', ...ASTEROID_POINTS],
  );
  const jdTT = chart.timeResolution.julianDayTT;
  for (const id of ASTEROID_POINTS) {
    const p = chart.points.find((q) => q.id === id)!;
    const direct = apparentBodyPosition(id, jdTT);
    t.true(arcsecondsApart(p.longitude, direct.longitude) < 0.01, id);
    t.true(Math.abs(p.speed - direct.longitudeSpeed) < 1e-5, id);
  }
  t.true(
    chart.aspects.some(
      (a) =>
        (ASTEROID_POINTS as readonly string[]).includes(a.point1) ||
        (ASTEROID_POINTS as readonly string[]).includes(a.point2),
    ),
  );
});

test('Part of Fortune follows the day formula by day and the night formula by night', (t) => {
  const day = computeNatalChart({
    ...base,
    dateTime: '1990-06-15T13:00',
    points: ['sun', 'moon', 'ascendant', 'part-of-fortune'],
  });
  const night = computeNatalChart({
    ...base,
    dateTime: '1990-06-15T02:00',
    points: ['sun', 'moon', 'ascendant', 'part-of-fortune'],
  });
  const lon = (c: typeof day, id: string) => c.points.find((p) => p.id === id)!.longitude;
  t.true(day.provenance.dayChart);
  t.false(night.provenance.dayChart);
  t.true(
    arcsecondsApart(lon(day, 'part-of-fortune'), lon(day, 'ascendant') + lon(day, 'moon') - lon(day, 'sun')) < 1e-6,
  );
  t.true(
    arcsecondsApart(lon(night, 'part-of-fortune'), lon(night, 'ascendant') + lon(night, 'sun') - lon(night, 'moon')) <
      1e-6,
  );
});

test('the chart reads its sect whether or not the Sun or the Part of Fortune is asked for', (t) => {
  // Paris, 15 June 1990: the Sun is above the horizon at 13:00 and below it at 02:00 local time.
  const day = computeNatalChart({ ...base, dateTime: '1990-06-15T13:00', points: ['moon', 'mars'] });
  const night = computeNatalChart({ ...base, dateTime: '1990-06-15T02:00', points: ['moon', 'mars'] });
  t.true(day.provenance.dayChart);
  t.false(night.provenance.dayChart);
  t.deepEqual(
    night.points.map((p) => p.id),
    ['moon', 'mars'],
    'the Sun placed for the sect is not listed',
  );
});

const bad: [string, Record<string, unknown>, string][] = [
  ['unknown house system', { houseSystem: 'vedic-galactic' }, 'houseSystem'],
  ['unknown point', { points: ['sun', 'eris'] }, 'points'],
  ['points not a list', { points: 'sun' }, 'points'],
  ['unknown aspect', { aspects: { types: ['septile'] } }, 'aspects.types'],
  ['bad orb', { aspects: { orbs: { trine: 45 } } }, 'aspects.orbs.trine'],
  ['latitude 95', { latitude: 95 }, 'latitude'],
  ['longitude 200', { longitude: 200 }, 'longitude'],
  ['unknown zone', { timezone: 'Atlantis/Capital' }, 'timezone'],
  ['impossible date', { dateTime: '2001-02-29T12:00' }, 'dateTime'],
  ['date out of range', { dateTime: '2450-01-01T12:00' }, 'dateTime'],
];
for (const [name, patch, field] of bad) {
  test(`bad input at the core: ${name} → BirthDataError naming ${field}`, (t) => {
    const e = t.throws(() => computeNatalChart({ ...base, ...patch } as never), { instanceOf: BirthDataError });
    t.is(e?.field, field);
  });
}

test('property: no NaN and everything in range over 1800–2400, latitudes ±89.9, every house system', (t) => {
  const systems = Object.keys(HOUSE_SYSTEMS);
  fc.assert(
    fc.property(
      fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2400, 11, 31, 23, 59) }),
      fc.double({ min: -89.9, max: 89.9, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.constantFrom(...systems),
      (ms, latitude, longitude, houseSystem) => {
        const d = new Date(ms);
        const iso = d.toISOString().slice(0, 16) + 'Z';
        const chart = computeNatalChart({ dateTime: iso, latitude, longitude, houseSystem });
        for (const [path, v] of numbers(chart)) {
          if (!Number.isFinite(v)) throw new Error(`${path} = ${v} for ${iso} ${latitude} ${longitude} ${houseSystem}`);
        }
        for (const p of chart.points) {
          if (!(p.longitude >= 0 && p.longitude < 360)) throw new Error(`${p.id} longitude ${p.longitude}`);
          if (!(p.house >= 1 && p.house <= 12)) throw new Error(`${p.id} house ${p.house}`);
        }
        for (const c of chart.houses.cusps)
          if (!(c.longitude >= 0 && c.longitude < 360)) throw new Error(`cusp ${c.longitude}`);
      },
    ),
    { numRuns: 300, seed: 20240607 },
  );
  t.pass();
});

test('property: the poles and the polar circle edge never give NaN', (t) => {
  for (const latitude of [-90, -89.9999, -66.56, 66.56, 89.9999, 90]) {
    for (const houseSystem of Object.keys(HOUSE_SYSTEMS)) {
      const chart = computeNatalChart({ ...base, latitude, houseSystem });
      for (const [path, v] of numbers(chart)) t.true(Number.isFinite(v), `${path} at ${latitude} ${houseSystem}`);
    }
  }
});
