/**
 * Japanese grammar for composed texts: verb phrases are written in the plain dictionary form
 * ("見せる", "話し合う", "整理する") and conjugated here into the polite です・ます style, the
 * て-form that joins clauses, the connective stem (連用形) that joins clauses in writing, the
 * polite request (〜てください), the suggestion (〜ましょう) and the polite negative request
 * (〜ないでください). Lists are joined with 、 and と / や, counts use Intl.NumberFormat('ja-JP')
 * with a counter (Japanese has no plural: Intl.PluralRules('ja-JP') knows only "other"), and
 * {@link polish} applies Japanese typography to a composed text.
 */

const NUMBER = new Intl.NumberFormat('ja-JP');
const PLURAL = new Intl.PluralRules('ja-JP');

/** Verbs in る after an i- or e-row kana that are godan all the same (帰る is godan by its kanji). */
const GODAN_RU = new Set(['しゃべる', 'いじる', 'すべる', 'まじる', 'ねじる']);
/** Kanji + る verbs that are ichidan (kanji + る verbs are godan otherwise: 送る, 守る, 取る). */
const ICHIDAN_KANJI = new Set(['見る', '居る', '着る', '似る', '寝る', '得る', '出る', '経る', '射る', '煮る']);

const I_ROW: Record<string, string> = {
  う: 'い',
  く: 'き',
  ぐ: 'ぎ',
  す: 'し',
  つ: 'ち',
  ぬ: 'に',
  ぶ: 'び',
  む: 'み',
  る: 'り',
};
const A_ROW: Record<string, string> = {
  う: 'わ',
  く: 'か',
  ぐ: 'が',
  す: 'さ',
  つ: 'た',
  ぬ: 'な',
  ぶ: 'ば',
  む: 'ま',
  る: 'ら',
};
const TE: Record<string, string> = {
  う: 'って',
  つ: 'って',
  る: 'って',
  く: 'いて',
  ぐ: 'いで',
  す: 'して',
  ぬ: 'んで',
  ぶ: 'んで',
  む: 'んで',
};

type VerbClass = 'ichidan' | 'godan' | 'suru' | 'kuru' | 'iku';

/** The conjugation class of the verb that ends `phrase`. */
export function verbClass(phrase: string): VerbClass {
  if (phrase.endsWith('する')) return 'suru';
  if (phrase.endsWith('来る') || /(?:^|[をにでとがへて])くる$/u.test(phrase)) return 'kuru';
  if (phrase.endsWith('行く') || /(?:^|[をにでとがへて])いく$/u.test(phrase)) return 'iku';
  if (!phrase.endsWith('る')) return 'godan';
  for (const v of GODAN_RU) if (phrase.endsWith(v)) return 'godan';
  for (const v of ICHIDAN_KANJI) if (phrase.endsWith(v)) return 'ichidan';
  const before = phrase.at(-2) ?? '';
  return /[いきぎしじちぢにひびぴみりえけげせぜてでねへべぺめれ]/u.test(before) ? 'ichidan' : 'godan';
}

function split(phrase: string): [string, string] {
  return [phrase.slice(0, -1), phrase.slice(-1)];
}

const A_TO_I: Record<string, string> = Object.fromEntries(Object.keys(A_ROW).map((k) => [A_ROW[k], I_ROW[k]]));

/** True when `phrase` ends in a plain negative verb ("決断をしない", "断ち切らない"). */
function isNegative(phrase: string): boolean {
  return phrase.endsWith('ない') && phrase.length > 2;
}

/** The polite stem of a plain negative: "断ち切らない" → "断ち切り", "しない" → "し". */
function negativeStem(phrase: string): string {
  const base = phrase.slice(0, -2);
  if (base.endsWith('こ')) return `${base.slice(0, -1)}き`;
  const last = base.slice(-1);
  return A_TO_I[last] ? `${base.slice(0, -1)}${A_TO_I[last]}` : base;
}

/** The connective stem (連用形): "見せる" → "見せ", "話し合う" → "話し合い", "する" → "し". */
export function stem(phrase: string): string {
  if (isNegative(phrase)) return `${phrase.slice(0, -2)}ず`.replace(/しず$/u, 'せず');
  const [head, last] = split(phrase);
  switch (verbClass(phrase)) {
    case 'suru':
      return `${phrase.slice(0, -2)}し`;
    case 'kuru':
      return `${phrase.slice(0, -2)}${phrase.endsWith('来る') ? '来' : 'き'}`;
    case 'ichidan':
      return head;
    default: {
      const i = I_ROW[last];
      if (!i) throw new Error(`not a verb phrase: ${phrase}`);
      return `${head}${i}`;
    }
  }
}

/** The て-form: "見せる" → "見せて", "行く" → "行って", "休む" → "休んで". */
export function te(phrase: string): string {
  if (isNegative(phrase)) return `${phrase}で`;
  const [head, last] = split(phrase);
  switch (verbClass(phrase)) {
    case 'suru':
    case 'kuru':
    case 'ichidan':
      return `${stem(phrase)}て`;
    case 'iku':
      return `${head}って`;
    default: {
      const t = TE[last];
      if (!t) throw new Error(`not a verb phrase: ${phrase}`);
      return `${head}${t}`;
    }
  }
}

/** The plain negative (ない-form): "見せる" → "見せない", "言う" → "言わない", "する" → "しない". */
export function nai(phrase: string): string {
  const [head, last] = split(phrase);
  switch (verbClass(phrase)) {
    case 'suru':
      return `${phrase.slice(0, -2)}しない`;
    case 'kuru':
      return `${phrase.slice(0, -2)}${phrase.endsWith('来る') ? '来' : 'こ'}ない`;
    case 'ichidan':
      return `${head}ない`;
    default:
      return `${head}${A_ROW[last]}ない`;
  }
}

/** The polite present: "見せる" → "見せます". */
export function masu(phrase: string): string {
  if (isNegative(phrase)) return `${negativeStem(phrase)}ません`;
  return `${stem(phrase)}ます`;
}

/** The polite request: "見せる" → "見せてください". */
export function please(phrase: string): string {
  if (isNegative(phrase)) return `${phrase}でください`;
  return `${te(phrase)}ください`;
}

/** The polite suggestion: "見せる" → "見せましょう". */
export function shou(phrase: string): string {
  if (isNegative(phrase)) return `${phrase}ようにしましょう`;
  return `${stem(phrase)}ましょう`;
}

/** The polite negative request: "急ぐ" → "急がないでください". */
export function dont(phrase: string): string {
  return `${nai(phrase)}でください`;
}

/** The polite negative: "見せる" → "見せません". */
export function masen(phrase: string): string {
  return `${stem(phrase)}ません`;
}

/**
 * Nouns joined as Japanese joins them: "AとB", "A、B、そしてC" (`and`), "AやB", "A、B、Cなど"
 * (`or`: a non-exhaustive list).
 */
export function list(items: readonly string[], how: 'and' | 'or' = 'and'): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0];
  if (how === 'or') return items.length === 2 ? `${items[0]}や${items[1]}` : `${items.join('、')}など`;
  if (items.length === 2) return `${items[0]}と${items[1]}`;
  return `${items.slice(0, -1).join('、')}、そして${items.at(-1)}`;
}

/**
 * `n` with a counter: count(3, '日') → "3日". Japanese nouns have no plural; Intl.PluralRules('ja-JP')
 * answers "other" for every number, so the counter is the one form.
 */
export function count(n: number, counter: string): string {
  if (PLURAL.select(n) !== 'other') throw new RangeError(`unexpected plural category for ${n}`);
  return `${NUMBER.format(n)}${counter}`;
}

/**
 * `n` things counted with the general counter: the native つ up to nine ("4つ"), 個 from ten on
 * ("12個"), as Japanese counts; numbers by Intl.NumberFormat('ja-JP').
 */
export function things(n: number): string {
  return Number.isInteger(n) && n >= 1 && n <= 9 ? count(n, 'つ') : count(n, '個');
}

/** The plural category of `n` in Japanese by Intl.PluralRules (always "other"). */
export function pluralOf(n: number): Intl.LDMLPluralRule {
  return PLURAL.select(n);
}

/** A sentence closed with 。 (no double stop, no stop after ？ or ！). */
export function sentence(text: string): string {
  const t = text.trim();
  if (t === '') return '';
  return /[。！？」]$/u.test(t) ? t : `${t}。`;
}

/** A paragraph: sentences written one after another, no spaces (Japanese sets none between sentences). */
export function jaParagraph(sentences: readonly string[]): string {
  return sentences
    .map((s) => sentence(s))
    .filter((s) => s !== '')
    .join('');
}

/** Japanese characters (with the full-width punctuation) between which a space is dropped. */
const J = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー々、。「」（）：';
const SPACE_BETWEEN = new RegExp(`(?<=[${J}])\\s+(?=[${J}])`, 'gu');

/**
 * Japanese typography applied to a composed text: no spaces between Japanese characters, Latin
 * commas and stops after Japanese text turned into 、 and 。, colons into ：,
 * and doubled punctuation left by composition removed ("、。" → "。").
 */
export function polish(text: string): string {
  return (
    text
      .replace(SPACE_BETWEEN, '')
      .replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]),\s*/gu, '、')
      .replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\.(?=\s|$)/gu, '。')
      .replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]):\s*/gu, '：')
      .replace(/、+。/gu, '。')
      // A Latin stop added after a Japanese one by a shared composer ("です。.").
      .replace(/(?<=[。！？])\.+/gu, '')
      .replace(/。{2,}/gu, '。')
      .replace(/、{2,}/gu, '、')
      .replace(/(?<=[。、])\s+/gu, '')
  );
}
