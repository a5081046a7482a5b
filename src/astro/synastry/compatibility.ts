/**
 * The compatibility score: a number from 0 to 100 and a breakdown by theme, computed from the
 * inter-aspects alone, so that the same two births always give the same score.
 *
 * For each inter-aspect between point a (person 1) and point b (person 2):
 *
 *     weight    w = POINT_WEIGHTS[a] × POINT_WEIGHTS[b] × ASPECT_WEIGHTS[aspect]
 *     exactness e = 1 − orb / orbAllowed                       (1 exact … 0 at the edge of orb)
 *     tone      t = ASPECT_TONES[aspect]                       (+1 harmonious … −1 challenging)
 *                   a conjunction is +1, or 0 when both points are in TENSE_POINTS
 *     strength  s = w × e
 *
 * An aspect counts toward every theme whose rule its pair of points meets (THEMES). In a theme:
 *
 *     harmony H = Σ s × t   over its aspects with t > 0
 *     tension T = Σ s × |t| over its aspects with t < 0
 *     score     = 50 + 50 × (H − T) / (H + T + DAMPING)            (0 … 100; 50 without aspects)
 *
 * DAMPING keeps one loose aspect from deciding a theme. The overall score is the mean of the theme
 * scores weighted by THEMES[*].weight (the weights sum to 1), rounded to the nearest integer;
 * theme scores are reported rounded to integers but enter the overall score unrounded. A caller
 * may give its own weights per theme (any non-negative numbers, at least one above 0): they are
 * divided by their sum, and a theme left out keeps its default weight before that division.
 */
import type { AspectId, PointId } from '../vocabulary.ts';
import type { InterAspect } from './inter-aspects.ts';

/** Version of the formula; it changes whenever a constant or a rule below changes. */
export const COMPATIBILITY_FORMULA_VERSION = '1';

/** How much a point matters in a relationship reading (unlisted points: 0.5). */
export const POINT_WEIGHTS: Readonly<Partial<Record<PointId, number>>> = {
  sun: 3,
  moon: 3,
  venus: 3,
  mars: 2.5,
  mercury: 2,
  ascendant: 2,
  jupiter: 1.5,
  saturn: 1.5,
  midheaven: 1,
  'true-node': 1,
  uranus: 1,
  neptune: 1,
  pluto: 1,
  chiron: 0.5,
};

/** How much an aspect matters (unlisted: 0.25). */
export const ASPECT_WEIGHTS: Readonly<Record<AspectId, number>> = {
  conjunction: 1,
  opposition: 1,
  trine: 1,
  square: 1,
  sextile: 0.75,
  quincunx: 0.4,
  'semi-sextile': 0.25,
  'semi-square': 0.25,
  sesquiquadrate: 0.25,
  quintile: 0.25,
  'bi-quintile': 0.25,
};

/** Tone of each aspect: +1 harmonious, −1 challenging; the conjunction's depends on its points. */
export const ASPECT_TONES: Readonly<Record<AspectId, number>> = {
  conjunction: 1,
  trine: 1,
  sextile: 1,
  opposition: -1,
  square: -1,
  quincunx: -0.5,
  'semi-square': -0.5,
  sesquiquadrate: -0.5,
  'semi-sextile': 0.5,
  quintile: 0.5,
  'bi-quintile': 0.5,
};

/** Points whose conjunction with each other is neither easy nor hard (tone 0). */
export const TENSE_POINTS: ReadonlySet<PointId> = new Set<PointId>([
  'mars',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
]);

/** Damping of the theme score, in weight units (an exact Sun–Moon trine has strength 9). */
export const DAMPING = 3;

/** The themes of the breakdown. */
export const THEME_IDS = ['core', 'emotional', 'attraction', 'communication', 'commitment', 'growth'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** A theme: its share of the overall score and which pairs of points (either way round) count toward it. */
export interface ThemeRule {
  id: ThemeId;
  /** Share of the overall score; the weights of all themes sum to 1. */
  weight: number;
  /** Readable statement of the rule (English; for documentation). */
  rule: string;
  matches(a: PointId, b: PointId): boolean;
}

const either = (a: PointId, b: PointId, set: readonly PointId[]) => set.includes(a) || set.includes(b);
const both = (a: PointId, b: PointId, set: readonly PointId[]) => set.includes(a) && set.includes(b);

/** The theme rules, in the order of the breakdown. */
export const THEMES: readonly ThemeRule[] = [
  {
    id: 'core',
    weight: 0.2,
    rule: 'Sun, Moon or Ascendant with Sun, Moon or Ascendant',
    matches: (a, b) => both(a, b, ['sun', 'moon', 'ascendant']),
  },
  { id: 'emotional', weight: 0.2, rule: 'the Moon with any point', matches: (a, b) => either(a, b, ['moon']) },
  {
    id: 'attraction',
    weight: 0.2,
    rule: 'Venus or Mars with Venus, Mars, Sun, Moon, Ascendant or Pluto',
    matches: (a, b) =>
      either(a, b, ['venus', 'mars']) && both(a, b, ['venus', 'mars', 'sun', 'moon', 'ascendant', 'pluto']),
  },
  { id: 'communication', weight: 0.15, rule: 'Mercury with any point', matches: (a, b) => either(a, b, ['mercury']) },
  {
    id: 'commitment',
    weight: 0.15,
    rule: 'Saturn with Sun, Moon, Mercury, Venus, Mars, Ascendant or Saturn',
    matches: (a, b) =>
      either(a, b, ['saturn']) && both(a, b, ['saturn', 'sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant']),
  },
  {
    id: 'growth',
    weight: 0.1,
    rule: 'Jupiter or the north node with any point',
    matches: (a, b) => either(a, b, ['jupiter', 'true-node']),
  },
];

/** Tone of one inter-aspect (see the module comment), −1 … +1. */
export function toneOf(aspect: Pick<InterAspect, 'aspect' | 'person1Point' | 'person2Point'>): number {
  if (aspect.aspect === 'conjunction' && TENSE_POINTS.has(aspect.person1Point) && TENSE_POINTS.has(aspect.person2Point))
    return 0;
  return ASPECT_TONES[aspect.aspect];
}

/** Strength w × e of one inter-aspect (≥ 0). */
export function strengthOf(aspect: InterAspect): number {
  const w =
    (POINT_WEIGHTS[aspect.person1Point] ?? 0.5) *
    (POINT_WEIGHTS[aspect.person2Point] ?? 0.5) *
    (ASPECT_WEIGHTS[aspect.aspect] ?? 0.25);
  const e = aspect.orbAllowed > 0 ? Math.max(0, 1 - aspect.orb / aspect.orbAllowed) : 0;
  return w * e;
}

/** The breakdown of one theme. */
export interface ThemeScore {
  theme: ThemeId;
  /** 0…100, rounded to an integer; 50 when no aspect counts toward the theme. */
  score: number;
  /** The theme's share of the overall score. */
  weight: number;
  /** H: summed strength × tone of the harmonious aspects, rounded to 3 decimals. */
  harmony: number;
  /** T: summed strength × |tone| of the challenging aspects, rounded to 3 decimals. */
  tension: number;
  /** Number of inter-aspects that count toward the theme (neutral ones included). */
  aspectCount: number;
}

/** The compatibility score and its breakdown. */
export interface Compatibility {
  /** 0…100, integer. */
  score: number;
  formulaVersion: string;
  themes: ThemeScore[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Theme weights: the defaults, overridden by `weights`, divided by their sum (see the module comment). */
export function themeWeights(weights: Readonly<Partial<Record<ThemeId, number>>> = {}): Record<ThemeId, number> {
  const raw = THEMES.map((theme) => weights[theme.id] ?? theme.weight);
  const total = raw.reduce((sum, w) => sum + w, 0);
  if (!(total > 0) || raw.some((w) => !(w >= 0)))
    throw new RangeError('theme weights must be non-negative with a positive sum');
  return Object.fromEntries(THEMES.map((theme, i) => [theme.id, raw[i] / total])) as Record<ThemeId, number>;
}

/**
 * Scores a synastry from its inter-aspects (see the module comment for the formula).
 * @param aspects the inter-aspects, in any order
 * @param weights theme weights overriding the defaults (normalized to sum 1)
 * @returns overall score 0…100 and one breakdown entry per theme, in THEMES order
 */
export function compatibilityScore(
  aspects: readonly InterAspect[],
  weights?: Readonly<Partial<Record<ThemeId, number>>>,
): Compatibility {
  const weightOf = themeWeights(weights);
  let overall = 0;
  const themes = THEMES.map((theme): ThemeScore => {
    let harmony = 0;
    let tension = 0;
    let count = 0;
    for (const a of aspects) {
      if (!theme.matches(a.person1Point, a.person2Point)) continue;
      count++;
      const s = strengthOf(a);
      const t = toneOf(a);
      if (t > 0) harmony += s * t;
      else if (t < 0) tension += s * -t;
    }
    const exact = 50 + (50 * (harmony - tension)) / (harmony + tension + DAMPING);
    overall += weightOf[theme.id] * exact;
    return {
      theme: theme.id,
      score: Math.round(exact),
      weight: round3(weightOf[theme.id]),
      harmony: round3(harmony),
      tension: round3(tension),
      aspectCount: count,
    };
  });
  return { score: Math.round(overall), formulaVersion: COMPATIBILITY_FORMULA_VERSION, themes };
}
