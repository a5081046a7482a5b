/**
 * Pythagorean numerology: pure functions from a birth date and a name to the core numbers with
 * their steps, the texts of each number, and the compatibility of two people.
 */
export { NameError, foldName, letterValue, nameLetters } from './letters.ts';
export { reduce, reductionText, MASTER_NUMBERS, KARMIC_DEBT_NUMBERS } from './reduce.ts';
export { numerologyNumbers, NUMBER_KINDS, type BirthDate, type CoreNumber, type NumberKind } from './numbers.ts';
export { compatibilityScore, numberRelation, rootOf, NUMBER_RELATIONS, RELATION_SCORE, NAME_WEIGHTS, type NumberRelation, type PairComparison } from './compatibility.ts';
export { numberText, relationText } from './number-text.ts';
export { NUMEROLOGY_TEXTS, type NumerologyTexts } from './texts/index.ts';
