/**
 * Numerology compatibility of two people. Each pair of numbers is compared by their roots (the
 * master numbers 11, 22, 33 count as 2, 4, 6) and the three number families of the Pythagorean
 * tradition — mind {1, 5, 7}, matter {2, 4, 8}, heart {3, 6, 9}:
 *
 * | relation | when | pair score |
 * |---|---|---|
 * | `natural` | different roots of the same family | 90 |
 * | `mirror` | the same root | 80 |
 * | `compatible` | one of the pair is a heart number (3, 6, 9), the other not | 70 |
 * | `challenging` | a mind number with a matter number | 45 |
 *
 * The score (0–100, rounded) weighs the life paths alone when either name is missing; with both
 * names, life path 50 %, expression 30 %, soul urge 20 %. A pair in which a number is 0 (a name
 * without vowels) is left out and the other weights are scaled up.
 */
import { type BirthDate, type CoreNumber, expressionNumber, lifePathNumber, soulUrgeNumber } from './numbers.ts';

export const NUMBER_RELATIONS = ['natural', 'mirror', 'compatible', 'challenging'] as const;
export type NumberRelation = (typeof NUMBER_RELATIONS)[number];

export const RELATION_SCORE: Record<NumberRelation, number> = {
  natural: 90,
  mirror: 80,
  compatible: 70,
  challenging: 45,
};

const FAMILY: Record<number, 'mind' | 'matter' | 'heart'> = {
  1: 'mind',
  5: 'mind',
  7: 'mind',
  2: 'matter',
  4: 'matter',
  8: 'matter',
  3: 'heart',
  6: 'heart',
  9: 'heart',
};

/** The root of a number: master numbers 11, 22, 33 → 2, 4, 6; others unchanged. */
export const rootOf = (n: number) => (n === 11 ? 2 : n === 22 ? 4 : n === 33 ? 6 : n);

/**
 * How two numbers (1–9, 11, 22, 33) relate.
 * @param a first number
 * @param b second number
 */
export function numberRelation(a: number, b: number): NumberRelation {
  const [ra, rb] = [rootOf(a), rootOf(b)];
  if (ra === rb) return 'mirror';
  const [fa, fb] = [FAMILY[ra], FAMILY[rb]];
  if (fa === fb) return 'natural';
  if (fa === 'heart' || fb === 'heart') return 'compatible';
  return 'challenging';
}

/** One compared pair. */
export interface PairComparison {
  first: number;
  second: number;
  relation: NumberRelation;
  /** The pair's score, 0–100. */
  score: number;
  /** The pair's share of the overall score, 0–1. */
  weight: number;
}

/** Weights of the compared numbers when both names are given. */
export const NAME_WEIGHTS = { lifePath: 0.5, expression: 0.3, soulUrge: 0.2 } as const;

/**
 * The compared pairs and the overall score.
 * @param pairs the life paths, and the expression and soul urge numbers when both names are given
 */
export function compatibilityScore(pairs: {
  lifePath: [number, number];
  expression?: [number, number];
  soulUrge?: [number, number];
}): {
  score: number;
  pairs: Partial<Record<keyof typeof NAME_WEIGHTS, PairComparison>>;
} {
  const used = (Object.keys(NAME_WEIGHTS) as (keyof typeof NAME_WEIGHTS)[]).flatMap((k) => {
    const p = pairs[k];
    return p !== undefined && p[0] > 0 && p[1] > 0 ? [[k, p] as const] : [];
  });
  const totalWeight = used.reduce((s, [k]) => s + NAME_WEIGHTS[k], 0);
  const result: Partial<Record<keyof typeof NAME_WEIGHTS, PairComparison>> = {};
  let score = 0;
  for (const [k, [first, second]] of used) {
    const relation = numberRelation(first, second);
    const weight = NAME_WEIGHTS[k] / totalWeight;
    result[k] = { first, second, relation, score: RELATION_SCORE[relation], weight: Math.round(weight * 1000) / 1000 };
    score += RELATION_SCORE[relation] * weight;
  }
  return { score: Math.round(score), pairs: result };
}

/** A person to compare: the birth date, and the full name when known. */
export interface ComparedPerson {
  date: BirthDate;
  name?: string;
}

/** The numbers compared of one person: the life path, and with both names the expression and soul urge. */
export interface ComparedNumbers {
  lifePath: CoreNumber;
  expression?: CoreNumber;
  soulUrge?: CoreNumber;
}

/**
 * The compatibility of two people: each one's compared numbers, the compared pairs and the score
 * (see {@link compatibilityScore}). The names count only when both are given.
 * @throws NameError when a name given has no letter that counts
 */
export function comparePeople(
  first: ComparedPerson,
  second: ComparedPerson,
): {
  numbers: [ComparedNumbers, ComparedNumbers];
  score: number;
  pairs: ReturnType<typeof compatibilityScore>['pairs'];
} {
  const lifePath = [lifePathNumber(first.date), lifePathNumber(second.date)] as const;
  const lifePaths: [number, number] = [lifePath[0].value, lifePath[1].value];
  if (first.name === undefined || second.name === undefined) {
    const { score, pairs } = compatibilityScore({ lifePath: lifePaths });
    return { numbers: [{ lifePath: lifePath[0] }, { lifePath: lifePath[1] }], score, pairs };
  }
  const expression = [expressionNumber(first.name), expressionNumber(second.name)] as const;
  const soulUrge = [soulUrgeNumber(first.name), soulUrgeNumber(second.name)] as const;
  const { score, pairs } = compatibilityScore({
    lifePath: lifePaths,
    expression: [expression[0].value, expression[1].value],
    soulUrge: [soulUrge[0].value, soulUrge[1].value],
  });
  return {
    numbers: [
      { lifePath: lifePath[0], expression: expression[0], soulUrge: soulUrge[0] },
      { lifePath: lifePath[1], expression: expression[1], soulUrge: soulUrge[1] },
    ],
    score,
    pairs,
  };
}
