/**
 * Sun-sign compatibility texts in every language: one for the pair of elements and
 * one for the aspect between the two Suns, written for each case.
 */
import type { SunSignCompatibility } from '../../astro/synastry/sun-sign-compatibility.ts';
import type { Language } from '../languages.ts';
import { DE_SUN_SIGN_TEXTS } from './de.ts';
import { EN_SUN_SIGN_TEXTS } from './en.ts';
import { ES_SUN_SIGN_TEXTS } from './es.ts';
import { FR_SUN_SIGN_TEXTS } from './fr.ts';
import { HI_SUN_SIGN_TEXTS } from './hi.ts';
import { IT_SUN_SIGN_TEXTS } from './it.ts';
import { JA_SUN_SIGN_TEXTS } from './ja.ts';
import { type CompatibilityText, elementPair, type SunSignTexts } from './keys.ts';
import { NL_SUN_SIGN_TEXTS } from './nl.ts';
import { PL_SUN_SIGN_TEXTS } from './pl.ts';
import { PT_SUN_SIGN_TEXTS } from './pt.ts';
import { RU_SUN_SIGN_TEXTS } from './ru.ts';
import { TR_SUN_SIGN_TEXTS } from './tr.ts';

export type { CompatibilityText } from './keys.ts';

const TEXTS: Readonly<Record<Language, SunSignTexts>> = {
  en: EN_SUN_SIGN_TEXTS,
  es: ES_SUN_SIGN_TEXTS,
  de: DE_SUN_SIGN_TEXTS,
  fr: FR_SUN_SIGN_TEXTS,
  it: IT_SUN_SIGN_TEXTS,
  ja: JA_SUN_SIGN_TEXTS,
  ru: RU_SUN_SIGN_TEXTS,
  pt: PT_SUN_SIGN_TEXTS,
  hi: HI_SUN_SIGN_TEXTS,
  nl: NL_SUN_SIGN_TEXTS,
  tr: TR_SUN_SIGN_TEXTS,
  pl: PL_SUN_SIGN_TEXTS,
};

/** The element text and the Sun-aspect text of a sun-sign compatibility, in `language`. */
export function sunSignCompatibilityTexts(
  result: SunSignCompatibility,
  language: Language,
): { element: CompatibilityText; sunAspect: CompatibilityText } {
  const texts = TEXTS[language];
  return {
    element: texts.elements[elementPair(result.element1, result.element2)],
    sunAspect: texts.aspects[result.sunAspect?.aspect ?? 'none'],
  };
}
