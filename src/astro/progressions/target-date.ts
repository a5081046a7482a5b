/**
 * The target date of a progression or direction: a local date or date-time in the birth zone
 * (or with `Z` / an offset), after the birth and not beyond 2400-12-31.
 */
import { dateProblemError, inputError } from '../errors.ts';
import { renamingFields } from '../returns/chart-cast.ts';
import { resolveBirthTime, SUPPORTED_RANGE, type TimeResolution } from '../time/birth-time.ts';
import { readDate } from '../time/date-grammar.ts';

/** The target instant and how it was read. */
export interface TargetDate {
  /** As resolved: local time, zone, offset, UTC (see TimeResolution). */
  resolution: TimeResolution;
  /** UT Julian day. */
  julianDayUT: number;
}

/**
 * Reads a target date in the birth zone.
 * @param text `YYYY-MM-DD` (00:00) or a date-time, optionally with `Z` or an offset (date-grammar.ts)
 * @param birth the birth's time resolution (zone or offset, instant)
 * @param field the request field, for errors (`targetDate`)
 * @throws BirthDataError naming `field` when malformed, before the birth or beyond 2400-12-31
 */
export function readTargetDate(text: string, birth: TimeResolution, field: string): TargetDate {
  const range = `a date or date-time YYYY-MM-DD[THH:mm] after the birth (${birth.localDateTime}) and not beyond ${SUPPORTED_RANGE.end}`;
  const rangeReason = { kind: 'afterBirth', birth: birth.localDateTime, max: SUPPORTED_RANGE.end } as const;
  const read = readDate(text, 'date-or-date-time');
  if (!read.ok) throw dateProblemError(field, read.problem, range);
  const { year, hasTime, offsetSeconds } = read.parts;
  if (year > Number(SUPPORTED_RANGE.end.slice(0, 4))) throw inputError(field, 'out_of_range', rangeReason, range);
  const local = hasTime ? text : `${text}T00:00`;
  const zone = birth.timezoneSource === 'offset' ? null : birth.timezone;
  // Without an offset of its own the target is read in the birth zone, or at the birth's offset.
  const offset = offsetSeconds !== null || zone ? '' : birth.utcOffset;
  const resolution = renamingFields({ dateTime: field }, () =>
    resolveBirthTime({
      dateTime: local + offset,
      timezone: offsetSeconds === null ? zone : null,
      latitude: 0,
      longitude: 0,
      localTimeRule: 'later',
    }),
  );
  if (resolution.julianDayUT <= birth.julianDayUT) throw inputError(field, 'out_of_range', rangeReason, range);
  return { resolution, julianDayUT: resolution.julianDayUT };
}
