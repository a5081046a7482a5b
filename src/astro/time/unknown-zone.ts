/**
 * The error for a time-zone name the database does not have: names the value, says what is
 * expected and, when a known name is close, which one was probably meant.
 */
import { BirthDataError } from '../errors.ts';
import { closestZoneName, tzdbVersion } from './zone-offset.ts';

/**
 * @param field the input field that held the name, e.g. `timezone` or `location.timezone`
 * @param value the name as sent
 */
export function unknownZoneError(field: string, value: unknown): BirthDataError {
  const expected = 'an IANA time zone name such as Europe/Paris (the list: GET /api/timezones)';
  const closest = typeof value === 'string' ? closestZoneName(value) : undefined;
  const hint = closest === undefined ? '' : ` (did you mean ${closest}?)`;
  const detail = `${JSON.stringify(value)} is not a zone of the IANA time-zone database ${tzdbVersion()}${hint}`;
  return new BirthDataError(field, 'unknown_timezone', expected, `${detail}; expected ${expected}`, {
    kind: 'unknownTimezone',
    value: JSON.stringify(value) ?? String(value),
    version: tzdbVersion(),
    ...(closest === undefined ? {} : { closest }),
  });
}
