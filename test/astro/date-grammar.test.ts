import test from 'ava';
import {
  DATE_PATTERNS,
  type DateForm,
  type DateProblem,
  daysInMonth,
  instantMs,
  instantOf,
  isCalendarDate,
  readDate,
  wallMs,
} from '../../src/astro/time/date-grammar.ts';

/** What a reading gives: the wall clock as ISO text, and the offset in seconds (null when local). */
const read = (text: unknown, form: DateForm) => {
  const reading = readDate(text, form);
  if (!reading.ok) return reading.problem;
  const { parts } = reading;
  return { wall: new Date(wallMs(parts)).toISOString(), hasTime: parts.hasTime, offset: parts.offsetSeconds };
};

const accepted: Array<[string, DateForm, string, boolean, number | null]> = [
  ['2026-03-01', 'date', '2026-03-01T00:00:00.000Z', false, null],
  ['2024-02-29', 'date', '2024-02-29T00:00:00.000Z', false, null],
  ['2000-02-29', 'date', '2000-02-29T00:00:00.000Z', false, null],
  ['0050-06-01', 'date', '0050-06-01T00:00:00.000Z', false, null],
  ['2026-03-01T06:05', 'date-time', '2026-03-01T06:05:00.000Z', true, null],
  ['2026-03-01 06:05', 'date-time', '2026-03-01T06:05:00.000Z', true, null],
  ['2026-03-01T06:05:07', 'date-time', '2026-03-01T06:05:07.000Z', true, null],
  ['2026-03-01T06:05:07.5', 'date-time', '2026-03-01T06:05:07.500Z', true, null],
  ['2026-03-01T06:05:07.123456789', 'date-time', '2026-03-01T06:05:07.123Z', true, null],
  ['2026-03-01T23:59:59.9999', 'date-time', '2026-03-01T23:59:59.999Z', true, null],
  ['2026-03-01T00:00Z', 'date-time', '2026-03-01T00:00:00.000Z', true, 0],
  ['2026-03-01T12:00+01:00', 'date-time', '2026-03-01T12:00:00.000Z', true, 3600],
  ['2026-03-01T12:00+0100', 'date-time', '2026-03-01T12:00:00.000Z', true, 3600],
  ['2026-03-01T12:00+01', 'date-time', '2026-03-01T12:00:00.000Z', true, 3600],
  ['2026-03-01T12:00-09:30', 'date-time', '2026-03-01T12:00:00.000Z', true, -34200],
  ['1935-07-01T12:00+01:19:32', 'date-time', '1935-07-01T12:00:00.000Z', true, 4772],
  ['2026-03-01T12:00+14:00', 'date-time', '2026-03-01T12:00:00.000Z', true, 50400],
  ['2026-03-01T12:00-14:00', 'date-time', '2026-03-01T12:00:00.000Z', true, -50400],
  ['2026-03-01T12:00-00:00', 'date-time', '2026-03-01T12:00:00.000Z', true, 0],
  ['2026-03-01', 'date-or-date-time', '2026-03-01T00:00:00.000Z', false, null],
  ['2026-03-01T12:00', 'date-or-date-time', '2026-03-01T12:00:00.000Z', true, null],
  ['2026-03-01T12:00:00Z', 'instant', '2026-03-01T12:00:00.000Z', true, 0],
  ['2026-11-21T12:00:00.000Z', 'instant', '2026-11-21T12:00:00.000Z', true, 0],
];
for (const [text, form, wall, hasTime, offset] of accepted) {
  test(`accepted as ${form}: ${text}`, (t) => {
    t.deepEqual(read(text, form), { wall, hasTime, offset });
  });
}

const refused: Array<[unknown, DateForm, DateProblem['code'], RegExp]> = [
  // Shapes the grammar does not have.
  ['2026-3-01', 'date', 'invalid_format', /^expected a date YYYY-MM-DD$/],
  ['20260301', 'date', 'invalid_format', /^expected a date YYYY-MM-DD$/],
  ['01/03/2026', 'date-or-date-time', 'invalid_format', /expected a date YYYY-MM-DD or a date-time/],
  [' 2026-03-01', 'date', 'invalid_format', /expected a date/],
  ['2026-03-01 ', 'date', 'invalid_format', /expected a date/],
  ['２０２６-03-01', 'date', 'invalid_format', /expected a date/],
  ['2026-03-01t12:00', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01T12:00z', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01T12', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01T12:00:00.', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01T12:00:00.1234567890', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01Z', 'date-or-date-time', 'invalid_format', /expected a date/],
  ['2026-03-01T12:00+1', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01T12:00+01:0', 'date-time', 'invalid_format', /expected a date-time/],
  ['2026-03-01T12:00+011932', 'date-time', 'invalid_format', /expected a date-time/],
  [
    '2026-03-01T12:00 01:00',
    'instant',
    'invalid_format',
    /a \+ sent unencoded in a URL reads as a space: write it %2B/,
  ],
  [20260301, 'date', 'invalid_format', /expected a date/],
  [null, 'instant', 'invalid_format', /expected an ISO 8601 instant/],
  // A form the field does not take.
  ['2026-03-01T12:00', 'date', 'invalid_format', /without a time of day/],
  ['2026-03-01', 'date-time', 'invalid_format', /2026-03-01 has no time of day/],
  ['2026-03-01', 'instant', 'invalid_format', /has no time of day/],
  ['2026-03-01T12:00', 'instant', 'invalid_format', /has no Z or offset, so it names no one instant/],
  // Days and times that do not exist.
  [
    '2023-02-29',
    'date',
    'impossible_date',
    /^2023-02-29 is not a date that exists: day 29 does not exist in February 2023, which has 28 days; expected a date YYYY-MM-DD$/,
  ],
  ['2100-02-29', 'date', 'impossible_date', /February 2100, which has 28 days/],
  ['2023-02-30T00:00:00Z', 'instant', 'impossible_date', /day 30 does not exist in February 2023/],
  ['2026-04-31T10:00', 'date-time', 'impossible_date', /day 31 does not exist in April 2026, which has 30 days/],
  ['2026-01-00', 'date', 'impossible_date', /day 00 does not exist in January 2026/],
  [
    '2026-13-01',
    'date',
    'impossible_date',
    /^2026-13-01 is not a date that exists: month 13 does not exist; expected a date YYYY-MM-DD$/,
  ],
  ['2026-00-10', 'date-or-date-time', 'impossible_date', /month 00 does not exist/],
  [
    '2026-12-31T24:00',
    'date-time',
    'impossible_date',
    /hour 24 is not accepted, use 00:00 of the next day \(2027-01-01T00:00\)/,
  ],
  ['2024-02-28T24:00:00Z', 'instant', 'impossible_date', /use 00:00 of the next day \(2024-02-29T00:00\)/],
  ['2026-01-31T24:00', 'date-or-date-time', 'impossible_date', /next day \(2026-02-01T00:00\)/],
  ['2026-01-01T24:30', 'date-time', 'impossible_date', /hour 24 \(hours are 00 to 23\)/],
  ['2026-01-01T25:00', 'date-time', 'impossible_date', /hour 25 \(hours are 00 to 23\)/],
  ['2026-01-01T10:60', 'date-time', 'impossible_date', /minute 60 \(minutes are 00 to 59\)/],
  ['2016-12-31T23:59:60Z', 'instant', 'impossible_date', /second 60 \(a leap second\) is not represented, write :59/],
  ['2026-01-01T10:00:61', 'date-time', 'impossible_date', /second 61 \(seconds are 00 to 59\)/],
  // Offsets beyond ±14:00 or with impossible minutes.
  [
    '2026-01-01T10:00+14:01',
    'date-time',
    'out_of_range',
    /offset \+14:01 that is not a UTC offset from -14:00 to \+14:00/,
  ],
  ['2026-01-01T10:00-19:00', 'instant', 'out_of_range', /offset -19:00/],
  ['2026-01-01T10:00+01:60', 'date-time', 'out_of_range', /offset \+01:60/],
  ['2026-01-01T10:00+01:00:60', 'date-time', 'out_of_range', /offset \+01:00:60/],
];
for (const [text, form, code, detail] of refused) {
  test(`refused as ${form}: ${JSON.stringify(text)} (${code})`, (t) => {
    const reading = readDate(text, form);
    if (reading.ok) return t.fail(`accepted ${JSON.stringify(reading.parts)}`);
    t.is(reading.problem.code, code);
    t.regex(reading.problem.detail, detail);
    t.truthy(reading.problem.expected);
  });
}

test('the patterns published for each form accept what the reader accepts, and the calendar is left to the reader', (t) => {
  for (const [text, form] of accepted) t.regex(text, new RegExp(DATE_PATTERNS[form]), `${form}: ${text}`);
  t.regex('2023-02-30', new RegExp(DATE_PATTERNS.date), 'the shape is right; the day is the reader’s to refuse');
  t.notRegex('2026-03-01T12:00', new RegExp(DATE_PATTERNS.instant));
  t.notRegex('2026-03-01T12:00Z', new RegExp(DATE_PATTERNS.date));
});

test('instants: an offset names one instant, a local reading none', (t) => {
  t.is(instantOf('2026-03-01T12:00+01:00'), Date.UTC(2026, 2, 1, 11));
  t.is(instantOf('1935-07-01T12:00+01:19:32'), Date.UTC(1935, 6, 1, 10, 40, 28));
  t.is(instantOf('2026-03-01T12:00-09:30'), Date.UTC(2026, 2, 1, 21, 30));
  t.is(instantOf('2026-03-01T12:00'), null);
  t.is(instantOf('2023-02-30T00:00:00Z'), null, 'no roll-over into March');
  t.is(instantOf('2026-03-01T24:00Z'), null, 'no roll-over into the next day');
  const local = readDate('2026-03-01T12:00', 'date-time');
  t.true(local.ok && instantMs(local.parts) === null);
});

test('calendar days: leap years of the Gregorian calendar, and the date check versioning uses', (t) => {
  t.deepEqual(
    [2024, 2100, 2000, 2023].map((year) => daysInMonth(year, 2)),
    [29, 28, 29, 28],
  );
  t.deepEqual(
    Array.from({ length: 12 }, (_, i) => daysInMonth(2026, i + 1)),
    [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
  );
  t.true(isCalendarDate('2400-02-29'));
  t.false(isCalendarDate('2026-02-30'));
  t.false(isCalendarDate('2026-01-01T00:00'));
});
