/** The texts one language gives numerology: each written for its number, kind, debt or relation. */

import type { NumberRelation } from '../compatibility.ts';
import type { NumberKind } from '../numbers.ts';

export interface NumerologyTexts {
  /** What each kind of number speaks of (one sentence). */
  kinds: Record<NumberKind, string>;
  /** The meaning of each value: 1–9, the master numbers 11, 22, 33, and 0 (nothing counted). */
  numbers: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33, string>;
  /** The lesson of each karmic debt. */
  karmicDebts: Record<13 | 14 | 16 | 19, string>;
  /** What each relation between two numbers means for a couple. */
  relations: Record<NumberRelation, string>;
  /** Readable names of the kinds. */
  labels: Record<NumberKind, string>;
}
