/** The natal synthesis writers by language (see writer.ts). */
import type { Language } from '../languages.ts';
import { deSynthesis } from './de.ts';
import { enSynthesis } from './en.ts';
import { esSynthesis } from './es.ts';
import { frSynthesis } from './fr.ts';
import { hiSynthesis } from './hi.ts';
import { itSynthesis } from './it.ts';
import { jaSynthesis } from './ja.ts';
import { nlSynthesis } from './nl.ts';
import { plSynthesis } from './pl.ts';
import { ptSynthesis } from './pt.ts';
import { ruSynthesis } from './ru.ts';
import { trSynthesis } from './tr.ts';
import type { NatalSynthesisWriter } from './writer.ts';

export type { AspectTextPoint, MajorAspect, NatalSynthesisWriter } from './writer.ts';

/** The natal synthesis writer of each language the service has. */
export const NATAL_SYNTHESIS: Record<Language, NatalSynthesisWriter> = {
  en: enSynthesis,
  de: deSynthesis,
  es: esSynthesis,
  fr: frSynthesis,
  it: itSynthesis,
  ja: jaSynthesis,
  ru: ruSynthesis,
  pt: ptSynthesis,
  hi: hiSynthesis,
  nl: nlSynthesis,
  tr: trSynthesis,
  pl: plSynthesis,
};
