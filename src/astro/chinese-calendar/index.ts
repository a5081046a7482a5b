/**
 * The Chinese calendar computed from the sky (src/astro/chinese-calendar): new moons and solar
 * terms from our ephemeris in China's time zone, months, leap months, new years, the
 * sexagenary cycle, the four pillars and the relations of animals and elements.
 */
export { SYNODIC_MONTH, newMoonAfter, newMoonAtOrBefore, sunLongitude, sunReaches } from './sky.ts';
export { chinaDay, dayNumber, isoDateOfDay, CHINA_UTC_OFFSET_HOURS } from './china-day.ts';
export { suiMonths, type LunarMonth } from './lunar-months.ts';
export { chineseNewYear, chineseNewYearDay, lunarDate, monthsOfSui, type LunarDate } from './lunar-date.ts';
export { solarTermsOfYear, SOLAR_TERMS, type SolarTerm } from './solar-terms.ts';
export {
  ANIMALS, BRANCHES, CHINESE_ELEMENTS, STEMS, cyclePair, dayStemBranch, stemBranch, yearStemBranch,
  type Animal, type ChineseElement, type StemBranch, type YinYang,
} from './sexagenary.ts';
export { fourPillars, type FourPillars, type PillarsInput } from './four-pillars.ts';
export { animalRelation, elementRelation, ANIMAL_RELATIONS, ELEMENT_RELATIONS, type AnimalRelation, type ElementRelation } from './relations.ts';
export { chineseYear, chineseYearOf, type ChineseYear } from './chinese-year.ts';
export { chineseHoroscopeTask, chineseForecastTask, type ChineseHoroscopeTaskInput, type ChineseForecastTaskInput } from './tasks.ts';
