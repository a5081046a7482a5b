/**
 * Folding of place names and queries into one comparable form, so that "Zürich", "ZURICH" and
 * "zurich" meet, and so do "Saint-Étienne" and "saint etienne".
 */

/** Letters that Unicode decomposition does not split into a base letter and a mark. */
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ŀ: 'l',
  þ: 'th',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
  ς: 'σ',
};
const LETTER_FOLD_PATTERN = /[ßæœøđðħıłŀþŧŋĸſς]/g;
/** Apostrophes vanish ("L'Aquila" → "laquila"); any other run of non-letters is one space. */
const APOSTROPHES = new Set(["'", '’', 'ʼ', 'ʻ', '`', '´', '‘']);
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/u;
const MARKS = /\p{M}/gu;
const PLAIN_ASCII = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const SPACE = 32;

/** Fold of each UTF-16 code unit, filled on first use. */
const foldCache: (string | undefined)[] = new Array(0x10000);

/** The fold of one lower-case code unit: "" (dropped), " " (separator) or letters/digits. */
function foldUnit(code: number): string {
  let fold = foldCache[code];
  if (fold !== undefined) return fold;
  const unit = String.fromCharCode(code);
  if (code >= 0xd800 && code <= 0xdfff) {
    fold = unit; // half of a character outside the BMP: kept as it is
  } else if (APOSTROPHES.has(unit)) {
    fold = '';
  } else {
    fold = '';
    const parts = unit.normalize('NFKD').replace(MARKS, '').toLowerCase();
    for (const part of parts.replace(LETTER_FOLD_PATTERN, (letter) => LETTER_FOLDS[letter] ?? letter)) {
      fold += NOT_LETTER_OR_DIGIT.test(part) ? ' ' : part;
    }
  }
  foldCache[code] = fold;
  return fold;
}

/**
 * The search form of a name or query: lower case, accents and other combining marks removed
 * (after NFKD), ß/æ/ø/ł and kin spelled out in Latin letters, apostrophes removed, every other
 * run of punctuation or spaces turned into one space, trimmed. Non-Latin scripts keep their
 * letters ("Москва" → "москва"). May return "" (only punctuation).
 */
export function normalizeName(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN_ASCII.test(lower)) return lower;
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    let fold: string;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) fold = lower[i];
    else fold = foldUnit(code);
    for (let j = 0; j < fold.length; j++) {
      if (fold.charCodeAt(j) === SPACE) {
        pendingSpace = out.length > 0;
      } else {
        if (pendingSpace) out += ' ';
        pendingSpace = false;
        out += fold[j];
      }
    }
  }
  return out;
}

/** Number of letters and digits in a normalized text (its length without spaces). */
export function letterCount(normalized: string): number {
  let count = 0;
  for (let i = 0; i < normalized.length; i++) if (normalized.charCodeAt(i) !== SPACE) count++;
  return count;
}
