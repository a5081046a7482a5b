/**
 * The Chinese calendar computed from the sky (src/astro/chinese-calendar): new moons and solar
 * terms from our ephemeris in China's time zone, months, leap months, new years, the
 * sexagenary cycle, the four pillars and the relations of animals and elements.
 */

export { chinaDay, dayNumber, isoDateOfDay } from './china-day.ts';
export type { ChineseYear } from './chinese-year.ts';
export { type FourPillars, fourPillars } from './four-pillars.ts';
export { chineseNewYear, chineseNewYearDay, type LunarDate, lunarDate, monthsOfSui } from './lunar-date.ts';
export { type AnimalRelation, animalRelation, type ElementRelation, elementRelation } from './relations.ts';
export {
  ANIMALS,
  type Animal,
  BRANCH_ELEMENTS,
  CHINESE_ELEMENTS,
  type ChineseElement,
  dayStemBranch,
  type StemBranch,
  stemBranch,
  type YinYang,
  yearStemBranch,
} from './sexagenary.ts';
export { newMoonAfter, sunReaches } from './sky.ts';
export { solarTermsOfYear } from './solar-terms.ts';
export {
  type ChineseForecastTaskInput,
  type ChineseHoroscopeTaskInput,
  chineseForecastTask,
  chineseHoroscopeTask,
} from './tasks.ts';
