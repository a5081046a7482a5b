/**
 * Solar arc directions: every natal point moved forward by the solar arc (the progressed Sun's
 * distance from the natal Sun at the target date, secondary progressions' clock), the directed
 * points' aspects to the natal points, and the dates within a year of the target at which
 * directed points make exact aspects to natal ones (the arc grows with the progressed Sun: each
 * is a crossing of the Sun's track). In the sidereal zodiac the natal points are sidereal and the
 * arc is the progressed sidereal Sun's distance from the natal sidereal Sun, so a directed point
 * is its tropical direction less the ayanamsa of the progressed instant.
 */
import { inputError } from '../errors.ts';
import type { ChartPoint, NatalChart } from '../natal-chart.ts';
import { type BirthInput, type ChartOptions, castBirthChart } from '../returns/chart-cast.ts';
import { type CrossAspect, crossAspects, MIRRORED_POINTS } from '../returns/cross-aspects.ts';
import { longitudeAt, longitudeTrack } from '../returns/longitude-crossings.ts';
import { requestedOnly } from '../returns/return-points.ts';
import { ayanamsaOfDate } from '../sidereal/ayanamsa.ts';
import { inZodiac } from '../sidereal/ayanamsa-curve.ts';
import { nakshatraOf } from '../sidereal/nakshatra.ts';
import type { Zodiac } from '../sidereal/zodiac.ts';
import type { TimeResolution } from '../time/birth-time.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { exactAspectsToFixed } from './perfections.ts';
import { NAIBOD_DEGREES_PER_YEAR } from './progressed-angles.ts';
import { PERFECTION_WINDOW_YEARS, placedPoint, progressedAspectDefinitions } from './progressed-chart.ts';
import { PROGRESSION_YEAR_DAYS, progressedInstant, targetInstant } from './progressed-time.ts';
import { type Perfection, type ProgressedAyanamsa, unwrappedArc } from './secondary-progressions.ts';
import { readTargetDate } from './target-date.ts';

export interface SolarArcInput extends ChartOptions {
  birth: BirthInput;
  /** `YYYY-MM-DD[THH:mm[:ss]]`, local in the birth zone unless it ends in `Z` / `±HH:MM`. */
  targetDate: string;
}

export interface SolarArcDirections {
  natal: NatalChart;
  target: TimeResolution;
  /** The progressed instant whose Sun gives the arc, ISO 8601 UTC. */
  progressedDate: string;
  ageYears: number;
  /** Progressed Sun − natal Sun, degrees (unwrapped: may exceed 360 after about 365 years). */
  solarArc: number;
  /** The directed points (natal + arc), placed among the natal cusps. */
  points: ChartPoint[];
  /** Aspects of directed points to natal points at the target date. */
  aspectsToNatal: CrossAspect[];
  /** Directed–natal aspects exact within a year of the target date, in time order. */
  perfections: Perfection[];
  /** Zodiac of every longitude. */
  zodiac: Zodiac;
  /** Sidereal only: the ayanamsa and its value at birth and at the progressed instant (the arc's Sun). */
  ayanamsa?: ProgressedAyanamsa;
}

/**
 * Directs the natal chart by the solar arc of a target date.
 * @param input birth, target date and chart options (see {@link SolarArcInput})
 * @throws BirthDataError naming `birthDateTime`, `birthLocation.*`, `targetDate`, `houseSystem`, `points`, `aspects.*`
 */
export function computeSolarArc(input: SolarArcInput): SolarArcDirections {
  const definitions = progressedAspectDefinitions(input.aspects);
  const natal = castBirthChart(input.birth, {
    houseSystem: input.houseSystem,
    zodiac: input.zodiac,
    ayanamsa: input.ayanamsa,
  });
  const ayanamsa = natal.provenance.ayanamsa?.name;
  const birthUT = natal.timeResolution.julianDayUT;
  const target = readTargetDate(input.targetDate, natal.timeResolution, 'targetDate');
  const progressedUT = progressedInstant(birthUT, target.julianDayUT);
  const ageYears = (target.julianDayUT - birthUT) / PROGRESSION_YEAR_DAYS;
  const natalSun = natal.points.find((p) => p.id === 'sun')!.longitude;
  const progressedSun = longitudeAt('sun', progressedUT, undefined, ayanamsa);
  const solarArc = unwrappedArc(natalSun, progressedSun, NAIBOD_DEGREES_PER_YEAR * ageYears);
  if (!Number.isFinite(solarArc))
    throw inputError(
      'targetDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: null, orSame: false },
      'a date after the birth',
    );
  // Directed points move with the progressed Sun: its speed, degrees per day of progressed time (per year of life).
  const sunRate = inZodiac(longitudeTrack('sun', progressedUT, progressedUT), ayanamsa).speed(progressedUT);
  const cusps = natal.houses.cusps.map((c) => c.longitude);
  const natalPoints = requestedOnly(natal.points, input.points);
  const directed = natalPoints.map((p) => {
    const point = placedPoint(p.id, p.longitude + solarArc, p.latitude, sunRate, cusps, false);
    if (ayanamsa) point.nakshatra = nakshatraOf(point.longitude);
    return point;
  });

  const natalTargets = natalPoints
    .filter((p) => !MIRRORED_POINTS.has(p.id))
    .map((p) => ({ id: p.id, longitude: p.longitude }));
  // Each directed point rides on the Sun's track, offset by its natal distance from the Sun.
  const movers = natalTargets.map((p) => ({ id: p.id, track: 'sun' as const, offset: p.longitude - natalSun }));
  const window = PERFECTION_WINDOW_YEARS;
  const perfections = exactAspectsToFixed(
    movers,
    natalTargets,
    definitions,
    progressedUT - window,
    progressedUT + window,
    ayanamsa,
  )
    .map(
      (e): Perfection => ({
        to: 'natal',
        point: e.point,
        aspect: e.aspect,
        other: e.other,
        exact: isoInstant(targetInstant(birthUT, e.progressedUT)),
        progressedExact: isoInstant(e.progressedUT),
      }),
    )
    .sort((a, b) => (a.exact < b.exact ? -1 : a.exact > b.exact ? 1 : 0));

  return {
    natal,
    target: target.resolution,
    progressedDate: isoInstant(progressedUT),
    ageYears,
    solarArc,
    points: directed,
    aspectsToNatal: crossAspects(
      directed
        .filter((p) => !MIRRORED_POINTS.has(p.id))
        .map((p) => ({ id: p.id, longitude: p.longitude, speed: p.speed })),
      natalTargets.map((p) => ({ ...p, speed: 0 })),
      definitions,
    ),
    perfections,
    zodiac: natal.provenance.zodiac,
    ...(ayanamsa && natal.provenance.ayanamsa
      ? {
          ayanamsa: {
            name: ayanamsa,
            degrees: natal.provenance.ayanamsa.degrees,
            progressed: ayanamsaOfDate(ayanamsa, terrestrialFromUniversal(progressedUT)),
          },
        }
      : {}),
  };
}
