/** The text of one number: what its kind speaks of, its value's meaning, and its karmic debt's lesson. */
import type { Language } from '../interpretation/languages.ts';
import type { NumberRelation } from './compatibility.ts';
import type { CoreNumber, NumberKind } from './numbers.ts';
import { NUMEROLOGY_TEXTS, type NumerologyTexts } from './texts/index.ts';

/** The text of `number` as the `kind` number, in `language`. */
export function numberText(kind: NumberKind, number: CoreNumber, language: Language): string {
  const texts = NUMEROLOGY_TEXTS[language];
  const meaning = texts.numbers[number.value as keyof NumerologyTexts['numbers']];
  const debt = number.karmicDebtNumber
    ? texts.karmicDebts[number.karmicDebtNumber as keyof NumerologyTexts['karmicDebts']]
    : undefined;
  return [texts.kinds[kind], meaning, debt].filter(Boolean).join(' ');
}

/** What a relation between two numbers means, in `language`. */
export function relationText(relation: NumberRelation, language: Language): string {
  return NUMEROLOGY_TEXTS[language].relations[relation];
}
