/**
 * The target date of a progression or direction: a local date or date-time in the birth zone
 * (or with `Z` / an offset), after the birth and not beyond 2400-12-31.
 */
import { BirthDataError } from '../errors.ts';
import { renamingFields } from '../returns/chart-cast.ts';
import { resolveBirthTime, SUPPORTED_RANGE, type TimeResolution } from '../time/birth-time.ts';

const TARGET = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The target instant and how it was read. */
export interface TargetDate {
  /** As resolved: local time, zone, offset, UTC (see TimeResolution). */
  resolution: TimeResolution;
  /** UT Julian day. */
  julianDayUT: number;
}

/**
 * Reads a target date in the birth zone.
 * @param text `YYYY-MM-DD` (00:00), `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or `±HH:MM`
 * @param birth the birth's time resolution (zone or offset, instant)
 * @param field the request field, for errors (`targetDate`)
 * @throws BirthDataError naming `field` when malformed, before the birth or beyond 2400-12-31
 */
export function readTargetDate(text: string, birth: TimeResolution, field: string): TargetDate {
  const range = `a date or date-time YYYY-MM-DD[THH:mm] after the birth (${birth.localDateTime}) and not beyond ${SUPPORTED_RANGE.end}`;
  const m = typeof text === 'string' ? TARGET.exec(text.trim()) : null;
  if (!m) throw new BirthDataError(field, 'invalid_format', range);
  if (Number(m[1]) > Number(SUPPORTED_RANGE.end.slice(0, 4))) throw new BirthDataError(field, 'out_of_range', range);
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00:00'}`;
  const zone = birth.timezoneSource === 'offset' ? null : birth.timezone;
  const offset = m[5] ?? (zone ? '' : birth.utcOffset.slice(0, 6));
  const resolution = renamingFields({ dateTime: field }, () =>
    resolveBirthTime({
      dateTime: local + offset,
      timezone: offset ? null : zone,
      latitude: 0,
      longitude: 0,
      localTimeRule: 'later',
    }),
  );
  if (resolution.julianDayUT <= birth.julianDayUT) throw new BirthDataError(field, 'out_of_range', range);
  return { resolution, julianDayUT: resolution.julianDayUT };
}
