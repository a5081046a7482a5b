/**
 * Errors of the calculation core for input it cannot compute with. Each names the offending
 * field (as the API names it) and what was expected, so the HTTP layer can answer 400.
 */

import type { DateForm, DateReason } from './time/date-grammar.ts';

/**
 * What was wrong, as plain data the web side writes in the caller's language (the error
 * catalogue): a text the date grammar refused, a time-zone name the database lacks, a value out
 * of its range or not among the known ones, a span too long, … The English `expected` and
 * `detail` of the error say the same in words.
 */
export type ProblemReason =
  | { kind: 'date'; reason: DateReason; text: string; form: DateForm }
  | { kind: 'unknownTimezone'; value: string; version: string; closest?: string }
  /** A value from `min` to `max` (dates as YYYY-MM-DD, instants as ISO text); `fromBirth`: `min` is the birth's year or date. */
  | {
      kind: 'range';
      value: 'date' | 'instant' | 'year' | 'wholeNumber' | 'degrees';
      min: number | string;
      max: number | string;
      fromBirth?: boolean;
    }
  /** A date or instant after the field `than` (null: after the birth); `orSame`: the same day is fine. */
  | { kind: 'after'; value: 'date' | 'instant'; than: string | null; orSame: boolean }
  /** A span from the field `from` of at most (`lessThan`: less than) `max` days or years; `bothIncluded`: both days count. */
  | { kind: 'span'; max: number; unit: 'days' | 'years'; from: string; bound: 'atMost' | 'lessThan' | 'bothIncluded' }
  /**
   * One of `values` (`item`: ids of points or aspects among them; `nonEmpty`: a non-empty list of them);
   * `got`: the value sent that is not among them.
   */
  | { kind: 'among'; values: readonly string[]; item?: 'point' | 'aspect'; nonEmpty?: boolean; got?: string }
  | { kind: 'houseSystem'; names: readonly string[]; letters: readonly string[] }
  /** Not the shape the field takes. */
  | { kind: 'shape'; shape: InputShape }
  /** An ayanamsa given with the tropical zodiac. */
  | { kind: 'siderealOnly' }
  /** A coordinate a sky calendar needs for rise and set. */
  | { kind: 'placeNeeded'; coordinate: 'latitude' | 'longitude' }
  /** The Sun does not rise and set there on `date` (polar day or night): no sunrise-based day or unequal hours. */
  | { kind: 'polar'; date: string; purpose: 'sunriseDay' | 'planetaryHours' }
  /** A local time a clock change skips or repeats in `zone`. */
  | { kind: 'localTime'; zone: string; clock: 'skipped' | 'repeated' }
  | { kind: 'tooManyReturns'; max: number; body: string; count: number }
  /** A date after the birth (`birth`, its local date-time) and not beyond `max`. */
  | { kind: 'afterBirth'; birth: string; max: string }
  | { kind: 'orb'; max: number }
  | { kind: 'unknownStar' };

/** The shapes a field takes, named by {@link ProblemReason} `shape`. */
export type InputShape =
  | 'list'
  | 'pointList'
  | 'aspectList'
  | 'orbsObject'
  | 'birthData'
  | 'natalBody'
  | 'instant'
  | 'timezoneOrPlace';

/** The data of one kind of {@link ProblemReason}, without its `kind`. */
export type ReasonOf<K extends ProblemReason['kind']> = Omit<Extract<ProblemReason, { kind: K }>, 'kind'>;

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

/**
 * A {@link BirthDataError} that says what was wrong as data too (the web side writes `reason` in
 * the caller's language; `expected` and `detail` are the English words).
 */
export function inputError(
  field: string,
  code: BirthDataErrorCode,
  reason: ProblemReason,
  expected: string,
  detail?: string,
): BirthDataError {
  return new BirthDataError(field, code, expected, detail, reason);
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
