import test from 'ava';
import { LineBatcher } from '../../src/logging/line-batcher.ts';

function recordingDestination() {
  const writes: string[] = [];
  const calls: string[] = [];
  return {
    writes,
    calls,
    write(text: string) {
      writes.push(text);
    },
    flush(callback?: (error?: Error) => void) {
      calls.push('flush');
      callback?.();
    },
    flushSync() {
      calls.push('flushSync');
    },
  };
}

test('lines are held until a batch is full, then handed on in one write, in order', (t) => {
  const destination = recordingDestination();
  const batcher = new LineBatcher(destination, 30);
  batcher.write('{"n":1}\n');
  batcher.write('{"n":2}\n');
  batcher.write('{"n":3}\n');
  t.deepEqual(destination.writes, []);
  batcher.write('{"n":4}\n'); // 32 characters ≥ 30
  t.deepEqual(destination.writes, ['{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n']);
  batcher.write('{"n":5}\n');
  t.is(destination.writes.length, 1);
});

test('flush hands on what is gathered and lets the destination write it', (t) => {
  const destination = recordingDestination();
  const batcher = new LineBatcher(destination);
  batcher.write('a\n');
  batcher.write('b\n');
  let called = false;
  batcher.flush(() => (called = true));
  t.deepEqual(destination.writes, ['a\nb\n']);
  t.deepEqual(destination.calls, ['flush']);
  t.true(called);
  batcher.flush();
  t.is(destination.writes.length, 1, 'nothing gathered, nothing written');
});

test('flushSync hands on what is gathered and writes it synchronously; a closed destination does not throw', (t) => {
  const destination = recordingDestination();
  const batcher = new LineBatcher(destination);
  batcher.write('last words\n');
  batcher.flushSync();
  t.deepEqual(destination.writes, ['last words\n']);
  t.deepEqual(destination.calls, ['flushSync']);
  const closed = new LineBatcher({
    write() {},
    flushSync() {
      throw new Error('SonicBoom destroyed');
    },
  });
  closed.write('x\n');
  t.notThrows(() => closed.flushSync());
});
