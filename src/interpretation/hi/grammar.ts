/**
 * Hindi agreement and cases: nouns are masculine or feminine; a masculine noun ending in -आ takes
 * the oblique -ए before a postposition (रास्ता → रास्ते में) unless it is a Sanskrit word that
 * does not change (पिता, राजा, चंद्रमा); का / की / के agree with the possessed noun; adjectives
 * and participles ending in -आ agree in gender, number and case (अच्छा / अच्छी / अच्छे); the
 * verb agrees with its subject (होता है / होती है / होते हैं). Sentences end with the danda (।).
 *
 * The reader is addressed with आप, and a verb with आप as its subject takes the plural (आप करते
 * हैं, आपको मिलता है), as the Vedic texts and Hindi horoscope columns write it.
 */

export type HiGender = 'm' | 'f';

/** A noun phrase with the gender and number its verb and its का / की / के agree with. */
export interface HiNoun {
  text: string;
  g: HiGender;
  plural?: boolean;
}

/** Masculine nouns in -आ that keep their form in the oblique (Sanskrit and kinship words). */
const INVARIANT = new Set(['पिता', 'राजा', 'चंद्रमा', 'दाता', 'नेता', 'आत्मा', 'देवता', 'कर्ता', 'योद्धा', 'मुखिया']);

/** Modifiers in -आ that decline before a masculine head noun. */
const DECLINED = new Set(['का', 'पुराना', 'नया', 'गहरा', 'छोटा', 'बड़ा', 'अपना', 'अच्छा', 'सच्चा', 'हुआ']);

function obliqueWord(last: string, g: HiGender, plural: boolean): string {
  if (plural) {
    if (last.endsWith('ियाँ')) return `${last.slice(0, -4)}ियों`;
    if (last.endsWith('एँ')) return `${last.slice(0, -2)}ओं`;
    if (last.endsWith('ें')) return `${last.slice(0, -2)}ों`;
    if (g === 'f') return last;
    if (last.endsWith('े')) return `${last.slice(0, -1)}ों`;
    if (last.endsWith('ी')) return `${last.slice(0, -1)}ियों`;
    if (last.endsWith('ू')) return `${last.slice(0, -1)}ुओं`;
    return `${last}ों`;
  }
  if (g === 'f' || !last.endsWith('ा') || INVARIANT.has(last)) return last;
  return `${last.slice(0, -1)}े`;
}

/**
 * The oblique form of a noun (its form before में, से, को, पर, का), given in the direct form:
 * रास्ता → रास्ते, रिश्ते (plural) → रिश्तों, भावनाएँ → भावनाओं, खुशियाँ → खुशियों, लोग → लोगों.
 * Only the last word changes ("सुरक्षा की ज़रूरत" keeps its modifier).
 */
export function oblique(noun: string, g: HiGender, plural = false): string {
  // Each member of a list declines: "सपने और आदर्श" → "सपनों और आदर्शों".
  const members = noun.split(/(, | और )/u);
  if (members.length > 1) return members.map((m, i) => (i % 2 ? m : oblique(m, g, plural))).join('');
  const words = noun.split(' ');
  const last = words.length - 1;
  words[last] = obliqueWord(words[last], g, plural);
  // Before a masculine head, का and the adjectives in -आ take -ए too: "आराम का पुराना दायरा" → "आराम के पुराने दायरे".
  if (g === 'm') for (let i = 0; i < last; i++) if (DECLINED.has(words[i])) words[i] = `${words[i].slice(0, -1)}े`;
  return words.join(' ');
}

/** A noun with its gender and number: ["पहचान", "f"], ["रिश्ते", "m", true]. */
export type HiWord = readonly [noun: string, g: HiGender, plural?: boolean];

/**
 * Nouns joined into one phrase, each with the owner's possessive agreeing with it, in the direct or
 * oblique case: owned([["पहचान","f"],["साहस","m"]], 'आप') → "आपकी पहचान और आपका साहस";
 * with obliqueCase, "आपकी पहचान और आपके साहस" before a postposition.
 */
export function owned(words: readonly HiWord[], owner: 'आप' | 'उन' | '' = 'आप', obliqueCase = false): string {
  return listOf(
    words.map(([w, g, pl = false]) => {
      const noun = obliqueCase ? oblique(w, g, pl) : w;
      return owner ? `${owner}${ka(g, pl, obliqueCase)} ${noun}` : noun;
    }),
  );
}

/** The gender and number a verb takes with these nouns as its subject: plural when several; feminine only when all are. */
export function subjectOf(words: readonly HiWord[]): { g: HiGender; plural: boolean } {
  return {
    g: words.every(([, g]) => g === 'f') ? 'f' : 'm',
    plural: words.length > 1 || words.some(([, , pl]) => pl === true),
  };
}

/**
 * An adjective or participle given in the masculine singular direct form, agreed with a noun:
 * अच्छा → अच्छी (feminine), अच्छे (masculine plural or oblique). Adjectives that do not end in
 * -आ (सुंदर, साहसी) are invariable.
 */
export function agree(masculine: string, g: HiGender, plural = false, obliqueCase = false): string {
  if (!masculine.endsWith('ा')) return masculine;
  const stem = masculine.slice(0, -1);
  if (g === 'f') return `${stem}ी`;
  return plural || obliqueCase ? `${stem}े` : masculine;
}

/** का / की / के agreeing with the possessed noun (के also before a postposition). */
export function ka(g: HiGender, plural = false, obliqueCase = false): string {
  return agree('का', g, plural, obliqueCase);
}

/** "आपका / आपकी / आपके" before a noun: the reader's. */
export function yours(noun: string, g: HiGender, plural = false, obliqueCase = false): string {
  return `आप${ka(g, plural, obliqueCase)} ${obliqueCase ? oblique(noun, g, plural) : noun}`;
}

/** "उनका / उनकी / उनके" before a noun: the other person's (honorific). */
export function theirs(noun: string, g: HiGender, plural = false, obliqueCase = false): string {
  return `उन${ka(g, plural, obliqueCase)} ${obliqueCase ? oblique(noun, g, plural) : noun}`;
}

/** "है" or "हैं" by number. */
export function hai(plural = false): string {
  return plural ? 'हैं' : 'है';
}

/**
 * A habitual verb agreeing with its subject: verb('हो', noun) → "होता है" / "होती है" / "होते हैं";
 * verb('बढ़', noun) → "बढ़ता है" …
 */
export function verb(stem: string, subject: Pick<HiNoun, 'g' | 'plural'>): string {
  return `${agree(`${stem}ता`, subject.g, subject.plural)} ${hai(subject.plural)}`;
}

/** A perfective compound with जा agreeing with its subject: "हो जाता है" / "हो जाती है" / "हो जाते हैं". */
export function becomes(stem: string, subject: Pick<HiNoun, 'g' | 'plural'>): string {
  return `${stem} ${verb('जा', subject)}`;
}

/** Ordinals of the houses, 1 … 12, masculine direct form (पहला … बारहवाँ). */
const ORDINALS = [
  '',
  'पहला',
  'दूसरा',
  'तीसरा',
  'चौथा',
  'पाँचवाँ',
  'छठा',
  'सातवाँ',
  'आठवाँ',
  'नौवाँ',
  'दसवाँ',
  'ग्यारहवाँ',
  'बारहवाँ',
];

/**
 * The ordinal of house `n` agreed with its noun: ordinal(5) → "पाँचवाँ", ordinal(5, 'm', true)
 * → "पाँचवें" (before भाव में), ordinal(5, 'f') → "पाँचवीं".
 */
export function ordinal(n: number, g: HiGender = 'm', obliqueCase = false): string {
  const word = ORDINALS[n];
  if (word.endsWith('वाँ')) {
    const stem = word.slice(0, -3);
    if (g === 'f') return `${stem}वीं`;
    return obliqueCase ? `${stem}वें` : word;
  }
  return agree(word, g, false, obliqueCase);
}

/** "पाँचवें भाव में": house `n` with a postposition. */
export function inHouse(n: number, postposition = 'में'): string {
  return `${ordinal(n, 'm', true)} भाव ${postposition}`;
}

const PLURAL = new Intl.PluralRules('hi-IN');
const NUMBER = new Intl.NumberFormat('hi-IN');

/** `n` with the singular or plural form chosen by Intl.PluralRules('hi-IN'): countOf(1, 'दिन', 'दिन'). */
export function countOf(n: number, one: string, other: string): string {
  return `${NUMBER.format(n)} ${PLURAL.select(n) === 'one' ? one : other}`;
}

/** Items joined as Hindi lists them: "क", "क और ख", "क, ख और ग". */
export function listOf(items: readonly string[], and = 'और'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Sentences joined into a paragraph, each ending with the danda unless it ends with ? or ! already. */
export function paragraph(sentences: readonly string[]): string {
  return sentences
    .map((s) => s.trim().replace(/[.।]$/u, ''))
    .filter((s) => s.length > 0)
    .map((s) => (/[?!:]$/u.test(s) ? s : `${s}।`))
    .join(' ');
}

/** Hindi spacing rules applied to a composed text: single spaces, no space before a danda or comma. */
export function polish(text: string): string {
  return text
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,।;:?!])/gu, '$1')
    .replace(/।।/gu, '।')
    .trim();
}
