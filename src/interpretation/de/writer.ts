/** The German interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { dePlanetHouse, dePlanetSign } from './placement.ts';
import { deSynastry } from './synastry.ts';
import { deTransit } from './transit.ts';

/** Composes the German interpretation texts; choices keyed by URN. */
export const germanWriter: InterpretationWriter = {
  transit: (t, aspect, n) => deTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => dePlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => dePlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => deSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
