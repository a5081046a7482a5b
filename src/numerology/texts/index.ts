/** Numerology texts by language. */
import type { Language } from '../../interpretation/languages.ts';
import { germanNumerology } from './de.ts';
import { englishNumerology } from './en.ts';
import { spanishNumerology } from './es.ts';
import { frenchNumerology } from './fr.ts';
import { italianNumerology } from './it.ts';
import { polishNumerology } from './pl.ts';
import type { NumerologyTexts } from './text-set.ts';

export type { NumerologyTexts } from './text-set.ts';

export const NUMEROLOGY_TEXTS: Record<Language, NumerologyTexts> = {
  en: englishNumerology,
  es: spanishNumerology,
  de: germanNumerology,
  fr: frenchNumerology,
  it: italianNumerology,
  pl: polishNumerology,
};
