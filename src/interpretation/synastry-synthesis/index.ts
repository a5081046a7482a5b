/** The synastry synthesis writers by language (see writer.ts). */
import type { Language } from '../languages.ts';
import { deSynastrySynthesis } from './de.ts';
import { enSynastrySynthesis } from './en.ts';
import { esSynastrySynthesis } from './es.ts';
import { frSynastrySynthesis } from './fr.ts';
import { hiSynastrySynthesis } from './hi.ts';
import { itSynastrySynthesis } from './it.ts';
import { jaSynastrySynthesis } from './ja.ts';
import { nlSynastrySynthesis } from './nl.ts';
import { plSynastrySynthesis } from './pl.ts';
import { ptSynastrySynthesis } from './pt.ts';
import { ruSynastrySynthesis } from './ru.ts';
import { trSynastrySynthesis } from './tr.ts';
import type { SynastrySynthesisWriter } from './writer.ts';

export type { OverlayDirection, OverlayHouse, ScoreSummary, SynastrySynthesisWriter } from './writer.ts';

/** The synastry synthesis writer of each language the service has. */
export const SYNASTRY_SYNTHESIS: Record<Language, SynastrySynthesisWriter> = {
  en: enSynastrySynthesis,
  de: deSynastrySynthesis,
  es: esSynastrySynthesis,
  fr: frSynastrySynthesis,
  it: itSynastrySynthesis,
  ja: jaSynastrySynthesis,
  ru: ruSynastrySynthesis,
  pt: ptSynastrySynthesis,
  hi: hiSynastrySynthesis,
  nl: nlSynastrySynthesis,
  tr: trSynastrySynthesis,
  pl: plSynastrySynthesis,
};
