/**
 * The search index of place names: every distinct normalized name, sorted, stored in one string,
 * each with the list of places it names. Exact and prefix look-ups are binary searches.
 */
import { normalizeName } from './normalize.ts';
import type { PlaceNames } from './place-table.ts';

/**
 * Flag on a posting: the key is not the start of the place's name but a later word of it
 * ("york" for New York). The low 30 bits of a posting are the place index.
 */
export const INNER_WORD = 0x80000000;
/** Flag on a posting: the key is only an alternate name of the place, not its primary or ASCII name. */
export const ALTERNATE_NAME = 0x40000000;
const PLACE_MASK = 0x3fffffff;

/** Shortest inner-word key indexed ("main" of Frankfurt am Main yes, "am main" yes, "de" no). */
const MIN_INNER_KEY = 3;

/** The sorted distinct keys and their postings (place indexes, possibly flagged INNER_WORD). */
export class NameIndex {
  /** Number of distinct keys. */
  readonly size: number;

  constructor(
    /** All keys one after another, in UTF-16 code-unit order. */
    readonly keyText: string,
    /** Key i spans keyText[keyStart[i], keyStart[i+1]); length size+1. */
    readonly keyStart: Uint32Array,
    /** Postings of key i are postings[postStart[i], postStart[i+1]); length size+1. */
    readonly postStart: Uint32Array,
    readonly postings: Uint32Array,
  ) {
    this.size = keyStart.length - 1;
  }

  /** The key at sorted position i (0..size-1). */
  key(i: number): string {
    return this.keyText.slice(this.keyStart[i], this.keyStart[i + 1]);
  }

  /** First position in [lo, hi) whose key is ≥ q (hi when none). */
  lowerBound(q: string, lo = 0, hi = this.size): number {
    const text = this.keyText;
    const starts = this.keyStart;
    const m = q.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = starts[mid];
      const n = starts[mid + 1] - s;
      const len = n < m ? n : m;
      let d = 0;
      for (let i = 0; i < len && d === 0; i++) d = text.charCodeAt(s + i) - q.charCodeAt(i);
      if (d === 0) d = n - m;
      if (d < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position in [lo, hi) whose key neither starts with q nor sorts before q. */
  prefixEnd(q: string, lo = 0, hi = this.size): number {
    const text = this.keyText;
    const starts = this.keyStart;
    const m = q.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = starts[mid];
      const n = starts[mid + 1] - s;
      const len = n < m ? n : m;
      let d = 0;
      for (let i = 0; i < len && d === 0; i++) d = text.charCodeAt(s + i) - q.charCodeAt(i);
      if (d === 0 && n < m) d = -1;
      if (d <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position of the key equal to q, or −1. */
  find(q: string, lo = 0, hi = this.size): number {
    const i = this.lowerBound(q, lo, hi);
    if (i >= hi || this.keyStart[i + 1] - this.keyStart[i] !== q.length) return -1;
    return this.keyText.startsWith(q, this.keyStart[i]) ? i : -1;
  }

  /** Length of key i in UTF-16 code units. */
  keyLength(i: number): number {
    return this.keyStart[i + 1] - this.keyStart[i];
  }

  /** UTF-16 code unit at position `at` of key i (at < keyLength(i)). */
  keyCharCode(i: number, at: number): number {
    return this.keyText.charCodeAt(this.keyStart[i] + at);
  }
}

/** The place index (0..2^30-1) of a posting. */
export function postingPlace(posting: number): number {
  return posting & PLACE_MASK;
}

/**
 * Builds the index over places 0..count-1 (at most 2^30): every name namesOf gives (normalized,
 * duplicates per place removed) is a key, flagged ALTERNATE_NAME unless it is the first or
 * second name (primary and ASCII name); the later words of those two are keys too, flagged
 * INNER_WORD, when at least MIN_INNER_KEY long.
 */
export function buildNameIndex(count: number, namesOf: PlaceNames): NameIndex {
  // Postings are first chained per key in arrival order: keyId → last posting → previous ...
  const keyIds = new Map<string, number>();
  let lastOfKey = new Int32Array(1 << 20).fill(-1);
  let postingValue = new Uint32Array(1 << 21);
  let previousPosting = new Int32Array(1 << 21);
  let postingCount = 0;
  const add = (key: string, posting: number) => {
    let id = keyIds.get(key);
    if (id === undefined) {
      id = keyIds.size;
      keyIds.set(key, id);
      if (id >= lastOfKey.length) lastOfKey = grown(lastOfKey, -1);
    }
    if (postingCount >= postingValue.length) {
      postingValue = grown(postingValue, 0);
      previousPosting = grown(previousPosting, -1);
    }
    postingValue[postingCount] = posting;
    previousPosting[postingCount] = lastOfKey[id];
    lastOfKey[id] = postingCount++;
  };
  const own = new Map<string, boolean>(); // key → is a primary or ASCII name
  const inner = new Set<string>();
  for (let place = 0; place < count; place++) {
    own.clear();
    inner.clear();
    const names = namesOf(place);
    for (let n = 0; n < names.length; n++) {
      const key = normalizeName(names[n]);
      if (key === '') continue;
      if (n < 2 || !own.has(key)) own.set(key, n < 2);
      if (n < 2) {
        for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
          const rest = key.slice(at + 1);
          if (rest.length >= MIN_INNER_KEY) inner.add(rest);
        }
      }
    }
    for (const [key, primary] of own) add(key, primary ? place : (place | ALTERNATE_NAME) >>> 0);
    for (const key of inner) if (!own.has(key)) add(key, (place | INNER_WORD) >>> 0);
  }

  const keyById = [...keyIds.keys()];
  keyIds.clear();
  const order = sortedKeyIds(keyById);
  const keyStart = new Uint32Array(order.length + 1);
  const postStart = new Uint32Array(order.length + 1);
  const postings = new Uint32Array(postingCount);
  const sortedKeys: string[] = new Array(order.length);
  let textLength = 0;
  let filled = 0;
  for (let i = 0; i < order.length; i++) {
    const id = order[i];
    const key = keyById[id];
    sortedKeys[i] = key;
    keyStart[i] = textLength;
    postStart[i] = filled;
    textLength += key.length;
    let chainLength = 0;
    for (let p = lastOfKey[id]; p >= 0; p = previousPosting[p]) chainLength++;
    let at = filled + chainLength;
    for (let p = lastOfKey[id]; p >= 0; p = previousPosting[p]) postings[--at] = postingValue[p];
    filled += chainLength;
  }
  keyStart[order.length] = textLength;
  postStart[order.length] = filled;
  return new NameIndex(sortedKeys.join(''), keyStart, postStart, postings);
}

const ID_RANGE = 2 ** 21;

/**
 * The ids 0..keys.length-1 (at most 2^21 keys, none empty) ordered by their keys in UTF-16
 * code-unit order. Sorts numbers made of the first two code units and the id natively, then
 * only the runs that share their first two code units by string comparison, which is much
 * faster than sorting the strings (the `geocoding` benchmark prints the index's build time).
 */
function sortedKeyIds(keys: readonly string[]): Uint32Array {
  const n = keys.length;
  if (n > ID_RANGE) throw new RangeError(`too many name keys: ${n}`);
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    const second = key.length > 1 ? key.charCodeAt(1) + 1 : 0;
    packed[i] = (key.charCodeAt(0) * 65537 + second) * ID_RANGE + i;
  }
  packed.sort();
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = packed[i] % ID_RANGE;
  const byKey = (x: number, y: number) => (keys[x] < keys[y] ? -1 : 1);
  for (let start = 0; start < n; ) {
    const prefix = Math.floor(packed[start] / ID_RANGE);
    let end = start + 1;
    while (end < n && Math.floor(packed[end] / ID_RANGE) === prefix) end++;
    if (end - start > 1) order.subarray(start, end).sort(byKey);
    start = end;
  }
  return order;
}

/** A typed array twice as long, holding the old values and `fill` after them. */
function grown<T extends Int32Array | Uint32Array>(array: T, fill: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  bigger.fill(fill, array.length);
  return bigger;
}
