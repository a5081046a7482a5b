import test from 'ava';
import { isCalendarDate } from '../../src/astro/time/date-grammar.ts';
import {
  transitAspectsGrouped,
  ungroupAspects,
} from '../../src/versioning/changes/2026-09-03-transit-aspects-grouped.ts';
import { BASELINE_API_VERSION, VersionRegistry, versionRegistry } from '../../src/versioning/registry.ts';
import type { VersionChange } from '../../src/versioning/version-change.ts';

test('calendar dates: real dates in YYYY-MM-DD only', (t) => {
  for (const good of ['2026-01-01', '2024-02-29', '2026-09-03', '1999-12-31', '2400-02-29'])
    t.true(isCalendarDate(good), good);
  for (const bad of [
    '2026-02-30',
    '2026-1-05',
    '20260105',
    'latest',
    '',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    ' 2026-01-01',
    '2026-01-01T00:00',
    '２０２６-01-01',
    '2100-02-29',
  ]) {
    t.false(isCalendarDate(bad), bad);
  }
});

test('latest and the date-shaped endpoints follow from the registered changes', (t) => {
  t.is(versionRegistry.latest, '2026-11-28');
  t.true(versionRegistry.isDateShaped('POST', '/api/calc/transit'));
  t.false(versionRegistry.isDateShaped('GET', '/api/modules'));
  const later: VersionChange = {
    date: '2027-03-01',
    name: 'x',
    description: 'x',
    endpoints: [{ method: 'GET', path: '/api/modules' }],
    toPrevious: (b) => b,
  };
  const extended = new VersionRegistry([transitAspectsGrouped, later]);
  t.is(extended.latest, '2027-03-01');
  t.true(extended.isDateShaped('GET', '/api/modules'));
  t.is(new VersionRegistry([]).latest, BASELINE_API_VERSION);
});

test('resolution: request date, else the pin, else the baseline; clamped to baseline..latest', (t) => {
  const r = versionRegistry;
  t.is(r.resolve(undefined, undefined), '2026-01-01');
  t.is(r.resolve(undefined, null), '2026-01-01');
  t.is(r.resolve(undefined, '2026-10-01'), '2026-10-01');
  t.is(r.resolve(undefined, '2026-12-01'), '2026-11-28');
  t.is(r.resolve('2026-05-01', '2026-10-01'), '2026-05-01', 'the request overrides the pin');
  t.is(r.resolve('2020-01-01', undefined), '2026-01-01', 'earlier dates resolve to the baseline');
  t.is(r.resolve('2099-01-01', undefined), '2026-11-28', 'later dates resolve to the newest behaviour');
});

test('changes are applied newest first, only those newer than the applied date', (t) => {
  const log: string[] = [];
  const change = (date: string): VersionChange => ({
    date,
    name: date,
    description: date,
    endpoints: [{ method: 'GET', path: '/x' }],
    toPrevious: (body) => {
      log.push(date);
      return { ...(body as object), [date]: true };
    },
  });
  const registry = new VersionRegistry([change('2026-03-01'), change('2026-06-01'), change('2026-09-01')]);
  t.deepEqual(registry.toVersion({}, 'GET', '/x', '2026-03-01'), { '2026-09-01': true, '2026-06-01': true });
  t.deepEqual(log, ['2026-09-01', '2026-06-01']);
  t.deepEqual(registry.toVersion({ a: 1 }, 'GET', '/x', '2026-09-01'), { a: 1 });
  t.deepEqual(registry.toVersion({ a: 1 }, 'GET', '/other', '2026-01-01'), { a: 1 });
  t.deepEqual(
    registry.changelog().map((c) => c.date),
    ['2026-09-01', '2026-06-01', '2026-03-01'],
  );
});

/** A transit response in the newest (grouped) shape, as the transit endpoint produces it (abbreviated). */
function groupedTransit() {
  const text = (urn: string, title: string) => ({ urn, title, body: `${title}: structures are tested.` });
  const pass = (exact: string, retrograde: boolean, house: number) => ({
    exact,
    orbEntry: null,
    orbExit: null,
    retrograde,
    house,
    longitude: 102.5,
    speed: retrograde ? -0.05 : 0.05,
  });
  return {
    data: {
      type: 'transits',
      crossings: {
        signIngresses: [
          { point: 'mars', sign: 'leo', direction: 'direct', exact: '2026-03-01T00:00:00Z', longitude: 120 },
        ],
      },
      aspects: [
        {
          transiting: 'saturn',
          aspect: 'square',
          natal: 'sun',
          angle: 90,
          orb: 2,
          natalLongitude: 12.5,
          text: text('urn:astro:transit:saturn:square:sun', 'Saturn squares your Sun'),
          occurrences: [
            pass('2026-02-01T10:00:00Z', false, 10),
            pass('2026-06-10T04:00:00Z', true, 10),
            pass('2026-10-20T20:00:00Z', false, 10),
          ],
        },
        {
          transiting: 'mars',
          aspect: 'trine',
          natal: 'moon',
          angle: 120,
          orb: 2,
          natalLongitude: 200.1,
          text: text('urn:astro:transit:mars:trine:moon', 'Mars trines your Moon'),
          occurrences: [pass('2026-04-05T00:00:00Z', false, 4)],
        },
      ],
    },
  };
}

test('2026-09-03 module: older shape has one entry per pass, repeating the text, in time order', (t) => {
  const newer = groupedTransit();
  const frozen = JSON.stringify(newer);
  const older = transitAspectsGrouped.toPrevious(newer, transitAspectsGrouped.endpoints[0]) as ReturnType<
    typeof groupedTransit
  >;
  t.is(JSON.stringify(newer), frozen, 'the input is not mutated');
  const aspects = older.data.aspects as unknown as Array<Record<string, unknown>>;
  t.is(aspects.length, 4);
  t.deepEqual(
    aspects.map((a) => [a.transiting, a.exact]),
    [
      ['saturn', '2026-02-01T10:00:00Z'],
      ['mars', '2026-04-05T00:00:00Z'],
      ['saturn', '2026-06-10T04:00:00Z'],
      ['saturn', '2026-10-20T20:00:00Z'],
    ],
  );
  for (const entry of aspects) {
    t.false('occurrences' in entry);
    t.is(typeof (entry.text as { body: string }).body, 'string');
  }
  t.deepEqual(aspects[2].text, newer.data.aspects[0].text);
  t.is(aspects[2].orb, 2, "the group's fields are spread over each pass");
  t.is(aspects[2].retrograde, true);
  t.deepEqual(older.data.crossings, newer.data.crossings, 'crossings are untouched');
});

test('2026-09-03 module: leaves bodies without aspects alone and handles empty groups', (t) => {
  t.deepEqual(transitAspectsGrouped.toPrevious({ errors: [] }, transitAspectsGrouped.endpoints[0]), { errors: [] });
  t.deepEqual(ungroupAspects([{ transiting: 'sun', occurrences: [] }]), []);
  t.deepEqual(ungroupAspects([]), []);
});

test('the registry walks a transit body back to a date before 2026-09-03 and not after', (t) => {
  const before = versionRegistry.toVersion(groupedTransit(), 'POST', '/api/calc/transit', '2026-09-02') as {
    data: { aspects: unknown[] };
  };
  t.is(before.data.aspects.length, 4);
  const on = versionRegistry.toVersion(groupedTransit(), 'POST', '/api/calc/transit', '2026-09-03') as {
    data: { aspects: unknown[] };
  };
  t.is(on.data.aspects.length, 2);
});
