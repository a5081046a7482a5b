/** Kept coefficient arrays: views of shared buffers that never overlap, zeroed, copies exact. */
import test from 'ava';
import { storedArray, storedCopy } from '../../../src/astro/ephemeris/coefficient-store.ts';

test('stored arrays are zeroed and never share an element, across the end of a buffer too', (t) => {
  const arrays = Array.from({ length: 3000 }, (_, i) => storedArray(5 + (i % 60)));
  for (const a of arrays) t.true(a.every((x) => x === 0));
  arrays.forEach((a, i) => a.fill(i + 1));
  // Each still holds its own mark: no later array wrote over an earlier one.
  t.true(arrays.every((a, i) => a.every((x) => x === i + 1)));
  t.true(new Set(arrays.map((a) => a.buffer)).size > 1, 'more than one buffer was used');
});

test('a stored copy holds exactly the values asked for; long arrays get a buffer of their own', (t) => {
  const values = Float64Array.from({ length: 40 }, (_, i) => Math.sin(i) / 3);
  t.deepEqual([...storedCopy(values, 25)], [...values.subarray(0, 25)]);
  t.deepEqual([...storedCopy(values)], [...values]);
  const long = storedArray(5000);
  t.is(long.length, 5000);
  t.is(long.buffer.byteLength, 5000 * 8);
});
