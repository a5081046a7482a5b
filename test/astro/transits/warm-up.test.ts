/**
 * The worker warm-up, the fast check: after the steps of the current years a transit search
 * over the current year samples nothing new. The whole warm-up (1800–2400, the integrations,
 * every zone) is checked by test/sweeps/warm-up.test.ts (npm test).
 */
import test from 'ava';
import { checkCurrentYearWarm } from '../../support/warm-year.ts';

test('after the steps of the current years, a transit search over the current year samples nothing new', (t) => {
  checkCurrentYearWarm(t, { integrations: false, zones: false, birthYears: false, allYears: false });
});
