/**
 * ISO instants by hand against Date's, rounded to the second, over years 1–9999, in random
 * order and in runs on the same day (the formatter keeps the last day's date).
 */
import test from 'ava';
import fc from 'fast-check';
import { julianDayFromUnixMs } from '../../../src/astro/time/julian-day.ts';
import { isoInstant } from '../../../src/astro/transits/iso-instant.ts';

const FIRST = new Date('0001-01-01T00:00:01Z').getTime();
const LAST = new Date('9999-12-31T23:59:58Z').getTime();

/** What Date says for the same Julian day rounded to the second. */
function byDate(jd: number): string {
  const ms = (jd - 2440587.5) * 86_400_000;
  return new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
}

test('agrees with Date to the second, across the supported years', (t) => {
  fc.assert(
    fc.property(fc.double({ min: FIRST, max: LAST, noNaN: true }), (ms) => {
      const jd = julianDayFromUnixMs(ms);
      return isoInstant(jd) === byDate(jd);
    }),
    { numRuns: 50_000, seed: 3 },
  );
  t.pass();
});

test('runs on one day and steps across days, months, years and leap days', (t) => {
  const starts = [
    Date.UTC(2024, 1, 28, 23, 59, 30),
    Date.UTC(1999, 11, 31, 23, 0),
    Date.UTC(1900, 1, 28, 12),
    Date.UTC(2000, 1, 29),
    new Date('0001-01-01T00:00:00Z').getTime(),
  ];
  for (const start of starts) {
    for (let k = 0; k < 400; k++) {
      const jd = julianDayFromUnixMs(start + k * 437_000); // about 7 minutes apart
      t.is(isoInstant(jd), byDate(jd));
    }
  }
  t.is(isoInstant(2451545.0), '2000-01-01T12:00:00Z');
  t.is(isoInstant(julianDayFromUnixMs(Date.UTC(2026, 2, 1, 12, 34, 56, 499))), '2026-03-01T12:34:56Z');
  t.is(isoInstant(julianDayFromUnixMs(Date.UTC(2026, 2, 1, 23, 59, 59, 600))), '2026-03-02T00:00:00Z');
});
