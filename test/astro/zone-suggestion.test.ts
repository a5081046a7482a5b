import test from 'ava';
import { unknownZoneError } from '../../src/astro/time/unknown-zone.ts';
import { closestZoneName } from '../../src/astro/time/zone-offset.ts';

test('a mistyped zone name suggests the zone meant', (t) => {
  t.is(closestZoneName('Europe/Pariss'), 'Europe/Paris');
  t.is(closestZoneName('America/New_Yrok'), 'America/New_York');
  t.is(closestZoneName('Asia/Kolkatta'), 'Asia/Kolkata');
});

test('a city alone suggests its zone', (t) => {
  t.is(closestZoneName('Tokyo'), 'Asia/Tokyo');
  t.is(closestZoneName('Pariss'), 'Europe/Paris');
});

test('a name far from every zone suggests none', (t) => {
  t.is(closestZoneName('Mars/Olympus_Mons'), undefined);
  t.is(closestZoneName(''), undefined);
});

test('the unknown-zone error names the field, the value and the suggestion', (t) => {
  const error = unknownZoneError('location.timezone', 'Europe/Pariss');
  t.is(error.field, 'location.timezone');
  t.is(error.code, 'unknown_timezone');
  t.regex(error.detail, /"Europe\/Pariss" is not a zone .*\(did you mean Europe\/Paris\?\)/);
});
