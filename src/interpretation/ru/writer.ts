/** The Russian interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { ruPlanetHouse, ruPlanetSign } from './placement.ts';
import { ruSynastry } from './synastry.ts';
import { ruTransit } from './transit.ts';

/** Composes the Russian interpretation texts; choices keyed by URN. */
export const russianWriter: InterpretationWriter = {
  transit: (t, aspect, n) => ruTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => ruPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => ruPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => ruSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
