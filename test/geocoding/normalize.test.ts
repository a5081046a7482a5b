import test from 'ava';
import { letterCount, normalizeName } from '../../src/geocoding/normalize.ts';

test('folds case and accents so that spellings people type meet the names', (t) => {
  t.is(normalizeName('Zürich'), 'zurich');
  t.is(normalizeName('ZURICH'), 'zurich');
  t.is(normalizeName('São Paulo'), 'sao paulo');
  t.is(normalizeName('Hồ Chí Minh'), 'ho chi minh');
  t.is(normalizeName('Ålesund'), 'alesund');
  t.is(normalizeName('İstanbul'), 'istanbul');
});

test('spells out letters that have no decomposition', (t) => {
  t.is(normalizeName('Łódź'), 'lodz');
  t.is(normalizeName('Straße'), 'strasse');
  t.is(normalizeName('Tromsø'), 'tromso');
  t.is(normalizeName('Ærøskøbing'), 'aeroskobing');
});

test('drops apostrophes and turns other punctuation into single spaces', (t) => {
  t.is(normalizeName("L'Aquila"), 'laquila');
  t.is(normalizeName('N’Djamena'), 'ndjamena');
  t.is(normalizeName('Saint-Étienne'), 'saint etienne');
  t.is(normalizeName('  Frankfurt (Oder) '), 'frankfurt oder');
  t.is(normalizeName('St. Louis'), 'st louis');
  t.is(normalizeName('!!!'), '');
});

test('keeps other scripts, lower-cased, without their diacritics', (t) => {
  t.is(normalizeName('Москва'), 'москва');
  t.is(normalizeName('東京'), '東京');
  t.is(normalizeName('ΘΕΣΣΑΛΟΝΊΚΗ'), 'θεσσαλονικη');
  t.is(normalizeName('Θεσσαλονίκη'), 'θεσσαλονικη');
});

test('is idempotent', (t) => {
  for (const name of ['Zürich', 'Saint-Étienne', 'Москва', "L'Aquila", 'Straße', '東京']) {
    t.is(normalizeName(normalizeName(name)), normalizeName(name));
  }
});

test('letterCount ignores spaces', (t) => {
  t.is(letterCount('new york'), 7);
  t.is(letterCount(''), 0);
});
