/**
 * Solar, lunar and planetary returns, progressions and solar arc directions, computed and made ready to send
 * in one calculation task each (their texts are built-in, so no text slots).
 */
import {
  computeProgressions,
  computeSolarArc,
  type ProgressionsInput,
  type SolarArcInput,
} from '../../astro/progressions/index.ts';
import {
  computeLunarReturns,
  computePlanetaryReturns,
  computeSolarReturn,
  type LunarReturnInput,
  type PlanetaryReturnInput,
  type SolarReturnInput,
} from '../../astro/returns/index.ts';
import type { Presentation } from './moving-chart.ts';
import { presentProgressions, presentSolarArc } from './progressions.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';
import { presentLunarReturns, presentPlanetaryReturns, presentSolarReturn } from './returns.ts';

/** A response task's input: the engine's input, how to present its result, and the caller's date. */
export interface MovingChartResponseInput<I> {
  chart: I;
  presentation: Presentation;
  version: VersionTarget;
}

export function solarReturnResponse(input: MovingChartResponseInput<SolarReturnInput>): ReadyResponse {
  return readyToSend(presentSolarReturn(computeSolarReturn(input.chart), input.presentation), input.version);
}

export function lunarReturnResponse(input: MovingChartResponseInput<LunarReturnInput>): ReadyResponse {
  return readyToSend(presentLunarReturns(computeLunarReturns(input.chart), input.presentation), input.version);
}

export function planetaryReturnResponse(input: MovingChartResponseInput<PlanetaryReturnInput>): ReadyResponse {
  return readyToSend(presentPlanetaryReturns(computePlanetaryReturns(input.chart), input.presentation), input.version);
}

export function progressionsResponse(input: MovingChartResponseInput<ProgressionsInput>): ReadyResponse {
  return readyToSend(presentProgressions(computeProgressions(input.chart), input.presentation), input.version);
}

export function solarArcResponse(input: MovingChartResponseInput<SolarArcInput>): ReadyResponse {
  return readyToSend(presentSolarArc(computeSolarArc(input.chart), input.presentation), input.version);
}
