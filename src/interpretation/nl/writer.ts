/** The Dutch interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { nlPlanetHouse, nlPlanetSign } from './placement.ts';
import { nlSynastry } from './synastry.ts';
import { nlTransit } from './transit.ts';

/** Composes the Dutch interpretation texts; choices keyed by URN. */
export const dutchWriter: InterpretationWriter = {
  transit: (t, aspect, n) => nlTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => nlPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => nlPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => nlSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
