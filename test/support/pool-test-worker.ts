/**
 * The calculation threads' entry for tests of the pool itself: the production task table
 * (workers/calc.ts) plus tasks that hold a thread until the test lets go, so that tests order
 * events by gates instead of by time.
 * - `hold`: waits (blocked, no CPU) until `gate[0]` is set; returns how many holds started before it.
 * - `busy`: burns CPU until `gate[0]` is set; returns the loop count.
 * `started[0]` counts the tasks that got a thread.
 */
import calculate from '../../workers/calc.ts';

interface GateInput {
  gate: Int32Array;
  started: Int32Array;
}

type Request = { task: 'hold' | 'busy'; input: GateInput } | { task: string; input: unknown };

export default function testCalculate(request: Request) {
  if (request.task === 'hold' || request.task === 'busy') {
    const { gate, started } = request.input as GateInput;
    const order = Atomics.add(started, 0, 1);
    if (request.task === 'hold') {
      Atomics.wait(gate, 0, 0);
      return { ok: true, value: order };
    }
    let n = 0;
    while (Atomics.load(gate, 0) === 0) n++;
    return { ok: true, value: n };
  }
  return calculate(request as Parameters<typeof calculate>[0]);
}
