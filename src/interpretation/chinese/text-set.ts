/** The texts one language gives the Chinese horoscope, each written for its animal, element or relation. */
import type {
  Animal,
  AnimalRelation,
  ChineseElement,
  ElementRelation,
  YinYang,
} from '../../astro/chinese-calendar/index.ts';

export interface ChineseTexts {
  /** Readable names: "Rat", "Wood", "Yang". */
  animalTitles: Record<Animal, string>;
  elementTitles: Record<ChineseElement, string>;
  yinYangTitles: Record<YinYang, string>;
  /** The native's character by animal (two or three sentences). */
  animals: Record<Animal, string>;
  /** What the element of the birth year adds. */
  elements: Record<ChineseElement, string>;
  /** Yin or yang years. */
  yinYang: Record<YinYang, string>;
  /** What a year of each animal brings to everyone. */
  yearThemes: Record<Animal, string>;
  /** What the year's animal relation means for the native. */
  relations: Record<AnimalRelation, string>;
  /** What the year's element does to the native's. */
  elementRelations: Record<ElementRelation, string>;
  /** "Year of the Metal Horse" style heading. */
  yearTitle(element: ChineseElement, animal: Animal): string;
}
