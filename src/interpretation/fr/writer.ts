/** The French interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { frPlanetHouse, frPlanetSign } from './placement.ts';
import { frSynastry } from './synastry.ts';
import { frTransit } from './transit.ts';

/** Composes the French interpretation texts; choices keyed by URN. */
export const frenchWriter: InterpretationWriter = {
  transit: (t, aspect, n) => frTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => frPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => frPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => frSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
