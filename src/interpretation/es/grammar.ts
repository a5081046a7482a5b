/**
 * Spanish agreement and contraction: "a el" → "al", "de el" → "del", "y" → "e" before an
 * /i/ sound and "o" → "u" before an /o/ sound, and endings by gender.
 */

export type EsGender = 'm' | 'f';

/** Spanish spelling rules applied to a composed text: contractions and the conjunctions e / u. */
export function polish(text: string): string {
  // Word boundaries by letter class: JavaScript's \b does not know ñ or accented vowels.
  return text
    .replace(/(?<!\p{L})a el(?!\p{L})/gu, 'al')
    .replace(/(?<!\p{L})de el(?!\p{L})/gu, 'del')
    .replace(/(?<!\p{L})y (?=(?:[iIíÍ]|[hH][iIíÍ])(?![eEaAoO]))/gu, 'e ')
    .replace(/(?<!\p{L})o (?=[oOóÓ]|[hH][oOóÓ])/gu, 'u ');
}

/** An adjective or participle ending in -o agreed with a gender ("situado" → "situada"). */
export function agree(masculine: string, g: EsGender): string {
  return g === 'f' && masculine.endsWith('o') ? `${masculine.slice(0, -1)}a` : masculine;
}

/** The demonstrative "este" / "esta" for a gender. */
export function este(g: EsGender): string {
  return g === 'f' ? 'esta' : 'este';
}
