/**
 * The synastry of pairs of reference births (Swiss Ephemeris positions and Placidus houses)
 * against expectations computed here from the reference numbers with independent formulas:
 * inter-aspects by the documented orb table, house overlays in the reference cusps, composite
 * midpoints and derived-midheaven angles, the Davison midpoint and its Sun.
 */
import test from 'ava';
import { computeNatalChart, type NatalChart } from '../../../src/astro/natal-chart.ts';
import { computeSynastry, SYNASTRY_CHART_POINTS, type Synastry } from '../../../src/astro/synastry/index.ts';
import { arcsecondsApart, type ReferenceBirth, referenceBirths } from '../reference-data.ts';

const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
const norm = (x: number) => ((x % 360) + 360) % 360;
const wrap180 = (x: number) => norm(x + 180) - 180;

/** Reference longitude of a synastry point: bodies, the true node, and the Placidus angles. */
function referenceLongitude(birth: ReferenceBirth, id: string): number {
  if (id === 'ascendant') return birth.houses.P.asc;
  if (id === 'midheaven') return birth.houses.P.mc;
  return birth.bodies[id === 'true-node' ? 'trueNode' : id].lon;
}

/** The documented orbs (src/astro/aspects.ts) and factors, restated. */
const ORB: Record<string, number> = { conjunction: 8, opposition: 8, trine: 7, square: 7, sextile: 5 };
const ANGLE: Record<string, number> = { conjunction: 0, opposition: 180, trine: 120, square: 90, sextile: 60 };
const FACTOR: Record<string, number> = { sun: 1.25, moon: 1.25, chiron: 0.75, 'true-node': 0.75 };

/** The expected aspect of a pair, or null; undefined when the pair sits within 0.05° of an orb limit. */
function expectedAspect(
  a: string,
  la: number,
  b: string,
  lb: number,
): { aspect: string; orb: number } | null | undefined {
  const separation = Math.abs(wrap180(la - lb));
  const factor = Math.max(FACTOR[a] ?? 1, FACTOR[b] ?? 1);
  let best: { aspect: string; orb: number } | null = null;
  for (const aspect of Object.keys(ORB)) {
    const orb = Math.abs(separation - ANGLE[aspect]);
    const allowed = ORB[aspect] * factor;
    if (Math.abs(orb - allowed) < 0.05) return undefined;
    if (orb <= allowed && (!best || orb < best.orb)) best = { aspect, orb };
  }
  return best;
}

const births = referenceBirths().filter((b) => b.set === 'uniform');
const pairs: Array<{ b1: ReferenceBirth; b2: ReferenceBirth; c1: NatalChart; c2: NatalChart; synastry: Synastry }> = [];
const chartOf = (b: ReferenceBirth) =>
  computeNatalChart({
    dateTime: b.utc,
    latitude: b.lat,
    longitude: b.lon,
    houseSystem: 'placidus',
    points: [...SYNASTRY_CHART_POINTS],
  });
for (let i = 0; i + 1 < births.length; i += 2) {
  const c1 = chartOf(births[i]);
  const c2 = chartOf(births[i + 1]);
  pairs.push({ b1: births[i], b2: births[i + 1], c1, c2, synastry: computeSynastry(c1, c2) });
}

test('inter-aspects: every pair in orb of a major aspect is listed with the right aspect and orb, and no other', (t) => {
  let compared = 0;
  let largestOrbError = 0;
  for (const { b1, b2, synastry } of pairs) {
    const found = new Map(synastry.interAspects.map((a) => [`${a.person1Point}|${a.person2Point}`, a]));
    for (const p1 of SYNASTRY_CHART_POINTS) {
      for (const p2 of SYNASTRY_CHART_POINTS) {
        const expected = expectedAspect(p1, referenceLongitude(b1, p1), p2, referenceLongitude(b2, p2));
        if (expected === undefined) continue;
        compared++;
        const actual = found.get(`${p1}|${p2}`);
        if (expected === null) {
          t.is(actual, undefined, `${b1.id}/${b2.id} ${p1}-${p2}`);
          continue;
        }
        t.is(actual?.aspect as string | undefined, expected.aspect, `${b1.id}/${b2.id} ${p1}-${p2}`);
        largestOrbError = Math.max(largestOrbError, Math.abs((actual?.orb ?? Infinity) - expected.orb) * 3600);
        t.true(actual!.orb <= actual!.orbAllowed);
        t.true(['applying', 'separating', 'stationary'].includes(actual!.motion));
      }
    }
  }
  t.log(
    `${compared} pairs of points compared over ${pairs.length} synastries; largest orb error ${largestOrbError.toFixed(2)}″`,
  );
  t.true(largestOrbError < 20);
});

test('applying and separating follow the natal speeds of the two points', (t) => {
  let checked = 0;
  for (const { b1, b2, synastry } of pairs) {
    for (const a of synastry.interAspects) {
      if (
        a.person1Point === 'ascendant' ||
        a.person1Point === 'midheaven' ||
        a.person2Point === 'ascendant' ||
        a.person2Point === 'midheaven'
      )
        continue;
      const key = (id: string) => (id === 'true-node' ? 'trueNode' : id);
      const r1 = b1.bodies[key(a.person1Point)];
      const r2 = b2.bodies[key(a.person2Point)];
      // Deviation from exact a moment later, both points moving at their reference speeds.
      const dt = 1e-3;
      const deviation = (t0: number) =>
        Math.abs(Math.abs(wrap180(r1.lon + r1.speed * t0 - (r2.lon + r2.speed * t0))) - ANGLE[a.aspect]);
      const change = deviation(dt) - deviation(0);
      if (Math.abs(change) < 1e-7 || deviation(0) < 0.01) continue;
      t.is(a.motion, change < 0 ? 'applying' : 'separating', `${a.person1Point} ${a.aspect} ${a.person2Point}`);
      checked++;
    }
  }
  t.log(`${checked} inter-aspects checked`);
  t.true(checked > 100);
});

test("house overlays: each person's planets in the other's reference Placidus houses", (t) => {
  let checked = 0;
  const houseIn = (lon: number, cusps: number[]) => {
    for (let i = 0; i < 12; i++) if (norm(lon - cusps[i]) < norm(cusps[(i + 1) % 12] - cusps[i])) return i + 1;
    return 0;
  };
  const nearCusp = (lon: number, cusps: number[]) => cusps.some((c) => Math.abs(wrap180(lon - c)) < 0.05);
  for (const { b1, b2, synastry } of pairs) {
    for (const [overlays, own, other] of [
      [synastry.houseOverlays.person1InPerson2Houses, b1, b2],
      [synastry.houseOverlays.person2InPerson1Houses, b2, b1],
    ] as const) {
      t.deepEqual(
        overlays.map((o) => o.point),
        [
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
        ],
      );
      for (const o of overlays) {
        const lon = referenceLongitude(own, o.point);
        if (nearCusp(lon, other.houses.P.cusps)) continue;
        t.is(o.house, houseIn(lon, other.houses.P.cusps), `${own.id} ${o.point} in ${other.id}`);
        checked++;
      }
    }
  }
  t.log(`${checked} overlays checked`);
});

test('composite: midpoints of the reference positions, the midheaven midpoint and the ascendant derived from it', (t) => {
  let largestPoint = 0;
  let largestAngle = 0;
  for (const { b1, b2, synastry } of pairs) {
    const composite = synastry.composite;
    for (const p of composite.points) {
      if (p.id === 'ascendant' || p.id === 'midheaven') continue;
      const l1 = referenceLongitude(b1, p.id);
      const l2 = referenceLongitude(b2, p.id);
      const expected = norm(l1 + wrap180(l2 - l1) / 2);
      largestPoint = Math.max(largestPoint, arcsecondsApart(p.longitude, expected));
    }
    const mc = norm(b1.houses.P.mc + wrap180(b2.houses.P.mc - b1.houses.P.mc) / 2);
    const eps = ((b1.eclNut.trueObliquity + b2.eclNut.trueObliquity) / 2) * D2R;
    // The composite place: the great-circle midpoint of the births (the sum of their unit vectors).
    const unit = (b: ReferenceBirth) => [
      Math.cos(b.lat * D2R) * Math.cos(b.lon * D2R),
      Math.cos(b.lat * D2R) * Math.sin(b.lon * D2R),
      Math.sin(b.lat * D2R),
    ];
    const [u1, u2] = [unit(b1), unit(b2)];
    const phi = Math.atan2(u1[2] + u2[2], Math.hypot(u1[0] + u2[0], u1[1] + u2[1]));
    const armc = Math.atan2(Math.sin(mc * D2R) * Math.cos(eps), Math.cos(mc * D2R));
    const asc = norm(
      Math.atan2(Math.cos(armc), -(Math.sin(armc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * R2D,
    );
    largestAngle = Math.max(
      largestAngle,
      arcsecondsApart(composite.angles.midheaven, mc),
      arcsecondsApart(composite.angles.ascendant, asc),
    );
    t.is(composite.houses.cusps[9].longitude, composite.angles.midheaven);
    t.is(composite.houses.cusps[0].longitude, composite.angles.ascendant);
    t.is(composite.houses.method, 'derived-midheaven');
    for (const p of composite.points) {
      const c = composite.houses.cusps.map((x) => x.longitude);
      const start = c[p.house - 1];
      const end = c[p.house % 12];
      t.true(norm(p.longitude - start) <= norm(end - start) + 1e-9, `${p.id} lies in its composite house`);
    }
  }
  t.log(
    `largest composite point error ${largestPoint.toFixed(2)}″, largest composite angle error ${largestAngle.toFixed(2)}″`,
  );
  t.true(largestPoint < 10);
  t.true(largestAngle < 30);
});

test('Davison: cast at the mean instant and the midway place, with the Sun really there', (t) => {
  let largestSun = 0;
  for (const { b1, b2, synastry } of pairs) {
    const d = synastry.davison;
    const jd = (b1.jdUt + b2.jdUt) / 2;
    t.true(
      Math.abs(Date.parse(d.instant) - (jd - 2440587.5) * 86_400_000) <= 1,
      'instant is the mean of the two Julian days',
    );
    t.is(d.chart.timeResolution.utc, d.instant);
    t.true(Math.abs(d.location.latitude - (b1.lat + b2.lat) / 2) < 1e-9);
    const lon = b1.lon + wrap180(b2.lon - b1.lon) / 2;
    t.true(Math.abs(wrap180(d.location.longitude - lon)) < 1e-9);
    t.deepEqual(d.chart.location, d.location);
    // Low-precision apparent Sun (Meeus, Astronomical Algorithms ch. 25), good to about 0.01°.
    const T = (d.chart.timeResolution.julianDayTT - 2451545) / 36525;
    const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
    const M = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * D2R;
    const C =
      (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) +
      (0.019993 - 0.000101 * T) * Math.sin(2 * M) +
      0.000289 * Math.sin(3 * M);
    const omega = (125.04 - 1934.136 * T) * D2R;
    const sun = norm(L0 + C - 0.00569 - 0.00478 * Math.sin(omega));
    largestSun = Math.max(largestSun, arcsecondsApart(d.chart.points.find((p) => p.id === 'sun')!.longitude, sun));
  }
  t.log(`largest Davison Sun difference from the low-precision formula ${largestSun.toFixed(1)}″`);
  t.true(largestSun < 0.02 * 3600);
});
