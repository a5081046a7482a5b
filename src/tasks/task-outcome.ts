/**
 * What crosses the thread boundary between the web process and a calculation worker: plain data
 * only. A task either succeeds with a value or fails because of its input, naming the field; any
 * other failure is a bug and is rethrown as such.
 */

export type TaskOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; inputError: { parameter: string; message: string } };

/** True for errors that blame a field of the input (they carry `field` or `parameter`). */
export function inputErrorOf(error: unknown): { parameter: string; message: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const carrier = error as Error & { field?: unknown; parameter?: unknown; expected?: unknown };
  const parameter = typeof carrier.parameter === 'string' ? carrier.parameter : typeof carrier.field === 'string' ? carrier.field : undefined;
  if (!parameter) return undefined;
  // Messages often start with the field's name already ("dateTime: …"); the error list adds it again.
  const message = error.message.startsWith(`${parameter}: `) ? error.message.slice(parameter.length + 2) : error.message;
  return { parameter, message };
}

/** Runs a task function, turning input errors into a failed outcome. */
export function runTask<I, O>(fn: (input: I) => O, input: I): TaskOutcome<O> {
  try {
    return { ok: true, value: fn(input) };
  } catch (error) {
    const inputError = inputErrorOf(error);
    if (inputError) return { ok: false, inputError };
    throw error;
  }
}
