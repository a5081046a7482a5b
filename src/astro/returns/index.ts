/**
 * Solar, lunar and planetary returns: exact return instants found by the transit engine's crossing search,
 * charts cast by the natal chart code. Pure: plain data in and out.
 */

export type { CrossAspect } from './cross-aspects.ts';
export { computeLunarReturns, type LunarReturnInput, type LunarReturns } from './lunar-return.ts';
export {
  computePlanetaryReturns,
  PLANETARY_RETURN_BODIES,
  type PlanetaryReturnBody,
  type PlanetaryReturnInput,
  type PlanetaryReturns,
} from './planetary-return.ts';
export type { ReturnChart } from './return-chart.ts';
export { computeSolarReturn, type SolarReturn, type SolarReturnInput } from './solar-return.ts';
