/**
 * Texts read as one report text can be left without a sentence (all said before, or spent by
 * the repetition budget): such a text gets no heading over nothing, the report still names it,
 * in one closing list of titles ("Also in effect"), whose urn lists theirs.
 */
import type { Language } from '../interpretation/index.ts';
import type { ReportText } from './natal-texts.ts';

/**
 * The heading of the closing list of texts that would only repeat what was said: a list of
 * titles, not prose (the repetition rule reads prose).
 */
export const ALSO_IN_EFFECT: Record<Language, string> = {
  en: 'Also in effect',
  de: 'Außerdem wirksam',
  es: 'También en juego',
  fr: 'Également à l’œuvre',
  it: 'Anche in gioco',
  ja: 'ほかに働いているもの',
  ru: 'Также в игре',
  pt: 'Também em jogo',
  hi: 'ये भी सक्रिय हैं',
  nl: 'Ook van belang',
  tr: 'Ayrıca etkili olanlar',
  pl: 'Również w grze',
};

/** The texts with a body, then (when any was emptied) the closing list naming the others. */
export function withClosingList(read: readonly ReportText[], language: Language): ReportText[] {
  const said = read.filter((t) => t.body !== '');
  const named = read.filter((t) => t.body === '');
  if (named.length > 0)
    said.push({
      urn: named.map((t) => t.urn).join(' · '),
      title: ALSO_IN_EFFECT[language],
      body: `${named.map((t) => t.title).join('; ')}${FULL_STOP[language] ?? '.'}`,
    });
  return said;
}

/** The full stop of a language whose sentences do not end with "." (Hindi ends them with the danda). */
const FULL_STOP: Partial<Record<Language, string>> = {
  hi: '।',
};
