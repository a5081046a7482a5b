/** The shape of a Chinese report's written texts, one per language (report-texts.ts holds them). */
import type { ChineseElement } from '../../astro/chinese-calendar/index.ts';

export interface ChineseReportTexts {
  /** The day master (the day pillar's stem) by element: the self in the four pillars. */
  dayMaster: Record<ChineseElement, string>;
  /** Introduces the animal of a pillar by its readable name. */
  pillarAnimal: Record<'month' | 'day' | 'hour', (animal: string) => string>;
  /** An element that occurs most often among the eight characters. */
  strong: Record<ChineseElement, string>;
  /** An element that does not occur among the eight characters. */
  missing: Record<ChineseElement, string>;
  /** When every element occurs. */
  allPresent: string;
  /** Titles of the parts' texts. */
  dayMasterTitle: (element: string, yinYang: string) => string;
  pillarTitle: Record<'month' | 'day' | 'hour', (animal: string) => string>;
}
