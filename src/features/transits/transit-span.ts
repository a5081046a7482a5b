/**
 * The span of a transit request as two instants: `transitDateStart` and `transitDateEnd` read
 * in the time zone of `transitLocation` (its `timezone`, else the zone at its coordinates; the
 * birth place's when no transit location is given), on the service's time-zone database as birth
 * times are (astro/time/span-date.ts: a bare date is a local midnight, and as an end includes its
 * day; a local time a clock change skipped moves forward by the gap; `Z` or `±HH:MM` is that
 * instant).
 * The span must lie in 1800-01-01 … 2401-01-01 UTC, end after start, at most
 * {@link MAX_SPAN_YEARS} calendar years long.
 */
import { timezoneAt } from '../../astro/time/birth-time.ts';
import { readSpanDate, SPAN_EARLIEST_MS, SPAN_LATEST_MS, spanInstantText } from '../../astro/time/span-date.ts';
import { plusCalendarMonths } from '../../astro/time/wall-clock.ts';
import { zoneNameAsSpelled } from '../../astro/time/zone-offset.ts';
import type { TransitSpan } from '../../calc/responses/transits.ts';
import { type FieldProblem, ValidationError } from '../../http/errors.ts';
import { MAX_SPAN_YEARS, type TransitBody } from './schema.ts';

export type { TransitSpan } from '../../calc/responses/transits.ts';

const fail = (parameter: string, message: string): never => {
  throw new ValidationError([{ parameter, location: 'body', message } satisfies FieldProblem]);
};

/** The zone that reads the transit dates, as the database spells it. */
function spanZone(body: TransitBody): string {
  const place = body.transitLocation ?? body.birthLocation;
  const prefix = body.transitLocation ? 'transitLocation' : 'birthLocation';
  const zone = zoneNameAsSpelled(place.timezone ?? timezoneAt(place.latitude, place.longitude));
  return zone ?? fail(`${prefix}.timezone`, 'expected an IANA time zone name such as Europe/Paris');
}

function readDate(body: TransitBody, zone: string, field: 'transitDateStart' | 'transitDateEnd'): number {
  const read = readSpanDate(body[field], zone, field === 'transitDateEnd' ? 'end' : 'start');
  return read.ok ? read.instant : fail(field, read.problem);
}

/**
 * Resolves and checks the span.
 * @throws ValidationError naming `transitDateStart`, `transitDateEnd` or the timezone field
 */
export function resolveTransitSpan(body: TransitBody): TransitSpan {
  const zone = spanZone(body);
  const start = readDate(body, zone, 'transitDateStart');
  const end = readDate(body, zone, 'transitDateEnd');
  if (start < SPAN_EARLIEST_MS || start >= SPAN_LATEST_MS)
    fail('transitDateStart', 'expected an instant from 1800-01-01 to 2400-12-31');
  if (end > SPAN_LATEST_MS || end <= SPAN_EARLIEST_MS)
    fail('transitDateEnd', 'expected an instant from 1800-01-01 to 2400-12-31');
  if (end <= start) fail('transitDateEnd', 'expected an instant after transitDateStart');
  if (end > plusCalendarMonths(start, 12 * MAX_SPAN_YEARS))
    fail('transitDateEnd', `the span may be at most ${MAX_SPAN_YEARS} years long`);
  return { start: spanInstantText(start), end: spanInstantText(end), timezone: zone };
}
