import test from 'ava';
import { readSpanDate } from '../../src/astro/time/span-date.ts';
import { plusCalendarMonths, wallClockAt } from '../../src/astro/time/wall-clock.ts';

const instant = (text: string, zone: string, edge: 'start' | 'end' = 'start') => {
  const read = readSpanDate(text, zone, edge);
  return read.ok ? new Date(read.instant).toISOString() : `problem: ${read.problem}`;
};

test('dates before 1970 follow the zone itself, not the zone ICU merges it with (backzone)', (t) => {
  // Amsterdam kept its mean time, +00:19:32 (+01:19:32 in summer), until 1937; the runtime's ICU data follows Brussels.
  t.is(instant('1930-01-01', 'Europe/Amsterdam'), '1929-12-31T23:40:28.000Z');
  t.is(instant('1930-06-01', 'Europe/Amsterdam'), '1930-05-31T22:40:28.000Z');
});

test('a bare date is the local midnight starting it, and as an end the midnight ending it', (t) => {
  t.is(instant('2026-03-01', 'Asia/Tokyo'), '2026-02-28T15:00:00.000Z');
  t.is(instant('2026-03-01', 'Asia/Tokyo', 'end'), '2026-03-01T15:00:00.000Z');
  t.is(instant('2400-12-31', 'UTC', 'end'), '2401-01-01T00:00:00.000Z', 'the last supported day ends at 2401');
});

test('clock changes: a skipped reading moves forward by the gap, a repeated one is its first occurrence', (t) => {
  // Chile's clocks jump from 00:00 to 01:00 on 2026-09-06: that day begins at 01:00 -03, which also ends the day before.
  t.is(instant('2026-09-06', 'America/Santiago'), '2026-09-06T04:00:00.000Z');
  t.is(instant('2026-09-05', 'America/Santiago', 'end'), '2026-09-06T04:00:00.000Z');
  t.is(instant('2026-03-29T02:30', 'Europe/Berlin'), '2026-03-29T01:30:00.000Z', '02:30 skipped: 03:30 CEST');
  t.is(instant('2026-10-25T02:30', 'Europe/Berlin'), '2026-10-25T00:30:00.000Z', '02:30 repeated: the first, in CEST');
});

test('an offset or Z names the instant whatever the zone; impossible dates are problems', (t) => {
  t.is(instant('2026-03-01T06:00:00+02:00', 'Asia/Tokyo'), '2026-03-01T04:00:00.000Z');
  t.is(instant('2026-03-01 06:00:00.5Z', 'Asia/Tokyo'), '2026-03-01T06:00:00.500Z');
  for (const text of [
    '2026-02-30',
    '2026-04-31T10:00',
    '2026-01-01T24:00',
    '2026-01-01T10:60',
    '2026-13-01',
    '01/03/2026',
    '2026-01-01T10:00+19:00',
  ]) {
    t.true(instant(text, 'UTC').startsWith('problem: '), text);
  }
});

test('calendar months keep the time of day and clamp the day to the month', (t) => {
  const wall = (text: string) => Date.parse(`${text}Z`);
  const iso = (ms: number) => new Date(ms).toISOString();
  t.is(iso(plusCalendarMonths(wall('2026-01-31T10:15:00'), 1)), '2026-02-28T10:15:00.000Z');
  t.is(iso(plusCalendarMonths(wall('2028-02-29T00:00:00'), 12)), '2029-02-28T00:00:00.000Z');
  t.is(iso(plusCalendarMonths(wall('2026-11-30T23:59:00'), 3)), '2027-02-28T23:59:00.000Z');
  t.is(iso(plusCalendarMonths(wall('2026-03-15T00:00:00'), -24)), '2024-03-15T00:00:00.000Z');
  t.is(iso(wallClockAt('Europe/Paris', Date.parse('2026-07-01T10:00:00Z'))), '2026-07-01T12:00:00.000Z');
});
