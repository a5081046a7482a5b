/** The fast house lookup agrees with houseOfLongitude for every house system and random longitudes. */
import test from 'ava';
import fc from 'fast-check';
import { norm360 } from '../../../src/astro/angles.ts';
import { computeHouses, type HouseSystemCode, houseOfLongitude } from '../../../src/astro/houses/house-systems.ts';
import { HouseLocator } from '../../../src/astro/transits/house-locator.ts';
import { HOUSE_SYSTEMS } from '../../../src/astro/vocabulary.ts';

test('same house as houseOfLongitude, for every system, place and longitude', (t) => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
      fc.double({ min: -80, max: 80, noNaN: true }),
      fc.constantFrom(...(Object.values(HOUSE_SYSTEMS) as HouseSystemCode[])),
      fc.array(fc.double({ min: -720, max: 720, noNaN: true }), { minLength: 20, maxLength: 20 }),
      fc.double({ min: -23.44, max: 23.44, noNaN: true }),
      (armc, latitude, system, longitudes, sunDeclination) => {
        const { cusps } = computeHouses(armc, latitude, 23.44, system, sunDeclination);
        const locator = new HouseLocator(cusps);
        // Reduced by norm360 as the locator reduces: ((l % 360) + 360) % 360 rounds 1e-20 to 0, a cusp
        // of the degenerate horizontal houses at the equator.
        return longitudes.every((l) => locator.houseOf(l) === houseOfLongitude(norm360(l), cusps));
      },
    ),
    { numRuns: 400, seed: 3 },
  );
  const degenerate = [0, 0, 60, 90, 120, 150, 180, 180, 240, 270, 300, 330];
  const locator = new HouseLocator(degenerate);
  for (let l = 0; l < 360; l += 7.3) t.is(locator.houseOf(l), houseOfLongitude(l, degenerate));
});
