/**
 * Progressions and solar arc directions as the API answers them: `progressedDate`,
 * `natalDate` (the birth's UTC instant; how it was read in `natalDateResolution`), `targetDate`,
 * `points` (progressed or directed), `natalPoints`, `houses`,
 * `aspects` (progressed–progressed), `aspectsToNatal` (with texts), `perfections` (the exact
 * dates, within a year of the target, of the progressed aspects), and how the angles were
 * progressed.
 */

import type { NatalChart } from '../../astro/natal-chart.ts';
import type { Perfection, Progressions, SolarArcDirections } from '../../astro/progressions/index.ts';
import { PERFECTION_WINDOW_YEARS, PROGRESSED_ORB, PROGRESSION_YEAR_DAYS } from '../../astro/progressions/index.ts';
import { type MovingChart, movingAspectText } from '../../interpretation/returns/index.ts';
import {
  type Presentation,
  presentAspects,
  presentCrossAspects,
  presentHouses,
  presentPoints,
} from './moving-chart.ts';
import { localTimeWarning } from './natal-chart.ts';

function presentPerfections(chart: MovingChart, perfections: readonly Perfection[], options: Presentation) {
  return perfections.map((p) => ({
    ...p,
    ...(options.includeText
      ? { text: movingAspectText(chart, p.point, p.aspect, p.other, options.language, p.to === 'progressed') }
      : {}),
  }));
}

/** How the birth was read: the details beside the `natalDate` instant. */
function natalDateResolution(natal: NatalChart) {
  return { timeResolution: natal.timeResolution, location: natal.location };
}

function provenance(result: Progressions | SolarArcDirections, extra: Record<string, unknown>) {
  const natal = result.natal;
  const timeWarning = localTimeWarning(natal.timeResolution);
  return {
    engine: natal.provenance.engine,
    version: natal.provenance.version,
    models: natal.provenance.models,
    yearDays: PROGRESSION_YEAR_DAYS,
    defaultOrb: PROGRESSED_ORB,
    perfectionWindowYears: PERFECTION_WINDOW_YEARS,
    ...extra,
    zodiac: result.zodiac,
    // The ayanamsa at birth (`degrees`, the natal points') and at the progressed instant (`progressed`).
    ...(result.ayanamsa ? { ayanamsa: result.ayanamsa } : {}),
    warnings: [...natal.provenance.warnings, ...(timeWarning ? [timeWarning] : [])],
  };
}

/** The body of POST /api/calc/progressions. */
export function presentProgressions(result: Progressions, options: Presentation) {
  return {
    data: {
      type: 'progressions' as const,
      attributes: {
        progressedDate: result.progressedDate,
        natalDate: result.natal.timeResolution.utc,
        natalDateResolution: natalDateResolution(result.natal),
        targetDate: result.target.utc,
        targetResolution: result.target,
        ageYears: result.ageYears,
        angles: {
          method: result.angles.method,
          description:
            result.angles.method === 'naibod'
              ? 'Angles progressed by the Naibod rate: the ARMC moved 0.98564733° per year of life'
              : "Angles progressed by the solar arc in longitude: the MC moved by the progressed Sun's distance from the natal Sun",
          solarArc: result.angles.solarArc,
          midheavenArc: result.angles.midheavenArc,
        },
        points: presentPoints(result.points, options),
        natalPoints: presentPoints(
          result.natal.points.filter((p) => result.points.some((q) => q.id === p.id)),
          { ...options, includeText: false },
        ),
        houses: presentHouses(
          result.houses,
          {
            ascendant: result.angles.ascendant,
            midheaven: result.angles.midheaven,
            descendant: result.angles.descendant,
            imumCoeli: result.angles.imumCoeli,
            vertex: result.angles.vertex,
            armc: result.angles.armc,
          },
          options,
        ),
        aspects: presentAspects(result.aspects, options),
        aspectsToNatal: presentCrossAspects(result.aspectsToNatal, options, (a) =>
          movingAspectText('progressed', a.point, a.aspect, a.natal, options.language),
        ),
        perfections: presentPerfections('progressed', result.perfections, options),
        language: options.language,
        provenance: provenance(result, {
          houseSystemRequested: result.houses.systemRequested,
          houseSystemUsed: result.houses.systemUsed,
          angles: result.angles.method,
        }),
      },
    },
  };
}

/** The body of POST /api/calc/solar-arc. */
export function presentSolarArc(result: SolarArcDirections, options: Presentation) {
  return {
    data: {
      type: 'solar-arc-directions' as const,
      attributes: {
        progressedDate: result.progressedDate,
        natalDate: result.natal.timeResolution.utc,
        natalDateResolution: natalDateResolution(result.natal),
        targetDate: result.target.utc,
        targetResolution: result.target,
        ageYears: result.ageYears,
        solarArc: result.solarArc,
        points: presentPoints(result.points, options),
        natalPoints: presentPoints(
          result.natal.points.filter((p) => result.points.some((q) => q.id === p.id)),
          { ...options, includeText: false },
        ),
        aspectsToNatal: presentCrossAspects(result.aspectsToNatal, options, (a) =>
          movingAspectText('directed', a.point, a.aspect, a.natal, options.language),
        ),
        perfections: presentPerfections('directed', result.perfections, options),
        language: options.language,
        provenance: provenance(result, { houseSystemUsed: result.natal.houses.systemUsed }),
      },
    },
  };
}
