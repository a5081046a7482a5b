/**
 * The Vedic texts: names of the grahas, rashis and nakshatras, and the written readings of the
 * kundli (the Lagna's sign, the Moon's sign, the birth nakshatra, the running mahadasha and
 * antardasha), in every language of VEDIC_LANGUAGES. Each reading is a whole paragraph written for its case, not
 * assembled from fragments. Pure data.
 */

import { VEDIC_TEXTS_DE } from './texts-de.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import { VEDIC_TEXTS_ES } from './texts-es.ts';
import { VEDIC_TEXTS_FR } from './texts-fr.ts';
import { VEDIC_TEXTS_HI } from './texts-hi.ts';
import { VEDIC_TEXTS_IT } from './texts-it.ts';
import { VEDIC_TEXTS_JA } from './texts-ja.ts';
import { VEDIC_TEXTS_NL } from './texts-nl.ts';
import { VEDIC_TEXTS_PL } from './texts-pl.ts';
import { VEDIC_TEXTS_PT } from './texts-pt.ts';
import { VEDIC_TEXTS_RU } from './texts-ru.ts';
import { VEDIC_TEXTS_TR } from './texts-tr.ts';
import type { VedicLanguage, VedicTexts } from './types.ts';

export type { Graha, VedicLanguage, VedicTexts } from './types.ts';
export { VEDIC_LANGUAGES } from './types.ts';

export const VEDIC_TEXTS: Record<VedicLanguage, VedicTexts> = {
  en: VEDIC_TEXTS_EN,
  hi: VEDIC_TEXTS_HI,
  es: VEDIC_TEXTS_ES,
  de: VEDIC_TEXTS_DE,
  tr: VEDIC_TEXTS_TR,
  ja: VEDIC_TEXTS_JA,
  pt: VEDIC_TEXTS_PT,
  nl: VEDIC_TEXTS_NL,
  fr: VEDIC_TEXTS_FR,
  it: VEDIC_TEXTS_IT,
  pl: VEDIC_TEXTS_PL,
  ru: VEDIC_TEXTS_RU,
};
