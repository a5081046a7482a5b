/** The Hindi interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { hiPlanetHouse, hiPlanetSign } from './placement.ts';
import { hiSynastry } from './synastry.ts';
import { hiTransit } from './transit.ts';

/** Composes the Hindi interpretation texts; choices keyed by URN. */
export const hindiWriter: InterpretationWriter = {
  transit: (t, aspect, n) => hiTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => hiPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => hiPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => hiSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
