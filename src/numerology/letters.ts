/**
 * Letters of a name as Pythagorean numerology counts them: accents and ligatures folded to the
 * Latin alphabet (é → E, ß → SS, Æ → AE, Ø → O), each letter valued 1–9 by its place in the
 * alphabet (A J S = 1, B K T = 2, … I R = 9), and split into vowels and consonants.
 */

/** Letters that Unicode decomposition does not fold (they are letters of their own, not A–Z with a mark). */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  Ħ: 'H',
  ħ: 'H',
  Ŀ: 'L',
  ŀ: 'L',
};

/** A name that cannot be counted: it has no Latin letter, or letters of another script. */
export class NameError extends Error {
  override readonly name = 'NameError';
  constructor(
    readonly code: 'no_letters' | 'unsupported_script',
    readonly expected: string,
    /** The letter of another script (`unsupported_script`), for the web side to quote in any language. */
    readonly letter?: string,
  ) {
    super(expected);
  }
}

/** One counted letter of a name. */
export interface NameLetter {
  /** The folded letter, A–Z. */
  letter: string;
  /** Pythagorean value 1–9. */
  value: number;
  /** Whether it counts as a vowel (A E I O U, and Y when no vowel stands beside it). */
  vowel: boolean;
}

/** The words of a name, each a list of counted letters. */
export type NameWords = NameLetter[][];

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * Pythagorean value of a letter A–Z: (position in the alphabet − 1) mod 9 + 1.
 * @param letter one uppercase letter A–Z
 */
export function letterValue(letter: string): number {
  return ((letter.charCodeAt(0) - 65) % 9) + 1;
}

/** The name folded to uppercase A–Z words; other characters (spaces, hyphens, apostrophes, digits) separate words. */
export function foldName(name: string): string[] {
  const folded = [...name]
    .map((ch) => SPECIAL_FOLDS[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase();
  const foreign = folded.match(/[^\P{L}A-Z]/u);
  if (foreign)
    throw new NameError(
      'unsupported_script',
      `expected a name in Latin letters (accents are fine); "${foreign[0]}" is not one`,
      foreign[0],
    );
  const words = folded.split(/[^A-Z]+/).filter((w) => w.length > 0);
  if (words.length === 0) throw new NameError('no_letters', 'expected a name with at least one letter');
  return words;
}

/**
 * The counted letters of a name, word by word. Y is a vowel when neither neighbour in its word
 * is one of A E I O U (Lynn, Mary), else a consonant (Yolanda, Maya).
 * @throws NameError for a name without Latin letters
 */
export function nameLetters(name: string): NameWords {
  return foldName(name).map((word) =>
    [...word].map((letter, i) => {
      const vowel =
        VOWELS.has(letter) || (letter === 'Y' && !VOWELS.has(word[i - 1] ?? '') && !VOWELS.has(word[i + 1] ?? ''));
      return { letter, value: letterValue(letter), vowel };
    }),
  );
}
