/**
 * The transit report's plan, from hand-made transit charts: what the calendar lists and in which
 * order, when lunations are searched, which transits get a text, and how a period is resolved.
 */
import test from 'ava';
import type { AspectGroupData, TransitChart } from '../../src/astro/transits/index.ts';
import { resolveTransitPeriod } from '../../src/features/pdf-reports/transit-period.ts';
import { ValidationError } from '../../src/http/errors.ts';
import { listsLunations, reportTransitSearch, transitEvents } from '../../src/reports/transit-events.ts';
import { mainTransits, transitTextUrns } from '../../src/reports/transit-texts.ts';

const pass = (exact: string) => ({
  exact,
  orbEntry: null,
  orbExit: null,
  retrograde: false,
  house: 1,
  longitude: 0,
  speed: 1,
});
const group = (transiting: string, aspect: string, natal: string, exacts: string[]): AspectGroupData =>
  ({
    transiting,
    aspect,
    natal,
    angle: 0,
    orb: 2,
    natalLongitude: 0,
    occurrences: exacts.map(pass),
  }) as AspectGroupData;

function chartWith(aspects: AspectGroupData[], crossings: Partial<TransitChart['crossings']> = {}): TransitChart {
  return {
    aspects,
    crossings: { signIngresses: [], houseIngresses: [], stations: [], moonPhases: [], ...crossings },
  } as unknown as TransitChart;
}

test('the calendar: every pass, ingress, station and phase in time order; the Moon only by its phases', (t) => {
  const chart = chartWith(
    [
      group('mars', 'square', 'sun', ['2026-03-05T10:00:00Z', '2026-01-02T00:00:00Z']),
      group('moon', 'trine', 'venus', ['2026-01-03T00:00:00Z']),
      group('saturn', 'conjunction', 'moon', ['2026-02-01T00:00:00Z']),
    ],
    {
      signIngresses: [
        { point: 'sun', sign: 'pisces', direction: 'direct', exact: '2026-02-18T16:00:00Z', longitude: 330 },
        { point: 'moon', sign: 'leo', direction: 'direct', exact: '2026-01-04T00:00:00Z', longitude: 120 },
      ],
      houseIngresses: [{ point: 'moon', house: 3, direction: 'direct', exact: '2026-01-05T00:00:00Z', longitude: 10 }],
      stations: [
        { point: 'mercury', type: 'retrograde', exact: '2026-02-01T00:00:00Z', longitude: 10, sign: 'aries', house: 1 },
      ],
      moonPhases: [{ phase: 'full', exact: '2026-02-01T00:00:00Z', longitude: 130, sign: 'leo', house: 2 }],
    },
  );
  const events = transitEvents(chart);
  t.deepEqual(
    events.map((e) => `${e.exact} ${e.kind}`),
    [
      '2026-01-02T00:00:00Z aspect',
      '2026-02-01T00:00:00Z moon-phase',
      '2026-02-01T00:00:00Z station',
      '2026-02-01T00:00:00Z aspect',
      '2026-02-18T16:00:00Z sign-ingress',
      '2026-03-05T10:00:00Z aspect',
    ],
  );
});

test('lunations are searched for periods up to 93 days only', (t) => {
  t.true(listsLunations('2026-01-01T00:00:00Z', '2026-04-04T00:00:00Z'));
  t.false(listsLunations('2026-01-01T00:00:00Z', '2026-04-04T00:00:01Z'));
  const birth = { dateTime: '1990-06-15T14:30', latitude: 48.85, longitude: 2.35 };
  t.true(
    reportTransitSearch(birth, undefined, {
      start: '2026-01-01T00:00:00Z',
      end: '2026-02-01T00:00:00Z',
    }).points!.includes('moon'),
  );
  const year = reportTransitSearch(birth, 'koch', { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' });
  t.false(year.points!.includes('moon'));
  t.is(year.houseSystem, 'koch');
});

test('main transits: slower points, stronger aspects and the personal points first, printed by first exact pass', (t) => {
  const chart = chartWith([
    group('mercury', 'conjunction', 'sun', ['2026-01-01T00:00:00Z']),
    group('jupiter', 'sextile', 'mars', ['2026-05-01T00:00:00Z']),
    group('pluto', 'trine', 'venus', ['2026-09-01T00:00:00Z']),
    group('jupiter', 'conjunction', 'mars', ['2026-03-01T00:00:00Z']),
    group('moon', 'conjunction', 'sun', ['2026-01-02T00:00:00Z']),
    group('jupiter', 'conjunction', 'sun', ['2026-07-01T00:00:00Z']),
  ]);
  const three = mainTransits(chart, 3);
  t.deepEqual(
    three.map((g) => `${g.transiting} ${g.aspect} ${g.natal}`),
    ['jupiter conjunction mars', 'jupiter conjunction sun', 'pluto trine venus'],
  );
  t.deepEqual(transitTextUrns(chart, 3), [
    'urn:astro:transit:jupiter:conjunction:mars',
    'urn:astro:transit:jupiter:conjunction:sun',
    'urn:astro:transit:pluto:trine:venus',
  ]);
  t.false(
    transitTextUrns(chart).some((urn) => urn.startsWith('urn:astro:transit:moon:')),
    "never the Moon's",
  );
  t.is(
    transitTextUrns(chartWith([group('mean-node', 'trine', 'mean-node', ['2026-01-01T00:00:00Z'])]))[0],
    'urn:astro:transit:north-node:trine:north-node',
  );
});

test('period: dates in the zone, a date-only end includes its day, the default end is 12 months later on the wall clock, limits named', (t) => {
  const birth = { latitude: 48.85, longitude: 2.35 };
  const fields = { period: 'transitPeriod', birth: 'birthData' };
  t.deepEqual(resolveTransitPeriod({ start: '2026-03-01', end: '2026-03-31' }, birth, 0, fields), {
    start: '2026-02-28T23:00:00Z',
    end: '2026-03-31T22:00:00Z',
    timezone: 'Europe/Paris',
  });
  // Requested in winter time, the default period ends in winter time a year later; "now" is taken to the minute.
  const now = Date.parse('2026-01-10T08:15:42.5Z');
  t.deepEqual(resolveTransitPeriod(undefined, { ...birth, timezone: 'America/New_York' }, now, fields), {
    start: '2026-01-10T08:15:00Z',
    end: '2027-01-10T08:15:00Z',
    timezone: 'America/New_York',
  });
  t.deepEqual(
    resolveTransitPeriod({ start: '2026-07-01T12:00+02:00', timezone: 'UTC' }, birth, now, fields).end,
    '2027-07-01T10:00:00Z',
  );
  // Before 1970 the zone's own history (Amsterdam at +00:19:32 in 1930); the default end on its wall clock.
  t.deepEqual(resolveTransitPeriod({ start: '1930-01-01', timezone: 'Europe/Amsterdam' }, birth, now, fields), {
    start: '1929-12-31T23:40:28Z',
    end: '1930-12-31T23:40:28Z',
    timezone: 'Europe/Amsterdam',
  });
  const problem = (requested: Parameters<typeof resolveTransitPeriod>[0], zone?: string) => {
    const error = t.throws(() => resolveTransitPeriod(requested, { ...birth, timezone: zone }, now, fields), {
      instanceOf: ValidationError,
    }) as ValidationError;
    return error.problems[0].parameter;
  };
  t.is(problem({ start: '2026-01-01', end: '2028-01-01' }), 'transitPeriod.end', '24 months and a day');
  t.notThrows(() => resolveTransitPeriod({ start: '2026-01-01', end: '2027-12-31' }, birth, now, fields));
  t.is(problem({ timezone: 'Not/AZone' }), 'transitPeriod.timezone');
  t.is(problem(undefined, 'Not/AZone'), 'birthData.timezone', "the default zone is the birth data's");
});
