/**
 * Chinese horoscope responses: the sign (animal), element and yin/yang with their titles in the
 * request's language, the year's bounds, the lunar date, the four pillars, texts.
 */
import type { ChineseYear, FourPillars, LunarDate, StemBranch } from '../../astro/chinese-calendar/index.ts';
import { CHINESE_TEXTS } from '../../interpretation/chinese/index.ts';
import type { Language } from '../../interpretation/index.ts';

const ANIMAL_CHARACTERS: Record<string, string> = {
  rat: '鼠',
  ox: '牛',
  tiger: '虎',
  rabbit: '兔',
  dragon: '龍',
  snake: '蛇',
  horse: '馬',
  goat: '羊',
  monkey: '猴',
  rooster: '雞',
  dog: '狗',
  pig: '豬',
};
const ELEMENT_CHARACTERS: Record<string, string> = { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' };

/** A Chinese year as the responses show it. */
export function presentYear(year: ChineseYear, language: Language) {
  const t = CHINESE_TEXTS[language];
  const sb = year.stemBranch;
  return {
    sign: sb.animal,
    element: sb.element,
    yinYang: sb.yinYang,
    year: year.year,
    yearStart: year.start,
    yearEnd: year.end,
    stemBranch: { stem: sb.stem, branch: sb.branch, characters: sb.characters },
    signTitle: t.animalTitles[sb.animal],
    elementTitle: t.elementTitles[sb.element],
    yearTitle: t.yearTitle(sb.element, sb.animal),
  };
}

const pillar = (p: StemBranch) => ({
  stem: p.stem,
  branch: p.branch,
  characters: p.characters,
  element: p.element,
  yinYang: p.yinYang,
  animal: p.animal,
});

/** The four pillars, or null. */
export const presentPillars = (p: FourPillars | null) =>
  p ? { year: pillar(p.year), month: pillar(p.month), day: pillar(p.day), hour: pillar(p.hour) } : null;

/** Names and characters of the sign, element and polarity. */
export function readableEntities(sb: StemBranch, language: Language) {
  const t = CHINESE_TEXTS[language];
  return {
    sign: { id: sb.animal, name: t.animalTitles[sb.animal], character: ANIMAL_CHARACTERS[sb.animal] },
    element: { id: sb.element, name: t.elementTitles[sb.element], character: ELEMENT_CHARACTERS[sb.element] },
    yinYang: { id: sb.yinYang, name: t.yinYangTitles[sb.yinYang], character: sb.yinYang === 'yin' ? '陰' : '陽' },
  };
}
