/** The Italian interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { itPlanetHouse, itPlanetSign } from './placement.ts';
import { itSynastry } from './synastry.ts';
import { itTransit } from './transit.ts';

/** Composes the Italian interpretation texts; choices keyed by URN. */
export const italianWriter: InterpretationWriter = {
  transit: (t, aspect, n) => itTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => itPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => itPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => itSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
