/**
 * Deterministic variety: texts choose among alternative phrasings by a hash of their key, so
 * the same key always reads the same and neighbouring keys read differently.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // Final avalanche so that keys differing only in their last characters spread over all slots.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** A chooser bound to one key: `pick(slot, options)` returns the same option for the same key and slot. */
export interface Chooser {
  pick<T>(slot: string, options: readonly T[]): T;
  /** An integer in [0, n) for the slot. */
  index(slot: string, n: number): number;
}

/** A chooser for `key` (for example a URN plus a language). */
export function chooserFor(key: string): Chooser {
  const index = (slot: string, n: number) => hashKey(`${key}|${slot}`) % n;
  return {
    index,
    pick: (slot, options) => {
      if (options.length === 0) throw new RangeError(`no options for slot ${slot}`);
      return options[index(slot, options.length)];
    },
  };
}
