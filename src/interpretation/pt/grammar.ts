/**
 * Portuguese grammar, written as Brazilian Portuguese (locale `pt-BR`), the reader addressed as
 * "você": the definite and indefinite article by gender and number (o / a / os / as, um / uma),
 * prepositions contracted with the article and the demonstratives ("de o" → "do", "em a" → "na",
 * "por os" → "pelos", "a a" → "à", "em este" → "neste"), possessives agreeing with the possessed
 * noun (seu / sua / seus / suas), adjectives and participles agreed in gender and number, and
 * plurals chosen by Intl.PluralRules('pt-BR').
 */

export type PtGender = 'm' | 'f';

/** The locale of the Portuguese texts: Brazilian Portuguese. */
export const PT_LOCALE = 'pt-BR';

/** The definite article of `noun` ("o", "a", "os", "as") joined to it. */
export function the(noun: string, g: PtGender, plural = false): string {
  return `${g === 'f' ? 'a' : 'o'}${plural ? 's' : ''} ${noun}`;
}

/** The indefinite article of a singular `noun` joined to it ("um", "uma"). */
export function a(noun: string, g: PtGender): string {
  return `${g === 'f' ? 'uma' : 'um'} ${noun}`;
}

/**
 * The reader's possessive before a noun, agreeing with the possessed noun, not with the owner:
 * "seu Sol", "sua Lua", "seus planetas", "suas casas".
 */
export function yours(noun: string, g: PtGender, plural = false): string {
  return `${g === 'f' ? 'sua' : 'seu'}${plural ? 's' : ''} ${noun}`;
}

/** The other person's: "o Sol da outra pessoa", "as necessidades da outra pessoa" (seu/sua would be ambiguous). */
export function theirs(noun: string, g: PtGender, plural = false): string {
  return `${the(noun, g, plural)} da outra pessoa`;
}

/**
 * An adjective or participle given in the masculine singular, agreed with a gender and number:
 * "situado" → "situada" / "situados" / "situadas"; "sonhador" → "sonhadora"; "sensível" →
 * "sensíveis"; "forte" → "fortes"; "comum" → "comuns".
 */
export function agree(masculine: string, g: PtGender, plural = false): string {
  if (masculine.endsWith('o')) {
    const stem = masculine.slice(0, -1);
    return `${stem}${g === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
  }
  if (masculine.endsWith('or')) return `${masculine}${g === 'f' ? 'a' : ''}${plural ? (g === 'f' ? 's' : 'es') : ''}`;
  if (!plural) return masculine;
  if (masculine.endsWith('ível')) return `${masculine.slice(0, -4)}íveis`;
  if (masculine.endsWith('ável')) return `${masculine.slice(0, -4)}áveis`;
  if (masculine.endsWith('al')) return `${masculine.slice(0, -2)}ais`;
  if (masculine.endsWith('m')) return `${masculine.slice(0, -1)}ns`;
  if (/[rsz]$/.test(masculine)) return `${masculine}es`;
  return `${masculine}s`;
}

/** The demonstrative "este" / "esta" (plural "estes" / "estas") before a noun. */
export function este(noun: string, g: PtGender, plural = false): string {
  return `${g === 'f' ? 'esta' : 'este'}${plural ? 's' : ''} ${noun}`;
}

const CONTRACTED: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
};

function keepCase(original: string, replaced: string): string {
  return original[0] === original[0].toUpperCase() ? replaced[0].toUpperCase() + replaced.slice(1) : replaced;
}

/**
 * Portuguese spelling rules applied to a composed text: the prepositions de, em, por and a
 * contracted with the definite article ("de o" → "do", "em as" → "nas", "por a" → "pela",
 * "a a" → "à"), and de / em with the demonstratives and the pronouns ele / ela ("em este" →
 * "neste", "de isso" → "disso", "de ela" → "dela").
 */
export function polish(text: string): string {
  // Word boundaries by letter class: JavaScript's \b does not know accented letters.
  return text
    .replace(/(?<!\p{L})(de|em|por|a|De|Em|Por|A) (o|a|os|as)(?!\p{L})/gu, (_, p: string, art: string) =>
      keepCase(p, CONTRACTED[p.toLowerCase()][art]),
    )
    .replace(
      /(?<!\p{L})(de|em|De|Em) (este|esta|estes|estas|esse|essa|esses|essas|isto|isso|aquele|aquela|aquilo|ele|ela|eles|elas)(?!\p{L})/gu,
      (_, p: string, w: string) => keepCase(p, `${p.toLowerCase() === 'de' ? 'd' : 'n'}${w}`),
    )
    .replace(/ {2,}/g, ' ');
}

const PLURAL = new Intl.PluralRules(PT_LOCALE);
const NUMBER = new Intl.NumberFormat(PT_LOCALE);

/** `n` with the singular or plural form chosen by Intl.PluralRules('pt-BR'): countOf(1, 'dia', 'dias'). */
export function countOf(n: number, one: string, other: string): string {
  return `${NUMBER.format(n)} ${PLURAL.select(n) === 'one' ? one : other}`;
}

/** A number written in the pt-BR locale ("1.200", "3,5"). */
export function numberOf(n: number): string {
  return NUMBER.format(n);
}

/**
 * A preposition repeated before each member of a list of noun phrases, as Portuguese requires
 * ("de o dinheiro, os bens e a autoestima" → "do dinheiro, dos bens e da autoestima" after
 * {@link polish}). Members are separated by ", " and a final " e " before an article, a
 * possessive or a name.
 */
export function each(prep: string, list: string): string {
  return list
    .split(/, | e (?=(?:o|a|os|as|um|uma|seu|sua|seus|suas|aquilo|tudo) |\p{Lu})/u)
    .map((item) => `${prep} ${item}`)
    .reduce((acc, item, i, all) => (i === 0 ? item : `${acc}${i === all.length - 1 ? ' e ' : ', '}${item}`), '');
}
