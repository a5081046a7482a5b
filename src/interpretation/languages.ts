/**
 * The languages the service writes its readable names and interpretation texts in, as
 * ISO 639-1 codes, English first; README lists them and says how to add one.
 */
// biome-ignore format: one language per line, so languages written side by side merge without conflict
export const LANGUAGES = [
  'en',
  'es',
  'de',
  'fr',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'tr',
  'hi',
  'ja',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language used when a request names none. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** True when `value` is one of {@link LANGUAGES} (exact, lower-case code). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
