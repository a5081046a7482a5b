/**
 * Place search over the full GeoNames cities500 gazetteer. Expected places are named by their
 * GeoNames ids and facts from geonames.org, not by anything the search computes.
 */
import anyTest, { type TestFn } from 'ava';
import { type Gazetteer, loadGazetteer, type Place } from '../../src/geocoding/index.ts';

const test = anyTest as TestFn<{ gazetteer: Gazetteer }>;

test.before(async (t) => {
  t.context.gazetteer = await loadGazetteer();
});

// GeoNames ids of places the tests expect.
const ZURICH = '2657896';
const PARIS_FR = '2988507';
const AMSTERDAM_NL = '2759794';
const LONDON_GB = '2643743';
const BARCELONA_ES = '3128760';
const MUNICH = '2867714';
const MOSCOW_RU = '524901';
const TOKYO = '1850147';
const VIENNA = '2761369';
const ROME = '3169070';
const SPRINGFIELD_IL = '4250542';
const BERLIN = '2950159';

const ids = (places: Place[]) => places.map((p) => p.id);

test('case and accents do not matter', (t) => {
  const { gazetteer } = t.context;
  for (const q of ['zurich', 'ZURICH', 'Zürich', 'zÜrich']) {
    t.is(gazetteer.search(q, { limit: 5 })[0]?.id, ZURICH, q);
  }
});

test('a prefix finds the place while the name is being typed', (t) => {
  const { gazetteer } = t.context;
  t.is(gazetteer.search('Amst', { limit: 5 })[0]?.id, AMSTERDAM_NL);
  t.is(gazetteer.search('Lond', { limit: 5 })[0]?.id, LONDON_GB);
  t.is(gazetteer.search('Barc', { limit: 5 })[0]?.id, BARCELONA_ES);
});

test('alternate names in other languages and scripts find the place', (t) => {
  const { gazetteer } = t.context;
  t.is(gazetteer.search('München', { limit: 5 })[0]?.id, MUNICH);
  t.is(gazetteer.search('Москва', { limit: 5 })[0]?.id, MOSCOW_RU);
  t.is(gazetteer.search('東京', { limit: 5 })[0]?.id, TOKYO);
  t.is(gazetteer.search('Wien', { limit: 5 })[0]?.id, VIENNA);
});

test('one typo is tolerated in names of five letters or more', (t) => {
  const { gazetteer } = t.context;
  t.is(gazetteer.search('Amsterdma', { limit: 5 })[0]?.id, AMSTERDAM_NL, 'swapped letters');
  t.is(gazetteer.search('Barcelonna', { limit: 5 })[0]?.id, BARCELONA_ES, 'extra letter');
  t.is(gazetteer.search('Londn', { limit: 5 })[0]?.id, LONDON_GB, 'missing letter');
  t.is(gazetteer.search('Zurixh', { limit: 5 })[0]?.id, ZURICH, 'wrong letter');
  t.is(gazetteer.search('Amsterdm', { limit: 5 })[0]?.id, AMSTERDAM_NL, 'typo while typing');
});

test('short queries and two typos are not stretched to a match', (t) => {
  const { gazetteer } = t.context;
  t.false(ids(gazetteer.search('Rme', { limit: 50 })).includes(ROME), 'three letters with a typo');
  t.false(ids(gazetteer.search('Amstredma', { limit: 50 })).includes(AMSTERDAM_NL), 'two swaps');
});

test('a country code after a comma keeps only places in that country', (t) => {
  const { gazetteer } = t.context;
  const places = gazetteer.search('Paris, US', { limit: 10 });
  t.true(places.length > 1);
  t.true(places.every((p) => p.countryCode === 'US'));
  t.is(places[0].name, 'Paris');
  t.is(places[0].state, 'Texas'); // the largest Paris in the US
});

test('a US state code or state name narrows to that state, with or without a comma', (t) => {
  const { gazetteer } = t.context;
  for (const q of [
    'Springfield IL',
    'Springfield, IL',
    'Springfield, Illinois',
    'Springfield Illinois',
    'springfield, illin',
  ]) {
    const [first] = gazetteer.search(q, { limit: 5 });
    t.is(first?.id, SPRINGFIELD_IL, q);
    t.is(first?.state, 'Illinois', q);
  }
  t.is(gazetteer.search('Paris Texas', { limit: 5 })[0]?.state, 'Texas');
  t.is(gazetteer.search('Portland ME', { limit: 5 })[0]?.state, 'Maine');
  t.is(gazetteer.search('Charlotte North Carolina', { limit: 5 })[0]?.state, 'North Carolina');
});

test('country names qualify too, in English and in other languages', (t) => {
  const { gazetteer } = t.context;
  t.is(gazetteer.search('Paris, France', { limit: 5 })[0]?.id, PARIS_FR);
  t.is(gazetteer.search('London, Canada', { limit: 5 })[0]?.state, 'Ontario');
  t.is(gazetteer.search('Berlin, Deutschland', { limit: 5 })[0]?.id, BERLIN);
  t.is(gazetteer.search('Perth, Scotland', { limit: 5 })[0]?.countryCode, 'GB');
  t.is(gazetteer.search('Perth, Australia', { limit: 5 })[0]?.countryCode, 'AU');
});

test('the best-known place comes first: Paris, France before every other Paris', (t) => {
  const { gazetteer } = t.context;
  const places = gazetteer.search('Paris', { limit: 10 });
  t.is(places[0].id, PARIS_FR);
  t.true(places.filter((p) => p.name === 'Paris').length >= 5);
  t.is(gazetteer.search('London', { limit: 5 })[0].id, LONDON_GB);
  t.is(gazetteer.search('Moscow', { limit: 5 })[0].id, MOSCOW_RU);
  t.is(gazetteer.search('Berlin', { limit: 5 })[0].id, BERLIN);
});

test('a place typed in full is not pushed aside by a bigger one that is only a typo away', (t) => {
  const { gazetteer } = t.context;
  const [first] = gazetteer.search('Hoi An', { limit: 5 });
  t.is(first.countryCode, 'VN');
});

test('every field of a place is filled and right (Zürich)', (t) => {
  const { gazetteer } = t.context;
  const zurich = gazetteer.search('Zürich', { limit: 1 })[0];
  t.deepEqual(Object.keys(zurich).sort(), [
    'city',
    'country',
    'countryCode',
    'displayName',
    'id',
    'latitude',
    'longitude',
    'name',
    'state',
    'timezone',
  ]);
  t.is(zurich.id, ZURICH);
  t.is(zurich.name, 'Zürich');
  t.is(zurich.city, 'Zürich');
  t.is(zurich.countryCode, 'CH');
  t.is(zurich.country, 'Switzerland');
  t.is(zurich.state, 'Zurich');
  t.is(zurich.displayName, 'Zürich, Zurich, Switzerland');
  t.is(zurich.timezone, 'Europe/Zurich');
  t.true(Math.abs(zurich.latitude - 47.37) < 0.01, `latitude ${zurich.latitude}`);
  t.true(Math.abs(zurich.longitude - 8.55) < 0.01, `longitude ${zurich.longitude}`);
});

test('fields of places on other continents', (t) => {
  const { gazetteer } = t.context;
  const springfield = gazetteer.search('Springfield IL', { limit: 1 })[0];
  t.like(springfield, { countryCode: 'US', country: 'United States', state: 'Illinois', timezone: 'America/Chicago' });
  t.is(springfield.displayName, 'Springfield, Illinois, United States');
  t.true(Math.abs(springfield.latitude - 39.8) < 0.05 && Math.abs(springfield.longitude + 89.64) < 0.05);

  const tokyo = gazetteer.search('Tokyo', { limit: 1 })[0];
  t.like(tokyo, { id: TOKYO, countryCode: 'JP', timezone: 'Asia/Tokyo' });
  t.true(Math.abs(tokyo.latitude - 35.69) < 0.05 && Math.abs(tokyo.longitude - 139.69) < 0.05);

  // Vietnam renumbered its provinces after the cities500 snapshot: the state must still be right.
  const hcmc = gazetteer.search('Ho Chi Minh City', { limit: 1 })[0];
  t.like(hcmc, { countryCode: 'VN', timezone: 'Asia/Ho_Chi_Minh' });
  t.regex(hcmc.state, /Ho Chi Minh/);
});

test('displayName leaves out empty and repeated parts', (t) => {
  const { gazetteer } = t.context;
  for (const place of gazetteer.search('Sa', { limit: 50 })) {
    const parts = place.displayName.split(', ');
    t.is(parts[0], place.name);
    t.is(parts[parts.length - 1], place.country);
    t.false(parts.includes(''));
    t.true(parts.every((part, i) => i === 0 || part !== parts[i - 1]));
  }
});

test('the limit is respected', (t) => {
  const { gazetteer } = t.context;
  for (const limit of [1, 3, 10, 50]) t.is(gazetteer.search('San', { limit }).length, limit);
  t.deepEqual(gazetteer.search('San', { limit: 0 }), []);
  t.true(gazetteer.search('Zürich', { limit: 50 }).length <= 50);
});

test('lang gives country names in that language', (t) => {
  const { gazetteer } = t.context;
  const berlin = gazetteer.search('Berlin', { limit: 1, lang: 'de' })[0];
  t.is(berlin.country, 'Deutschland');
  t.true(berlin.displayName.endsWith(', Deutschland'));
  t.is(gazetteer.search('Berlin', { limit: 1 })[0].country, 'Germany');
  t.is(gazetteer.search('Berlin', { limit: 1, lang: 'fr' })[0].country, 'Allemagne');
  t.is(gazetteer.search('Zürich', { limit: 1, lang: 'ja' })[0].country, 'スイス');
  t.is(gazetteer.search('Zürich', { limit: 1, lang: 'de' })[0].countryCode, 'CH');
});

test('nonsense finds nothing', (t) => {
  const { gazetteer } = t.context;
  for (const q of ['xqzkwvj', 'qqqqqqqq', 'zzxxqqvvkk', '!!!', '   ']) {
    t.deepEqual(gazetteer.search(q, { limit: 10 }), [], q);
  }
});
