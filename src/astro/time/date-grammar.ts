/**
 * The one grammar of dates and times the service reads, in requests and in the engine alike
 * (docs/conventions.md, "Time", states it for callers):
 * - a calendar date `YYYY-MM-DD`;
 * - a date-time `YYYY-MM-DDTHH:mm[:ss[.fraction]]` (a space may stand for the `T`), the fraction
 *   1 to 9 digits, kept to the millisecond (further digits are cut, not rounded, so that a time
 *   never moves into the next second);
 * - after a date-time, optionally `Z` or a UTC offset `±HH:MM`, `±HHMM`, `±HH` or `±HH:MM:SS`
 *   (seconds for historical local mean time, such as Amsterdam's +01:19:32), at most 14:00 either
 *   way (every civil offset lies within −12:00…+14:00; local mean time within ±12:00).
 * Refused: a day the Gregorian calendar does not have (2023-02-30, month 13, day 00), hour 24
 * (`T24:00` is 00:00 of the next day, written so), minute 60 or more, second 60 or more (UTC's
 * leap seconds are not represented: the second before one is :59), a date followed by an offset
 * alone, lower-case `t` or `z`, and surrounding spaces. Which years a field supports (1800–2400
 * for most) is the field's own rule, not the grammar's.
 *
 * Readers return parts or a problem as data; nothing here throws.
 */

/** Which forms a field accepts. */
export type DateForm =
  /** `YYYY-MM-DD` only. */
  | 'date'
  /** A date-time, with or without an offset. */
  | 'date-time'
  /** A date, or a date-time with or without an offset. */
  | 'date-or-date-time'
  /** A date-time with `Z` or an offset: one instant whatever the zone. */
  | 'instant';

/** The accepted forms in words, for messages and schema descriptions. */
export const DATE_FORMS: Readonly<Record<DateForm, string>> = {
  date: 'a date YYYY-MM-DD',
  'date-time': 'a date-time YYYY-MM-DDTHH:mm[:ss[.fff]], optionally ending in Z or a UTC offset ±HH:MM',
  'date-or-date-time':
    'a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss[.fff]], optionally ending in Z or a UTC offset ±HH:MM',
  instant:
    'an ISO 8601 instant YYYY-MM-DDTHH:mm[:ss[.fff]] ending in Z or a UTC offset ±HH:MM, such as 2026-11-21T12:00Z',
};

/** The largest UTC offset accepted either way, seconds (14:00). */
export const MAX_OFFSET_SECONDS = 14 * 3600;

const DATE = String.raw`(\d{4})-(\d{2})-(\d{2})`;
const TIME = String.raw`(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?`;
const OFFSET = String.raw`(Z|[+-]\d{2}(?::\d{2}(?::\d{2})?|\d{2})?)`;

/** The shape of each form (the calendar is checked by {@link readDate}), e.g. for OpenAPI's `pattern`. */
export const DATE_PATTERNS: Readonly<Record<DateForm, string>> = {
  date: `^${DATE}$`,
  'date-time': `^${DATE}[T ]${TIME}${OFFSET}?$`,
  'date-or-date-time': `^${DATE}(?:[T ]${TIME}${OFFSET}?)?$`,
  instant: `^${DATE}[T ]${TIME}${OFFSET}$`,
};

const ANY = new RegExp(DATE_PATTERNS['date-or-date-time']);
/** A date-time whose offset sign was lost: a `+` sent unencoded in a URL reads as a space. */
const LOST_PLUS = new RegExp(`^${DATE}[T ]${TIME} \\d{2}(?::?\\d{2})?$`);

/** A calendar date, month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** What a date or date-time says (a bare date reads as 00:00). */
export interface DateParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  /** Milliseconds, 0–999. */
  ms: number;
  /** False for a bare date. */
  hasTime: boolean;
  /** Seconds east of Greenwich when the text ends in `Z` or an offset, else null (a local reading). */
  offsetSeconds: number | null;
}

/**
 * What is wrong with a text, as data, so that the web side can say it in the caller's language
 * (the error catalogue, src/http/error-text): `format` (only the form; `lostPlus` when a `+` sent
 * unencoded in a URL read as a space), a month or day that does not exist, hour 24, an hour,
 * minute or second out of range, a leap second, a time on a date field, no time or no offset
 * where one is needed, an offset beyond ±14:00.
 */
export type DateReason =
  | { kind: 'format'; lostPlus: boolean }
  | { kind: 'month'; month: string }
  | { kind: 'day'; day: string; month: number; year: number; days: number }
  | { kind: 'hour24'; next: string }
  | { kind: 'time'; unit: 'hour' | 'minute' | 'second'; value: string }
  | { kind: 'leapSecond' }
  | { kind: 'withTime' }
  | { kind: 'noTime' }
  | { kind: 'noOffset' }
  | { kind: 'offset'; offset: string };

/** Why a text was refused: a stable code, what was expected, and what was wrong, in words and as data. */
export interface DateProblem {
  code: 'invalid_format' | 'impossible_date' | 'out_of_range';
  /** What the field takes, in words (`a date YYYY-MM-DD`, …). */
  expected: string;
  /** What is wrong with this text, in words (English); the message a caller shows. */
  detail: string;
  /** The same as data: the text as sent, the forms the field takes, and what is wrong. */
  reason: DateReason;
  text: string;
  form: DateForm;
}

export type DateReading = { ok: true; parts: DateParts } | { ok: false; problem: DateProblem };

/** English month names for the grammar's messages (the interpretation texts name months per language). */
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

/**
 * Days in a month of the proleptic Gregorian calendar.
 * @param year any year
 * @param month 1–12
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a calendar date. */
export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Reads a date or date-time in one of the accepted forms.
 * @param text the text as the caller wrote it
 * @param form the forms the field accepts
 * @returns its parts, or the problem (code, what was expected, what is wrong)
 */
export function readDate(text: unknown, form: DateForm): DateReading {
  const expected = DATE_FORMS[form];
  // A detail that says what is wrong with a well-formed text also says what the field takes.
  const refuse = (code: DateProblem['code'], detail: string, reason: DateReason): DateReading => ({
    ok: false,
    problem: {
      code,
      expected,
      detail: code === 'invalid_format' ? detail : `${detail}; expected ${expected}`,
      reason,
      text: typeof text === 'string' ? text : String(text),
      form,
    },
  });
  const match = typeof text === 'string' ? ANY.exec(text) : null;
  if (!match || typeof text !== 'string') {
    const lostPlus = typeof text === 'string' && LOST_PLUS.test(text);
    return refuse(
      'invalid_format',
      `expected ${expected}${lostPlus ? ' (a + sent unencoded in a URL reads as a space: write it %2B)' : ''}`,
      { kind: 'format', lostPlus },
    );
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const offsetText = match[8];
  // What the text says is checked before the form the field takes: a day or time that does not
  // exist is the better news to give (T24:00 on an instant field, 2023-02-30T10:00 on a date field).
  const impossible = (words: string, reason: DateReason) =>
    refuse('impossible_date', `${text} is not a date that exists: ${words}`, reason);
  if (month < 1 || month > 12)
    return impossible(`month ${match[2]} does not exist`, { kind: 'month', month: match[2] });
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) {
    return impossible(`day ${match[3]} does not exist in ${monthName(month)} ${match[1]}, which has ${days} days`, {
      kind: 'day',
      day: match[3],
      month,
      year,
      days,
    });
  }
  const hour = hasTime ? Number(match[4]) : 0;
  const minute = hasTime ? Number(match[5]) : 0;
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const ms = match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, '0'));
  if (hour === 24 && minute === 0 && second === 0 && ms === 0) {
    const next =
      day < days
        ? { year, month, day: day + 1 }
        : month < 12
          ? { year, month: month + 1, day: 1 }
          : { year: year + 1, month: 1, day: 1 };
    return refuse(
      'impossible_date',
      `${text} is not a time that exists: hour 24 is not accepted, use 00:00 of the next day (${isoDate(next)}T00:00)`,
      { kind: 'hour24', next: isoDate(next) },
    );
  }
  if (hour > 23)
    return refuse('impossible_date', `${text} is not a time that exists: hour ${match[4]} (hours are 00 to 23)`, {
      kind: 'time',
      unit: 'hour',
      value: match[4],
    });
  if (minute > 59) {
    return refuse('impossible_date', `${text} is not a time that exists: minute ${match[5]} (minutes are 00 to 59)`, {
      kind: 'time',
      unit: 'minute',
      value: match[5],
    });
  }
  if (second === 60) {
    return refuse(
      'impossible_date',
      `${text} is not a time that exists here: second 60 (a leap second) is not represented, write :59`,
      { kind: 'leapSecond' },
    );
  }
  if (second > 59) {
    return refuse('impossible_date', `${text} is not a time that exists: second ${match[6]} (seconds are 00 to 59)`, {
      kind: 'time',
      unit: 'second',
      value: match[6],
    });
  }
  if (form === 'date' && hasTime)
    return refuse('invalid_format', `expected ${expected}, without a time of day`, { kind: 'withTime' });
  if ((form === 'date-time' || form === 'instant') && !hasTime) {
    return refuse('invalid_format', `expected ${expected}; ${text} has no time of day`, { kind: 'noTime' });
  }
  if (form === 'instant' && offsetText === undefined) {
    return refuse('invalid_format', `expected ${expected}; ${text} has no Z or offset, so it names no one instant`, {
      kind: 'noOffset',
    });
  }
  let offsetSeconds: number | null = null;
  if (offsetText !== undefined) {
    offsetSeconds = offsetSecondsOf(offsetText);
    if (offsetSeconds === null) {
      return refuse(
        'out_of_range',
        `${text} has an offset ${offsetText} that is not a UTC offset from -14:00 to +14:00 (minutes and seconds 00 to 59)`,
        { kind: 'offset', offset: offsetText },
      );
    }
  }
  return { ok: true, parts: { year, month, day, hour, minute, second, ms, hasTime, offsetSeconds } };
}

/** `Z`, `±HH`, `±HHMM`, `±HH:MM` or `±HH:MM:SS` as seconds east of Greenwich, or null beyond ±14:00. */
function offsetSecondsOf(suffix: string): number | null {
  if (suffix === 'Z') return 0;
  const digits = suffix.slice(1).replace(/:/g, '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  const seconds = digits.length > 4 ? Number(digits.slice(4, 6)) : 0;
  const total = hours * 3600 + minutes * 60 + seconds;
  if (minutes > 59 || seconds > 59 || total > MAX_OFFSET_SECONDS) return null;
  return suffix[0] === '-' && total > 0 ? -total : total;
}

/** True when `text` is a calendar date `YYYY-MM-DD` that exists (2026-02-30 is not). */
export function isCalendarDate(text: unknown): boolean {
  return readDate(text, 'date').ok;
}

/**
 * The reading as milliseconds "as if UTC" (2026-03-29T02:30 → Date.UTC(2026, 2, 29, 2, 30)), the
 * offset ignored: what a zone's wall clock shows, for calendar arithmetic. Years 0–99 stay
 * themselves (Date.UTC would map them to 19xx).
 */
export function wallMs(parts: CalendarDate & Partial<Pick<DateParts, 'hour' | 'minute' | 'second' | 'ms'>>): number {
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, parts.ms ?? 0);
  return wall.getTime();
}

/** The instant the parts name, Unix ms, or null when they carry no `Z` or offset (a local reading). */
export function instantMs(parts: DateParts): number | null {
  return parts.offsetSeconds === null ? null : wallMs(parts) - parts.offsetSeconds * 1000;
}

/**
 * The instant of a text in the instant form (`…Z` or with an offset), Unix ms, or null when it is
 * not one: for texts the service wrote itself (ISO 8601 from `toISOString`) or a schema checked.
 */
export function instantOf(text: string): number | null {
  const read = readDate(text, 'instant');
  return read.ok ? instantMs(read.parts) : null;
}
