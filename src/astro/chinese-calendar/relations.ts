/**
 * How a year's animal and element relate to a native's, by the classical branch relations
 * (liùhé six harmonies, sānhé three harmonies, chōng clash, hài harm) and the cycles of the
 * five elements (generating: wood → fire → earth → metal → water → wood; controlling: wood →
 * earth → water → fire → metal → wood).
 */
import { ANIMALS, type Animal, CHINESE_ELEMENTS, type ChineseElement } from './sexagenary.ts';

export const ANIMAL_RELATIONS = ['same-sign', 'six-harmony', 'three-harmony', 'clash', 'harm', 'neutral'] as const;
export type AnimalRelation = (typeof ANIMAL_RELATIONS)[number];

/**
 * The relation of the year's animal to the native's:
 * - `same-sign`: the native's own year (běnmìngnián);
 * - `six-harmony`: rat–ox, tiger–pig, rabbit–dog, dragon–rooster, snake–monkey, horse–goat;
 * - `three-harmony`: the same triangle (rat–dragon–monkey, ox–snake–rooster, tiger–horse–dog, rabbit–goat–pig);
 * - `clash`: opposite branches (rat–horse, ox–goat, …);
 * - `harm`: rat–goat, ox–horse, tiger–snake, rabbit–dragon, monkey–pig, rooster–dog;
 * - `neutral`: none of these.
 */
export function animalRelation(native: Animal, year: Animal): AnimalRelation {
  const [a, b] = [ANIMALS.indexOf(native), ANIMALS.indexOf(year)];
  if (a === b) return 'same-sign';
  if ((a + b) % 12 === 1) return 'six-harmony';
  if (a % 4 === b % 4) return 'three-harmony';
  if (Math.abs(a - b) === 6) return 'clash';
  if ((a + b) % 12 === 7) return 'harm';
  return 'neutral';
}

export const ELEMENT_RELATIONS = ['same', 'supports', 'drains', 'controls', 'yields'] as const;
export type ElementRelation = (typeof ELEMENT_RELATIONS)[number];

/**
 * The relation of the year's element to the native's: `same`; `supports` (the year's element
 * generates the native's); `drains` (the native's generates the year's); `controls` (the year's
 * controls the native's); `yields` (the native's controls the year's).
 */
export function elementRelation(native: ChineseElement, year: ChineseElement): ElementRelation {
  const [n, y] = [CHINESE_ELEMENTS.indexOf(native), CHINESE_ELEMENTS.indexOf(year)];
  if (n === y) return 'same';
  if ((y + 1) % 5 === n) return 'supports';
  if ((n + 1) % 5 === y) return 'drains';
  if ((y + 2) % 5 === n) return 'controls';
  return 'yields';
}
