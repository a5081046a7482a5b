/**
 * The interpolated transit ephemeris: its cache (a second request for the same span takes no
 * new samples, least recently used blocks are forgotten, spans it cannot key are refused) and
 * Chiron's track around each of its reference epochs. The sweeps of every transiting point over
 * 1800–2400 against direct evaluation are in test/sweeps/transit-ephemeris.test.ts (npm test).
 */
import test from 'ava';
import { CHIRON_STATES } from '../../../src/astro/ephemeris/chiron-states.ts';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { TransitEphemeris } from '../../../src/astro/transits/transit-ephemeris.ts';

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const J1800 = 2378496.5;
const J2400 = 2597641.5;

test('a span seen before costs no new samples; an overlapping one only its new blocks', (t) => {
  const ephemeris = new TransitEphemeris();
  const start = 2461041.5; // 2026-01-01
  ephemeris.tracks(['sun', 'moon', 'saturn'], start, start + 365);
  const cold = ephemeris.stats.samples;
  t.true(cold > 0);
  ephemeris.tracks(['sun', 'moon', 'saturn'], start + 10, start + 300);
  t.is(ephemeris.stats.samples, cold, 'the same span again: nothing sampled');
  ephemeris.tracks(['sun', 'moon', 'saturn'], start + 300, start + 400);
  const extra = ephemeris.stats.samples - cold;
  t.true(extra > 0 && extra < cold / 3, `overlapping span: ${extra} new samples against ${cold}`);
});

test('the cache forgets the least recently used blocks beyond its size', (t) => {
  const ephemeris = new TransitEphemeris(20);
  ephemeris.tracks(['sun'], 2461041.5, 2461041.5 + 365);
  t.true(ephemeris.stats.blocksHeld <= 20 + 26, 'trimmed after the request (a request keeps what it needs)');
  ephemeris.tracks(['sun'], 2461041.5, 2461041.5 + 20);
  t.true(ephemeris.stats.blocksHeld <= 20);
  const track = ephemeris.track('sun', 2451544.5, 2451544.5 + 40);
  t.true(
    Math.abs(track.longitude(2451545) - apparentEclipticPosition('sun', terrestrialFromUniversal(2451545)).longitude) <
      1e-5,
  );
});

test("Chiron's track follows the direct ephemeris within 0.02″ around each of its reference epochs and the midpoints between them", (t) => {
  const ephemeris = new TransitEphemeris();
  let worst = 0;
  const instants = CHIRON_STATES.flatMap((s, i) =>
    i === 0 ? [s[0]] : [s[0], (s[0] + CHIRON_STATES[i - 1][0]) / 2, CHIRON_STATES[0][0] + (i - 0.5) * 9131.25],
  );
  for (const tt of instants) {
    if (tt - 3 < J1800 || tt + 3 > J2400) continue;
    const track = ephemeris.track('chiron', tt - 3, tt + 3);
    for (let k = -24; k <= 24; k++) {
      const jd = tt + k / 8 + 0.013; // UT, within a minute of TT here: the window still straddles tt
      worst = Math.max(
        worst,
        arcsec(track.longitude(jd), apparentEclipticPosition('chiron', terrestrialFromUniversal(jd)).longitude),
      );
    }
  }
  t.log(`largest error ${worst.toFixed(4)}″ over ${instants.length} instants`);
  t.true(worst < 0.02);
});

test('a span outside the years the cache can key is refused rather than mixed up with another', (t) => {
  const ephemeris = new TransitEphemeris();
  t.throws(() => ephemeris.track('sun', 2451545 + 32 * 40_000, 2451545 + 32 * 40_000 + 10), { instanceOf: RangeError });
  t.throws(() => ephemeris.prepareNutation(2451545 - 32 * 40_000, 2451545), { instanceOf: RangeError });
});

test('a full memo forgets its oldest entries, never the ones just made', (t) => {
  const ephemeris = new TransitEphemeris();
  let made = 0;
  const make = () => ++made;
  for (let i = 0; i < 2000; i++) {
    ephemeris.memo(`k${i}`, make);
    // The entry made just before is still there, whenever the memo fills up.
    if (i > 0) ephemeris.memo(`k${i - 1}`, make);
    t.is(made, i + 1, `entry ${i - 1} was kept`);
  }
  ephemeris.memo('k0', make);
  t.is(made, 2001, 'the oldest was forgotten');
});
