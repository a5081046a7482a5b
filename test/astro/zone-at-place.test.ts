import { readFileSync } from 'node:fs';
import test from 'ava';
import { canonicalZoneName } from '../../src/astro/time/tzdb/tzdb.ts';
import { zoneAtPlace } from '../../src/astro/time/zone-at-place.ts';
import { gazetteerFilePaths } from '../../src/geocoding/gazetteer-files.ts';

test('current borders: Ciudad Juárez, Tornio; zones merged since 1970 stay apart', (t) => {
  t.is(zoneAtPlace(31.7204, -106.4608), 'America/Ciudad_Juarez');
  t.is(zoneAtPlace(29.5645, -104.4163), 'America/Ojinaga');
  t.is(zoneAtPlace(65.8481, 24.1466), 'Europe/Helsinki');
  t.is(zoneAtPlace(65.8353, 24.1444), 'Europe/Stockholm', 'Haparanda, across the river');
  t.is(zoneAtPlace(52.3676, 4.9041), 'Europe/Amsterdam');
  t.is(zoneAtPlace(59.3293, 18.0686), 'Europe/Stockholm');
  t.is(zoneAtPlace(55.6761, 12.5683), 'Europe/Copenhagen');
  t.is(zoneAtPlace(59.9139, 10.7522), 'Europe/Oslo');
  t.is(zoneAtPlace(49.6116, 6.1319), 'Europe/Luxembourg');
  t.is(zoneAtPlace(0, -150), 'Etc/GMT+10', 'at sea');
});

test("the same zone as the place search at its places' own coordinates (the 1,000 most populous)", (t) => {
  // The place search answers with GeoNames' zone of each place (cities500, columns 4, 5, 14, 17).
  const places = readFileSync(gazetteerFilePaths().cities, 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((f) => f.length > 17)
    .sort((a, b) => Number(b[14]) - Number(a[14]))
    .slice(0, 1000);
  const differ: string[] = [];
  for (const f of places) {
    const zone = zoneAtPlace(Number(f[4]), Number(f[5]));
    if (canonicalZoneName(zone) !== canonicalZoneName(f[17])) differ.push(`${f[1]}: ${zone}, place search ${f[17]}`);
  }
  t.log(`${places.length - differ.length} of ${places.length} agree; differ: ${differ.join('; ')}`);
  t.deepEqual(differ, []);
});
