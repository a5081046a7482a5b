/**
 * The 2026-11-28 twilight change on its own: a moon-sun body of the newer shape walks back to
 * `{begin, end, state}` (the morning period's begin, the evening period's end), other members
 * untouched, the input not mutated.
 */
import test from 'ava';
import { twilightPeriods } from '../../src/versioning/changes/2026-11-28-twilight-periods.ts';

const newer = {
  data: {
    type: 'moon-sun',
    attributes: {
      date: '2024-06-15',
      sun: {
        rise: '2024-06-15T02:30:00Z',
        twilight: {
          civil: {
            morning: { begin: '2024-06-15T01:40:00Z', end: '2024-06-15T02:30:00Z' },
            evening: { begin: '2024-06-15T20:00:00Z', end: '2024-06-15T20:50:00Z' },
            state: 'crosses',
          },
          nautical: { morning: { begin: null, end: '2024-06-15T01:40:00Z' }, evening: null, state: 'always-above' },
          astronomical: { morning: null, evening: null, state: 'always-above' },
        },
      },
    },
  },
};

test('twilight periods walk back to the begin and end they replaced', (t) => {
  const copy = structuredClone(newer);
  const older = twilightPeriods.toPrevious(newer, twilightPeriods.endpoints[0]) as typeof newer;
  t.deepEqual(newer, copy);
  t.deepEqual(older.data.attributes.sun.twilight as unknown, {
    civil: { begin: '2024-06-15T01:40:00Z', end: '2024-06-15T20:50:00Z', state: 'crosses' },
    nautical: { begin: null, end: null, state: 'always-above' },
    astronomical: { begin: null, end: null, state: 'always-above' },
  });
  t.is(older.data.attributes.sun.rise, newer.data.attributes.sun.rise);
  t.deepEqual(twilightPeriods.toPrevious({ errors: [] }, twilightPeriods.endpoints[0]), { errors: [] });
});
