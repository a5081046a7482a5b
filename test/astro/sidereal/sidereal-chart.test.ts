import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { computeNatalChart } from '../../../src/astro/natal-chart.ts';
import { NAKSHATRAS, nakshatraOf } from '../../../src/astro/sidereal/nakshatra.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

test('the tropical default is unchanged: no zodiac, or zodiac "tropical", gives the same chart without nakshatras', (t) => {
  const plain = computeNatalChart(birth);
  const tropical = computeNatalChart({ ...birth, zodiac: 'tropical' });
  t.deepEqual(plain, tropical);
  t.is(plain.provenance.zodiac, 'tropical');
  t.is(plain.provenance.ayanamsa, undefined);
  t.true(plain.points.every((p) => p.nakshatra === undefined));
});

test('a sidereal chart turns every longitude by the ayanamsa of date, keeps aspects and latitudes', (t) => {
  const tropical = computeNatalChart(birth);
  const sidereal = computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'lahiri', houseSystem: 'placidus' });
  const aya = sidereal.provenance.ayanamsa!.degrees;
  t.true(aya > 23.6 && aya < 23.8, `lahiri in 1990: ${aya}`);
  for (const p of sidereal.points) {
    const q = tropical.points.find((x) => x.id === p.id)!;
    const turned = (((q.longitude - aya) % 360) + 360) % 360;
    t.true(Math.abs(((p.longitude - turned + 540) % 360) - 180) < 1e-9, p.id);
    t.is(p.latitude, q.latitude);
    t.is(p.house, q.house, `${p.id}: Placidus houses turn with the points`);
    t.truthy(p.nakshatra);
  }
  t.deepEqual(
    sidereal.aspects.map((a) => [a.point1, a.point2, a.aspect]),
    tropical.aspects.map((a) => [a.point1, a.point2, a.aspect]),
  );
  t.true(Math.abs(((sidereal.angles.ascendant - tropical.angles.ascendant + aya + 540) % 360) - 180) < 1e-9);
});

test('whole-sign houses in the sidereal zodiac start at the sidereal sign of the Ascendant', (t) => {
  const chart = computeNatalChart({
    ...birth,
    zodiac: 'sidereal',
    ayanamsa: 'fagan-bradley',
    houseSystem: 'whole-sign',
  });
  const first = Math.floor(chart.angles.ascendant / 30) * 30;
  t.deepEqual(
    chart.houses.cusps.map((c) => c.longitude),
    Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360),
  );
  t.is(chart.points.find((p) => p.id === 'ascendant')!.house, 1);
  for (const p of chart.points) t.is(p.house, 1 + Math.floor(((((p.longitude - first) % 360) + 360) % 360) / 30));
});

test('equal houses in the sidereal zodiac are 30° steps from the sidereal Ascendant', (t) => {
  const chart = computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'raman', houseSystem: 'equal' });
  chart.houses.cusps.forEach((c, i) =>
    t.true(Math.abs(((c.longitude - chart.angles.ascendant - 30 * i + 540) % 360) - 180) < 1e-9),
  );
});

test('nakshatras: 27 of 13°20′ from 0° sidereal Aries, four padas each', (t) => {
  t.is(NAKSHATRAS.length, 27);
  t.like(nakshatraOf(0), { number: 1, name: 'ashwini', pada: 1, lord: 'ketu' });
  t.like(nakshatraOf(3.34), { number: 1, pada: 2 });
  t.like(nakshatraOf(13.34), { number: 2, name: 'bharani', pada: 1, lord: 'venus' });
  t.like(nakshatraOf(180), { number: 14, name: 'chitra', pada: 3, lord: 'mars' });
  t.like(nakshatraOf(359.999), { number: 27, name: 'revati', pada: 4, lord: 'mercury' });
  t.like(nakshatraOf(-0.001), { number: 27, name: 'revati' });
});

test('true-chitra keeps Spica at 180° (Chitra): the ayanamsa is Spica’s longitude less 180°', (t) => {
  const chart = computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'true-chitra' });
  const lahiri = computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'lahiri' });
  // The two differ by well under a degree (Lahiri was fitted to Spica near 1956).
  t.true(Math.abs(chart.provenance.ayanamsa!.degrees - lahiri.provenance.ayanamsa!.degrees) < 0.05);
});

test('bad zodiac options are refused naming the field', (t) => {
  const e1 = t.throws(() => computeNatalChart({ ...birth, zodiac: 'draconic' as never }), {
    instanceOf: BirthDataError,
  });
  t.is(e1.field, 'zodiac');
  const e2 = t.throws(() => computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'hand' as never }), {
    instanceOf: BirthDataError,
  });
  t.is(e2.field, 'ayanamsa');
  const e3 = t.throws(() => computeNatalChart({ ...birth, ayanamsa: 'lahiri' }), { instanceOf: BirthDataError });
  t.is(e3.field, 'ayanamsa');
});
