import test from 'ava';
import { computeNatalChart } from '../../../src/astro/natal-chart.ts';
import { AYANAMSAS, ayanamsaOfDate, isStarAyanamsa } from '../../../src/astro/sidereal/ayanamsa.ts';
import { ayanamsaCurve } from '../../../src/astro/sidereal/ayanamsa-curve.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { julianDayFromUnixMs } from '../../../src/astro/time/julian-day.ts';
import { computeTransitChart } from '../../../src/astro/transits/transit-chart.ts';
import { SIGNS } from '../../../src/astro/vocabulary.ts';

const birth = { dateTime: '1985-03-02T06:10', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
const span = { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' };

/**
 * A point's sidereal longitude and speed at an instant, computed independently of the transit
 * search (the natal chart's code: the interpolated sky, not the transit ephemeris's fits or the
 * ayanamsa curve).
 */
function siderealAt(point: string, iso: string, ayanamsa: (typeof AYANAMSAS)[number]) {
  const chart = computeNatalChart({
    dateTime: iso.replace(/Z$/, ''),
    latitude: 0,
    longitude: 0,
    timezone: 'UTC',
    points: [point],
    zodiac: 'sidereal',
    ayanamsa,
  });
  const p = chart.points[0];
  return { longitude: p.longitude, speed: p.speed };
}

const arcDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

test('the ayanamsa curve of the searches stays within 1e-8″ of the ayanamsa of date (4e-4″ for those following a star)', (t) => {
  for (const name of AYANAMSAS) {
    const curve = ayanamsaCurve(name);
    let worst = 0;
    for (let i = 0; i < 300; i++) {
      const jd = 2378496.5 + (i + 0.37) * 731.3;
      worst = Math.max(
        worst,
        Math.abs(curve.longitude(jd) - ayanamsaOfDate(name, terrestrialFromUniversal(jd))) * 3600,
      );
    }
    t.log(`${name}: ${worst.toExponential(2)}″`);
    t.true(worst < (isStarAyanamsa(name) ? 4e-4 : 1e-8), name);
  }
});

for (const ayanamsa of ['lahiri', 'true-chitra'] as const) {
  test(`sidereal transits (${ayanamsa}): sign ingresses at the instants the independent sidereal longitude crosses the boundary, none missed`, (t) => {
    const chart = computeTransitChart({ birth, ...span, zodiac: 'sidereal', ayanamsa });
    const ingresses = chart.crossings.signIngresses;
    t.true(ingresses.length > 20);
    let worstSeconds = 0;
    for (const e of ingresses) {
      // Instants are written to the whole second: the crossing is within about half a second of it.
      const at = siderealAt(e.point, e.exact, ayanamsa);
      const seconds = Math.abs((arcDiff(at.longitude, e.longitude) / at.speed) * 86400);
      worstSeconds = Math.max(worstSeconds, seconds);
      t.true(seconds < 1, `${e.point} enters ${e.sign} ${e.exact}: ${seconds.toFixed(2)} s off`);
      t.is(e.sign, SIGNS[e.direction === 'direct' ? e.longitude / 30 : (e.longitude / 30 + 11) % 12]);
    }
    t.log(`${ingresses.length} ingresses, worst ${worstSeconds.toFixed(3)} s from the independent crossing`);
    // None missed: count the sign changes of the independent sidereal longitude, sampled finely.
    for (const point of ['sun', 'mercury', 'mars', 'jupiter', 'moon'] as const) {
      const step = point === 'moon' ? 1 / 12 : 0.5;
      let changes = 0;
      const start = Date.parse(span.start);
      let previous = Math.floor(siderealAt(point, span.start, ayanamsa).longitude / 30);
      for (let d = step; d < 365; d += step) {
        const sign = Math.floor(
          siderealAt(point, new Date(start + d * 86400000).toISOString().slice(0, 19) + 'Z', ayanamsa).longitude / 30,
        );
        if (sign !== previous) changes++;
        previous = sign;
      }
      t.is(
        ingresses.filter((e) => e.point === point).length,
        changes,
        `${point}: ingresses found vs sign changes sampled`,
      );
    }
  });
}

test('sidereal transits: positions are tropical less the ayanamsa of the instant, aspects exact between sidereal longitudes, provenance names the ayanamsa', (t) => {
  const tropical = computeTransitChart({ birth, ...span });
  const sidereal = computeTransitChart({ birth, ...span, zodiac: 'sidereal', ayanamsa: 'fagan-bradley' });
  t.is(tropical.natal.zodiac, 'tropical');
  t.is(tropical.natal.ayanamsa, undefined);
  t.is(sidereal.natal.zodiac, 'sidereal');
  t.is(sidereal.natal.ayanamsa!.name, 'fagan-bradley');
  const birthAyanamsa = sidereal.natal.ayanamsa!.degrees;
  t.true(Math.abs(birthAyanamsa - 24.6) < 0.2, `fagan-bradley in 1985: ${birthAyanamsa}`);
  t.true(
    Math.abs(
      sidereal.natal.ayanamsa!.atStart -
        ayanamsaOfDate('fagan-bradley', terrestrialFromUniversal(julianDayFromUnixMs(Date.parse(span.start)))),
    ) < 1e-6,
  );
  // Natal points: tropical less the ayanamsa at birth.
  for (const p of sidereal.natal.points) {
    const q = tropical.natal.points.find((x) => x.id === p.id)!;
    t.true(Math.abs(arcDiff(q.longitude - birthAyanamsa, p.longitude)) < 2e-6, p.id);
  }
  // Stations: the same events (a sidereal station, where the tropical speed equals the
  // ayanamsa's, comes minutes to hours from the tropical one), sidereal longitudes.
  t.is(sidereal.crossings.stations.length, tropical.crossings.stations.length);
  sidereal.crossings.stations.forEach((s) => {
    const q = tropical.crossings.stations.find(
      (x) => x.point === s.point && x.type === s.type && Math.abs(Date.parse(x.exact) - Date.parse(s.exact)) < 86400000,
    )!;
    const aya = ayanamsaOfDate('fagan-bradley', terrestrialFromUniversal(julianDayFromUnixMs(Date.parse(s.exact))));
    t.true(Math.abs(arcDiff(q.longitude - aya, s.longitude)) < 1e-4, `${s.point} ${s.type} ${s.exact}`);
  });
  // Moon phases: the same instants, sidereal longitudes.
  t.deepEqual(
    sidereal.crossings.moonPhases.map((p) => p.exact),
    tropical.crossings.moonPhases.map((p) => p.exact),
  );
  sidereal.crossings.moonPhases.forEach((p, i) => {
    const aya = ayanamsaOfDate('fagan-bradley', terrestrialFromUniversal(julianDayFromUnixMs(Date.parse(p.exact))));
    t.true(Math.abs(arcDiff(tropical.crossings.moonPhases[i].longitude - aya, p.longitude)) < 2e-6);
  });
  // Aspects: exact where the sidereal transiting longitude is the angle from the sidereal natal one.
  let checked = 0;
  for (const group of sidereal.aspects) {
    for (const o of group.occurrences) {
      const separation = Math.abs(arcDiff(o.longitude, group.natalLongitude));
      t.true(
        Math.abs(separation - group.angle) < 1e-4,
        `${group.transiting} ${group.aspect} ${group.natal} ${o.exact}`,
      );
      const at = siderealAt(group.transiting, o.exact, 'fagan-bradley');
      t.true(
        Math.abs(arcDiff(at.longitude, o.longitude)) < Math.abs(at.speed) / 86400 + 1e-4,
        `${group.transiting} at ${o.exact}`,
      );
      checked++;
    }
  }
  t.true(checked > 50);
  // Eclipses: the same, their longitudes sidereal.
  t.deepEqual(
    sidereal.crossings.eclipses.map((e) => e.exact),
    tropical.crossings.eclipses.map((e) => e.exact),
  );
});

test('sidereal transits: a bad ayanamsa, or an ayanamsa without the sidereal zodiac, names the field', (t) => {
  const bad = t.throws(() => computeTransitChart({ birth, ...span, zodiac: 'sidereal', ayanamsa: 'hand' as never }));
  t.regex(bad!.message, /ayanamsa/);
  t.regex(bad!.message, /lahiri/);
  const tropical = t.throws(() => computeTransitChart({ birth, ...span, ayanamsa: 'lahiri' }));
  t.regex(tropical!.message, /ayanamsa/);
});
