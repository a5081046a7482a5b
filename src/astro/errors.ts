/**
 * Errors of the calculation core for input it cannot compute with. Each names the offending
 * field (as the API names it) and what was expected, so the HTTP layer can answer 400.
 */

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

  constructor(field: string, code: BirthDataErrorCode, expected: string, detail?: string) {
    super(`${field}: ${detail ?? expected}`);
    this.field = field;
    this.code = code;
    this.expected = expected;
    this.detail = detail ?? expected;
  }

  /** The same problem blamed on `field` (a nested input's field as the enclosing input names it). */
  renamed(field: string): BirthDataError {
    return new BirthDataError(field, this.code, this.expected, this.detail);
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
  problem: { code: BirthDataErrorCode; expected: string; detail: string },
  expected = problem.expected,
): BirthDataError {
  return new BirthDataError(field, problem.code, expected, problem.detail);
}
