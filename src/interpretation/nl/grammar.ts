/**
 * Dutch grammar for composed texts: de- and het-words and the articles and demonstratives that
 * follow them (de / het, deze / dit, die / dat), the inflected adjective (-e after a definite
 * article, before a de-word or a plural; bare before an indefinite het-word) with its spelling
 * changes (groot → grote, wit → witte, lief → lieve, boos → boze), plurals in -en / -s, the
 * main clause with the finite verb second (V2) and the subordinate clause with the verb last,
 * where a separable verb closes up again ("raakt … aan" → "… aanraakt").
 */

/** Grammatical gender as Dutch marks it: a de-word (common) or a het-word (neuter). */
export type NlGender = 'de' | 'het';

/** The definite article joined to `noun`: "de Zon", "het Medium Coeli"; plurals always take "de". */
export function the(noun: string, g: NlGender, plural = false): string {
  return `${plural ? 'de' : g} ${noun}`;
}

/** The indefinite article: "een" for both genders, nothing in the plural. */
export function a(noun: string, plural = false): string {
  return plural ? noun : `een ${noun}`;
}

/** The near demonstrative: "deze" before a de-word or a plural, "dit" before a het-word. */
export function thisOne(noun: string, g: NlGender, plural = false): string {
  return `${plural || g === 'de' ? 'deze' : 'dit'} ${noun}`;
}

/** The far demonstrative: "die" before a de-word or a plural, "dat" before a het-word. */
export function thatOne(noun: string, g: NlGender, plural = false): string {
  return `${plural || g === 'de' ? 'die' : 'dat'} ${noun}`;
}

/** Adjectives whose inflected form the spelling rules below do not give. */
const IRREGULAR: Record<string, string> = {
  direct: 'directe',
  fel: 'felle',
  snel: 'snelle',
  wit: 'witte',
  grof: 'grove',
  laf: 'laffe',
  los: 'losse',
  vlot: 'vlotte',
  zat: 'zatte',
  dol: 'dolle',
  strak: 'strakke',
  slim: 'slimme',
  stil: 'stille',
  vrij: 'vrije',
  nieuw: 'nieuwe',
  trouw: 'trouwe',
  flauw: 'flauwe',
};

/** Adjectives that never take -e: those in -en (open, gesloten, gouden) and a few loans. */
function invariable(adj: string): boolean {
  return /(?:en|e|a|o|y|i)$/.test(adj) || /^(?:plus|sexy|oké|gratis|anders)$/.test(adj);
}

/**
 * The inflected form of an adjective: "groot" → "grote" (a long vowel is written single in an
 * open syllable), "wit" → "witte" (a short vowel keeps its syllable closed), "lief" → "lieve",
 * "boos" → "boze" (f and s voice between vowels), "moedig" → "moedige", "open" → "open".
 */
export function inflected(adj: string): string {
  if (IRREGULAR[adj]) return IRREGULAR[adj];
  if (invariable(adj)) return adj;
  // A doubled vowel before the last consonant is written single: groot → grote, sensueel → sensuele.
  const long = /^(.*)(aa|ee|oo|uu)([^aeiou])$/.exec(adj);
  if (long) return `${long[1]}${long[2][0]}${voiced(long[3])}e`;
  // After a long vowel or diphthong (ie, ij, ei, ou, ui, eu, oe), f → v and s → z.
  if (/(?:ie|ij|ei|ou|ui|eu|oe)[fs]$/.test(adj)) return `${adj.slice(0, -1)}${voiced(adj.slice(-1))}e`;
  // One short stressed vowel before one consonant (one syllable): the consonant doubles.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(adj)) return `${adj}${adj.slice(-1)}e`;
  return `${adj}e`;
}

function voiced(c: string): string {
  return c === 'f' ? 'v' : c === 's' ? 'z' : c;
}

/**
 * An adjective before its noun, in the form the noun's context asks for: inflected after a
 * definite article, a demonstrative or a possessive, before a de-word and in the plural; bare
 * only before a singular het-word with "een", "geen" or no article ("een direct karakter").
 */
export function adjective(adj: string, g: NlGender, definite: boolean, plural = false): string {
  return g === 'het' && !definite && !plural ? adj : inflected(adj);
}

/** Several adjectives before one noun, each inflected, joined "a, b en c". */
export function adjectives(adjs: readonly string[], g: NlGender, definite: boolean, plural = false): string {
  return list(adjs.map((x) => adjective(x, g, definite, plural)));
}

/** Nouns with a plural the rules below do not give. */
const PLURALS: Record<string, string> = {
  kind: 'kinderen',
  ei: 'eieren',
  stad: 'steden',
  schip: 'schepen',
  dag: 'dagen',
  weg: 'wegen',
  slot: 'sloten',
  gat: 'gaten',
  glas: 'glazen',
  jaar: 'jaren',
  uur: 'uren',
  aspect: 'aspecten',
  transit: 'transits',
  teken: 'tekens',
  huis: 'huizen',
  planeet: 'planeten',
};

/**
 * The plural of a noun: -s after an unstressed -e, -el, -em, -en, -er and -je ("tekens",
 * "sleutels"), -'s after a, o, u, i and y ("foto's"), else -en with the spelling of the open
 * syllable ("planeet" → "planeten", "kans" → "kansen", "brief" → "brieven").
 */
export function plural(noun: string): string {
  if (PLURALS[noun]) return PLURALS[noun];
  if (/(?:e|el|em|en|er|je)$/.test(noun)) return `${noun}s`;
  if (/[aouiy]$/.test(noun)) return `${noun}'s`;
  const long = /^(.*)(aa|ee|oo|uu)([^aeiou])$/.exec(noun);
  if (long) return `${long[1]}${long[2][0]}${voiced(long[3])}en`;
  if (/(?:ie|ij|ei|ou|ui|eu|oe)[fs]$/.test(noun)) return `${noun.slice(0, -1)}${voiced(noun.slice(-1))}en`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(noun)) return `${noun}${noun.slice(-1)}en`;
  return `${noun}en`;
}

/** Plural category of `n` in Dutch by Intl.PluralRules ("one" or "other"). */
const PLURAL = new Intl.PluralRules('nl-NL');
const NUMBER = new Intl.NumberFormat('nl-NL');

/** `n` with the singular or plural noun chosen by Intl.PluralRules: countOf(1, 'dag', 'dagen'). */
export function countOf(n: number, one: string, other = plural(one)): string {
  return `${NUMBER.format(n)} ${PLURAL.select(n) === 'one' ? one : other}`;
}

/** Items joined the Dutch way: "a", "a en b", "a, b en c" (no comma before "en"). */
export function list(items: readonly string[], and = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * A verb phrase as Dutch splits it: the finite verb (3rd person singular), what stands between
 * it and the object in a main clause, and a separable particle that goes to the end of a main
 * clause and joins the verb at the end of a subordinate clause.
 */
export interface NlVerb {
  /** Finite verb, 3rd person singular: "vormt", "raakt". */
  finite: string;
  /** Words between the finite verb and the object in a main clause: "een vierkant met". */
  before?: string;
  /** Words after the object, before the particle and not joined to the verb: "onder druk" in "zet … onder druk". */
  after?: string;
  /** Separable particle: "aan" in "aanraken". */
  particle?: string;
}

function join(...parts: (string | undefined)[]): string {
  return parts.filter((p) => p !== undefined && p !== '').join(' ');
}

/** Main clause, subject first: "Mars raakt jouw Zon aan". */
export function mainClause(subject: string, v: NlVerb, object: string): string {
  return join(subject, v.finite, v.before, object, v.after, v.particle);
}

/** Main clause opened by another constituent: the verb stays second (V2), the subject follows it: "Nu raakt Mars jouw Zon aan". */
export function inverted(opener: string, subject: string, v: NlVerb, object: string): string {
  return join(opener, v.finite, subject, v.before, object, v.after, v.particle);
}

/** Subordinate clause: the finite verb goes last and the particle joins it: "(omdat) Mars jouw Zon aanraakt". */
export function subClause(subject: string, v: NlVerb, object: string): string {
  return join(subject, v.before, object, v.after, `${v.particle ?? ''}${v.finite}`);
}

/**
 * The verb of "je" when it follows its subject ("je voelt") turned to the form that comes before
 * "je" under inversion ("voel je"): the -t of the second person falls away, but not a -t of the
 * stem ("je weet" → "weet je"); "je bent" → "ben je".
 */
export function beforeJe(finite: string): string {
  if (finite === 'bent') return 'ben';
  if (STEM_T.has(finite) || !finite.endsWith('t')) return finite;
  // "gaat" → "ga", "staat" → "sta": the vowel is written single at the end of the word.
  return finite.slice(0, -1).replace(/(aa|ee|oo|uu)$/, (v) => v[0]);
}
const STEM_T = new Set(['weet', 'laat', 'moet', 'eet', 'praat', 'zet', 'zit', 'wacht', 'rust', 'start', 'past', 'put']);

/** Capitalizes the first letter of a sentence. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Collapses doubled spaces and a space before punctuation left by an empty part. */
export function polish(text: string): string {
  return text
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
}

/** A main clause's predicate without its subject (after "en" sharing the subject): "zet jouw identiteit onder druk". */
export function predicate(v: NlVerb, object: string): string {
  return join(v.finite, v.before, object, v.after, v.particle);
}
