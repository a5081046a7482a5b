/**
 * The day's altitude tracks (altitude-track.ts: positions sampled once and read from series,
 * crossings found on a shared grid) against astronomy-engine's own searches of the same events
 * (SearchAltitude, SearchHourAngle, each evaluating the ephemeris at every step) on 300 seeded
 * random days and places, a fifth of them at latitudes up to 80° (polar days and nights).
 */
import test from 'ava';
import { mulberry32 } from '../../../benchmarks/support/mulberry32.ts';
import { refractionAtApparent } from '../../../src/astro/sky-calendars/refraction.ts';
import { dayTimes } from '../../../src/astro/sky-calendars/rise-set.ts';
import { Astronomy } from '../../../src/astro/time/astronomy-engine-clock.ts';

const DAY_MS = 86_400_000;
const atmosphere = { pressure: 1013.25, temperature: 10 };
const horizon = refractionAtApparent(0, atmosphere);
const RADIUS_KM = { sun: 696_000, moon: 1738.15 };
const KM_PER_AU = 149_597_870.7;

/** The first crossing in the day by astronomy-engine's search, the limb's radius taken at the event. */
function searched(
  body: 'sun' | 'moon',
  observer: Astronomy.Observer,
  direction: 1 | -1,
  start: number,
  level?: number,
  from = start,
) {
  const engineBody = body === 'sun' ? Astronomy.Body.Sun : Astronomy.Body.Moon;
  const radiusAt = (ms: number) =>
    (Math.asin(RADIUS_KM[body] / (Astronomy.Equator(engineBody, new Date(ms), observer, true, true).dist * KM_PER_AU)) *
      180) /
    Math.PI;
  let radius = radiusAt(from);
  let found: number | null = null;
  for (let k = 0; k < 3; k++) {
    const altitude = level ?? -(horizon + radius);
    const t = Astronomy.SearchAltitude(
      engineBody,
      observer,
      direction,
      new Date(from),
      (start + DAY_MS - from) / DAY_MS,
      altitude,
    );
    found = t && t.date.getTime() < start + DAY_MS ? t.date.getTime() : null;
    if (found === null || level !== undefined) break;
    radius = radiusAt(found);
  }
  return found;
}

test('rise, set and twilights agree with astronomy-engine’s own searches within 0.5 s, none missed', (t) => {
  const next = mulberry32(4242);
  let worst = 0;
  let events = 0;
  for (let i = 0; i < 300; i++) {
    const latitude = (next() * 2 - 1) * (i % 5 === 0 ? 80 : 66);
    const longitude = (next() * 2 - 1) * 180;
    const start = Date.UTC(1800 + Math.floor(next() * 600), 0, 1) + Math.floor(next() * 365) * DAY_MS;
    const times = dayTimes({ latitude, longitude, elevation: 0, atmosphere }, start, start + DAY_MS);
    const observer = new Astronomy.Observer(latitude, longitude, 0);
    // Astronomical dusk ends the period that begins when the Sun sets through −12° that day.
    const dusk12 = searched('sun', observer, -1, start, -12);
    const pairs: [number | null, number | null, string][] = [
      [times.sun.rise, searched('sun', observer, 1, start), 'sunrise'],
      [times.sun.set, searched('sun', observer, -1, start), 'sunset'],
      [times.moon.rise, searched('moon', observer, 1, start), 'moonrise'],
      [times.moon.set, searched('moon', observer, -1, start), 'moonset'],
      [times.sun.twilight.nautical.morning?.begin ?? null, searched('sun', observer, 1, start, -12), 'nautical dawn'],
      [
        times.sun.twilight.astronomical.evening?.end ?? null,
        searched('sun', observer, -1, start, -18, dusk12 ?? start),
        'astronomical dusk',
      ],
    ];
    for (const [ours, theirs, what] of pairs) {
      const where = `${what} at ${latitude.toFixed(2)}°, ${longitude.toFixed(2)}° on ${new Date(start).toISOString()}`;
      t.is(ours === null, theirs === null, `${where}: ours ${ours}, astronomy-engine ${theirs}`);
      if (ours !== null && theirs !== null) {
        events++;
        worst = Math.max(worst, Math.abs(ours - theirs) / 1000);
        t.true(Math.abs(ours - theirs) < 500, `${where}: ${((ours - theirs) / 1000).toFixed(2)} s`);
      }
    }
  }
  t.log(`${events} events, largest difference ${worst.toFixed(3)} s`);
  t.true(events > 1200);
});
