/** The composite chart's writers by language (see writer.ts). */
import type { Language } from '../languages.ts';
import { deComposite } from './de.ts';
import { enComposite } from './en.ts';
import { esComposite } from './es.ts';
import { frComposite } from './fr.ts';
import { hiComposite } from './hi.ts';
import { itComposite } from './it.ts';
import { jaComposite } from './ja.ts';
import { nlComposite } from './nl.ts';
import { plComposite } from './pl.ts';
import { ptComposite } from './pt.ts';
import { ruComposite } from './ru.ts';
import { trComposite } from './tr.ts';
import type { CompositeWriter } from './writer.ts';

export type { CompositeAspect, CompositeAspectPoint, CompositeKeyPoint, CompositeWriter, ScoreBand } from './writer.ts';
export { COMPOSITE_KEY_POINTS } from './writer.ts';

/** The composite writer of each language the service has. */
export const COMPOSITE_TEXTS: Record<Language, CompositeWriter> = {
  en: enComposite,
  de: deComposite,
  es: esComposite,
  fr: frComposite,
  it: itComposite,
  ja: jaComposite,
  ru: ruComposite,
  pt: ptComposite,
  hi: hiComposite,
  nl: nlComposite,
  tr: trComposite,
  pl: plComposite,
};
