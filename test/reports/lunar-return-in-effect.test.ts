/**
 * A lunar return report reads the return in effect on its date (issue #40): the last return at or
 * before that day in the birth zone, and the next return, which ends its month.
 */
import test from 'ava';
import { DateTime } from 'luxon';
import { computeLunarReturns } from '../../src/astro/returns/index.ts';
import { lunarReturnInEffect } from '../../src/reports/lunar-return-in-effect.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const localDate = (instant: string) => DateTime.fromISO(instant).setZone(birth.timezone).toISODate() as string;

test('a date between two returns reads the return before it, then the next one', (t) => {
  for (const returnDate of ['2024-03-10', '2031-11-02', '2045-07-21']) {
    const next = computeLunarReturns({ birth, returnDate }).returns[0];
    const [inEffect, following] = lunarReturnInEffect({ birth, returnDate }).returns;
    if (localDate(next.instant) === returnDate) {
      t.is(inEffect.instant, next.instant, `${returnDate}: the return on the day itself`);
      continue;
    }
    t.true(localDate(inEffect.instant) < returnDate, `${returnDate}: ${inEffect.instant} is before the date`);
    t.is(following.instant, next.instant, `${returnDate}: the month runs to the next return`);
    // No return between the one in effect and the date: searching from the day after it finds the next.
    const dayAfter = DateTime.fromISO(localDate(inEffect.instant)).plus({ days: 1 }).toISODate() as string;
    t.is(computeLunarReturns({ birth, returnDate: dayAfter }).returns[0].instant, next.instant);
  }
});

test('a return on the date itself is in effect that day', (t) => {
  const r = computeLunarReturns({ birth, returnDate: '2030-01-01' }).returns[0];
  const day = localDate(r.instant);
  const [inEffect, following] = lunarReturnInEffect({ birth, returnDate: day }).returns;
  t.is(inEffect.instant, r.instant);
  t.true(following.julianDayUT > inEffect.julianDayUT + 27);
});

test('before the first return after birth, the report reads the first one', (t) => {
  const first = computeLunarReturns({ birth, returnDate: '1990-06-15' }).returns[0];
  const [inEffect] = lunarReturnInEffect({ birth, returnDate: '1990-06-15' }).returns;
  t.is(inEffect.instant, first.instant);
});
