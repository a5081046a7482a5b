/**
 * Vimshottari dasha starts against the Swiss Ephemeris reference births (natal-sample.json).
 *
 * A dasha start is the birth plus the part of the Moon's nakshatra still to cross times its
 * lord's years: every 1″ of the Moon's longitude moves every start by (lord's years × 365.25
 * days) / 48 000, up to 3.65 hours for a Venus nakshatra. The "within 1 minute" therefore
 * holds for the arithmetic, not for the instant: it would need the Moon to 0.005″, where the
 * engine is within 0.21″ of the reference (and a birth time known to the minute moves the Moon by
 * about 33″, five days of a Venus dasha). So the test checks both things the answer promises:
 *
 * - the rule: the starts recomputed from the answer's own Moon longitude by the documented rule
 *   (365.25-day years, Ketu 7 … Mercury 17) are within 1 minute of the answer's, every
 *   mahadasha of 120 years;
 * - the instants: the starts recomputed from the reference Moon (tropical, less the service's
 *   Lahiri, within 0.011″ of the Swiss Ephemeris's) differ from the answer's by what the Moon's
 *   difference makes them, under 0.5″ of the Moon's longitude. The largest is printed in hours.
 */
import test from 'ava';
import { ayanamsaOfDate } from '../../../src/astro/sidereal/ayanamsa.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { dashaRequest } from '../../../src/astro/vedic/requests.ts';
import { referenceBirths } from '../reference-data.ts';

const LORDS = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
const YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];
const YEAR_MS = 365.25 * 86_400_000;
const NAKSHATRA = 40 / 3;
const mod = (x: number, m: number) => ((x % m) + m) % m;

/** The mahadasha starts from a birth instant and a sidereal Moon, by the documented rule. */
function startsFrom(birthMs: number, moon: number, count: number) {
  const index = Math.floor(mod(moon, 360) / NAKSHATRA);
  const crossed = (mod(moon, 360) - index * NAKSHATRA) / NAKSHATRA;
  const first = index % 9;
  const starts = [birthMs - crossed * YEARS[first] * YEAR_MS];
  for (let k = 1; k < count; k++) starts.push(starts[k - 1] + YEARS[(first + k - 1) % 9] * YEAR_MS);
  return { lords: starts.map((_, k) => LORDS[(first + k) % 9]), starts, first };
}

test('mahadasha starts: the rule within 1 minute, the instants within the Moon’s difference from the reference', (t) => {
  let worstRule = 0;
  let worstHours = 0;
  let worstMoon = 0;
  for (const birth of referenceBirths()) {
    const ms = Date.parse(birth.utc);
    const answer = dashaRequest({
      birth: { dateTime: birth.utc, latitude: birth.lat, longitude: birth.lon },
      ayanamsa: 'lahiri',
      node: 'mean',
      system: 'vimshottari',
      levels: 2,
      yearDays: 365.25,
      date: birth.utc,
      years: 120,
    });
    const given = answer.mahadashas.map((m) => Date.parse(m.start));
    const own = startsFrom(ms, answer.moon.longitude, given.length);
    t.deepEqual(
      answer.mahadashas.map((m) => m.lord),
      own.lords,
      birth.utc,
    );
    for (const [k, start] of given.entries()) {
      const error = Math.abs(start - own.starts[k]);
      worstRule = Math.max(worstRule, error);
      t.true(error < 60_000, `${birth.utc} mahadasha ${k}: ${error / 1000} s from the rule`);
    }

    const jdTT = terrestrialFromUniversal(birth.jdUt);
    const referenceMoon = mod(birth.bodies.moon.lon - ayanamsaOfDate('lahiri', jdTT), 360);
    const reference = startsFrom(ms, referenceMoon, given.length);
    if (reference.first !== own.first) {
      t.fail(`${birth.utc}: the reference Moon is in another nakshatra`);
      continue;
    }
    // Every start after the first moves with the first mahadasha's balance: the Moon's difference times its scale.
    const scale = (YEARS[own.first] * YEAR_MS) / (NAKSHATRA * 3600); // ms per arcsecond of the Moon
    for (const [k, start] of given.entries()) {
      const error = Math.abs(start - reference.starts[k]);
      worstHours = Math.max(worstHours, error / 3_600_000);
      worstMoon = Math.max(worstMoon, error / scale);
      t.true(error / scale < 0.5, `${birth.utc} mahadasha ${k}: ${(error / scale).toFixed(3)}″ of the Moon`);
    }
  }
  t.log(
    `rule: largest ${(worstRule / 1000).toFixed(1)} s; reference: largest ${worstHours.toFixed(2)} h, ` +
      `${worstMoon.toFixed(3)}″ of the Moon, over ${referenceBirths().length} births`,
  );
});
