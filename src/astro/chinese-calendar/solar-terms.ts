/**
 * The 24 solar terms (jiéqì): the instants the Sun's apparent longitude reaches a multiple of
 * 15°. Terms at multiples of 30° are the major terms (zhōngqì) that fix the leap month; the
 * others (jié) begin the months of the four pillars, starting with lìchūn at 315°.
 */

import { chinaDay, dayNumber, isoDateOfDay } from './china-day.ts';
import { isoInstantOfJd } from './instants.ts';
import { sunReaches } from './sky.ts';

/** The terms by longitude 0°, 15°, … 345°: pinyin and English name. */
export const SOLAR_TERMS = [
  ['chunfen', 'Spring Equinox'],
  ['qingming', 'Pure Brightness'],
  ['guyu', 'Grain Rain'],
  ['lixia', 'Start of Summer'],
  ['xiaoman', 'Grain Full'],
  ['mangzhong', 'Grain in Ear'],
  ['xiazhi', 'Summer Solstice'],
  ['xiaoshu', 'Minor Heat'],
  ['dashu', 'Major Heat'],
  ['liqiu', 'Start of Autumn'],
  ['chushu', 'End of Heat'],
  ['bailu', 'White Dew'],
  ['qiufen', 'Autumn Equinox'],
  ['hanlu', 'Cold Dew'],
  ['shuangjiang', 'Frost Descent'],
  ['lidong', 'Start of Winter'],
  ['xiaoxue', 'Minor Snow'],
  ['daxue', 'Major Snow'],
  ['dongzhi', 'Winter Solstice'],
  ['xiaohan', 'Minor Cold'],
  ['dahan', 'Major Cold'],
  ['lichun', 'Start of Spring'],
  ['yushui', 'Rain Water'],
  ['jingzhe', 'Awakening of Insects'],
] as const;

/** One solar term. */
export interface SolarTerm {
  /** The Sun's apparent longitude, degrees (a multiple of 15). */
  longitude: number;
  name: string;
  englishName: string;
  /** Whether it is a major term (a multiple of 30°). */
  major: boolean;
  /** Julian day (UT) of the crossing. */
  jdUT: number;
  /** The crossing, ISO 8601 UTC with whole seconds. */
  instant: string;
  /** Its civil date in China (UTC+8). */
  chinaDate: string;
}

/**
 * The 24 solar terms of Gregorian `year`, in time order (xiǎohán in early January first).
 * @param year Gregorian year, 1800–2400
 */
export function solarTermsOfYear(year: number): SolarTerm[] {
  const terms: SolarTerm[] = [];
  let from = dayNumber(year, 1, 1) - 0.5;
  for (let i = 0; i < 24; i++) {
    const longitude = (285 + 15 * i) % 360;
    const jdUT = sunReaches(longitude, from);
    const [name, englishName] = SOLAR_TERMS[longitude / 15];
    terms.push({
      longitude,
      name,
      englishName,
      major: longitude % 30 === 0,
      jdUT,
      instant: isoInstantOfJd(jdUT),
      chinaDate: isoDateOfDay(chinaDay(jdUT)),
    });
    from = jdUT + 10;
  }
  return terms;
}
