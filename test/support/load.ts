/**
 * A load generator for fault tests: `count` requests, `concurrency` at a time, each answer (or
 * connection failure) recorded with the wall-clock time it arrived, so that a test can count
 * exactly what the service let through before, during and after a fault.
 */

export interface Answer {
  index: number;
  /** HTTP status, or 0 when the connection failed (refused, reset, aborted). */
  status: number;
  /** The error code of a JSON:API error body (rate_limited, quota_exceeded, …). */
  code?: string;
  /** Which target answered (the `send` function says). */
  target?: string;
  /** Epoch ms when the answer arrived. */
  at: number;
}

export type Send = (index: number) => Promise<{ status: number; code?: string; target?: string }>;

/**
 * Sends `count` requests, `concurrency` at a time; `onAnswer(answered)` is called after each
 * answer (not awaited: a test starts a fault from it while the load goes on).
 */
export async function runLoad(
  count: number,
  concurrency: number,
  send: Send,
  onAnswer?: (answered: number) => void,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      let answer: Answer;
      try {
        answer = { index, ...(await send(index)), at: Date.now() };
      } catch {
        answer = { index, status: 0, at: Date.now() };
      }
      answers.push(answer);
      onAnswer?.(answers.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** Answers by status and error code, e.g. {"200": 480, "429 quota_exceeded": 20}. */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of answers) {
    const name = code ? `${status} ${code}` : String(status);
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** A resolver to wait on from the load's callback: `wait` settles once `open()` was called. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
