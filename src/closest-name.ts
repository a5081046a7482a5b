/**
 * The known name a mistyped one most likely meant, for "did you mean …?" hints: member names,
 * query parameters, time-zone names.
 */

/** Levenshtein distance, case-insensitive. */
function distance(a: string, b: string): number {
  const [s, t] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[t.length];
}

/** The known name closest to `name`, when it is close enough to be a typo of it. */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}
