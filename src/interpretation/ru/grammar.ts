/**
 * Russian grammar for the composers: three genders and the plural, the cases a name is needed in
 * (nominative, genitive, dative, accusative, instrumental, prepositional), adjective and past-tense
 * agreement, the prepositions в / во, с / со, о / об / обо chosen by the next word's first sounds,
 * and numeral government (1 дом, 2 дома, 5 домов) by Intl.PluralRules('ru-RU').
 */

/** Grammatical gender of a Russian noun; 'pl' for nouns used only in the plural (Близнецы, Весы). */
export type RuGender = 'm' | 'f' | 'n' | 'pl';

/** The six cases of a noun phrase. */
export interface RuCases {
  /** Nominative: "Марс", "Середина неба". */
  nom: string;
  /** Genitive: "Марса". */
  gen: string;
  /** Dative: "Марсу". */
  dat: string;
  /** Accusative: "Марс", "Луну". */
  acc: string;
  /** Instrumental: "Марсом". */
  ins: string;
  /** Prepositional (without the preposition): "Марсе". */
  prep: string;
}

/** A noun phrase in its cases with its gender. */
export interface RuNoun extends RuCases {
  g: RuGender;
}

const CONSONANT = '[бвгджзйклмнпрстфхцчшщБВГДЖЗЙКЛМНПРСТФХЦЧШЩ]';

/** "в" or "во" before `word`: во before в / ф + consonant and the fleeting-vowel forms "Льве", "мне", "всё". */
export function v(word: string): string {
  return new RegExp(`^(?:[вфВФ]${CONSONANT}|[Лл]ьв|[Мм]н[еоу]|[Вв]с[её]|[Вв]торо)`, 'u').test(word)
    ? `во ${word}`
    : `в ${word}`;
}

/** "с" or "со" before `word`: со before с / з / ш / ж + consonant, щ, and "Львом", "мной". */
export function s(word: string): string {
  return new RegExp(`^(?:[сзшжСЗШЖ]${CONSONANT}|[щЩ]|[Лл]ьв|[Мм]но[йю]|[Вв]с[её])`, 'u').test(word)
    ? `со ${word}`
    : `с ${word}`;
}

/** "о", "об" before a vowel (а, о, у, э, и), "обо" before "мне" / "всём": the preposition of speech. */
export function o(word: string): string {
  if (/^(?:мне|всём|всем|всех)(?!\p{L})/u.test(word)) return `обо ${word}`;
  return /^[аоуэиАОУЭИ]/u.test(word) ? `об ${word}` : `о ${word}`;
}

/**
 * An adjective or participle given in the masculine nominative singular ("тёплый", "синий",
 * "строгий", "большой"), agreed in the nominative with a gender or the plural.
 */
export function adj(masculine: string, g: RuGender): string {
  const m = /^(.*?)(ый|ий|ой)$/u.exec(masculine);
  if (!m) return masculine;
  const [, stem, end] = m;
  const velarOrHush = /[гкхжшчщ]$/u.test(stem);
  const soft = end === 'ий' && !velarOrHush;
  switch (g) {
    case 'm':
      return masculine;
    case 'f':
      return `${stem}${soft ? 'яя' : 'ая'}`;
    case 'n':
      return `${stem}${soft ? 'ее' : /[жшчщ]$/u.test(stem) && end !== 'ой' ? 'ее' : 'ое'}`;
    case 'pl':
      return `${stem}${soft || velarOrHush ? 'ие' : 'ые'}`;
  }
}

/**
 * A verb in the past tense agreed with its subject's gender: past("прошёл", "прошла", g) builds
 * "прошло" and "прошли" from the feminine stem ("стоял" → "стояла", "стояло", "стояли").
 */
export function past(masculine: string, g: RuGender, feminine = `${masculine}а`): string {
  const stem = feminine.slice(0, -1);
  switch (g) {
    case 'm':
      return masculine;
    case 'f':
      return feminine;
    case 'n':
      return `${stem}о`;
    case 'pl':
      return `${stem}и`;
  }
}

/** "этот", "эта", "это", "эти" before a noun of gender `g`. */
export function this_(noun: string, g: RuGender): string {
  return `${{ m: 'этот', f: 'эта', n: 'это', pl: 'эти' }[g]} ${noun}`;
}

/** "ваш", "ваша", "ваше", "ваши" (nominative) before a noun of gender `g`. */
export function yours(noun: string, g: RuGender): string {
  return `${{ m: 'ваш', f: 'ваша', n: 'ваше', pl: 'ваши' }[g]} ${noun}`;
}

/** "ваш" in the genitive: "вашего Марса", "вашей Луны", "ваших Близнецов". */
export function yoursGen(noun: string, g: RuGender): string {
  return `${{ m: 'вашего', f: 'вашей', n: 'вашего', pl: 'ваших' }[g]} ${noun}`;
}

/** "ваш" in the instrumental: "вашим Марсом", "вашей Луной". */
export function yoursIns(noun: string, g: RuGender): string {
  return `${{ m: 'вашим', f: 'вашей', n: 'вашим', pl: 'вашими' }[g]} ${noun}`;
}

/** "ваш" in the accusative of an inanimate noun: "ваш Марс", "вашу Луну", "ваше Солнце". */
export function yoursAcc(noun: string, g: RuGender): string {
  return `${{ m: 'ваш', f: 'вашу', n: 'ваше', pl: 'ваши' }[g]} ${noun}`;
}

const PLURAL = new Intl.PluralRules('ru-RU');
const NUMBER = new Intl.NumberFormat('ru-RU');

/**
 * The form of a noun that a number governs, by Intl.PluralRules('ru-RU'): `one` after 1, 21, 101
 * ("дом"), `few` after 2–4, 22–24 ("дома"), `many` after 5–20, 25… ("домов"); `other` for fractions
 * (the genitive singular, as "1,5 дома").
 */
export function pluralForm(n: number, one: string, few: string, many: string, other = few): string {
  switch (PLURAL.select(n)) {
    case 'one':
      return one;
    case 'few':
      return few;
    case 'many':
      return many;
    default:
      return other;
  }
}

/** `n` written in the ru-RU locale with the noun form it governs: countOf(5, 'дом', 'дома', 'домов') → "5 домов". */
export function countOf(n: number, one: string, few: string, many: string, other = few): string {
  return `${NUMBER.format(n)} ${pluralForm(n, one, few, many, other)}`;
}

/**
 * Russian typography applied to a composed text: one space between words, no space before
 * punctuation, and the preposition в / с / о corrected before the word that follows it, in case
 * a template wrote the plain form before a name.
 */
export function polish(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .replace(/ ([,.;:!?])/gu, '$1')
    .replace(/(?<!\p{L})([вВ]) (?=\p{L})(\S+)/gu, (m, p: string, word: string) =>
      v(word).startsWith('во') ? `${p}о ${word}` : m,
    )
    .replace(/(?<!\p{L})([сС]) (?=\p{L})(\S+)/gu, (m, p: string, word: string) =>
      s(word).startsWith('со') ? `${p}о ${word}` : m,
    )
    .replace(/(?<!\p{L})([оО]) (?=\p{L})(\S+)/gu, (m, p: string, word: string) => {
      const right = o(word);
      return right.startsWith('об') ? `${p}${right.slice(1, right.indexOf(' '))} ${word}` : m;
    })
    .trim();
}

/** The case of a noun phrase. */
export type RuCase = keyof RuCases;

/** The third-person pronoun of gender `g` in a case: он / она / оно / они, его / её / их, ему / ей / им. */
export function pronoun(g: RuGender, c: 'nom' | 'gen' | 'dat' | 'ins'): string {
  const forms = {
    nom: { m: 'он', f: 'она', n: 'оно', pl: 'они' },
    gen: { m: 'его', f: 'её', n: 'его', pl: 'их' },
    dat: { m: 'ему', f: 'ей', n: 'ему', pl: 'им' },
    ins: { m: 'им', f: 'ей', n: 'им', pl: 'ими' },
  };
  return forms[c][g];
}

/**
 * An adjective given in the masculine nominative singular, declined in an oblique case:
 * the instrumental masculine ("прямым", "синим"), the prepositional feminine ("прямой",
 * "синей") or the nominative neuter ("прямое", "синее").
 */
export function adjForm(masculine: string, form: 'ins-m' | 'prep-f' | 'dat-m' | 'dat-f'): string {
  const m = /^(.*?)(ый|ий|ой)$/u.exec(masculine);
  if (!m) return masculine;
  const [, stem, end] = m;
  const velar = /[гкх]$/u.test(stem);
  const hush = /[жшчщ]$/u.test(stem);
  const soft = end === 'ий' && !velar;
  switch (form) {
    case 'ins-m':
      return `${stem}${soft || velar ? 'им' : 'ым'}`;
    case 'prep-f':
    case 'dat-f':
      return `${stem}${(soft || hush) && end !== 'ой' ? 'ей' : 'ой'}`;
    case 'dat-m':
      return `${stem}${(soft || hush) && end !== 'ой' ? 'ему' : 'ому'}`;
  }
}

/** Words joined as a Russian list: "a", "a и b", "a, b и c". */
export function and(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} и ${words[words.length - 1]}`;
}

/** "натальный" agreed with a point of gender `g` in the dative or instrumental: "натальному Солнцу", "натальной Луной". */
export function natal(g: RuGender, c: 'nom' | 'dat' | 'ins' | 'gen'): string {
  const forms = {
    nom: { m: 'натальный', f: 'натальная', n: 'натальное', pl: 'натальные' },
    gen: { m: 'натального', f: 'натальной', n: 'натального', pl: 'натальных' },
    dat: { m: 'натальному', f: 'натальной', n: 'натальному', pl: 'натальным' },
    ins: { m: 'натальным', f: 'натальной', n: 'натальным', pl: 'натальными' },
  };
  return forms[c][g];
}

const YOUR: Record<RuCase, Record<RuGender, string>> = {
  nom: { m: 'ваш', f: 'ваша', n: 'ваше', pl: 'ваши' },
  gen: { m: 'вашего', f: 'вашей', n: 'вашего', pl: 'ваших' },
  dat: { m: 'вашему', f: 'вашей', n: 'вашему', pl: 'вашим' },
  acc: { m: 'ваш', f: 'вашу', n: 'ваше', pl: 'ваши' },
  ins: { m: 'вашим', f: 'вашей', n: 'вашим', pl: 'вашими' },
  prep: { m: 'вашем', f: 'вашей', n: 'вашем', pl: 'ваших' },
};

/** "ваш" agreed in case and gender with an inanimate noun phrase, joined to it: yourIn(Луна, 'dat') → "вашей Луне". */
export function yourIn(noun: RuNoun, c: RuCase): string {
  return `${YOUR[c][noun.g]} ${noun[c]}`;
}

const THIS_ACC: Record<RuGender, string> = { m: 'этот', f: 'эту', n: 'это', pl: 'эти' };

/** "этот квадрат", "эту оппозицию", "это соединение" in the accusative (inanimate). */
export function thisAcc(accusative: string, g: RuGender): string {
  return `${THIS_ACC[g]} ${accusative}`;
}
