import test from 'ava';
import { resolveBirthTime } from '../../src/astro/time/birth-time.ts';
import { formatCoordinates, formatLocalTime, wheelLabels } from '../../src/chart/wheel-labels.ts';

const time = resolveBirthTime({
  dateTime: '1879-03-14T11:30',
  latitude: 48.4,
  longitude: 9.99,
  timezone: 'Europe/Berlin',
});

test('birth times are written from the local wall clock with the offset, in each language', (t) => {
  t.is(time.utcOffset, '+00:39:58', 'before standard time: the local mean time of the place (9.99° E)');
  t.regex(formatLocalTime(time, 'en'), /^14 March 1879(,| at) 11:30 UTC\+00:39:58$/);
  t.regex(formatLocalTime(time, 'de'), /^14\. März 1879(,| um) 11:30 UTC\+00:39:58$/);
  t.regex(formatLocalTime(time, 'es'), /^14 de marzo de 1879(,| a las) 11:30 UTC\+00:39:58$/);
  const utc = resolveBirthTime({ dateTime: '2026-05-01T12:00Z', latitude: 0, longitude: 0 });
  t.regex(formatLocalTime(utc, 'en'), /12:00 UTC$/);
});

test("coordinates are written in degrees and minutes with the language's compass letters", (t) => {
  t.is(formatCoordinates(48.4011, 9.9876, 'en'), '48°24′ N, 9°59′ E');
  t.is(formatCoordinates(-33.8688, -70.5, 'es'), '33°52′ S, 70°30′ O');
  t.is(formatCoordinates(52.52, 13.405, 'de'), '52°31′ N, 13°24′ O');
});

test('titles, legends and axis names per kind of wheel', (t) => {
  const inner = { time, latitude: 48.4, longitude: 9.99, placeName: 'Ulm' };
  const natal = wheelLabels('natal', 'en', inner, 'placidus');
  t.is(natal.title, 'Natal chart');
  t.deepEqual(natal.subtitle?.slice(1), ['Ulm', 'Placidus']);
  t.is(wheelLabels('natal', 'en', { ...inner, name: 'Albert' }, 'koch').title, 'Albert');
  t.is(wheelLabels('natal', 'en', { ...inner, name: 'Albert' }, 'koch', undefined, 'My chart').title, 'My chart');
  const transit = wheelLabels('transit', 'de', inner, 'placidus', { ...inner, placeName: undefined });
  t.is(transit.title, 'Transite');
  t.is(transit.innerName, 'Radix');
  t.regex(transit.outerName ?? '', /^Transite: 14\. März 1879/);
  t.is(transit.angles?.ascendant, 'AC');
  const synastry = wheelLabels('synastry', 'es', { ...inner, name: 'Ana' }, 'placidus', {
    ...inner,
    placeName: undefined,
  });
  t.is(synastry.title, 'Sinastría');
  t.is(synastry.innerName, 'Ana');
  t.is(synastry.outerName, 'Persona 2');
  t.is(synastry.subtitle?.length, 4);
  t.is(synastry.angles?.['imum-coeli'], 'FC');
});
