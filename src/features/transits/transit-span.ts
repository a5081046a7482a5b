/**
 * The span of a transit request as two instants: `transitDateStart` and `transitDateEnd` read
 * in the time zone of `transitLocation` (its `timezone`, else the zone at its coordinates; the
 * birth place's when no transit location is given).
 *
 * - `YYYY-MM-DD`: the local midnight starting that day; as an end, the midnight ending it (the
 *   whole end date is included).
 * - `YYYY-MM-DDTHH:mm[:ss[.sss]]`: that local wall-clock time (a time skipped by a clock change
 *   moves forward by the gap).
 * - With `Z` or `±HH:MM`: that instant.
 * The span must lie in 1800-01-01 … 2401-01-01 UTC, end after start, at most
 * {@link MAX_SPAN_YEARS} calendar years long.
 */
import { DateTime, IANAZone } from 'luxon';
import { timezoneAt } from '../../astro/time/birth-time.ts';
import { ValidationError, type FieldProblem } from '../../http/errors.ts';
import type { TransitSpan } from '../../responses/transits.ts';
import { MAX_SPAN_YEARS, type TransitBody } from './schema.ts';

const EARLIEST = Date.parse('1800-01-01T00:00:00Z');
const LATEST = Date.parse('2401-01-01T00:00:00Z');

export type { TransitSpan } from '../../responses/transits.ts';

const fail = (parameter: string, message: string): never => {
  throw new ValidationError([{ parameter, location: 'body', message } satisfies FieldProblem]);
};

/** The zone that reads the transit dates, and the field it came from (for errors). */
function spanZone(body: TransitBody): { zone: string; field: string } {
  const place = body.transitLocation ?? body.birthLocation;
  const prefix = body.transitLocation ? 'transitLocation' : 'birthLocation';
  const zone = place.timezone ?? timezoneAt(place.latitude, place.longitude);
  // IANAZone.create keeps one instance per name, so the check runs once per zone (isValidZone
  // builds an Intl.DateTimeFormat on every call).
  if (!IANAZone.create(zone).isValid) fail(`${prefix}.timezone`, 'expected an IANA time zone name such as Europe/Paris');
  return { zone, field: `${prefix}.timezone` };
}

function readDate(value: string, zone: string, field: 'transitDateStart' | 'transitDateEnd'): DateTime {
  const text = value.replace(' ', 'T');
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(text);
  let at = hasOffset ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text, { zone });
  if (!at.isValid) fail(field, `${value} is not a date that exists (${at.invalidExplanation ?? at.invalidReason})`);
  if (dateOnly && field === 'transitDateEnd') at = at.plus({ days: 1 });
  return at;
}

/**
 * Resolves and checks the span.
 * @throws ValidationError naming `transitDateStart`, `transitDateEnd` or the timezone field
 */
export function resolveTransitSpan(body: TransitBody): TransitSpan {
  const { zone } = spanZone(body);
  const start = readDate(body.transitDateStart, zone, 'transitDateStart');
  const end = readDate(body.transitDateEnd, zone, 'transitDateEnd');
  if (start.toMillis() < EARLIEST || start.toMillis() >= LATEST) fail('transitDateStart', 'expected an instant from 1800-01-01 to 2400-12-31');
  if (end.toMillis() > LATEST || end.toMillis() <= EARLIEST) fail('transitDateEnd', 'expected an instant from 1800-01-01 to 2400-12-31');
  if (end.toMillis() <= start.toMillis()) fail('transitDateEnd', 'expected an instant after transitDateStart');
  if (end.toMillis() > start.toUTC().plus({ years: MAX_SPAN_YEARS }).toMillis()) {
    fail('transitDateEnd', `the span may be at most ${MAX_SPAN_YEARS} years long`);
  }
  const iso = (at: DateTime) => at.toUTC().toISO({ suppressMilliseconds: true })!;
  return { start: iso(start), end: iso(end), timezone: zone };
}
