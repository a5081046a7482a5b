/** Numerology texts by language. */
import type { Language } from '../../interpretation/languages.ts';
import { germanNumerology } from './de.ts';
import { englishNumerology } from './en.ts';
import { spanishNumerology } from './es.ts';
import { frenchNumerology } from './fr.ts';
import { hindiNumerology } from './hi.ts';
import { italianNumerology } from './it.ts';
import { japaneseNumerology } from './ja.ts';
import { dutchNumerology } from './nl.ts';
import { polishNumerology } from './pl.ts';
import { portugueseNumerology } from './pt.ts';
import { russianNumerology } from './ru.ts';
import type { NumerologyTexts } from './text-set.ts';
import { turkishNumerology } from './tr.ts';

export type { NumerologyTexts } from './text-set.ts';

export const NUMEROLOGY_TEXTS: Record<Language, NumerologyTexts> = {
  en: englishNumerology,
  es: spanishNumerology,
  de: germanNumerology,
  fr: frenchNumerology,
  it: italianNumerology,
  ja: japaneseNumerology,
  ru: russianNumerology,
  pt: portugueseNumerology,
  hi: hindiNumerology,
  nl: dutchNumerology,
  tr: turkishNumerology,
  pl: polishNumerology,
};
