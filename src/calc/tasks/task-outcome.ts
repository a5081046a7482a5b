/**
 * What crosses the thread boundary between the web process and a calculation worker: plain data
 * only. A task either succeeds with a value or fails because of its input, described as data
 * (an {@link InputProblem}); any other failure is a bug and is rethrown as such.
 */
import type { ProblemReason } from '../../astro/errors.ts';

/** A field of a task's input that cannot be computed with, as data. */
export interface InputProblem {
  /** The field, named as the task's input names it (`dateTime`, `birthLocation.latitude`). */
  field: string;
  /** Stable machine-readable reason (`impossible_date`, `unknown_timezone`, …; `invalid` when the error gives none). */
  code: string;
  /** What the field should contain, in words. */
  expected: string;
  /** What was wrong, in words, without the field's name (defaults to `expected`). */
  detail: string;
  /** The same as data, for the web side to say in the caller's language (astro/errors.ts). */
  reason?: ProblemReason;
}

export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; problem: InputProblem };

/** The problem an error blames on a field of the input (errors that carry `field` or `parameter`), else undefined. */
export function inputProblemOf(error: unknown): InputProblem | undefined {
  if (error instanceof TaskInputError) return error.problem;
  if (!(error instanceof Error)) return undefined;
  const carrier = error as Error & {
    field?: unknown;
    parameter?: unknown;
    code?: unknown;
    expected?: unknown;
    detail?: unknown;
    reason?: ProblemReason;
  };
  const field =
    typeof carrier.field === 'string'
      ? carrier.field
      : typeof carrier.parameter === 'string'
        ? carrier.parameter
        : undefined;
  if (!field) return undefined;
  // Messages of errors without a `detail` often start with the field's name ("dateTime: …"): cut
  // here, once; names are added by callerProblem.
  const detail =
    typeof carrier.detail === 'string'
      ? carrier.detail
      : error.message.startsWith(`${field}: `)
        ? error.message.slice(field.length + 2)
        : error.message;
  const expected = typeof carrier.expected === 'string' ? carrier.expected : detail;
  const reason = typeof carrier.reason === 'object' && carrier.reason !== null ? carrier.reason : undefined;
  return {
    field,
    code: typeof carrier.code === 'string' ? carrier.code : 'invalid',
    expected,
    detail,
    ...(reason ? { reason } : {}),
  };
}

/**
 * The problem with its field named as the caller sent it: `prefix` is where the task's input
 * sits in the request (`partner.birthData`), `names` renames fields the task calls otherwise
 * (`birthLocation.latitude` → `latitude`) before the prefix is added.
 */
export function callerProblem(
  problem: InputProblem,
  prefix = '',
  names: Readonly<Record<string, string>> = {},
): InputProblem {
  const field = names[problem.field] ?? problem.field;
  return { ...problem, field: prefix ? `${prefix}.${field}` : field };
}

/** The problem in one line, `field: detail` (a report's failure reason). */
export function describeProblem(problem: InputProblem): string {
  return `${problem.field}: ${problem.detail}`;
}

/** An input problem thrown as an error (by a task that renames a nested input's fields, or by a caller of a task's failed outcome). */
export class TaskInputError extends Error {
  constructor(readonly problem: InputProblem) {
    super(describeProblem(problem));
    this.name = 'TaskInputError';
  }
}

/** Runs a task function, turning input errors into a failed outcome. */
export function runTask<I, O>(fn: (input: I) => O, input: I): TaskOutcome<O> {
  try {
    return { ok: true, value: fn(input) };
  } catch (error) {
    const problem = inputProblemOf(error);
    if (problem) return { ok: false, problem };
    throw error;
  }
}
