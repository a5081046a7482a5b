/**
 * Numerology responses: each core number as `{value, isMasterNumber, isKarmicDebt,
 * karmicDebtNumber, reducedFrom, calculation, text}` under `<kind>Number`
 * (lifePathNumber, expressionNumber, …).
 */
import type { Language } from '../../interpretation/index.ts';
import {
  type CoreNumber,
  NUMBER_KINDS,
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
