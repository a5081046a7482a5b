/**
 * One-typo variants of a query, generated against the name index so that only spellings that
 * start like some real key are tried: "amsterdma" → "amsterdam", "barcelonna" → "barcelona".
 */
import type { NameIndex } from './name-index.ts';

/** Most letters tried for a substitution or insertion at one position. */
const MAX_LETTERS_PER_POSITION = 64;

/**
 * The strings at Damerau–Levenshtein distance 1 from the normalized query `q` (one letter
 * deleted, inserted, replaced, or two neighbours swapped) that can still begin a key of
 * `index`. Inserted and replacing letters are the ones that follow the preceding text in some
 * key and lie in the same 256-code block as the letter they replace or precede (Latin stays
 * Latin, Cyrillic stays Cyrillic). Appending at the end is left out: prefix search covers it.
 * `q` itself is not among them. Order: deletions, swaps, then by position.
 */
export function typoVariants(index: NameIndex, q: string): string[] {
  const variants = new Set<string>();
  const n = q.length;
  for (let i = 0; i < n; i++) variants.add(q.slice(0, i) + q.slice(i + 1));
  for (let i = 0; i + 1 < n; i++) {
    if (q[i] !== q[i + 1]) variants.add(q.slice(0, i) + q[i + 1] + q[i] + q.slice(i + 2));
  }
  // [lo, hi) is the range of keys that start with q[0..i).
  let lo = 0;
  let hi = index.size;
  for (let i = 0; i < n && lo < hi; i++) {
    const head = q.slice(0, i);
    const block = q.charCodeAt(i) & 0xff00;
    let at = index.lowerBound(head + String.fromCharCode(block), lo, hi);
    for (let tried = 0; at < hi && tried < MAX_LETTERS_PER_POSITION; tried++) {
      if (index.keyLength(at) <= i) {
        at++;
        continue;
      }
      const code = index.keyCharCode(at, i);
      if ((code & 0xff00) !== block) break;
      const letter = String.fromCharCode(code);
      if (code !== q.charCodeAt(i)) variants.add(head + letter + q.slice(i + 1));
      variants.add(head + letter + q.slice(i));
      at = index.prefixEnd(head + letter, at, hi);
    }
    const next = q.slice(0, i + 1);
    lo = index.lowerBound(next, lo, hi);
    hi = index.prefixEnd(next, lo, hi);
  }
  variants.delete(q);
  return [...variants];
}
