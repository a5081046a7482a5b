/** Chinese horoscope texts by language, and the texts of a birth and of a forecast year. */
import type {
  Animal,
  AnimalRelation,
  ChineseElement,
  ElementRelation,
  YinYang,
} from '../../astro/chinese-calendar/index.ts';
import type { Language } from '../languages.ts';
import { germanChinese } from './de.ts';
import { englishChinese } from './en.ts';
import { spanishChinese } from './es.ts';
import { frenchChinese } from './fr.ts';
import { hindiChinese } from './hi.ts';
import { italianChinese } from './it.ts';
import { japaneseChinese } from './ja.ts';
import { dutchChinese } from './nl.ts';
import { polishChinese } from './pl.ts';
import { portugueseChinese } from './pt.ts';
import { russianChinese } from './ru.ts';
import type { ChineseTexts } from './text-set.ts';
import { turkishChinese } from './tr.ts';

export type { ChineseTexts } from './text-set.ts';

export const CHINESE_TEXTS: Record<Language, ChineseTexts> = {
  en: englishChinese,
  es: spanishChinese,
  de: germanChinese,
  fr: frenchChinese,
  it: italianChinese,
  ja: japaneseChinese,
  ru: russianChinese,
  pt: portugueseChinese,
  hi: hindiChinese,
  nl: dutchChinese,
  tr: turkishChinese,
  pl: polishChinese,
};

/** The native's text: the animal's character, what the element adds, and yin or yang. */
export function chineseBirthText(
  language: Language,
  sign: { animal: Animal; element: ChineseElement; yinYang: YinYang },
): string {
  const t = CHINESE_TEXTS[language];
  return [t.animals[sign.animal], t.elements[sign.element], t.yinYang[sign.yinYang]].join(' ');
}

/** The forecast text: the year's theme, its animal relation to the native's, and its element relation. */
export function chineseForecastText(
  language: Language,
  year: Animal,
  relation: AnimalRelation,
  elementRelation: ElementRelation,
): string {
  const t = CHINESE_TEXTS[language];
  return [t.yearThemes[year], t.relations[relation], t.elementRelations[elementRelation]].join(' ');
}
