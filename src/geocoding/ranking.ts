/**
 * The scores that order search results, and the collector that keeps the best score per place
 * and picks the top results. Higher scores rank first.
 *
 * A score is band × BAND_UNIT + tier × TIER_UNIT + population × weight:
 *   band   — which reading of the query matched (see Band), so a qualified reading ranks
 *            before the plain one;
 *   tier   — 1 for an exact match of a whole name (not through a typo) when the query is long
 *            enough for typos to be tried, so that a typo variant never passes a place whose
 *            name was typed in full ("Hoi An" is Hội An, not Xi'an); 0 otherwise;
 *   weight — match quality (see matchWeight): exact beats prefix by ×20, the primary name beats
 *            an alternate name, a later word of a name ("york" in New York) and a one-typo
 *            variant count less. Population decides among matches of equal quality, and a
 *            big city can pass a tiny place of a better match kind: typing "Ber" offers Berlin
 *            before a hamlet called Ber, and "Parsi" offers Paris before Parsippany.
 */

/** Which reading of the query produced a match, best first. */
export const Band = {
  /** The whole query is exactly the primary name of the place ("Villa Argentina" even when "Argentina" reads as qualifier). */
  WholeExact: 3,
  /** The query read with its qualifier ("Springfield IL"). */
  Qualified: 2,
  /** The whole query read as a name, other matches. */
  Plain: 1,
} as const;
export type Band = (typeof Band)[keyof typeof Band];

/** Which of a place's names matched. */
export const NameSource = {
  /** The primary or ASCII name. */
  Name: 0,
  /** An alternate name (other languages, scripts, historic names, codes). */
  Alternate: 1,
  /** A later word of the primary or ASCII name ("york" of New York). */
  InnerWord: 2,
} as const;
export type NameSource = (typeof NameSource)[keyof typeof NameSource];

/** Weights of [exact, prefix] matches by NameSource. */
const EXACT_WEIGHTS = [20, 10, 0.2];
const PREFIX_WEIGHTS = [1, 0.1, 0.02];
/** Factor on the weight of a match through a one-typo variant. */
const TYPO_FACTOR = 0.1;
const BAND_UNIT = 1e11;
const TIER_UNIT = 1e10;

/**
 * The quality factor of a match (0.002..20): `exact` when the whole name matched rather than a
 * prefix of it, `typo` when it matched a one-typo variant of the query.
 */
export function matchWeight(exact: boolean, source: NameSource, typo: boolean): number {
  const weight = (exact ? EXACT_WEIGHTS : PREFIX_WEIGHTS)[source];
  return typo ? weight * TYPO_FACTOR : weight;
}

/**
 * The score of one match; `tier` 0 or 1, population in inhabitants (0..2^32), weight from
 * matchWeight.
 */
export function matchScore(band: Band, tier: number, weight: number, population: number): number {
  return band * BAND_UNIT + tier * TIER_UNIT + population * weight;
}

/**
 * Best score per place for one search, reusable across searches (stamps instead of clearing):
 * offer() as many matches as found, then top() gives the best places.
 */
export class ScoreCollector {
  private readonly stamp: Uint32Array;
  private readonly score: Float64Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private generation = 0;

  /** For places 0..placeCount-1. */
  constructor(placeCount: number) {
    this.stamp = new Uint32Array(placeCount);
    this.score = new Float64Array(placeCount);
    this.touched = new Int32Array(placeCount);
  }

  /** Forgets all offers. */
  reset(): void {
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    this.touchedCount = 0;
  }

  /** Number of distinct places offered since the last reset. */
  get size(): number {
    return this.touchedCount;
  }

  /** Records a match of place `place` with `score`; keeps the higher score per place. */
  offer(place: number, score: number): void {
    if (this.stamp[place] !== this.generation) {
      this.stamp[place] = this.generation;
      this.score[place] = score;
      this.touched[this.touchedCount++] = place;
    } else if (score > this.score[place]) {
      this.score[place] = score;
    }
  }

  /**
   * The up to `limit` places with the highest scores, best first; ties go to the lower place
   * index (file order), so results are stable.
   */
  top(limit: number): number[] {
    const best: number[] = [];
    const bestScore: number[] = [];
    if (limit <= 0) return best;
    for (let t = 0; t < this.touchedCount; t++) {
      const place = this.touched[t];
      const s = this.score[place];
      if (best.length === limit) {
        const last = bestScore[limit - 1];
        if (s < last || (s === last && place > best[limit - 1])) continue;
      }
      let at = best.length;
      while (at > 0 && (bestScore[at - 1] < s || (bestScore[at - 1] === s && best[at - 1] > place))) at--;
      best.splice(at, 0, place);
      bestScore.splice(at, 0, s);
      if (best.length > limit) {
        best.pop();
        bestScore.pop();
      }
    }
    return best;
  }
}
