/**
 * Turkish suffixes by vowel harmony: two-way (e/a) and four-way (i/ı/u/ü) suffixes chosen by the
 * word's last vowel, the hard consonants (f, s, t, k, ç, ş, h, p) that turn a suffix's d into t,
 * the buffer letters (y after a vowel, n after a possessive ending, s for the possessive), the
 * softening of a common noun's final p/ç/t/k before a vowel (kitap → kitabı, renk → rengi), the
 * apostrophe between a proper noun and its suffix (Koç'ta, Mars'ın, Venüs'le), and upper case by
 * the Turkish rule (i → İ, ı → I).
 */

/** The case suffixes a noun takes. */
export type TrCase = 'gen' | 'acc' | 'dat' | 'loc' | 'abl' | 'ins';

const VOWELS = 'aeıioöuü';
const FRONT = 'eiöü';
const HARD = 'fstkçşhp';

/** How a trailing number is read aloud (its suffix follows the spoken word: 3'te, 6'da, 10'da). */
function spokenNumber(digits: string): string {
  const n = Number(digits);
  if (n === 0) return 'sıfır';
  if (n % 1000 === 0 && n >= 1000) return n % 1_000_000 === 0 ? 'milyon' : 'bin';
  if (n % 100 === 0) return 'yüz';
  const tens = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
  const ones = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
  return n % 10 === 0 ? tens[(n % 100) / 10] : ones[n % 10];
}

/** The word as its last sounds are pronounced (lower case, digits read, a final x read "ks"). */
function sounds(word: string): string {
  const w = word
    .toLocaleLowerCase('tr')
    .replace(/[^\p{L}\p{N}]+$/u, '')
    .replace(/â/g, 'a')
    .replace(/î/g, 'i')
    .replace(/û/g, 'u');
  const digits = /(\d+)$/.exec(w);
  if (digits) return spokenNumber(digits[1]);
  return w.replace(/x$/, 'ks');
}

/** The last vowel of `word` as pronounced ('e' when it has none). */
export function lastVowel(word: string): string {
  const w = sounds(word);
  for (let i = w.length - 1; i >= 0; i--) if (VOWELS.includes(w[i])) return w[i];
  return 'e';
}

/** The two-way vowel (e / a) a suffix takes after `word`. */
export function a2(word: string): 'e' | 'a' {
  return FRONT.includes(lastVowel(word)) ? 'e' : 'a';
}

/** The four-way vowel (i / ı / u / ü) a suffix takes after `word`. */
export function i4(word: string): 'i' | 'ı' | 'u' | 'ü' {
  const v = lastVowel(word);
  if (v === 'a' || v === 'ı') return 'ı';
  if (v === 'e' || v === 'i') return 'i';
  if (v === 'o' || v === 'u') return 'u';
  return 'ü';
}

/** True when `word` ends in a vowel sound. */
export function endsInVowel(word: string): boolean {
  return VOWELS.includes(sounds(word).slice(-1));
}

/** True when `word` ends in a hard (voiceless) consonant: the suffix's d becomes t (Koç'ta, Mars'tan). */
export function endsHard(word: string): boolean {
  return HARD.includes(sounds(word).slice(-1));
}

/**
 * A common noun's final p / ç / t / k softened before a vowel (kitap → kitab-, ağaç → ağac-,
 * renk → reng-, yürek → yüreğ-); one-syllable words keep theirs (at → atı, süt → sütü).
 */
export function soften(word: string): string {
  // -nk always becomes -ng (renk → rengi, denk → dengi), even in one syllable.
  if (/nk$/u.test(word)) return `${word.slice(0, -1)}g`;
  const syllables = [...word.toLocaleLowerCase('tr')].filter((ch) => VOWELS.includes(ch)).length;
  if (syllables < 2) return word;
  const last = word.slice(-1);
  if (last === 'k') return `${word.slice(0, -1)}ğ`;
  const soft: Record<string, string> = { p: 'b', ç: 'c', t: 'd' };
  return soft[last] ? word.slice(0, -1) + soft[last] : word;
}

/** How a noun takes its suffixes. */
export interface NounForm {
  /** A proper noun (a planet, a sign): the suffix follows an apostrophe and the noun is not softened. */
  proper?: boolean;
  /** The noun ends in a possessive (Tepe Noktası, Kuzey Ay Düğümü): buffer n before a case suffix. */
  possessed?: boolean;
  /** A common noun that softens its final consonant before a vowel (kalp → kalbi). */
  softens?: boolean;
}

/** Suffixes already worked out: the texts name the same few hundred nouns many times over. */
const SUFFIXES = new Map<string, string>();

/** The bare case suffix `word` takes (without the apostrophe). */
export function caseSuffix(word: string, c: TrCase, form: NounForm = {}): string {
  const key = `${word}|${c}|${form.possessed ? 'n' : ''}`;
  let suffix = SUFFIXES.get(key);
  if (suffix === undefined) {
    suffix = suffixOf(word, c, form);
    SUFFIXES.set(key, suffix);
  }
  return suffix;
}

function suffixOf(word: string, c: TrCase, form: NounForm): string {
  const vowel = endsInVowel(word);
  const A = a2(word);
  const I = i4(word);
  const D = endsHard(word) ? 't' : 'd';
  switch (c) {
    case 'gen':
      return vowel ? `n${I}n` : `${I}n`;
    case 'acc':
      return form.possessed ? `n${I}` : vowel ? `y${I}` : I;
    case 'dat':
      return form.possessed ? `n${A}` : vowel ? `y${A}` : A;
    case 'loc':
      return form.possessed ? `nd${A}` : vowel ? `d${A}` : `${D}${A}`;
    case 'abl':
      return form.possessed ? `nd${A}n` : vowel ? `d${A}n` : `${D}${A}n`;
    case 'ins':
      return vowel ? `yl${A}` : `l${A}`;
  }
}

/**
 * `word` with a case suffix: proper nouns take an apostrophe (Koç'ta, Mars'ın, Venüs'le,
 * Tepe Noktası'nda), common nouns are joined and softened before a vowel (ev → evde, kalp → kalbe).
 */
export function inCase(word: string, c: TrCase, form: NounForm = {}): string {
  const suffix = caseSuffix(word, c, form);
  if (form.proper) return `${word}'${suffix}`;
  const stem = form.softens && /^[aeıioöuü]/.test(suffix) ? soften(word) : word;
  return stem + suffix;
}

/**
 * Every member of a list of nouns with the same case suffix, joined as Turkish joins them:
 * each(['kimliğin', 'canlılığın'], 'acc') → "kimliğini ve canlılığını".
 */
export function each(members: readonly string[], c: TrCase | null, form: NounForm = {}): string {
  return listOf(members.map((m) => (c ? inCase(m, c, form) : m)));
}

/** The plural of a common noun: -ler / -lar by two-way harmony (ev → evler, yıldız → yıldızlar). */
export function plural(word: string): string {
  return `${word}l${a2(word)}r`;
}

/** The conjunction "ile" fused onto a noun, as in "Güneş'le" or "Ay'la": {@link inCase} with 'ins'. */
export function withIt(word: string, form: NounForm = {}): string {
  return inCase(word, 'ins', form);
}

/** `text` with its first letter upper-case by the Turkish rule (i → İ): "ikinci" → "İkinci". */
export function capitalize(text: string): string {
  // A sentence that opens with a number ("12. evdeki …") keeps the word after it in lower case.
  const i = text.search(/[\p{L}\p{N}]/u);
  return i < 0 || /\p{N}/u.test(text[i])
    ? text
    : text.slice(0, i) + text[i].toLocaleUpperCase('tr') + text.slice(i + 1);
}

/** `text` in upper case by the Turkish rule: "iç dünya" → "İÇ DÜNYA", "ılık" → "ILIK". */
export function upper(text: string): string {
  return text.toLocaleUpperCase('tr');
}

/** Sentences joined by spaces, each capitalized by the Turkish rule and ending with a full stop. */
export function paragraph(sentences: readonly string[]): string {
  return sentences
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => capitalize(/[.!?:]$/.test(s) ? s : `${s}.`))
    .join(' ');
}

/** Items joined as a Turkish list: "a", "a ve b", "a, b ve c". */
export function listOf(items: readonly string[], and = 've'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Plural category of `n` in Turkish by Intl.PluralRules ("one" or "other"). */
const PLURAL = new Intl.PluralRules('tr-TR');
const NUMBER = new Intl.NumberFormat('tr-TR');

/**
 * `n` and a noun, with the form Intl.PluralRules chooses: Turkish keeps the noun singular after a
 * numeral in both categories ("1 gün", "3 gün", never "3 günler"), so `other` defaults to `one`.
 */
export function countOf(n: number, one: string, other: string = one): string {
  return `${NUMBER.format(n)} ${PLURAL.select(n) === 'one' ? one : other}`;
}

/** A number written by the Turkish locale ("1.234,5"). */
export function numberOf(n: number, digits = 0): string {
  return new Intl.NumberFormat('tr-TR', { maximumFractionDigits: digits }).format(n);
}

/** An ordinal number written with its dot, as Turkish does ("3." read "üçüncü"): "3. ev". */
export function ordinal(n: number): string {
  return `${n}.`;
}

/**
 * Spelling clean-up of a composed text: no doubled spaces, no space before punctuation, no
 * doubled punctuation.
 */
export function polish(text: string): string {
  return text
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/([,.;:])\1+/g, '$1')
    .replace(/\.,/g, ',')
    .trim();
}
