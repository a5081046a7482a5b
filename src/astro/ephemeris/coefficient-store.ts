/**
 * Where kept coefficient arrays live: views into shared buffers of 32 kB rather than arrays of
 * their own. A Float64Array above 64 bytes keeps its contents outside the V8 heap, and making
 * one costs several times what a view of a buffer does; a cold transit chart keeps hundreds of
 * them, enough to show in the `transit` benchmark.
 *
 * A buffer is freed only when no view of it is left, so store here what is built together and
 * forgotten together (the fits of a span, the sky's blocks), not scratch: a block the transit
 * cache keeps while it forgets its neighbours keeps their buffer too. Buffers are kept small
 * (32 kB, some 30 to 150 arrays) so that such a buffer holds little besides, while making one
 * still costs each of its arrays next to nothing. Views never cross threads (posting one would
 * copy its whole buffer).
 */

/** Doubles per buffer. */
const BUFFER_LENGTH = 4096;
/** Longer arrays get a buffer of their own (the longest kept, the Moon's blocks, have about 210). */
const LONGEST_SHARED = BUFFER_LENGTH / 8;

let buffer = new Float64Array(BUFFER_LENGTH);
let used = 0;

/**
 * A zeroed array of `length` doubles to keep, a view into a shared buffer.
 * @param length number of doubles
 */
export function storedArray(length: number): Float64Array {
  if (length > LONGEST_SHARED) return new Float64Array(length);
  if (used + length > BUFFER_LENGTH) {
    buffer = new Float64Array(BUFFER_LENGTH);
    used = 0;
  }
  const view = buffer.subarray(used, used + length);
  used += length;
  return view;
}

/**
 * A kept copy of the first `length` values (e.g. coefficients computed into scratch).
 * @param values the values to copy
 * @param length how many (default all)
 */
export function storedCopy(values: ArrayLike<number>, length = values.length): Float64Array {
  const copy = storedArray(length);
  for (let i = 0; i < length; i++) copy[i] = values[i];
  return copy;
}
