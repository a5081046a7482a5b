/**
 * Pythagorean numerology: pure functions from a birth date and a name to the core numbers with
 * their steps, the texts of each number, and the compatibility of two people.
 */

export {
  type ComparedNumbers,
  type ComparedPerson,
  comparePeople,
  compatibilityScore,
  numberRelation,
  type PairComparison,
} from './compatibility.ts';
export { foldName, NameError, nameLetters } from './letters.ts';
export { numberText, relationText } from './number-text.ts';
export { type CoreNumber, NUMBER_KINDS, type NumberKind, numerologyNumbers } from './numbers.ts';
export { reduce } from './reduce.ts';
export { NUMEROLOGY_TEXTS } from './texts/index.ts';
