/**
 * Solar and lunar returns as the API answers them: `returnDate` (UTC instant), `returnYear`
 * (solar), `points` keyed by point id, `houses` (cusps, angles), `aspects` within the return
 * chart and `aspectsToNatal`, the birth's time resolution, and provenance. Lunar returns in a
 * row put the first at the top and the next ones under `nextReturns`.
 */

import type { NatalChart } from '../../astro/natal-chart.ts';
import type { LunarReturns, PlanetaryReturns, ReturnChart, SolarReturn } from '../../astro/returns/index.ts';
import { movingAspectText, returnHouseText } from '../../interpretation/returns/index.ts';
import {
  isMajor,
  type Presentation,
  presentAspects,
  presentCrossAspects,
  presentHouses,
  presentPoints,
} from './moving-chart.ts';
import { localTimeWarning } from './natal-chart.ts';

type ReturnKind = 'solar-return' | 'lunar-return';

/** One return chart's members (a planetary return's charts have no texts: `kind` null). */
function presentReturn(kind: ReturnKind | null, r: ReturnChart, options: Presentation) {
  return {
    returnDate: r.instant,
    julianDayUT: r.julianDayUT,
    returnLongitude: r.longitude,
    location: r.location,
    points: presentPoints(r.chart.points, options, (p) =>
      kind ? returnHouseText(kind, p.id, p.house, options.language) : null,
    ),
    houses: presentHouses(r.chart.houses, r.chart.angles, options),
    aspects: presentAspects(r.chart.aspects, options),
    ...(r.chart.provenance.ayanamsa ? { ayanamsa: r.chart.provenance.ayanamsa.degrees } : {}),
    aspectsToNatal: presentCrossAspects(r.aspectsToNatal, options, (a) =>
      kind && isMajor(a.aspect) ? movingAspectText(kind, a.point, a.aspect, a.natal, options.language) : null,
    ),
  };
}

/** The birth as resolved, and the provenance of the charts. */
function birthAndProvenance(natal: NatalChart, chart: NatalChart, warnings: string[], options: Presentation) {
  const timeWarning = localTimeWarning(natal.timeResolution);
  return {
    birth: { timeResolution: natal.timeResolution, location: natal.location },
    language: options.language,
    provenance: {
      engine: chart.provenance.engine,
      version: chart.provenance.version,
      models: chart.provenance.models,
      houseSystemRequested: chart.houses.systemRequested,
      houseSystemUsed: chart.houses.systemUsed,
      method:
        "The instant the body's apparent longitude equals its natal value (both sidereal in the sidereal zodiac), by root finding on the fitted ephemeris (within a second of it)",
      zodiac: natal.provenance.zodiac,
      ...(natal.provenance.ayanamsa ? { ayanamsa: natal.provenance.ayanamsa } : {}),
      warnings: [...warnings, ...chart.provenance.warnings, ...(timeWarning ? [timeWarning] : [])],
    },
  };
}

/** The body of POST /api/calc/solar-return. */
export function presentSolarReturn(result: SolarReturn, options: Presentation) {
  return {
    data: {
      type: 'solar-returns' as const,
      attributes: {
        returnYear: result.returnYear,
        natalSunLongitude: result.natalSunLongitude,
        ...presentReturn('solar-return', result.return, options),
        ...birthAndProvenance(result.natal, result.return.chart, result.warnings, options),
      },
    },
  };
}

/** The body of POST /api/calc/lunar-return. */
export function presentLunarReturns(result: LunarReturns, options: Presentation) {
  const [first, ...next] = result.returns;
  return {
    data: {
      type: 'lunar-returns' as const,
      attributes: {
        searchFrom: result.returnDate,
        natalMoonLongitude: result.natalMoonLongitude,
        ...presentReturn('lunar-return', first, options),
        nextReturns: next.map((r) => presentReturn('lunar-return', r, options)),
        ...birthAndProvenance(result.natal, first.chart, [], options),
      },
    },
  };
}

/** The body of POST /api/calc/planetary-return: every return in the span, each pass with its chart. */
export function presentPlanetaryReturns(result: PlanetaryReturns, options: Presentation) {
  const first = result.returns[0]?.passes[0];
  return {
    data: {
      type: 'planetary-returns' as const,
      attributes: {
        body: result.body,
        natalLongitude: result.natalLongitude,
        startDate: result.startDate,
        endDate: result.endDate,
        returns: result.returns.map((r) => ({
          passCount: r.passes.length,
          passes: r.passes.map((p) => ({
            direction: p.direction,
            inSpan: p.inSpan,
            ...presentReturn(null, p, options),
          })),
        })),
        ...birthAndProvenance(result.natal, first?.chart ?? result.natal, [], options),
      },
    },
  };
}
