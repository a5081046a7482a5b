import test from 'ava';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS } from '../../src/astro/synastry/index.ts';
import { chartWheelInput } from '../../src/calc/tasks/chart-image.ts';
import { BIWHEEL_ORBS } from '../../src/chart/biwheel-aspects.ts';
import { TRANSIT_ORBS } from '../../src/chart/transit-aspects.ts';
import { wheelRingOf } from '../../src/chart/wheel-adapter.ts';
import { chartImageSpec } from '../../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../../src/features/chart/schema.ts';

const EINSTEIN = { dateTime: '1879-03-14T11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin' };
const MILEVA = { dateTime: '1875-12-19T12:00', latitude: 45.25, longitude: 19.85, timezone: 'Europe/Belgrade' };
const ANGLES = ['ascendant', 'midheaven', 'descendant', 'imum-coeli'];

const spec = (extra: Record<string, unknown>) =>
  chartImageSpec({ ...EINSTEIN, ...extra } as unknown as ChartImageRequest, 'query', Date.UTC(2026, 4, 1));

test('a chart becomes a ring: its points without the angles, its cusps and angles; transits get points only', (t) => {
  const chart = computeNatalChart({ ...EINSTEIN, points: [...SYNASTRY_CHART_POINTS] });
  const ring = wheelRingOf(chart);
  t.deepEqual(
    ring.points.map((p) => p.id),
    chart.points.map((p) => p.id).filter((id) => !ANGLES.includes(id)),
  );
  for (const p of ring.points) {
    const source = chart.points.find((q) => q.id === p.id)!;
    t.is(p.longitude, source.longitude);
    t.is(p.retrograde, source.retrograde);
  }
  t.deepEqual(
    ring.cusps,
    chart.houses.cusps.map((c) => c.longitude),
  );
  t.deepEqual(ring.angles, { ascendant: chart.angles.ascendant, midheaven: chart.angles.midheaven });

  const some = wheelRingOf(chart, { drawn: ['moon', 'sun'], houses: false });
  t.deepEqual(some, { points: ring.points.filter((p) => p.id === 'sun' || p.id === 'moon') });
});

test("a synastry bi-wheel draws the synastry endpoint's inter-aspects that are major and within the bi-wheel orbs", (t) => {
  const input = chartWheelInput(spec({ person2: MILEVA }));
  // The synastry route's charts: the natal task with the synastry points, default options.
  const person1 = computeNatalChart({ ...EINSTEIN, houseSystem: 'placidus', points: [...SYNASTRY_CHART_POINTS] });
  const person2 = computeNatalChart({ ...MILEVA, houseSystem: 'placidus', points: [...SYNASTRY_CHART_POINTS] });
  const found = computeSynastry(person1, person2).interAspects;
  const key = (inner: string, outer: string, aspect: string) => `${inner}|${outer}|${aspect}`;
  const drawn = new Map((input.interAspects ?? []).map((a) => [key(a.inner, a.outer, a.aspect), a.orb!]));
  const expected = found.filter(
    (a) =>
      a.orb <= (BIWHEEL_ORBS[a.aspect] ?? 0) &&
      (input.outer?.points.some((p) => p.id === a.person2Point) ||
        ['ascendant', 'midheaven'].includes(a.person2Point)) &&
      (input.inner.points.some((p) => p.id === a.person1Point) || ['ascendant', 'midheaven'].includes(a.person1Point)),
  );
  t.log(`${found.length} inter-aspects, ${expected.length} within the bi-wheel orbs, ${drawn.size} drawn`);
  t.true(expected.length > 3 && expected.length < found.length);
  t.is(drawn.size, Math.min(40, expected.length));
  for (const a of expected) {
    const orb = drawn.get(key(a.person1Point, a.person2Point, a.aspect));
    t.not(orb, undefined, `${a.person1Point} ${a.aspect} ${a.person2Point} drawn`);
    t.true(Math.abs(orb! - a.orb) < 1e-9);
  }
  t.is(input.outer?.cusps?.length, 12);
});

test('a transit bi-wheel keeps the tight transit orbs and a ring without houses, its angles marked', (t) => {
  const input = chartWheelInput(spec({ transit: { dateTime: '2026-05-01T12:00Z' } }));
  t.true((input.interAspects ?? []).length > 0);
  for (const a of input.interAspects ?? []) t.true(a.orb! <= TRANSIT_ORBS[a.aspect as keyof typeof TRANSIT_ORBS]);
  t.is(input.outer?.cusps, undefined);
  t.truthy(input.outer?.angles);
});

test('bi-wheels draw the aspects between the two charts by default; aspects.scope chooses inner or both', (t) => {
  const natalOnly = chartWheelInput(spec({}));
  const natalCount = (natalOnly.inner.aspects ?? []).length;
  t.true(natalCount > 0, 'a single wheel draws its own aspects');
  t.is(spec({}).aspectScope, undefined, 'a single wheel has no scope');
  for (const other of [{ transit: { dateTime: '2026-05-01T12:00Z' } }, { person2: MILEVA }]) {
    const between = chartWheelInput(spec(other));
    t.is(spec(other).aspectScope, 'between');
    t.deepEqual(between.inner.aspects, [], 'no natal–natal lines by default');
    const inter = (between.interAspects ?? []).length;
    t.true(inter > 0);
    const inner = chartWheelInput(spec({ ...other, aspects: { scope: 'inner' } }));
    t.is((inner.inner.aspects ?? []).length, natalCount);
    t.is((inner.interAspects ?? []).length, 0);
    const both = chartWheelInput(spec({ ...other, aspects: { scope: 'both' } }));
    t.is((both.inner.aspects ?? []).length, natalCount);
    t.is((both.interAspects ?? []).length, inter);
  }
});
