/**
 * Numerology responses: each core number as `{value, isMasterNumber, isKarmicDebt,
 * karmicDebtNumber, reducedFrom, calculation, text}` under `<kind>Number`
 * (lifePathNumber, expressionNumber, …).
 */
import { isoDate } from '../../astro/time/date-grammar.ts';
import type { Language } from '../../interpretation/index.ts';
import {
  type ComparedPerson,
  type CoreNumber,
  type comparePeople,
  NUMBER_KINDS,
  NUMEROLOGY_TEXTS,
  type NumberKind,
  numberText,
  type PairComparison,
  relationText,
} from '../../numerology/index.ts';

type Presented = CoreNumber & { label: string; text?: string };

function presentNumber(
  kind: NumberKind,
  n: CoreNumber,
  language: Language,
  includeText: boolean,
  label: string,
): Presented {
  return { ...n, label, ...(includeText ? { text: numberText(kind, n, language) } : {}) };
}

/** `{lifePathNumber: …, expressionNumber: …}` of the given numbers, in the profile's order. */
export function presentNumbers(
  numbers: Partial<Record<NumberKind, CoreNumber>>,
  options: { language: Language; includeText: boolean; labels: Record<NumberKind, string> },
): Record<string, Presented> {
  const out: Record<string, Presented> = {};
  for (const kind of NUMBER_KINDS) {
    const n = numbers[kind];
    if (n) out[`${kind}Number`] = presentNumber(kind, n, options.language, options.includeText, options.labels[kind]);
  }
  return out;
}

/** A compared pair with its relation's text. */
export function presentComparison(pair: PairComparison, language: Language, includeText: boolean) {
  return { ...pair, ...(includeText ? { text: relationText(pair.relation, language) } : {}) };
}

/** The compatibility answer: the score, each person's date, name and compared numbers, the compared pairs. */
export function presentCompatibility(
  people: readonly [ComparedPerson, ComparedPerson],
  { numbers, score, pairs }: ReturnType<typeof comparePeople>,
  options: { language: Language; includeText: boolean },
) {
  const { language, includeText } = options;
  const labels = NUMEROLOGY_TEXTS[language].labels;
  const person = (i: 0 | 1) => ({
    birthDate: isoDate(people[i].date),
    fullName: people[i].name ?? null,
    ...presentNumbers(numbers[i], { language, includeText, labels }),
  });
  return {
    data: {
      type: 'numerology-compatibility' as const,
      attributes: {
        language,
        score,
        person1: person(0),
        person2: person(1),
        comparisons: Object.fromEntries(
          Object.entries(pairs).map(([k, p]) => [k, presentComparison(p, language, includeText)]),
        ),
      },
    },
  };
}
