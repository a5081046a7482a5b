/**
 * Polish grammar for the composed texts: nouns declined in the cases the composers need
 * (nominative, genitive, dative, accusative, instrumental, locative), three genders in the
 * singular and the masculine-personal / non-masculine-personal split in the plural, adjective
 * and past-tense agreement, the vowel-extended prepositions "we" and "ze" before consonant
 * clusters, and numeral government ("1 dom", "2 domy", "5 domów") by Intl.PluralRules('pl-PL').
 * The reader is addressed with "ty"; its pronouns and possessives are capitalized ("Twój",
 * "Ci", "Ciebie"), as Polish horoscopes write them.
 */

/** Singular genders: masculine, feminine, neuter. */
export type PlGender = 'm' | 'f' | 'n';
/** The grammatical cases used by the composers. */
export type PlCase = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'loc';

/** A noun phrase declined in the cases the composers need, with its gender. */
export interface PlNoun {
  nom: string;
  gen: string;
  dat: string;
  acc: string;
  ins: string;
  loc: string;
  g: PlGender;
}

/** Plural category of a number in Polish: "one", "few" or "many" (and "other" for fractions). */
const PLURAL = new Intl.PluralRules('pl-PL');
const NUMBER = new Intl.NumberFormat('pl-PL');

/** The Intl.PluralRules category of `n` in Polish. */
export function pluralOf(n: number): Intl.LDMLPluralRule {
  return PLURAL.select(n);
}

/**
 * `n` with the noun form its category governs, chosen by Intl.PluralRules('pl-PL'):
 * countOf(1, 'dom', 'domy', 'domów') → "1 dom", (2) → "2 domy", (5) → "5 domów", (22) → "22 domy".
 * Fractions take the genitive singular (`other`, defaults to the `few` form's genitive given).
 */
export function countOf(n: number, one: string, few: string, many: string, other = many): string {
  const category = PLURAL.select(n);
  const form = category === 'one' ? one : category === 'few' ? few : category === 'many' ? many : other;
  return `${NUMBER.format(n)} ${form}`;
}

/** The noun form alone, as {@link countOf} chooses it, without the number. */
export function formFor(n: number, one: string, few: string, many: string): string {
  const category = PLURAL.select(n);
  return category === 'one' ? one : category === 'few' ? few : many;
}

/** True when "w" / "z" need the vowel: before the same consonant followed by another consonant. */
function clusterAfter(prep: 'w' | 'z', word: string): boolean {
  const w = word.toLowerCase();
  if (/^mn/.test(w) || /^wsz/.test(w)) return true;
  if (prep === 'w') return /^[wf][^aąeęioóuy]/.test(w);
  return /^[sśzźż][^aąeęioóuy]/.test(w);
}

/** "w" or "we" before `word`: "w Baranie", "we Lwie", "we wtorek", "we wszystkim". */
export function w(word: string): string {
  return `${clusterAfter('w', word) ? 'we' : 'w'} ${word}`;
}

/** "z" or "ze" before `word` (instrumental or genitive): "z Marsem", "ze Słońcem", "ze Skorpionem". */
export function z(word: string): string {
  return `${clusterAfter('z', word) ? 'ze' : 'z'} ${word}`;
}

/**
 * An adjective or passive participle given in the masculine nominative singular, agreed in the
 * nominative with a gender and number: "wsteczny" → "wsteczna" / "wsteczne"; "głęboki" → "głęboka" /
 * "głębokie"; in the plural, masculine-personal "wsteczni" is not needed (points are not persons),
 * so the plural is the non-masculine-personal "wsteczne" / "głębokie".
 */
export function agree(masculine: string, g: PlGender, plural = false): string {
  const soft = /[kg]i$/.test(masculine);
  const stem = masculine.replace(/[yi]$/, '');
  if (plural) return soft ? `${stem}ie` : `${stem}e`;
  if (g === 'f') return `${stem}a`;
  if (g === 'n') return soft ? `${stem}ie` : `${stem}e`;
  return masculine;
}

/**
 * A past-tense verb given in the masculine third person singular ("wszedł", "stał się"), agreed
 * with a gender: "stał się" → "stała się" / "stało się". The stem alternation of "-szedł" is kept
 * ("wszedł" → "weszła" / "weszło").
 */
export function past(masculine: string, g: PlGender): string {
  if (g === 'm') return masculine;
  const [verb, ...rest] = masculine.split(' ');
  const ending = g === 'f' ? 'a' : 'o';
  const form = verb.endsWith('szedł') ? `${verb.slice(0, -5)}eszł${ending}` : `${verb}${ending}`;
  return [form, ...rest].join(' ');
}

/**
 * An adjective given in the masculine nominative singular ("progresywny", "głęboki"), declined
 * in a gender and case of the singular: decline('progresywny', 'f', 'ins') → "progresywną".
 */
export function decline(masculine: string, g: PlGender, c: PlCase): string {
  const soft = /[kg]i$/.test(masculine);
  const stem = masculine.replace(/[yi]$/, '');
  const i = soft ? 'i' : 'y';
  if (g === 'f') return `${stem}${{ nom: 'a', gen: 'ej', dat: 'ej', acc: 'ą', ins: 'ą', loc: 'ej' }[c]}`;
  if (c === 'nom' || c === 'acc') return g === 'n' ? agree(masculine, 'n') : masculine;
  return `${stem}${{ gen: `${i === 'i' ? 'i' : ''}ego`, dat: `${i === 'i' ? 'i' : ''}emu`, ins: `${i}m`, loc: `${i}m` }[c]}`;
}

/** The possessive "Twój" in a gender and case, singular: Twój / Twoja / Twoje, Twojego / Twojej … */
const YOUR: Record<PlGender, Record<PlCase, string>> = {
  m: { nom: 'Twój', gen: 'Twojego', dat: 'Twojemu', acc: 'Twój', ins: 'Twoim', loc: 'Twoim' },
  f: { nom: 'Twoja', gen: 'Twojej', dat: 'Twojej', acc: 'Twoją', ins: 'Twoją', loc: 'Twojej' },
  n: { nom: 'Twoje', gen: 'Twojego', dat: 'Twojemu', acc: 'Twoje', ins: 'Twoim', loc: 'Twoim' },
};

/** "Twój Mars", "Twoją Wenus", "Twoim Słońcem": the reader's noun in a case. */
export function yours(noun: PlNoun, c: PlCase): string {
  // An animate masculine noun (its accusative is its genitive: "Marsa") takes "Twojego" in the accusative.
  const animate = c === 'acc' && noun.g === 'm' && noun.acc === noun.gen && noun.acc !== noun.nom;
  return `${animate ? 'Twojego' : YOUR[noun.g][c]} ${noun[c]}`;
}

/**
 * A phrase with the reader's possessive made reflexive, as Polish requires when the reader is
 * also the subject: "przeżywasz swoje poczucie siebie", not "Twoje" ("Twoja tożsamość" → "swoja tożsamość").
 */
export function reflexive(phrase: string): string {
  return phrase.replace(/(?<!\p{L})Twoj(?=\p{L})|(?<!\p{L})Twój(?!\p{L})/gu, (m) => (m === 'Twój' ? 'swój' : 'swoj'));
}

/** A noun in a case followed by "drugiej osoby" (the other person's): "Mars drugiej osoby". */
export function theirs(noun: PlNoun, c: PlCase): string {
  return `${noun[c]} drugiej osoby`;
}

/** The demonstrative "ten" / "ta" / "to" in a gender and case, singular. */
const THIS: Record<PlGender, Record<PlCase, string>> = {
  m: { nom: 'ten', gen: 'tego', dat: 'temu', acc: 'ten', ins: 'tym', loc: 'tym' },
  f: { nom: 'ta', gen: 'tej', dat: 'tej', acc: 'tę', ins: 'tą', loc: 'tej' },
  n: { nom: 'to', gen: 'tego', dat: 'temu', acc: 'to', ins: 'tym', loc: 'tym' },
};

/** "ten trygon", "tę kwadraturę", "tej koniunkcji": a demonstrative with its noun. */
export function thisOne(noun: PlNoun, c: PlCase): string {
  return `${THIS[noun.g][c]} ${noun[c]}`;
}

/**
 * Polish spelling of a composed text: "w" / "z" become "we" / "ze" before a consonant cluster
 * that begins with the same sound ("w Wodniku" stays, "w wszystkim" → "we wszystkim",
 * "z Słońcem" → "ze Słońcem"), doubled spaces are closed and no space is left before punctuation.
 */
export function polish(text: string): string {
  return text
    .replace(/(?<!\p{L})([wW]) (?=\p{L})(\p{L}+)/gu, (m, p: string, word: string) =>
      clusterAfter('w', word) ? `${p}e ${word}` : m,
    )
    .replace(/(?<!\p{L})([zZ]) (?=\p{L})(\p{L}+)/gu, (m, p: string, word: string) =>
      clusterAfter('z', word) ? `${p}e ${word}` : m,
    )
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1');
}

/** Items joined as a Polish list: "a, b i c", by Intl.ListFormat('pl'). */
export function listPl(items: readonly string[]): string {
  return new Intl.ListFormat('pl', { type: 'conjunction' }).format(items);
}
