/** The Polish interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { plPlanetHouse, plPlanetSign } from './placement.ts';
import { plSynastry } from './synastry.ts';
import { plTransit } from './transit.ts';

/** Composes the Polish interpretation texts; choices keyed by URN. */
export const polishWriter: InterpretationWriter = {
  transit: (t, aspect, n) => plTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => plPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => plPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => plSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
