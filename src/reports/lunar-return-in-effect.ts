/**
 * The lunar return a report reads: the one in effect on the report's date, that is the last
 * return at or before that day (a return later on the same day counts) in the birth zone, and
 * the next return, which ends its month. Before the first return after birth none is in effect:
 * the report then reads the first one.
 */

import { localMidnightUT } from '../astro/returns/birth-zone.ts';
import { computeLunarReturns, type LunarReturnInput, type LunarReturns } from '../astro/returns/index.ts';

/** Days searched back for the return in effect: more than the longest month between two returns. */
const SEARCH_BACK_DAYS = 28;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` shifted by `days`. */
function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The return in effect on `input.returnDate` and the next one, as `returns` (two returns).
 * @throws BirthDataError as computeLunarReturns names its fields (`returnDate`, `birthDateTime` …)
 */
export function lunarReturnInEffect(input: Omit<LunarReturnInput, 'count'>): LunarReturns {
  const after = computeLunarReturns({ ...input, count: 2 });
  const [first, second] = after.returns;
  const time = after.natal.timeResolution;
  const [y, m, d] = shiftDate(input.returnDate, 1).split('-').map(Number);
  if (first.julianDayUT < localMidnightUT(time, y, m, d)) return { ...after, returns: [first, second] };

  const birthDate = time.localDateTime.slice(0, 10);
  const back = shiftDate(input.returnDate, -SEARCH_BACK_DAYS);
  const from = back < birthDate ? birthDate : back;
  const before = computeLunarReturns({ ...input, returnDate: from, count: 2 }).returns.filter(
    (r) => r.julianDayUT < first.julianDayUT,
  );
  const inEffect = before.at(-1);
  return inEffect ? { ...after, returns: [inEffect, first] } : after;
}
