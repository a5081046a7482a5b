/** The Japanese interpretation writer. */
import { planetHouseUrn, planetSignUrn, synastryUrn, transitUrn } from '../urn.ts';
import { chooserFor } from '../variation.ts';
import type { InterpretationWriter } from '../writer.ts';
import { jaPlanetHouse, jaPlanetSign } from './placement.ts';
import { jaSynastry } from './synastry.ts';
import { jaTransit } from './transit.ts';

/** Composes the Japanese interpretation texts; choices keyed by URN. */
export const japaneseWriter: InterpretationWriter = {
  transit: (t, aspect, n) => jaTransit(t, aspect, n, chooserFor(transitUrn(t, aspect, n))),
  planetSign: (point, sign) => jaPlanetSign(point, sign, chooserFor(planetSignUrn(point, sign))),
  planetHouse: (point, house) => jaPlanetHouse(point, house, chooserFor(planetHouseUrn(point, house))),
  synastry: (a, aspect, b) => jaSynastry(a, aspect, b, chooserFor(synastryUrn(a, aspect, b))),
};
