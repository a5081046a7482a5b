/** The Portuguese (Brazilian) interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { ptPlanetHouse, ptPlanetSign } from './placement.ts';
import { ptSynastry } from './synastry.ts';
import { ptTransit } from './transit.ts';

/** Composes the Portuguese interpretation texts; choices keyed by URN. */
export const portugueseWriter: InterpretationWriter = {
  transit: (t, aspect, n) => ptTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => ptPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => ptPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => ptSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
