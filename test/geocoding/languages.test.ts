import test from 'ava';
import { countryName, isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../src/geocoding/languages.ts';

test('major languages are supported and listed', (t) => {
  for (const lang of ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'ja', 'zh', 'ar', 'hi']) {
    t.true(SUPPORTED_LANGUAGES.includes(lang), lang);
    t.true(isSupportedLanguage(lang), lang);
  }
  t.deepEqual([...SUPPORTED_LANGUAGES], [...SUPPORTED_LANGUAGES].sort());
});

test('language tags with region or script are accepted, in any case', (t) => {
  for (const tag of ['pt-BR', 'zh-Hant', 'de-CH', 'EN', 'en-gb']) t.true(isSupportedLanguage(tag), tag);
});

test('unknown or malformed tags are refused', (t) => {
  for (const tag of ['xx', 'english', '', 'de_DE!', 'x-private', '12']) t.false(isSupportedLanguage(tag), tag);
});

test('country names follow the language', (t) => {
  t.is(countryName('DE', 'de'), 'Deutschland');
  t.is(countryName('DE', 'en'), 'Germany');
  t.is(countryName('DE'), 'Germany');
  t.is(countryName('CH', 'fr'), 'Suisse');
  t.is(countryName('JP', 'ru'), 'Япония');
});
