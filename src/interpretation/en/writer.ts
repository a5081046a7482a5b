/** The English interpretation writer. */

import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { enPlanetHouse, enPlanetSign } from './placement.ts';
import { enSynastry } from './synastry.ts';
import { enTransit } from './transit.ts';

/** Composes the English interpretation texts; choices keyed by URN. */
export const englishWriter: InterpretationWriter = {
  transit: (t, aspect, n) => enTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => enPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => enPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => enSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
