/** The Spanish interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { esPlanetHouse, esPlanetSign } from './placement.ts';
import { esSynastry } from './synastry.ts';
import { esTransit } from './transit.ts';

/** Composes the Spanish interpretation texts; choices keyed by URN. */
export const spanishWriter: InterpretationWriter = {
  transit: (t, aspect, n) => esTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => esPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => esPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => esSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
