/** The period a sky calendar searches, checked the same way by each of them. */
import { inputError } from '../errors.ts';

const DAY_MS = 86_400_000;

/**
 * Throws the input error naming the field when `startDate` or `endDate` lies outside the dates
 * `first` … `last` (UTC, both included) or the end is not after the start.
 */
export function checkPeriod(startMs: number, endMs: number, first: string, last: string): void {
  const earliest = Date.parse(`${first}T00:00:00Z`);
  const latest = Date.parse(`${last}T00:00:00Z`) + DAY_MS;
  const range = `a date from ${first} to ${last}`;
  const reason = { kind: 'range', value: 'date', min: first, max: last } as const;
  if (!(startMs >= earliest && startMs < latest)) throw inputError('startDate', 'out_of_range', reason, range);
  if (!(endMs > earliest && endMs <= latest)) throw inputError('endDate', 'out_of_range', reason, range);
  if (!(endMs > startMs))
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'startDate', orSame: true },
      'a date on or after startDate',
    );
}
