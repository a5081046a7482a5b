/**
 * German noun phrases: article, adjective endings and noun forms by gender and case, so that
 * composed sentences decline correctly ("zur natalen Sonne", "deinem natalen Aszendenten",
 * "in den Zwillingen"). Also the usual contractions of preposition and article.
 */

export type Gender = 'm' | 'f' | 'n' | 'pl';
/** Grammatical case: nominative, accusative, dative, genitive. */
export type Case = 'nom' | 'acc' | 'dat' | 'gen';
/** Determiner: definite, demonstrative, indefinite, possessive (2nd person sg / 3rd person f or pl), or none. */
export type Determiner = 'def' | 'dies' | 'ein' | 'dein' | 'ihr' | 'none';

/** A German noun with the forms the declension needs. */
export interface DeNoun {
  /** Nominative (singular, or plural for gender pl). */
  noun: string;
  g: Gender;
  /** Form used in every case but the nominative, for weak masculine nouns ("Aszendenten", "Löwen"). */
  oblique?: string;
  /** Genitive form if it differs from the nominative ("Mondes"). */
  gen?: string;
  /** Dative form if it differs (plural "-n": "Zwillingen"). */
  dat?: string;
}

const CASE_INDEX: Record<Case, number> = { nom: 0, acc: 1, dat: 2, gen: 3 };

const ARTICLES: Record<'def' | 'dies', Record<Gender, string[]>> = {
  def: {
    m: ['der', 'den', 'dem', 'des'],
    f: ['die', 'die', 'der', 'der'],
    n: ['das', 'das', 'dem', 'des'],
    pl: ['die', 'die', 'den', 'der'],
  },
  dies: {
    m: ['dieser', 'diesen', 'diesem', 'dieses'],
    f: ['diese', 'diese', 'dieser', 'dieser'],
    n: ['dieses', 'dieses', 'diesem', 'dieses'],
    pl: ['diese', 'diese', 'diesen', 'dieser'],
  },
};

/** Endings of ein-words (ein, dein, ihr): stem + ending. Plural of "ein" does not exist (strong adjective instead). */
const EIN_ENDINGS: Record<Gender, string[]> = {
  m: ['', 'en', 'em', 'es'],
  f: ['e', 'e', 'er', 'er'],
  n: ['', '', 'em', 'es'],
  pl: ['e', 'e', 'en', 'er'],
};

const WEAK: Record<Gender, string[]> = {
  m: ['e', 'en', 'en', 'en'],
  f: ['e', 'e', 'en', 'en'],
  n: ['e', 'e', 'en', 'en'],
  pl: ['en', 'en', 'en', 'en'],
};
const MIXED: Record<Gender, string[]> = {
  m: ['er', 'en', 'en', 'en'],
  f: ['e', 'e', 'en', 'en'],
  n: ['es', 'es', 'en', 'en'],
  pl: ['en', 'en', 'en', 'en'],
};
const STRONG: Record<Gender, string[]> = {
  m: ['er', 'en', 'em', 'en'],
  f: ['e', 'e', 'er', 'er'],
  n: ['es', 'es', 'em', 'en'],
  pl: ['e', 'e', 'en', 'er'],
};

/** The noun's own form in a case. */
export function nounForm(noun: DeNoun, kase: Case): string {
  if (kase === 'nom') return noun.noun;
  if (noun.oblique) return noun.oblique;
  if (kase === 'gen' && noun.gen) return noun.gen;
  if (kase === 'dat' && noun.dat) return noun.dat;
  return noun.noun;
}

/** An adjective stem with the ending its determiner, gender and case ask for ("natal" → "natalen"). */
export function adjective(stem: string, det: Determiner, g: Gender, kase: Case): string {
  const i = CASE_INDEX[kase];
  let table = STRONG;
  if (det === 'def' || det === 'dies') table = WEAK;
  else if (det === 'ein' || det === 'dein' || det === 'ihr') table = g === 'pl' && det === 'ein' ? STRONG : MIXED;
  return stem + table[g][i];
}

/** The determiner word, or '' for none (and for plural "ein"). */
export function determiner(det: Determiner, g: Gender, kase: Case): string {
  const i = CASE_INDEX[kase];
  switch (det) {
    case 'def':
    case 'dies':
      return ARTICLES[det][g][i];
    case 'ein':
      return g === 'pl' ? '' : 'ein' + EIN_ENDINGS[g][i];
    case 'dein':
    case 'ihr':
      return det + EIN_ENDINGS[g][i];
    case 'none':
      return '';
  }
}

/**
 * A full noun phrase: determiner, adjectives (stems, joined by commas) and noun in `kase`.
 * Example: np({noun: 'Aszendent', g: 'm', oblique: 'Aszendenten'}, 'dat', 'dein', ['natal'])
 * → "deinem natalen Aszendenten".
 */
export function np(noun: DeNoun, kase: Case, det: Determiner, adjectives: readonly string[] = []): string {
  const words = [determiner(det, noun.g, kase)];
  if (adjectives.length) words.push(adjectives.map((a) => adjective(a, det, noun.g, kase)).join(', '));
  words.push(nounForm(noun, kase));
  return words.filter((w) => w.length > 0).join(' ');
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bzu der\b(?!,)/g, 'zur'],
  [/\bzu dem\b(?!,)/g, 'zum'],
  [/\bin dem\b(?!,)/g, 'im'],
  [/\bIn dem\b(?!,)/g, 'Im'],
  [/\ban dem\b(?!,)/g, 'am'],
  [/\bvon dem\b(?!,)/g, 'vom'],
  [/\bbei dem\b(?!,)/g, 'beim'],
];

/**
 * Preposition + article contracted as German writes them: "zu der" → "zur", "in dem" → "im";
 * not a demonstrative before a relative clause ("an dem, was du schätzt").
 */
export function contract(text: string): string {
  return CONTRACTIONS.reduce((s, [re, to]) => s.replace(re, to), text);
}

/** Personal pronoun (nominative) and possessive stem for a noun's gender: er/sein, sie/ihr, es/sein. */
export function pronounsOf(g: Gender): { er: string; sein: string } {
  if (g === 'f' || g === 'pl') return { er: 'sie', sein: 'ihr' };
  return { er: g === 'n' ? 'es' : 'er', sein: 'sein' };
}

/**
 * A phrase that ends in an embedded infinitive clause ("den Wunsch, gesehen zu werden") with the
 * comma that closes the clause when more words follow; other phrases unchanged.
 */
export function closed(phrase: string): string {
  return /,[^,]*(?:\bzu \p{L}+|\p{L}+zu\p{L}+en)$/u.test(phrase) ? `${phrase},` : phrase;
}
