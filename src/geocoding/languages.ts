/**
 * The languages in which place search can name countries, and the country names themselves
 * (from the ICU data built into Node, through Intl.DisplayNames).
 */
import { LRUCache } from 'lru-cache';

/** Every ISO 639-1 two-letter language code. */
const ISO_639_1 = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da ' +
  'de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy ' +
  'hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg ' +
  'li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or ' +
  'os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta ' +
  'te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

/**
 * The primary language subtags accepted as `lang`: the ISO 639-1 codes for which Node's ICU
 * has display names, sorted. Used for validation and for the API documentation.
 */
export const SUPPORTED_LANGUAGES: readonly string[] = Object.freeze(
  ISO_639_1.filter((code) => Intl.DisplayNames.supportedLocalesOf([code], { localeMatcher: 'lookup' }).length > 0),
);

/** The language used when the caller gives none. */
export const DEFAULT_LANGUAGE = 'en';

const supported = new Set(SUPPORTED_LANGUAGES);

/**
 * Whether `tag` is a well-formed BCP 47 language tag whose primary language is in
 * SUPPORTED_LANGUAGES ("de", "pt-BR", "zh-Hant" are; "xx", "english", "" are not).
 * Case-insensitive.
 */
export function isSupportedLanguage(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical === undefined) return false;
    return supported.has(new Intl.Locale(canonical).language);
  } catch {
    return false;
  }
}

/** Display-name formatters by language tag; callers choose the tag, so the cache is bounded. */
const countryNames = new LRUCache<string, Intl.DisplayNames>({
  max: 256,
  memoMethod: (lang) => new Intl.DisplayNames([lang, DEFAULT_LANGUAGE], { type: 'region', fallback: 'code' }),
});

/**
 * The name of a country in a language: `countryCode` is ISO 3166-1 alpha-2 ("DE"), `lang` a tag
 * accepted by isSupportedLanguage. Falls back to the English name, then to the code itself.
 * ("DE", "de") → "Deutschland"; ("DE", "en") → "Germany".
 */
export function countryName(countryCode: string, lang: string = DEFAULT_LANGUAGE): string {
  const names = countryNames.memo(lang);
  try {
    return names.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
