import test from 'ava';
import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { isKnownZoneName, zoneOffsetSeconds } from '../../src/astro/time/zone-offset.ts';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Africa/Monrovia', 'Europe/Amsterdam', 'America/St_Johns', 'Asia/Kathmandu', 'Etc/GMT+5', 'UTC', 'Europe/Kyiv'];

test('offsets equal luxon\'s (ICU through formatToParts) at random instants 1799–2401, local mean time included', (t) => {
  const from = Date.UTC(1799, 11, 30);
  const to = Date.UTC(2401, 0, 2);
  fc.assert(
    fc.property(fc.constantFrom(...ZONES), fc.integer({ min: from, max: to }), (zone, ms) => {
      return zoneOffsetSeconds(zone, ms) === Math.round(IANAZone.create(zone).offset(ms) * 60);
    }),
    { numRuns: 20_000, seed: 11 },
  );
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(1850, 0, 1)), 53 * 60 + 28, 'Berlin local mean time +00:53:28');
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(2021, 2, 28, 1, 0, 0) - 1), 3600, 'CET just before the change');
  t.is(zoneOffsetSeconds('Europe/Berlin', Date.UTC(2021, 2, 28, 1, 0, 0)), 7200, 'CEST from 01:00 UTC');
});

test('known zone names are the ones Intl accepts', (t) => {
  t.true(isKnownZoneName('Europe/Berlin'));
  t.true(isKnownZoneName('Asia/Kolkata'));
  t.false(isKnownZoneName('Mars/Olympus_Mons'));
  t.false(isKnownZoneName(''));
  t.is(isKnownZoneName('Europe/Paris'), IANAZone.isValidZone('Europe/Paris'));
});
