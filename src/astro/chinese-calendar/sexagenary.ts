/**
 * The sexagenary cycle: ten heavenly stems × twelve earthly branches, with the animal of each
 * branch and the element and yin/yang of each stem. Indices are 0-based: stem 0 = jiǎ (甲),
 * branch 0 = zǐ (子, rat); cycle index 0 = jiǎzǐ (甲子).
 */

export const STEMS = ['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'] as const;
export const STEM_CHARACTERS = '甲乙丙丁戊己庚辛壬癸';
export const BRANCHES = ['zi', 'chou', 'yin', 'mao', 'chen', 'si', 'wu', 'wei', 'shen', 'you', 'xu', 'hai'] as const;
export const BRANCH_CHARACTERS = '子丑寅卯辰巳午未申酉戌亥';
export const ANIMALS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
/** The five elements in the order of the generating cycle (wood feeds fire, fire makes earth, …). */
export const CHINESE_ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;

export type Animal = (typeof ANIMALS)[number];
export type ChineseElement = (typeof CHINESE_ELEMENTS)[number];

/** The element of each branch (its animal): zǐ and hài water, yín and mǎo wood, sì and wǔ fire, shēn and yǒu metal, the rest earth. */
export const BRANCH_ELEMENTS: Readonly<Record<Animal, ChineseElement>> = {
  rat: 'water',
  ox: 'earth',
  tiger: 'wood',
  rabbit: 'wood',
  dragon: 'earth',
  snake: 'fire',
  horse: 'fire',
  goat: 'earth',
  monkey: 'metal',
  rooster: 'metal',
  dog: 'earth',
  pig: 'water',
};
export type YinYang = 'yin' | 'yang';

/** A stem–branch pair. */
export interface StemBranch {
  /** Position in the sixty-cycle, 0 (jiǎzǐ) … 59 (guǐhài). */
  cycleIndex: number;
  stem: (typeof STEMS)[number];
  branch: (typeof BRANCHES)[number];
  /** The two characters, e.g. 庚午. */
  characters: string;
  /** The stem's element. */
  element: ChineseElement;
  /** The stem's polarity: even stems yang, odd stems yin. */
  yinYang: YinYang;
  /** The branch's animal. */
  animal: Animal;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The stem–branch pair of a stem index and a branch index (of the same parity). */
export function stemBranch(stemIndex: number, branchIndex: number): StemBranch {
  const s = mod(stemIndex, 10);
  const b = mod(branchIndex, 12);
  // The cycle index i has i ≡ s (mod 10) and i ≡ b (mod 12).
  const cycleIndex = mod(6 * s - 5 * b, 60);
  return {
    cycleIndex,
    stem: STEMS[s],
    branch: BRANCHES[b],
    characters: STEM_CHARACTERS[s] + BRANCH_CHARACTERS[b],
    element: CHINESE_ELEMENTS[Math.floor(s / 2)],
    yinYang: s % 2 === 0 ? 'yang' : 'yin',
    animal: ANIMALS[b],
  };
}

/** The pair of a cycle index 0–59. */
export const cyclePair = (cycleIndex: number) => stemBranch(mod(cycleIndex, 10), mod(cycleIndex, 12));

/**
 * The stem–branch of a Chinese year, numbered by the Gregorian year in which it begins
 * (1984 = jiǎzǐ, the wood rat).
 */
export const yearStemBranch = (year: number) => cyclePair(year - 4);

/**
 * The stem–branch of a civil day, from its Julian day number (1949-10-01, JDN 2433191, is jiǎzǐ).
 * @param dayNumber Julian day number of the local civil date
 */
export const dayStemBranch = (dayNumber: number) => cyclePair(dayNumber + 49);
