import test from 'ava';
import {
  isKnownZoneName,
  localMeanTimeEndMs,
  tzdbVersion,
  tzdbZoneNames,
  zoneNameAsSpelled,
  zoneOffsetSeconds,
} from '../../src/astro/time/zone-offset.ts';

test('offsets at instants, local mean time and clock changes to the second', (t) => {
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(1850, 0, 1)), 53 * 60 + 28, 'Berlin local mean time +00:53:28');
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(2021, 2, 28, 1, 0, 0) - 1), 3600, 'CET just before the change');
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(2021, 2, 28, 1, 0, 0)), 7200, 'CEST from 01:00 UTC');
  t.is(
    zoneOffsetSeconds('Europe/Amsterdam', Date.UTC(1935, 6, 1, 10, 40, 28)),
    4772,
    'Amsterdam summer time +01:19:32 (backzone)',
  );
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(2399, 6, 1)), 7200, 'EU summer time rules run on to 2400');
});

test("the end of a zone's local mean time, and none for a zone that starts on a standard offset", (t) => {
  t.is(
    localMeanTimeEndMs('Europe/Amsterdam'),
    Date.UTC(1834, 11, 31, 23, 40, 28),
    'Amsterdam LMT until 1835-01-01 00:00 local',
  );
  t.is(localMeanTimeEndMs('Etc/UTC'), null);
});

test("known zone names are the database's zones and links, exactly or without regard to case", (t) => {
  t.true(isKnownZoneName('Europe/Berlin'));
  t.true(isKnownZoneName('Asia/Kolkata'));
  t.true(isKnownZoneName('Asia/Calcutta'), 'a link');
  t.true(isKnownZoneName('UTC'));
  t.true(isKnownZoneName('Etc/GMT+5'));
  t.is(zoneNameAsSpelled('EUROPE/KYIV'), 'Europe/Kyiv');
  t.false(isKnownZoneName('Mars/Olympus_Mons'));
  t.false(isKnownZoneName(''));
  t.regex(tzdbVersion(), /^\d{4}[a-z]$/);
  t.true(tzdbZoneNames().length > 590);
});
