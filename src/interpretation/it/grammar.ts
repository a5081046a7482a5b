/**
 * Italian agreement, articles and contractions: the definite and indefinite article chosen by
 * gender, number and the noun's first sounds (il / lo / l' / la, i / gli / le, un / uno / una /
 * un'), prepositions fused with the article ("di il" → "del", "in la" → "nella", "su l'" →
 * "sull'"), "e" → "ed" and "a" → "ad" before the same vowel, and endings by gender and number.
 */

export type ItGender = 'm' | 'f';

/** True when a masculine word takes "lo" / "gli" / "uno": s + consonant, z, gn, ps, pn, x, y, i + vowel. */
function takesLo(word: string): boolean {
  return /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i.test(word);
}

function startsWithVowel(word: string): boolean {
  return /^[aeiouàèéìòùh]/i.test(word) && !/^i[aeiou]/i.test(word);
}

/** The definite article of `noun` ("il", "lo", "l'", "la", "i", "gli", "le") joined to it. */
export function the(noun: string, g: ItGender, plural = false): string {
  if (g === 'f') {
    if (plural) return `le ${noun}`;
    return startsWithVowel(noun) ? `l'${noun}` : `la ${noun}`;
  }
  if (plural) return startsWithVowel(noun) || takesLo(noun) ? `gli ${noun}` : `i ${noun}`;
  if (startsWithVowel(noun)) return `l'${noun}`;
  return takesLo(noun) ? `lo ${noun}` : `il ${noun}`;
}

/** The indefinite article of a singular `noun` joined to it ("un", "uno", "una", "un'"). */
export function a(noun: string, g: ItGender): string {
  if (g === 'f') return startsWithVowel(noun) ? `un'${noun}` : `una ${noun}`;
  return takesLo(noun) ? `uno ${noun}` : `un ${noun}`;
}

/** "il tuo" / "la tua" / "i tuoi" / "le tue" before a noun: Italian possessives take the article. */
export function yours(noun: string, g: ItGender, plural = false): string {
  const own = g === 'f' ? (plural ? 'tue' : 'tua') : plural ? 'tuoi' : 'tuo';
  return `${g === 'f' ? (plural ? 'le' : 'la') : plural ? 'i' : 'il'} ${own} ${noun}`;
}

/** "il suo" / "la sua" / "i suoi" / "le sue" before a noun (the other person's). */
export function theirs(noun: string, g: ItGender, plural = false): string {
  const own = g === 'f' ? (plural ? 'sue' : 'sua') : plural ? 'suoi' : 'suo';
  return `${g === 'f' ? (plural ? 'le' : 'la') : plural ? 'i' : 'il'} ${own} ${noun}`;
}

/**
 * An adjective or participle given in the masculine singular, agreed with a gender and number:
 * "situato" → "situata" / "situati" / "situate"; "-e" adjectives ("forte") → "forti" in the plural.
 */
export function agree(masculine: string, g: ItGender, plural = false): string {
  if (masculine.endsWith('o')) {
    const stem = masculine.slice(0, -1);
    if (!plural) return g === 'f' ? `${stem}a` : masculine;
    return g === 'f' ? `${stem}e` : `${stem}i`;
  }
  if (masculine.endsWith('e') && plural) return `${masculine.slice(0, -1)}i`;
  return masculine;
}

/** The demonstrative "questo" / "questa" / "quest'" before a singular noun. */
export function questo(noun: string, g: ItGender): string {
  return startsWithVowel(noun) ? `quest'${noun}` : `${g === 'f' ? 'questa' : 'questo'} ${noun}`;
}

const FUSED: Record<string, string> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
const ARTICLE_TAIL: Record<string, string> = { il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' };

function fuse(prep: string, tail: string): string {
  const lower = prep.toLowerCase();
  const fused = FUSED[lower] + tail;
  return prep[0] === prep[0].toUpperCase() ? fused[0].toUpperCase() + fused.slice(1) : fused;
}

/**
 * Italian spelling rules applied to a composed text: the articulated prepositions (di, a, da, in,
 * su fused with il, lo, l', la, i, gli, le), the article's elision before a vowel, and the
 * euphonic "ed" / "ad" before the same vowel.
 */
export function polish(text: string): string {
  // Word boundaries by letter class: JavaScript's \b does not know accented vowels.
  return (
    text
      .replace(
        /(?<!\p{L})(di|a|da|in|su|Di|A|Da|In|Su) (il|lo|la|i|gli|le)(?!\p{L}|')/gu,
        (_, p: string, art: string) => fuse(p, ARTICLE_TAIL[art]),
      )
      .replace(/(?<!\p{L})(di|a|da|in|su|Di|A|Da|In|Su) l'(?=\p{L})/gu, (_, p: string) => `${fuse(p, 'll')}'`)
      // The article (plain or fused) elides before a vowel: "nella ottava" → "nell'ottava", "lo ancora" → "l'ancora".
      .replace(
        /(?<!\p{L})((?:[Ll]|[Nn]el|[Dd]el|[Aa]l|[Dd]al|[Ss]ul)l?)[ao] (?=[aeiouàèéìòùAEIOUÀÈÉÌÒÙ])(?!i[aeiou])/gu,
        (m, stem: string) => (/^[Ll]$|ll$/.test(stem) ? `${stem}'` : m),
      )
      .replace(/(?<!\p{L})e (?=[eEèÈéÉ])/gu, 'ed ')
      .replace(/(?<!\p{L})a (?=[aAàÀ])/gu, 'ad ')
  );
}

/** Plural category of `n` in Italian by Intl.PluralRules ("one" or "other"). */
const PLURAL = new Intl.PluralRules('it-IT');

/** `n` with the singular or plural form chosen by Intl.PluralRules: countOf(1, 'giorno', 'giorni'). */
export function countOf(n: number, one: string, other: string): string {
  return `${new Intl.NumberFormat('it-IT').format(n)} ${PLURAL.select(n) === 'one' ? one : other}`;
}

/**
 * A preposition repeated before each member of a list of noun phrases, as Italian requires
 * ("di il denaro, i beni e l'autostima" → "del denaro, dei beni e dell'autostima" after
 * {@link polish}). Members are separated by ", " and a final " e " (before an article or a name).
 */
export function each(prep: string, list: string): string {
  return list
    .split(/, | e (?=(?:il|lo|la|i|gli|le|un|una|uno|ciò|quel|quello|quella) |l'|un'|\p{Lu})/u)
    .map((item) => `${prep} ${item}`)
    .reduce((acc, item, i, all) => (i === 0 ? item : `${acc}${i === all.length - 1 ? ' e ' : ', '}${item}`), '');
}
