/**
 * The period of a transit report as two instants, resolved when the report is requested (so the
 * queued report, its retries and its idempotent replays all cover the same period).
 *
 * `transitPeriod` { start?, end?, timezone? }, read in `timezone` (default: the birth data's
 * zone, else the zone at the birth coordinates):
 * - dates as in POST /api/calc/transit (astro/time/span-date.ts: `YYYY-MM-DD` the local midnight
 *   starting that day, as an end the midnight ending it; `YYYY-MM-DDTHH:mm[:ss]` that local
 *   wall-clock time; with `Z` or `±HH:MM` that instant), on the service's time-zone database;
 * - start absent: the time of the request (to the minute); end absent: start + 12 months.
 * The period lies in 1800-01-01 … 2401-01-01 UTC, ends after it starts, and is at most
 * {@link MAX_PERIOD_MONTHS} months long.
 */
import { timezoneAt } from '../../astro/time/birth-time.ts';
import { readSpanDate, SPAN_EARLIEST_MS, SPAN_LATEST_MS, spanInstantText } from '../../astro/time/span-date.ts';
import { instantAtWallClock, plusCalendarMonths, wallClockAt } from '../../astro/time/wall-clock.ts';
import { zoneNameAsSpelled } from '../../astro/time/zone-offset.ts';
import { ValidationError } from '../../http/errors.ts';

/** Longest period, calendar months. */
export const MAX_PERIOD_MONTHS = 24;
/** Length of the default period, calendar months. */
export const DEFAULT_PERIOD_MONTHS = 12;

/** The period as requested (already shape-checked by the body schema). */
export interface RequestedPeriod {
  start?: string;
  end?: string;
  timezone?: string;
}

/** A resolved period: ISO 8601 UTC instants (end exclusive) and the zone its dates are printed in. */
export interface TransitPeriod {
  start: string;
  end: string;
  timezone: string;
}

const fail = (field: string, message: string): never => {
  throw new ValidationError([{ parameter: field, location: 'body', message }]);
};

function readDate(value: string, zone: string, field: string, edge: 'start' | 'end'): number {
  const read = readSpanDate(value, zone, edge);
  return read.ok ? read.instant : fail(field, read.problem);
}

/** `instant` moved by calendar months on the zone's wall clock. */
function plusLocalMonths(instant: number, zone: string, months: number): number {
  return instantAtWallClock(zone, plusCalendarMonths(wallClockAt(zone, instant), months));
}

/**
 * Resolves the period of a transit report.
 * @param requested `transitPeriod` of the request, or undefined for the default period
 * @param birth the birth data's zone and coordinates (the default zone)
 * @param nowMs the time of the request, ms since the epoch
 * @param fields dotted paths of `transitPeriod` and of the birth data in the request, for errors
 * @throws ValidationError (400) naming `<period>.start`, `<period>.end`, `<period>.timezone`, or
 * `<birth>.timezone` when the default zone (the birth data's) is not a zone
 */
export function resolveTransitPeriod(
  requested: RequestedPeriod | undefined,
  birth: { timezone?: string; latitude: number; longitude: number },
  nowMs: number,
  fields: { period: string; birth: string },
): TransitPeriod {
  const prefix = fields.period;
  const zone =
    zoneNameAsSpelled(requested?.timezone ?? birth.timezone ?? timezoneAt(birth.latitude, birth.longitude)) ??
    fail(
      requested?.timezone !== undefined ? `${prefix}.timezone` : `${fields.birth}.timezone`,
      'expected an IANA time zone name such as Europe/Paris',
    );
  const start =
    requested?.start !== undefined
      ? readDate(requested.start, zone, `${prefix}.start`, 'start')
      : Math.floor(nowMs / 60_000) * 60_000;
  const end =
    requested?.end !== undefined
      ? readDate(requested.end, zone, `${prefix}.end`, 'end')
      : plusLocalMonths(start, zone, DEFAULT_PERIOD_MONTHS);
  if (start < SPAN_EARLIEST_MS || start >= SPAN_LATEST_MS)
    fail(`${prefix}.start`, 'expected an instant from 1800-01-01 to 2400-12-31');
  if (end <= start) fail(`${prefix}.end`, 'expected an instant after the start of the period');
  if (end > SPAN_LATEST_MS) fail(`${prefix}.end`, 'expected an instant up to 2400-12-31');
  if (end > plusLocalMonths(start, zone, MAX_PERIOD_MONTHS))
    fail(`${prefix}.end`, `the period may be at most ${MAX_PERIOD_MONTHS} months long`);
  return { start: spanInstantText(start), end: spanInstantText(end), timezone: zone };
}
