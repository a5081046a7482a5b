/**
 * Errors of the calculation core for input it cannot compute with. Each names the offending
 * field (as the API names it) and what was expected, so the HTTP layer can answer 400.
 */

import type { DateForm, DateReason } from './time/date-grammar.ts';

/**
 * What was wrong, as plain data the web side writes in the caller's language (the error
 * catalogue): a text the date grammar refused, or a time-zone name the database lacks.
 */
export type ProblemReason =
  | { kind: 'date'; reason: DateReason; text: string; form: DateForm }
  | { kind: 'unknownTimezone'; value: string; version: string; closest?: string };

/** Bad birth data or chart options: which field, and what it should have been. */
export class BirthDataError extends Error {
  override readonly name = 'BirthDataError';
  /** The input field at fault, e.g. `dateTime`, `timezone`, `latitude`, `houseSystem`. */
  readonly field: string;
  /** What the field should contain, in words. */
  readonly expected: string;
  /** Stable machine-readable reason. */
  readonly code: BirthDataErrorCode;

  /** What was wrong, in words, without the field's name (defaults to `expected`). */
  readonly detail: string;
  /** The same as data, when the web side can say it in other languages. */
  readonly reason?: ProblemReason;

  constructor(field: string, code: BirthDataErrorCode, expected: string, detail?: string, reason?: ProblemReason) {
    super(`${field}: ${detail ?? expected}`);
    this.field = field;
    this.code = code;
    this.expected = expected;
    this.detail = detail ?? expected;
    this.reason = reason;
  }

  /** The same problem blamed on `field` (a nested input's field as the enclosing input names it). */
  renamed(field: string): BirthDataError {
    return new BirthDataError(field, this.code, this.expected, this.detail, this.reason);
  }
}

/** Reasons for a {@link BirthDataError}. */
export type BirthDataErrorCode =
  | 'invalid_format'
  | 'impossible_date'
  | 'out_of_range'
  | 'unknown_timezone'
  | 'skipped_local_time'
  | 'repeated_local_time'
  | 'unknown_value';

/**
 * A problem the date grammar found (time/date-grammar.ts) blamed on `field`; `expected` may
 * state the field's own rule (its range) instead of the grammar's forms.
 */
export function dateProblemError(
  field: string,
  problem: {
    code: BirthDataErrorCode;
    expected: string;
    detail: string;
    reason?: DateReason;
    text?: string;
    form?: DateForm;
  },
  expected = problem.expected,
): BirthDataError {
  const { reason, text, form } = problem;
  const data: ProblemReason | undefined =
    reason && text !== undefined && form ? { kind: 'date', reason, text, form } : undefined;
  return new BirthDataError(field, problem.code, expected, problem.detail, data);
}
