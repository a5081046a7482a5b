/**
 * Secondary progressions ("a day for a year"): the chart of the instant as many days after the
 * birth as the client has lived tropical years (365.24219 days), with the angles progressed by
 * the solar arc in longitude (default) or by the Naibod rate; its aspects among progressed
 * points and to the natal points; and the exact dates (in the client's life) of the progressed
 * aspects that perfect within a year of the target date. In the sidereal zodiac the natal chart
 * is sidereal (the ayanamsa at birth) and the progressed chart is the tropical one less the
 * ayanamsa of the progressed instant: its solar arc is the progressed sidereal Sun's distance
 * from the natal sidereal Sun, and the progressed MC (by solar arc) the natal sidereal MC plus
 * that arc; perfections are found on sidereal longitudes.
 */

import { norm360 } from '../angles.ts';
import { findAspects } from '../aspects.ts';
import { inputError } from '../errors.ts';
import { computeHouses } from '../houses/house-systems.ts';
import { apparentSunAt } from '../houses/sun-declination.ts';
import { type ChartCusp, type ChartPoint, type NatalChart, resolveHouseSystem } from '../natal-chart.ts';
import { partOfFortune } from '../part-of-fortune.ts';
import { type BirthInput, type ChartOptions, castBirthChart, castChartAt } from '../returns/chart-cast.ts';
import { type CrossAspect, crossAspects, MIRRORED_POINTS } from '../returns/cross-aspects.ts';
import { aspectPointsOf } from '../returns/return-chart.ts';
import { requestedOnly } from '../returns/return-points.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { nakshatraOf } from '../sidereal/nakshatra.ts';
import { type SiderealFrame, siderealCusps, siderealLongitude, type Zodiac } from '../sidereal/zodiac.ts';
import type { TimeResolution } from '../time/birth-time.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { sharedTransitEphemeris } from '../transits/transit-ephemeris.ts';
import {
  type AspectId,
  type HouseSystem,
  MOVING_POINTS,
  type MovingPoint,
  PLANETS,
  type PointId,
} from '../vocabulary.ts';
import { type ExactAspect, exactAspectsBetween, exactAspectsToFixed } from './perfections.ts';
import {
  ANGLE_PROGRESSIONS,
  type AngleProgression,
  midheavenOf,
  NAIBOD_DEGREES_PER_YEAR,
  progressedArmc,
} from './progressed-angles.ts';
import { PERFECTION_WINDOW_YEARS, placedPoint, progressedAspectDefinitions } from './progressed-chart.ts';
import { PROGRESSION_YEAR_DAYS, progressedInstant, targetInstant } from './progressed-time.ts';
import { readTargetDate } from './target-date.ts';

export interface ProgressionsInput extends ChartOptions {
  birth: BirthInput;
  /** `YYYY-MM-DD[THH:mm[:ss]]`, local in the birth zone unless it ends in `Z` / `±HH:MM`. */
  targetDate: string;
  /** How the angles progress (default `solar-arc`). */
  angles?: AngleProgression;
}

/** An exact progressed aspect within the window, dated in the client's life. */
export interface Perfection {
  /** `natal`: a progressed point to a natal point; `progressed`: two progressed points. */
  to: 'natal' | 'progressed';
  point: PointId;
  aspect: AspectId;
  other: PointId;
  /** The date in the client's life the aspect is exact, ISO 8601 UTC. */
  exact: string;
  /** The progressed instant then, ISO 8601 UTC. */
  progressedExact: string;
}

export interface Progressions {
  natal: NatalChart;
  /** The target date as read (birth zone or the given offset). */
  target: TimeResolution;
  /** The progressed instant, ISO 8601 UTC, and its UT Julian day. */
  progressedDate: string;
  progressedJulianDayUT: number;
  /** Years of life at the target date (days / 365.24219). */
  ageYears: number;
  /** How the angles were progressed, the solar arc (degrees, unwrapped) and the progressed angles (degrees). */
  angles: {
    method: AngleProgression;
    solarArc: number;
    /** How far the MC moved, degrees (the solar arc itself under `solar-arc`). */
    midheavenArc: number;
    ascendant: number;
    midheaven: number;
    descendant: number;
    imumCoeli: number;
    vertex: number;
    armc: number;
  };
  points: ChartPoint[];
  houses: { systemRequested: HouseSystem; systemUsed: HouseSystem; cusps: ChartCusp[]; warnings: string[] };
  /** Progressed–progressed aspects at the target date. */
  aspects: ReturnType<typeof findAspects>;
  /** Progressed–natal aspects at the target date. */
  aspectsToNatal: CrossAspect[];
  /** Progressed aspects exact within a year of the target date, in time order. */
  perfections: Perfection[];
  /** Zodiac of every longitude, natal and progressed. */
  zodiac: Zodiac;
  /** Sidereal only: the ayanamsa and its value at birth (`degrees`) and at the progressed instant. */
  ayanamsa?: ProgressedAyanamsa;
}

/** The ayanamsa of a sidereal progression or direction: at birth and at the progressed instant, degrees. */
export interface ProgressedAyanamsa {
  name: Ayanamsa;
  /** At birth (the natal chart's). */
  degrees: number;
  /** At the progressed instant (the progressed chart's, and the progressed Sun's of a solar arc). */
  progressed: number;
}

const MOVING = new Set<string>(MOVING_POINTS);

/** The arc from `from` to `to` on the circle, unwrapped near `expected` (degrees). */
export function unwrappedArc(from: number, to: number, expected: number): number {
  const raw = norm360(to - from);
  return raw + 360 * Math.round((expected - raw) / 360);
}

/**
 * Computes the secondary progressions to a target date.
 * @param input birth, target date, angle method and chart options (see {@link ProgressionsInput})
 * @throws BirthDataError naming `birthDateTime`, `birthLocation.*`, `targetDate`, `angles`, `houseSystem`, `points`, `aspects.*`
 */
export function computeProgressions(input: ProgressionsInput): Progressions {
  const method = input.angles ?? 'solar-arc';
  if (!ANGLE_PROGRESSIONS.includes(method))
    throw inputError(
      'angles',
      'unknown_value',
      { kind: 'among', values: ANGLE_PROGRESSIONS },
      `one of ${ANGLE_PROGRESSIONS.join(', ')}`,
    );
  const house = resolveHouseSystem(input.houseSystem);
  const definitions = progressedAspectDefinitions(input.aspects);
  const zodiac = { zodiac: input.zodiac, ayanamsa: input.ayanamsa };
  const natal = castBirthChart(input.birth, { houseSystem: input.houseSystem, ...zodiac });
  const birthUT = natal.timeResolution.julianDayUT;
  const target = readTargetDate(input.targetDate, natal.timeResolution, 'targetDate');
  const progressedUT = progressedInstant(birthUT, target.julianDayUT);
  const ageYears = (target.julianDayUT - birthUT) / PROGRESSION_YEAR_DAYS;

  // The bodies at the progressed instant (the chart's own angles are replaced below).
  const sky = castChartAt(progressedUT, natal.location, { houseSystem: input.houseSystem, ...zodiac }, 'birthLocation');
  const obliquity = sky.provenance.obliquity;
  // Sidereal: the progressed instant's frame (its ayanamsa); the natal longitudes are sidereal at birth.
  const frame: SiderealFrame | null = sky.provenance.ayanamsa
    ? { ayanamsa: sky.provenance.ayanamsa.name, degrees: sky.provenance.ayanamsa.degrees, rate: 0 }
    : null;
  const toZodiac = (tropical: number) => (frame ? siderealLongitude(tropical, frame) : tropical);
  const at = (chart: NatalChart, id: PointId) => chart.points.find((p) => p.id === id)!;
  const natalSun = at(natal, 'sun').longitude;
  const solarArc = unwrappedArc(natalSun, at(sky, 'sun').longitude, NAIBOD_DEGREES_PER_YEAR * ageYears);
  // The natal MC carried into the progressed instant's tropical frame, where right ascensions are.
  const armc = progressedArmc(
    method,
    natal.angles.midheaven + (frame?.degrees ?? 0),
    natal.angles.armc,
    solarArc,
    ageYears,
    obliquity,
  );
  const sunDeclination = house.code === 'I' ? apparentSunAt(sky.timeResolution.julianDayTT).declination : undefined;
  const tropicalHouses = computeHouses(armc, natal.location.latitude, obliquity, house.code, sunDeclination);
  const houses = {
    ...tropicalHouses,
    ascendant: toZodiac(tropicalHouses.ascendant),
    midheaven: toZodiac(tropicalHouses.midheaven),
    vertex: toZodiac(tropicalHouses.vertex),
    cusps: frame
      ? siderealCusps(tropicalHouses.cusps, tropicalHouses.ascendant, frame, tropicalHouses.systemUsed === 'W')
      : tropicalHouses.cusps,
  };
  const mc = toZodiac(midheavenOf(armc, obliquity));
  const midheavenArc = unwrappedArc(natal.angles.midheaven, houses.midheaven, solarArc);
  const angleRate = method === 'naibod' ? NAIBOD_DEGREES_PER_YEAR : at(sky, 'sun').speed;

  const angleLongitude: Partial<Record<PointId, number>> = {
    ascendant: houses.ascendant,
    midheaven: houses.midheaven,
    descendant: norm360(houses.ascendant + 180),
    'imum-coeli': norm360(houses.midheaven + 180),
    vertex: houses.vertex,
    'part-of-fortune': partOfFortune(
      houses.ascendant,
      at(sky, 'sun').longitude,
      at(sky, 'moon').longitude,
      natal.provenance.dayChart,
    ),
  };
  const allPoints = sky.points.map((p) => {
    const point = MOVING.has(p.id)
      ? placedPoint(p.id, p.longitude, p.latitude, p.speed, houses.cusps, true)
      : placedPoint(p.id, angleLongitude[p.id]!, 0, angleRate, houses.cusps, false);
    if (frame) point.nakshatra = nakshatraOf(point.longitude);
    return point;
  });
  const points = requestedOnly(allPoints, input.points);
  const natalPoints = requestedOnly(natal.points, input.points);
  const progressedAspectPoints = points
    .filter((p) => !MIRRORED_POINTS.has(p.id))
    .map((p) => ({ id: p.id, longitude: p.longitude, speed: MOVING.has(p.id) ? p.speed : 0 }));

  // Exact aspects within a year of the target: a day of progressed time each way.
  const windowDays = PERFECTION_WINDOW_YEARS;
  const from = progressedUT - windowDays;
  const to = progressedUT + windowDays;
  const aspectAngles = definitions.map((d) => ({ id: d.id, angle: d.angle }));
  const bodies = points.filter((p) => (PLANETS as readonly string[]).includes(p.id)).map((p) => p.id as MovingPoint);
  const movers = bodies.map((id) => ({ id: id as PointId, track: id, offset: 0 }));
  if (method === 'solar-arc' && points.some((p) => p.id === 'midheaven')) {
    // The solar-arc MC rides on the Sun's track, offset by natal MC − natal Sun.
    movers.push({ id: 'midheaven', track: 'sun', offset: natal.angles.midheaven - natalSun });
  }
  const natalTargets = natalPoints
    .filter((p) => !MIRRORED_POINTS.has(p.id))
    .map((p) => ({ id: p.id, longitude: p.longitude }));
  // Fit the window's tracks of every body together (instants shared by the bodies cost one Earth
  // state and one precession); the searches below then find them ready.
  sharedTransitEphemeris().tracks(
    method === 'solar-arc' && !bodies.includes('sun') ? [...bodies, 'sun'] : bodies,
    from,
    to,
  );
  const dated =
    (to: Perfection['to']) =>
    (e: ExactAspect): Perfection => ({
      to,
      point: e.point,
      aspect: e.aspect,
      other: e.other,
      exact: isoInstant(targetInstant(birthUT, e.progressedUT)),
      progressedExact: isoInstant(e.progressedUT),
    });
  const perfections = [
    ...exactAspectsToFixed(movers, natalTargets, aspectAngles, from, to, frame?.ayanamsa).map(dated('natal')),
    // (Between two progressed bodies the ayanamsa cancels: the tropical separations are the sidereal ones.)
    ...exactAspectsBetween(bodies, aspectAngles, from, to).map(dated('progressed')),
  ].sort((a, b) => (a.exact < b.exact ? -1 : a.exact > b.exact ? 1 : 0));

  return {
    natal,
    target: target.resolution,
    progressedDate: isoInstant(progressedUT),
    progressedJulianDayUT: progressedUT,
    ageYears,
    angles: {
      method,
      solarArc,
      midheavenArc,
      ascendant: houses.ascendant,
      midheaven: mc,
      descendant: norm360(houses.ascendant + 180),
      imumCoeli: norm360(mc + 180),
      vertex: houses.vertex,
      armc,
    },
    points,
    houses: {
      systemRequested: house.name,
      systemUsed: houses.systemUsed === house.code ? house.name : resolveHouseSystem(houses.systemUsed).name,
      cusps: houses.cusps.map((c, i) => ({
        house: i + 1,
        longitude: c,
        sign: placedPoint('ascendant', c, 0, 0, houses.cusps, false).sign,
        degreeInSign: placedPoint('ascendant', c, 0, 0, houses.cusps, false).degreeInSign,
      })),
      warnings: houses.ok
        ? []
        : [
            `${house.name} houses are undefined at latitude ${natal.location.latitude}°: Porphyry cusps are given instead`,
          ],
    },
    aspects: findAspects(progressedAspectPoints, definitions),
    aspectsToNatal: crossAspects(
      progressedAspectPoints,
      aspectPointsOf({ ...natal, points: natalPoints }),
      definitions,
    ),
    perfections,
    zodiac: natal.provenance.zodiac,
    ...(frame && natal.provenance.ayanamsa
      ? { ayanamsa: { name: frame.ayanamsa, degrees: natal.provenance.ayanamsa.degrees, progressed: frame.degrees } }
      : {}),
  };
}
