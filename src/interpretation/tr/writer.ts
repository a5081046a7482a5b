/** The Turkish interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { trPlanetHouse, trPlanetSign } from './placement.ts';
import { trSynastry } from './synastry.ts';
import { trTransit } from './transit.ts';

/** Composes the Turkish interpretation texts; choices keyed by URN. */
export const turkishWriter: InterpretationWriter = {
  transit: (t, aspect, n) => trTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => trPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => trPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => trSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
