/**
 * French agreement, articles, elision and contraction, so that composed sentences read as written
 * French: "de le Soleil" → "du Soleil", "à les" → "aux", "de Uranus" → "d’Uranus", "la énergie" →
 * "l’énergie", "ce aspect" → "cet aspect", "si il" → "s’il"; adjectives agreed in gender ("exalté"
 * → "exaltée", "créatif" → "créative") and nouns counted with Intl.PluralRules('fr-FR').
 *
 * Phrases written for {@link polish} never put the object pronouns "le" / "les" right after "de"
 * or "à" (write "une chance de guérison", not "la possibilité de les guérir"): the contraction
 * would read them as articles ("des guérir").
 */

export type FrGender = 'm' | 'f';

/** A noun phrase with its article as a subject takes it: "le Soleil", "la Lune", "l’Ascendant", "Mercure". */
export interface FrNoun {
  /** Bare name: "Soleil", "Nœud Nord". */
  name: string;
  /** With the article French uses for it, elided where needed: "le Soleil", "l’Ascendant", "Vénus". */
  le: string;
  g: FrGender;
}

const VOWEL = 'aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ';
/** Words starting with a mute h (elision applies): "l’harmonie", "d’habitude", "l’horizon". */
const MUTE_H =
  /^(?:harmon|habit|horizon|histoir|heure|heureu|homme|humeur|humain|humilit|honnêt|honneur|hérit|hôte|hiver|hésit|hygièn|hospital|horloge)/i;

/** True when `word` starts with a vowel sound that takes elision ("énergie", "harmonie"; not "hasard"). */
export function startsWithVowelSound(word: string): boolean {
  const first = word.charAt(0);
  if (first === '') return false;
  if (VOWEL.includes(first)) return true;
  return (first === 'h' || first === 'H') && MUTE_H.test(word);
}

const ELIDED = ['de', 'le', 'la', 'que', 'ne', 'se', 'me', 'te', 'je', 'jusque', 'lorsque', 'puisque'];

/**
 * French spelling rules applied to a composed text: contractions of à/de with le/les, elision of
 * de, le, la, que, ne, se, me, te, je before a vowel sound, "ce" → "cet", "si il" → "s’il",
 * and a no-break space before the high punctuation ; : ! ? as French typography wants.
 */
export function polish(text: string): string {
  let out = text
    .replace(/(?<!\p{L})([Dd])e le(?= )/gu, (_, d: string) => (d === 'D' ? 'Du' : 'du'))
    .replace(/(?<!\p{L})([Dd])e les(?= )/gu, (_, d: string) => (d === 'D' ? 'Des' : 'des'))
    .replace(/(?<!\p{L})([àÀ]) le(?= )/gu, (_, a: string) => (a === 'À' ? 'Au' : 'au'))
    .replace(/(?<!\p{L})([àÀ]) les(?= )/gu, (_, a: string) => (a === 'À' ? 'Aux' : 'aux'));
  // Elision: "de énergie" → "d’énergie", "que il" → "qu’il".
  out = out.replace(/(?<!\p{L})(\p{L}+) (?=(\p{L}+))/gu, (match, word: string, next: string) => {
    const lower = word.toLowerCase();
    if (ELIDED.includes(lower) && startsWithVowelSound(next)) return `${word.slice(0, -1)}’`;
    // "cet" only before a noun or adjective: not before a preposition or pronoun ("ce à quoi", "ce en quoi", "c’est").
    if (
      lower === 'ce' &&
      startsWithVowelSound(next) &&
      !/^(?:est|était|sera|à|au|aux|en|avec|où|on|il|ils|elle|elles)$/.test(next)
    )
      return `${word}t `;
    if (lower === 'si' && /^ils?$/.test(next)) return `${word.charAt(0)}’`;
    return match;
  });
  return out.replace(/[ \u00a0\u202f]?([;:!?])(?=\s|$)/g, '\u00a0$1');
}

const FEMININE: Record<string, string> = {
  franc: 'franche',
  doux: 'douce',
  faux: 'fausse',
  roux: 'rousse',
  vif: 'vive',
  sec: 'sèche',
  public: 'publique',
  long: 'longue',
  frais: 'fraîche',
  bas: 'basse',
  gras: 'grasse',
  gentil: 'gentille',
  muet: 'muette',
  net: 'nette',
  menteur: 'menteuse',
  meilleur: 'meilleure',
  supérieur: 'supérieure',
  intérieur: 'intérieure',
  extérieur: 'extérieure',
  protecteur: 'protectrice',
  créateur: 'créatrice',
  novateur: 'novatrice',
  scrutateur: 'scrutatrice',
  conservateur: 'conservatrice',
  rêveur: 'rêveuse',
  travailleur: 'travailleuse',
  blanc: 'blanche',
  beau: 'belle',
  nouveau: 'nouvelle',
  fou: 'folle',
  mou: 'molle',
  vieux: 'vieille',
  malin: 'maligne',
  bénin: 'bénigne',
};

/**
 * The feminine singular of a French adjective or participle given in the masculine singular:
 * "exalté" → "exaltée", "créatif" → "créative", "curieux" → "curieuse", "naturel" → "naturelle",
 * "ancien" → "ancienne", "fier" → "fière", "discret" → "discrète"; words ending in -e stay.
 */
export function feminine(masculine: string): string {
  const irregular = FEMININE[masculine];
  if (irregular) return irregular;
  if (masculine.endsWith('e')) return masculine;
  if (masculine.endsWith('eux')) return `${masculine.slice(0, -1)}se`;
  if (masculine.endsWith('eur')) return `${masculine.slice(0, -1)}se`;
  if (masculine.endsWith('if')) return `${masculine.slice(0, -1)}ve`;
  if (/(?:el|eil|ul)$/.test(masculine)) return `${masculine}le`;
  if (/(?:en|on)$/.test(masculine)) return `${masculine}ne`;
  if (masculine.endsWith('er')) return `${masculine.slice(0, -2)}ère`;
  if (masculine.endsWith('et')) return `${masculine.slice(0, -2)}ète`;
  return `${masculine}e`;
}

/** An adjective or participle (masculine singular) agreed with a gender. */
export function agree(masculine: string, g: FrGender): string {
  return g === 'f' ? feminine(masculine) : masculine;
}

/**
 * Items listed with commas and "et". With a preposition (à, de), French repeats it before every
 * item, contracted and elided: et(['le corps', 'l’initiative'], 'de') → "du corps et de l’initiative".
 */
export function et(items: readonly string[], preposition?: 'à' | 'de'): string {
  const words = preposition ? items.map((item) => polish(`${preposition} ${item}`)) : [...items];
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} et ${words[words.length - 1]}`;
}

/** Adjectives (masculine singular) agreed with a gender and listed: "directe, courageuse et impatiente". */
export function agreeList(adjectives: readonly string[], g: FrGender, preposition?: 'de'): string {
  return et(
    adjectives.map((a) => agree(a, g)),
    preposition,
  );
}

/**
 * A verb phrase and its object list: a phrase ending in the preposition à or de takes it before
 * every item ("ouvre des portes à vos rêves et à vos idéaux"); any other is followed by the list.
 */
export function governs(phrase: string, items: readonly string[]): string {
  const m = /^(.*) (à|de)$/.exec(phrase);
  return m ? `${m[1]} ${et(items, m[2] as 'à' | 'de')}` : `${phrase} ${et(items)}`;
}

/** The demonstrative for a noun: "ce carré", "cet aspect", "cette conjonction". */
export function ce(noun: string, g: FrGender): string {
  if (g === 'f') return `cette ${noun}`;
  return startsWithVowelSound(noun) ? `cet ${noun}` : `ce ${noun}`;
}

/** The indefinite article with a noun: "un trigone", "une opposition". */
export function un(noun: string, g: FrGender): string {
  return `${g === 'f' ? 'une' : 'un'} ${noun}`;
}

/** The definite article with a noun: "le carré", "la conjonction", "l’opposition". */
export function le(noun: string, g: FrGender): string {
  if (startsWithVowelSound(noun)) return `l’${noun}`;
  return `${g === 'f' ? 'la' : 'le'} ${noun}`;
}

/** "de" before a noun phrase with its article, contracted and elided: "du Soleil", "de la Lune", "d’Uranus". */
export function de(phrase: string): string {
  return polish(`de ${phrase}`);
}

/** "à" before a noun phrase with its article, contracted: "au Soleil", "à la Lune", "à l’Ascendant". */
export function a(phrase: string): string {
  return polish(`à ${phrase}`);
}

/** The possessive of the reader ("vous") for a noun: "votre Soleil", "vos besoins". */
export function votre(noun: string, plural = false): string {
  return `${plural ? 'vos' : 'votre'} ${noun}`;
}

/**
 * The third-person possessive for a noun: "son Soleil", "sa Lune", "son Uranus"; before a vowel
 * sound French uses "son" for feminine nouns too ("son énergie").
 */
export function son(noun: string, g: FrGender, plural = false): string {
  if (plural) return `ses ${noun}`;
  return g === 'f' && !startsWithVowelSound(noun) ? `sa ${noun}` : `son ${noun}`;
}

const PLURALS = new Intl.PluralRules('fr-FR');

/** A count with its noun in the form Intl.PluralRules('fr-FR') selects: 0 and 1 take the singular. */
export function count(n: number, one: string, other: string): string {
  return `${new Intl.NumberFormat('fr-FR').format(n)} ${PLURALS.select(n) === 'one' ? one : other}`;
}
