import test from 'ava';
import { DEFAULT_ASPECT_ORBS, POINT_ORB_FACTORS } from '../../src/astro/aspects.ts';
import {
  type AspectPattern,
  balanceOf,
  chartRuler,
  chartShape,
  dominantPlanets,
  HEMISPHERE_MIN,
  hemispheresOf,
  STELLIUM_MIN,
  stelliums,
} from '../../src/astro/chart-patterns.ts';
import { computeNatalChart, type NatalChart } from '../../src/astro/natal-chart.ts';
import { elementOf, modalityOf } from '../../src/astro/sign-qualities.ts';
import { ASPECTS, type AspectId, PLANETS, type Planet, SIGNS } from '../../src/astro/vocabulary.ts';

const DELHI_1962 = { dateTime: '1962-02-04T05:00Z', latitude: 28.61, longitude: 77.21 };
const LONDON = { latitude: 51.5, longitude: 0 };

const longitudeOf = (chart: NatalChart, id: string) => chart.points.find((p) => p.id === id)!.longitude;
const ANGLE = Object.fromEntries(ASPECTS.map((a) => [a.id, a.angle])) as Record<AspectId, number>;

/** Whether a and b make `aspect` by their longitudes, with the orbs of src/astro/aspects.ts. */
function makes(chart: NatalChart, a: Planet, b: Planet, aspect: AspectId): boolean {
  const d = Math.abs(longitudeOf(chart, a) - longitudeOf(chart, b)) % 360;
  const separation = d > 180 ? 360 - d : d;
  const factor = Math.max(POINT_ORB_FACTORS[a] ?? 1, POINT_ORB_FACTORS[b] ?? 1);
  return Math.abs(separation - ANGLE[aspect]) <= DEFAULT_ASPECT_ORBS[aspect] * factor;
}

/** The geometry each pattern kind requires, checked from the positions. */
function geometryHolds(chart: NatalChart, p: AspectPattern): boolean {
  const m = p.members;
  switch (p.kind) {
    case 'grand-trine':
      return (
        makes(chart, m[0], m[1], 'trine') && makes(chart, m[0], m[2], 'trine') && makes(chart, m[1], m[2], 'trine')
      );
    case 't-square':
      return (
        makes(chart, m[1], m[2], 'opposition') &&
        makes(chart, m[0], m[1], 'square') &&
        makes(chart, m[0], m[2], 'square')
      );
    case 'yod':
      return (
        makes(chart, m[1], m[2], 'sextile') &&
        makes(chart, m[0], m[1], 'quincunx') &&
        makes(chart, m[0], m[2], 'quincunx')
      );
    case 'grand-cross': {
      const pairs = m.flatMap((a, i) => m.slice(i + 1).map((b) => [a, b] as const));
      const opp = pairs.filter(([a, b]) => makes(chart, a, b, 'opposition')).length;
      const sq = pairs.filter(([a, b]) => makes(chart, a, b, 'square')).length;
      return opp === 2 && sq === 4;
    }
    case 'kite': {
      const pairs = m.flatMap((a, i) => m.slice(i + 1).map((b) => [a, b] as const));
      const count = (x: AspectId) => pairs.filter(([a, b]) => makes(chart, a, b, x)).length;
      return count('trine') === 3 && count('opposition') === 1 && count('sextile') === 2;
    }
  }
}

test('the 1962-02-04 New Delhi chart: one Aquarius stellium of the seven bodies in Aquarius, listed once', (t) => {
  const chart = computeNatalChart(DELHI_1962);
  const inAquarius = PLANETS.filter((p) => {
    const lon = longitudeOf(chart, p);
    return lon >= 300 && lon < 330;
  });
  t.is(inAquarius.length, 7);
  const shape = chartShape(chart);
  const found = shape.patterns.filter((p) => p.kind === 'stellium');
  t.is(found.length, 1, 'the house groups inside the sign stellium are not listed again');
  const [stellium] = found;
  t.is(stellium.kind, 'stellium');
  if (stellium.kind !== 'stellium') return;
  t.is(stellium.by, 'sign');
  t.is(stellium.sign, 'aquarius');
  t.deepEqual(stellium.members, inAquarius);
  t.is(stellium.element, 'air');
  t.is(stellium.modality, 'fixed');
  const houses = new Set(inAquarius.map((p) => chart.points.find((x) => x.id === p)!.house));
  t.deepEqual(new Set(stellium.houses), houses);
});

test('chart ruler is the traditional ruler of the Ascendant sign', (t) => {
  const chart = computeNatalChart(DELHI_1962);
  const asc = longitudeOf(chart, 'ascendant');
  const ascSign = SIGNS[Math.floor(asc / 30)];
  const ruler = chartRuler(chart)!;
  t.is(ruler.ascendantSign, ascSign);
  const traditional: Record<string, Planet> = { aries: 'mars', scorpio: 'mars', aquarius: 'saturn', pisces: 'jupiter' };
  if (ascSign in traditional) t.is(ruler.ruler, traditional[ascSign]);
  t.is(ruler.sign, chart.points.find((p) => p.id === ruler.ruler)!.sign);
});

test('balance and hemispheres count the ten planets as stated', (t) => {
  const chart = computeNatalChart(DELHI_1962);
  const planets = chart.points.filter((p) => (PLANETS as readonly string[]).includes(p.id));
  t.is(planets.length, 10);
  const balance = balanceOf(chart);
  t.is(balance.elements.air, planets.filter((p) => elementOf(p.sign) === 'air').length);
  t.is(balance.modalities.fixed, planets.filter((p) => modalityOf(p.sign) === 'fixed').length);
  t.deepEqual(balance.dominantElements, ['air']);
  t.true(balance.missingModalities.includes('cardinal') === planets.every((p) => modalityOf(p.sign) !== 'cardinal'));
  const h = hemispheresOf(chart);
  const above = planets.filter((p) => p.house >= 7).length;
  t.is(h.south, above);
  t.is(h.north, 10 - above);
  t.is(h.emphasis.includes('south'), above >= HEMISPHERE_MIN);
  t.is(h.east + h.west, 10);
});

test('dominant planets: three, highest score first, the chart ruler among the scored', (t) => {
  const chart = computeNatalChart(DELHI_1962);
  const dominant = dominantPlanets(chart);
  t.is(dominant.length, 3);
  t.true(dominant[0].score >= dominant[1].score && dominant[1].score >= dominant[2].score);
  // Saturn rules Aquarius (Sun and Moon sign) and stands in it: domicile; it must lead.
  t.is(dominant[0].planet, 'saturn');
});

const KNOWN: [string, AspectPattern['kind'], Planet[]][] = [
  ['1953-01-05T12:00Z', 'grand-trine', ['sun', 'moon', 'jupiter']],
  ['1956-01-20T12:00Z', 'grand-cross', ['sun', 'moon', 'uranus', 'neptune']],
  ['1952-01-05T12:00Z', 'kite', ['moon', 'mercury', 'mars', 'pluto']],
  ['1950-04-20T12:00Z', 'yod', ['venus', 'neptune', 'pluto']],
  ['1950-07-05T12:00Z', 't-square', ['venus', 'jupiter', 'saturn']],
];

for (const [dateTime, kind, members] of KNOWN) {
  test(`${kind} found on ${dateTime}, and its geometry holds from the positions`, (t) => {
    const chart = computeNatalChart({ dateTime, ...LONDON });
    const pattern = chartShape(chart).patterns.find(
      (p): p is AspectPattern => p.kind === kind && [...p.members].sort().join() === [...members].sort().join(),
    );
    t.truthy(pattern, `no ${kind} of ${members.join(', ')}`);
    if (!pattern) return;
    t.deepEqual(pattern.members, members, 'apex first, then chart order');
    t.true(geometryHolds(chart, pattern));
    if (kind === 'kite') {
      t.false(
        chartShape(chart).patterns.some(
          (p) => p.kind === 'grand-trine' && p.members.every((m) => pattern.members.includes(m)),
        ),
        "the kite's grand trine is not listed again",
      );
    }
  });
}

test('over many dates: each pattern is listed once and its geometry holds; stelliums follow the rule', (t) => {
  let patterns = 0;
  for (let i = 0; i < 120; i++) {
    const date = new Date(Date.UTC(1900, 0, 1) + i * 397.3 * 86_400_000).toISOString().slice(0, 16);
    const chart = computeNatalChart({ dateTime: `${date}Z`, ...LONDON });
    const shape = chartShape(chart);
    const keys = shape.patterns.map((p) => `${p.kind}:${[...p.members].sort().join()}`);
    t.is(new Set(keys).size, keys.length, `${date}: a pattern listed twice`);
    for (const p of shape.patterns) {
      patterns++;
      if (p.kind === 'stellium') {
        t.true(p.members.length >= STELLIUM_MIN);
        const signs = new Set(p.members.map((m) => chart.points.find((x) => x.id === m)!.sign));
        if (p.by === 'sign') t.is(signs.size, 1);
      } else {
        t.true(geometryHolds(chart, p), `${date}: ${p.kind} ${p.members.join()}`);
      }
    }
    // Every sign holding STELLIUM_MIN planets is a stellium.
    for (const sign of SIGNS) {
      const n = chart.points.filter((p) => (PLANETS as readonly string[]).includes(p.id) && p.sign === sign).length;
      t.is(
        stelliums(chart).some((s) => s.by === 'sign' && s.sign === sign),
        n >= STELLIUM_MIN,
      );
    }
  }
  t.true(patterns > 100);
});
