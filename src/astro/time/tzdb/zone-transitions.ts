/**
 * A zone's history as transitions (UT instant → UTC offset), computed from its eras and rules
 * the way zic does (outzone in zic.c): rule changes are taken in time order, each one's instant
 * read with the daylight saving in force just before it; an era begins with the offset of the
 * last rule change before its start; its UNTIL is read with the standard offset and saving in
 * force at its end.
 */

import type { YearMoment, ZoneEra, ZoneRule } from './zic-input.ts';

/** A zone's offsets: `offsets[0]` before `times[0]`, `offsets[i + 1]` from `times[i]`. */
export interface ZoneTransitions {
  /** Instants of change, seconds since 1970-01-01T00:00Z (UT), increasing. */
  times: Float64Array;
  /** UTC offsets, seconds east of Greenwich; one more than `times`. */
  offsets: Int32Array;
  /** End of the zone's first era when that era is local mean time (format LMT), else null. */
  localMeanTimeUntil: number | null;
}

const DAY = 86_400;

/** Days from 1970-01-01 to a proleptic Gregorian date (month 0-based; day may overflow). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 10) % 12;
  const doy = Math.floor((153 * mp + 2) / 5);
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468 + day - 1;
}

/** Weekday of a day count from 1970-01-01 (a Thursday), 0 = Sunday. */
const weekday = (days: number): number => (((days + 4) % 7) + 7) % 7;

/**
 * The moment of a rule or UNTIL in a year, seconds since 1970 on its own clock (not yet UT).
 * @param year calendar year
 * @param moment month, day rule and time of day
 */
export function momentInYear(year: number, moment: YearMoment): number {
  const { day } = moment;
  let days: number;
  if (day.kind === 'dayOfMonth') {
    days = daysFromCivil(year, moment.month, day.day);
  } else if (day.kind === 'last') {
    days = daysFromCivil(year, moment.month + 1, 1) - 1;
    days -= (weekday(days) - day.weekday + 7) % 7;
  } else if (day.kind === 'onOrAfter') {
    days = daysFromCivil(year, moment.month, day.day);
    days += (day.weekday - weekday(days) + 7) % 7;
  } else {
    days = daysFromCivil(year, moment.month, day.day);
    days -= (weekday(days) - day.weekday + 7) % 7;
  }
  return days * DAY + moment.time;
}

/** A moment on its own clock read as UT, given the standard offset and saving in force. */
function toUniversal(local: number, basis: YearMoment['basis'], standardOffset: number, save: number): number {
  if (basis === 'universal') return local;
  return local - standardOffset - (basis === 'wall' ? save : 0);
}

/** A transition as zic first lists it: the new offset, whether it is DST, and its designation. */
interface Change {
  at: number;
  offset: number;
  isDst: boolean;
  designation: string;
}

/** The abbreviation an era's format gives (zic's doabbr; `%z` kept as the offset). */
function designation(format: string, letters: string, isDst: boolean, offset: number): string {
  const slash = format.indexOf('/');
  if (slash >= 0) return isDst ? format.slice(slash + 1) : format.slice(0, slash);
  return format.replace('%s', letters).replace('%z', `${offset}`);
}

/**
 * zic's last pass (writezone, "Optimize"): a transition whose local time is not later than the
 * previous one's is dropped and gives its type to the previous one; a transition to the same
 * offset, DST flag and designation is dropped.
 */
function merged(changes: Change[], initial: Change): Change[] {
  const out: Change[] = [];
  for (const c of changes) {
    if (out.length > 0) {
      const previous = out[out.length - 1];
      const beforePrevious = out.length === 1 ? initial : out[out.length - 2];
      if (c.at + previous.offset <= previous.at + beforePrevious.offset) {
        if (same(c, beforePrevious)) out.pop();
        else out[out.length - 1] = { ...c, at: previous.at };
        continue;
      }
    }
    if (out.length === 0 || !same(out[out.length - 1], c)) out.push(c);
  }
  return out;
}

const same = (a: Change, b: Change): boolean =>
  a.offset === b.offset && a.isDst === b.isDst && a.designation === b.designation;

/**
 * The first year whose rule changes can matter to an era starting at `start` (UT seconds): the
 * last change before the start sets the era's first offset, so years before the last one with
 * any change before the start's year are skipped (one more year is taken, so that the
 * saving in force at that year's first change is the one zic would have).
 */
function firstYearToScan(set: readonly ZoneRule[], start: number): number {
  const earliest = Math.max(-5000, Math.min(...set.map((r) => (Number.isFinite(r.from) ? r.from : r.to))));
  if (!Number.isFinite(start)) return earliest;
  const startYear = new Date(Math.max(start, -8.64e12 / 1000) * 1000).getUTCFullYear();
  let lastActive = -Infinity;
  for (const r of set) if (r.from <= startYear - 1) lastActive = Math.max(lastActive, Math.min(r.to, startYear - 1));
  return Math.max(earliest, Math.min(startYear, lastActive) - 1);
}

/**
 * Compute a zone's transitions up to the end of a year.
 * @param eras the zone's lines, in order
 * @param rules the database's rules by name
 * @param lastYear last calendar year to cover (rules that run to max are expanded to it)
 */
export function zoneTransitions(
  eras: readonly ZoneEra[],
  rules: ReadonlyMap<string, readonly ZoneRule[]>,
  lastYear: number,
): ZoneTransitions {
  const changes: Change[] = [];
  const first = eras[0];
  let initial: Change = {
    at: -Infinity,
    offset: first.standardOffset,
    isDst: false,
    designation: designation(first.format, '', false, first.standardOffset),
  };
  let start = -Infinity;
  for (let i = 0; i < eras.length; i++) {
    const era = eras[i];
    const std = era.standardOffset;
    const until = era.until;
    // As in zic: each era starts from no saving, corrected by the rule changes before its start.
    let save = 0;
    let useStart = i > 0;
    let startOffset = std;
    let startLetters: string | null = null;
    if ('save' in era.rules) {
      save = era.rules.save;
      const c: Change = {
        at: start,
        offset: std + save,
        isDst: save !== 0,
        designation: designation(era.format, '', save !== 0, std + save),
      };
      if (useStart) changes.push(c);
      else initial = c;
      useStart = false;
    } else {
      const set = rules.get(era.rules.name);
      if (!set) throw new Error(`tzdb: zone refers to unknown rules ${era.rules.name}`);
      const endYear = until ? until.year : lastYear;
      const firstYear = firstYearToScan(set, useStart ? start : -Infinity);
      for (let year = firstYear; year <= endYear; year++) {
        const todo = set
          .filter((r) => year >= r.from && year <= r.to)
          .map((r) => ({ rule: r, local: momentInYear(year, r) }));
        let ended = false;
        while (todo.length > 0) {
          let k = 0;
          let best = Infinity;
          for (let j = 0; j < todo.length; j++) {
            const t = toUniversal(todo[j].local, todo[j].rule.basis, std, save);
            if (t < best) {
              best = t;
              k = j;
            }
          }
          const { rule } = todo.splice(k, 1)[0];
          if (until && best >= toUniversal(momentInYear(until.year, until.moment), until.moment.basis, std, save)) {
            if (startLetters === null && std + rule.save === startOffset) startLetters = rule.letters;
            ended = true;
            break;
          }
          save = rule.save;
          if (useStart && best === start) useStart = false;
          if (useStart) {
            if (best < start) {
              startOffset = std + save;
              startLetters = rule.letters;
              continue;
            }
            if (startLetters === null && startOffset === std + save) startLetters = rule.letters;
          }
          changes.push({
            at: best,
            offset: std + rule.save,
            isDst: rule.isDst,
            designation: designation(era.format, rule.letters, rule.isDst, std + rule.save),
          });
        }
        if (ended) break;
      }
    }
    if (useStart) {
      const isDst = startOffset !== std;
      changes.push({
        at: start,
        offset: startOffset,
        isDst,
        designation: designation(era.format, startLetters ?? '', isDst, startOffset),
      });
    }
    if (until) start = toUniversal(momentInYear(until.year, until.moment), until.moment.basis, std, save);
  }
  changes.sort((a, b) => a.at - b.at);
  const kept = merged(changes, initial);
  const times: number[] = [];
  const offsets: number[] = [initial.offset];
  for (const c of kept) {
    if (c.offset === offsets[offsets.length - 1]) continue;
    times.push(c.at);
    offsets.push(c.offset);
  }
  const localMeanTimeUntil =
    first.format === 'LMT' && first.until
      ? toUniversal(
          momentInYear(first.until.year, first.until.moment),
          first.until.moment.basis,
          first.standardOffset,
          'save' in first.rules ? first.rules.save : 0,
        )
      : null;
  return { times: Float64Array.from(times), offsets: Int32Array.from(offsets), localMeanTimeUntil };
}
