/**
 * Pythagorean numerology: pure functions from a birth date and a name to the core numbers with
 * their steps, the texts of each number, and the compatibility of two people.
 */
export { NameError, foldName, nameLetters } from './letters.ts';
export { reduce } from './reduce.ts';
export { numerologyNumbers, NUMBER_KINDS, type CoreNumber, type NumberKind } from './numbers.ts';
export { compatibilityScore, numberRelation, type PairComparison } from './compatibility.ts';
export { numberText, relationText } from './number-text.ts';
export { NUMEROLOGY_TEXTS } from './texts/index.ts';
