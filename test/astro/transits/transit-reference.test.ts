/**
 * Accuracy against the Swiss Ephemeris reference (test/fixtures/reference/transits-sample.json):
 * for the reference's transiting points (Sun to Pluto, mean node), natal points (Sun to Pluto,
 * Placidus ASC and MC) and aspects (0°, both sides of 60°/90°/120°, 180°), no event missed and
 * none extra, each instant within the time the transiting point needs to move 20″ (tolerance
 * ∝ 1/|speed|); sign ingresses likewise; stations within the time the longitude needs to
 * drift 20″ from the stationary value.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'ava';
import { TransitEphemeris } from '../../../src/astro/transits/transit-ephemeris.ts';
import { searchTransits, type TransitSearchResult } from '../../../src/astro/transits/transit-search.ts';
import type { MovingPoint } from '../../../src/astro/vocabulary.ts';
import { REFERENCE_DIR } from '../reference-data.ts';

interface ReferenceChart {
  natal: Record<string, number>;
  window: { start: string; end: string };
  aspects: { jdUt: number; transit: string; natal: string; aspect: number; separation: number; speed: number }[];
  ingresses: { jdUt: number; body: string; sign: string; direction: string; speed: number }[];
  stations: { jdUt: number; body: string; type: string; lon: number }[];
}

const reference = JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'transits-sample.json'), 'utf8')) as {
  charts: ReferenceChart[];
};
const TRANSITING: MovingPoint[] = [
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
  'mean-node',
];
const pointId = (name: string) => (name === 'meanNode' ? 'mean-node' : name);
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
const wrap180 = (x: number) => (((x % 360) + 540) % 360) - 180;
/** Degrees the point may be off, as motion: 20″. */
const TOLERANCE_DEG = 20 / 3600;

interface Timed {
  key: string;
  t: number;
  toleranceDays: number;
}

/** One-to-one matching by key and nearest time; returns misses, extras and the largest errors. */
function match(expected: Timed[], found: { key: string; t: number }[]) {
  const pool = new Map<string, number[]>();
  for (const f of found) pool.set(f.key, [...(pool.get(f.key) ?? []), f.t]);
  const missed: Timed[] = [];
  let worstSeconds = 0;
  let worstRatio = 0;
  let used = 0;
  for (const e of expected) {
    const candidates = pool.get(e.key) ?? [];
    let best = -1;
    for (let i = 0; i < candidates.length; i++)
      if (best < 0 || Math.abs(candidates[i] - e.t) < Math.abs(candidates[best] - e.t)) best = i;
    const error = best < 0 ? Infinity : Math.abs(candidates[best] - e.t);
    if (error > e.toleranceDays) {
      missed.push(e);
      continue;
    }
    candidates.splice(best, 1);
    used++;
    worstSeconds = Math.max(worstSeconds, error * 86400);
    worstRatio = Math.max(worstRatio, error / e.toleranceDays);
  }
  return { missed, extra: found.length - used, worstSeconds, worstRatio };
}

function search(chart: ReferenceChart): { result: TransitSearchResult; ephemeris: TransitEphemeris } {
  const ephemeris = new TransitEphemeris();
  const natal = Object.entries(chart.natal).map(([id, longitude]) => ({ id, longitude }));
  const result = searchTransits({
    startUT: jdOf(chart.window.start),
    endUT: jdOf(chart.window.end),
    transiting: TRANSITING,
    natal,
    cusps: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
    aspects: [0, 60, 90, 120, 180].map((angle) => ({ id: 'conjunction', angle, orb: 1 })),
    ephemeris,
  });
  return { result, ephemeris };
}

reference.charts.forEach((chart, index) => {
  const { result, ephemeris } = search(chart);

  test(`chart ${index} (${chart.window.start.slice(0, 4)}): every aspect pass, none extra, within 20″ of motion`, (t) => {
    const expected = chart.aspects.map((a) => ({
      key: `${pointId(a.transit)}|${a.natal}|${a.separation}`,
      t: a.jdUt,
      toleranceDays: TOLERANCE_DEG / Math.abs(a.speed),
    }));
    const found = result.aspects.flatMap((group) =>
      group.occurrences.map((o) => {
        const side =
          group.angle === 0 || group.angle === 180
            ? group.angle
            : Math.sign(wrap180(o.longitude - group.natalLongitude)) * group.angle;
        return { key: `${group.transiting}|${group.natal}|${side}`, t: o.exact };
      }),
    );
    const m = match(expected, found);
    t.log(
      `${expected.length} reference passes; largest error ${m.worstSeconds.toFixed(1)} s = ${(m.worstRatio * 20).toFixed(2)}″ of motion`,
    );
    t.deepEqual(
      m.missed.map((e) => e.key),
      [],
      'no pass missed',
    );
    t.is(m.extra, 0, 'no pass extra');
  });

  test(`chart ${index}: sign ingresses with the sign entered and direction, within 20″ of motion`, (t) => {
    const expected = chart.ingresses.map((i) => ({
      key: `${pointId(i.body)}|${i.sign}|${i.direction}`,
      t: i.jdUt,
      toleranceDays: TOLERANCE_DEG / Math.abs(i.speed),
    }));
    const found = result.signIngresses.map((i) => ({ key: `${i.point}|${i.sign}|${i.direction}`, t: i.exact }));
    const m = match(expected, found);
    t.log(
      `${expected.length} reference ingresses; largest error ${m.worstSeconds.toFixed(1)} s = ${(m.worstRatio * 20).toFixed(2)}″ of motion`,
    );
    t.deepEqual(
      m.missed.map((e) => e.key),
      [],
    );
    t.is(m.extra, 0);
  });

  test(`chart ${index}: stations of Mercury to Pluto, type and instant within 20″ of drift`, (t) => {
    const tracks = new Map(
      TRANSITING.map((p) => [p, ephemeris.track(p, jdOf(chart.window.start) - 2, jdOf(chart.window.end) + 2)]),
    );
    const expected = chart.stations.map((s) => {
      // Near a station λ ≈ λ0 + ½ a Δt²: the time for 20″ of drift is √(2·20″ / |a|).
      const track = tracks.get(pointId(s.body) as MovingPoint)!;
      const acceleration = Math.abs(track.speed(s.jdUt + 0.5) - track.speed(s.jdUt - 0.5));
      return {
        key: `${pointId(s.body)}|${s.type}`,
        t: s.jdUt,
        toleranceDays: Math.sqrt((2 * TOLERANCE_DEG) / acceleration),
      };
    });
    const found = result.stations
      .filter((s) => s.point !== 'mean-node')
      .map((s) => ({ key: `${s.point}|${s.type}`, t: s.exact }));
    const m = match(expected, found);
    t.log(
      `${expected.length} reference stations; largest error ${m.worstSeconds.toFixed(0)} s (${(m.worstRatio * 100).toFixed(1)} % of the 20″ drift time)`,
    );
    t.deepEqual(
      m.missed.map((e) => e.key),
      [],
    );
    t.is(m.extra, 0);
  });
});
