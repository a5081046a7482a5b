/**
 * The transit search checked against the ephemeris it promises to follow: every reported
 * instant is where apparentEclipticPosition, evaluated directly, puts the event (within 1 s of
 * time, or 0.02″ of motion for slow points whose speed makes a second less than that), passes
 * of a retrograde loop come out one by one, orb windows open and close at the orb, and the
 * crossings (ingresses, stations, Moon phases) are what they claim.
 */
import test from 'ava';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import { houseOfLongitude } from '../../../src/astro/houses/house-systems.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { TransitEphemeris } from '../../../src/astro/transits/transit-ephemeris.ts';
import { TRANSIT_ORBS, TRANSITING_CHOICES } from '../../../src/astro/transits/transit-options.ts';
import { type AspectSpec, searchTransits } from '../../../src/astro/transits/transit-search.ts';
import { ASPECTS, type MovingPoint, SIGNS } from '../../../src/astro/vocabulary.ts';

const wrap180 = (x: number) => (((x % 360) + 540) % 360) - 180;
const direct = (point: MovingPoint, jdUT: number) => apparentEclipticPosition(point, terrestrialFromUniversal(jdUT));
const START = 2461041.5; // 2026-01-01 00:00 UT
const END = START + 365;
const CUSPS = [95.2, 121.7, 148.3, 177.9, 212.4, 246.0, 275.2, 301.7, 328.3, 357.9, 32.4, 66.0];
const NATAL = [
  { id: 'sun', longitude: 12.5 },
  { id: 'moon', longitude: 201.25 },
  { id: 'venus', longitude: 333.3 },
  { id: 'saturn', longitude: 80.1 },
  { id: 'ascendant', longitude: 95.2 },
  { id: 'midheaven', longitude: 357.9 },
];
const ALL_ASPECTS: AspectSpec[] = ASPECTS.map((a) => ({ id: a.id, angle: a.angle, orb: TRANSIT_ORBS[a.id] }));
const ephemeris = new TransitEphemeris();
const result = searchTransits({
  startUT: START,
  endUT: END,
  transiting: TRANSITING_CHOICES,
  natal: NATAL,
  cusps: CUSPS,
  aspects: ALL_ASPECTS,
  ephemeris,
});

/** Seconds of time between a reported instant and the direct ephemeris's, and the residual in ″. */
function timing(point: MovingPoint, jdUT: number, target: number): { seconds: number; arcsec: number } {
  const p = direct(point, jdUT);
  const residual = wrap180(p.longitude - target);
  return { seconds: Math.abs((residual / p.longitudeSpeed) * 86400), arcsec: Math.abs(residual) * 3600 };
}

test('every exact aspect instant is within 1 s of the direct ephemeris (or 0.02″ of motion)', (t) => {
  let worstSeconds = 0;
  let worstArcsec = 0;
  let count = 0;
  for (const group of result.aspects) {
    for (const o of group.occurrences) {
      const side = wrap180(o.longitude - group.natalLongitude);
      const { seconds, arcsec } = timing(group.transiting, o.exact, group.natalLongitude + side);
      t.true(Math.abs(Math.abs(side) - group.angle) < 1e-6, 'the pass is at the aspect angle');
      t.true(
        seconds <= 1 || arcsec <= 0.02,
        `${group.transiting} ${group.aspect} ${group.natal}: ${seconds.toFixed(2)} s, ${arcsec.toFixed(4)}″`,
      );
      if (arcsec > 0.02 || seconds <= 1) worstSeconds = Math.max(worstSeconds, seconds);
      worstArcsec = Math.max(worstArcsec, arcsec);
      t.true(o.exact >= START && o.exact < END);
      t.is(o.retrograde, o.speed < 0);
      t.is(o.house, houseOfLongitude(o.longitude, CUSPS));
      count++;
    }
  }
  t.log(
    `${count} passes; largest time error where 1 s applies ${worstSeconds.toFixed(3)} s; largest residual ${worstArcsec.toFixed(4)}″`,
  );
  t.true(count > 1500);
});

test('orb windows open and close at the orb, around their pass', (t) => {
  let checked = 0;
  for (const group of result.aspects) {
    for (const o of group.occurrences) {
      const target = group.natalLongitude + Math.sign(wrap180(o.longitude - group.natalLongitude)) * group.angle;
      for (const edge of [o.orbEntry, o.orbExit]) {
        if (edge === null) continue;
        const off = Math.abs(wrap180(direct(group.transiting, edge).longitude - target));
        // Within 0.1″ (the interpolation near a superior conjunction; far less elsewhere).
        t.true(
          Math.abs(off - group.orb) < 0.1 / 3600,
          `${group.transiting} ${group.aspect} ${group.natal}: ${off}° at the window's edge`,
        );
        checked++;
      }
      t.true(o.orbEntry === null || o.orbEntry < o.exact);
      t.true(o.orbExit === null || o.orbExit > o.exact);
      if (o.orbEntry !== null && o.orbExit !== null) {
        for (let k = 1; k < 8; k++) {
          const at = o.orbEntry + ((o.orbExit - o.orbEntry) * k) / 8;
          t.true(
            Math.abs(wrap180(direct(group.transiting, at).longitude - target)) < group.orb + 1e-6,
            'in orb throughout the window',
          );
        }
      }
    }
  }
  t.true(checked > 3000);
});

test('a retrograde loop over a natal point gives three passes; a wide orb joins them in one window', (t) => {
  // Saturn's loop of 2026: natal point midway between its stations.
  const probe = searchTransits({
    startUT: START,
    endUT: END,
    transiting: ['saturn'],
    natal: [],
    cusps: CUSPS,
    aspects: [],
    ephemeris,
  });
  const [retro, directStation] = probe.stations;
  t.is(retro.type, 'retrograde');
  t.is(directStation.type, 'direct');
  const middle = (retro.longitude + directStation.longitude) / 2;
  const loopWidth = Math.abs(retro.longitude - directStation.longitude);
  const run = (orb: number) =>
    searchTransits({
      startUT: START - 200,
      endUT: END + 200,
      transiting: ['saturn'],
      natal: [{ id: 'x', longitude: middle }],
      cusps: CUSPS,
      aspects: [{ id: 'conjunction', angle: 0, orb }],
      ephemeris,
      crossings: { signIngresses: false, houseIngresses: false, stations: false, moonPhases: false },
    }).aspects[0].occurrences;
  const narrow = run(1);
  t.deepEqual(
    narrow.map((o) => o.retrograde),
    [false, true, false],
  );
  t.true(
    narrow[0].exact < retro.exact &&
      narrow[1].exact > retro.exact &&
      narrow[1].exact < directStation.exact &&
      narrow[2].exact > directStation.exact,
  );
  t.is(new Set(narrow.map((o) => o.orbEntry)).size, 3, 'a narrow orb: each pass its own window');
  const wide = run(loopWidth);
  t.is(wide.length, 3);
  t.is(new Set(wide.map((o) => o.orbEntry)).size, 1, 'a wide orb: one window for the three passes');
  t.is(new Set(wide.map((o) => o.orbExit)).size, 1);
});

test('sign and house ingresses: at the boundary, entering the sign or house named, in time order', (t) => {
  const check = (
    list: { point: MovingPoint; exact: number; longitude: number; direction: string }[],
    entered: (e: never, after: number) => boolean,
  ) => {
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      t.true(i === 0 || list[i - 1].exact <= e.exact, 'time order');
      const { seconds, arcsec } = timing(e.point, e.exact, e.longitude);
      t.true(seconds <= 1 || arcsec <= 0.02, `${e.point} at ${e.longitude}: ${seconds} s`);
      const after = direct(e.point, e.exact + (e.point === 'moon' ? 0.01 : 0.5)).longitude;
      t.is(direct(e.point, e.exact).longitudeSpeed > 0 ? 'direct' : 'retrograde', e.direction);
      t.true(entered(e as never, after), `${e.point} enters what it says`);
    }
  };
  check(result.signIngresses, (e: { sign: string }, after) => SIGNS[Math.floor(after / 30)] === e.sign);
  check(result.houseIngresses, (e: { house: number }, after) => houseOfLongitude(after, CUSPS) === e.house);
  const moonIngresses = result.signIngresses.filter((e) => e.point === 'moon');
  t.true(
    moonIngresses.length >= 160 && moonIngresses.length <= 165,
    `${moonIngresses.length} Moon ingresses in a year`,
  );
});

test('stations: the longitude turns there (a local maximum for retrograde, minimum for direct)', (t) => {
  t.true(result.stations.length > 10);
  for (const s of result.stations) {
    // Longitudes, not the analytic speed: the true node's analytic speed is only good to 1e-3 °/day.
    const h = s.point === 'true-node' ? 0.05 : 2;
    const at = direct(s.point, s.exact).longitude;
    const before = wrap180(direct(s.point, s.exact - h).longitude - at);
    const after = wrap180(direct(s.point, s.exact + h).longitude - at);
    const kind = before < 0 && after < 0 ? 'retrograde' : before > 0 && after > 0 ? 'direct' : 'neither';
    t.is(kind, s.type, `${s.point} ${s.type} (${before * 3600}″, ${after * 3600}″)`);
  }
  t.false(result.stations.some((s) => s.point === 'sun' || s.point === 'moon' || s.point === 'mean-node'));
});

test('Moon phases: the elongation at each instant, in the order new, first quarter, full, last quarter', (t) => {
  const order = ['new', 'first-quarter', 'full', 'last-quarter'];
  const phases = result.moonPhases;
  t.true(phases.length >= 49 && phases.length <= 50, `${phases.length} phases`);
  for (let i = 0; i < phases.length; i++) {
    const p = phases[i];
    if (i > 0) t.is(order.indexOf(p.phase), (order.indexOf(phases[i - 1].phase) + 1) % 4);
    const elongation = direct('moon', p.exact).longitude - direct('sun', p.exact).longitude;
    const seconds = Math.abs(wrap180(elongation - 90 * order.indexOf(p.phase)) / 12.2) * 86400;
    t.true(seconds < 1, `${p.phase}: ${seconds.toFixed(2)} s`);
  }
  // A known instant: the full Moon of 2026-01-03 (about 10:03 UT).
  const first = phases.find((p) => p.phase === 'full')!;
  t.true(Math.abs(first.exact - (START + 2 + 10.05 / 24)) < 0.01);
});
