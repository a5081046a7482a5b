/**
 * The Chinese calendar computed from the sky (src/astro/chinese-calendar): new moons and solar
 * terms from our ephemeris in China's time zone, months, leap months, new years, the
 * sexagenary cycle, the four pillars and the relations of animals and elements.
 */
export { newMoonAfter, sunReaches } from './sky.ts';
export { chinaDay, dayNumber, isoDateOfDay } from './china-day.ts';
export { chineseNewYear, chineseNewYearDay, lunarDate, monthsOfSui, type LunarDate } from './lunar-date.ts';
export { solarTermsOfYear } from './solar-terms.ts';
export {
  dayStemBranch, stemBranch, yearStemBranch,
  type Animal, type ChineseElement, type StemBranch, type YinYang,
} from './sexagenary.ts';
export { fourPillars, type FourPillars } from './four-pillars.ts';
export { animalRelation, elementRelation, type AnimalRelation, type ElementRelation } from './relations.ts';
export type { ChineseYear } from './chinese-year.ts';
export { chineseHoroscopeTask, chineseForecastTask, type ChineseHoroscopeTaskInput, type ChineseForecastTaskInput } from './tasks.ts';
