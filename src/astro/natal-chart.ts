/**
 * The natal chart: one call from birth data to every point, house, angle and aspect, as plain
 * JSON-able data (no NaN, no class instances), for the worker pool and the presenters.
 */

import { DEG, diff180, norm360 } from './angles.ts';
import { type Aspect, type AspectOptions, findAspects, resolveAspectOptions } from './aspects.ts';
import { frameOfDate } from './ephemeris/frames.ts';
import { sharedInterpolatedSky } from './ephemeris/interpolated-sky.ts';
import { inputError } from './errors.ts';
import { type ChartFixedStars, chartFixedStars, type FixedStarOptions } from './fixed-stars/natal-stars.ts';
import { eclipticIntersection, longitudeOfRightAscension } from './houses/house-geometry.ts';
import { computeHouses, type HouseSystemCode, houseOfLongitude } from './houses/house-systems.ts';
import { apparentSunAt } from './houses/sun-declination.ts';
import { altitudeOfEclipticPoint, partOfFortune } from './part-of-fortune.ts';
import type { Ayanamsa } from './sidereal/ayanamsa.ts';
import { type NakshatraPlace, nakshatraOf } from './sidereal/nakshatra.ts';
import { resolveZodiac, siderealCusps, siderealLongitude, type Zodiac } from './sidereal/zodiac.ts';
import { greenwichApparentSiderealTime } from './sidereal-time.ts';
import { type LocalTimeRule, resolveBirthTime, type TimeResolution } from './time/birth-time.ts';
import { tzdbVersion } from './time/zone-offset.ts';
import {
  type AspectId,
  DEFAULT_POINTS,
  HOUSE_SYSTEMS,
  type HouseSystem,
  type MovingPoint,
  POINTS,
  type PointId,
  placeInSign,
  type Sign,
} from './vocabulary.ts';

/** Name and version of this engine, reported as provenance (in ASCII, which keeps the bodies that carry it ASCII: see responses/utf8-bytes.ts). */
export const ENGINE = {
  name: 'astro-api natal engine',
  version: '1.0.0',
  models:
    'VSOP87B (Mercury to Neptune, Earth), ELP/MPP02 fitted to DE405 (Moon), astronomy-engine 2.1.19 (Pluto), ' +
    'numerical integration from reference state vectors (Chiron), IAU 2006 precession, IAU 2000B nutation, ' +
    'Swiss Ephemeris 2.10-compatible Delta T and sidereal time',
} as const;

/** Birth data and chart options. */
export interface NatalChartInput {
  /** Local date-time `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or `±HH:MM`. */
  dateTime: string;
  /** Geographic latitude, degrees north in [−90, 90]. */
  latitude: number;
  /** Geographic longitude, degrees east in [−180, 180]. */
  longitude: number;
  /** IANA zone; looked up from the coordinates when absent and `dateTime` has no offset. */
  timezone?: string | null;
  /** House system by name (`placidus`, `whole-sign`, …) or one-letter code (`P`, `W`, …); default placidus. */
  houseSystem?: string;
  /** Points to return (default: DEFAULT_POINTS, all but the asteroids). */
  points?: string[];
  /** Aspect kinds and orb overrides. */
  aspects?: AspectOptions;
  /** Rule for skipped/repeated local times; default `earlier`. */
  localTimeRule?: LocalTimeRule;
  /** `tropical` (default) or `sidereal`. */
  zodiac?: Zodiac;
  /** Ayanamsa of a sidereal chart (default lahiri), see AYANAMSAS. */
  ayanamsa?: Ayanamsa;
  /** Fixed-star places and conjunctions with the points within `orb` degrees (default none). */
  fixedStars?: FixedStarOptions;
}

/** One point of the chart. */
export interface ChartPoint {
  id: PointId;
  /** Ecliptic longitude, degrees [0, 360) (tropical, true equinox of date). */
  longitude: number;
  /** Ecliptic latitude, degrees (0 for angles, the nodes and the Part of Fortune). */
  latitude: number;
  /** Longitude speed, degrees per day (for angles: their motion with the Earth's rotation). */
  speed: number;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  /** House 1…12 the longitude falls in. */
  house: number;
  /** True when a moving point's longitude speed is negative. */
  retrograde: boolean;
  /** Nakshatra and pada (sidereal charts only). */
  nakshatra?: NakshatraPlace;
}

/** One house cusp. */
export interface ChartCusp {
  house: number;
  /** Ecliptic longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  degreeInSign: number;
}

/** The natal chart. */
export interface NatalChart {
  timeResolution: TimeResolution;
  location: { latitude: number; longitude: number };
  points: ChartPoint[];
  houses: {
    systemRequested: HouseSystem;
    systemRequestedCode: HouseSystemCode;
    systemUsed: HouseSystem;
    systemUsedCode: HouseSystemCode;
    cusps: ChartCusp[];
    warnings: string[];
  };
  angles: {
    /** Degrees [0, 360). */
    ascendant: number;
    midheaven: number;
    descendant: number;
    imumCoeli: number;
    vertex: number;
    /** Right ascension of the MC (local apparent sidereal time), degrees. */
    armc: number;
  };
  aspects: Aspect[];
  /** Fixed stars of date and their conjunctions (only when asked). */
  fixedStars?: ChartFixedStars;
  provenance: {
    engine: string;
    version: string;
    models: string;
    houseSystemUsed: HouseSystem;
    /** The Sun's centre above the horizon at birth (day chart); the Part of Fortune's formula follows it. */
    dayChart: boolean;
    /** True obliquity of the ecliptic, degrees. */
    obliquity: number;
    /** IANA time-zone database release the birth time was resolved with, e.g. `2026c`. */
    tzdbVersion: string;
    warnings: string[];
    /** Zodiac of every longitude in the chart. */
    zodiac: Zodiac;
    /** The ayanamsa subtracted (sidereal charts only), degrees of date. */
    ayanamsa?: { name: Ayanamsa; degrees: number };
  };
}

const CODE_TO_NAME = Object.fromEntries(Object.entries(HOUSE_SYSTEMS).map(([n, c]) => [c, n])) as Record<
  HouseSystemCode,
  HouseSystem
>;

/**
 * Resolve a house system given by name or one-letter code.
 * @param value e.g. `placidus`, `whole-sign`, `P`, `w`
 * @returns name and code
 * @throws BirthDataError naming `houseSystem`
 */
export function resolveHouseSystem(value: string | undefined): { name: HouseSystem; code: HouseSystemCode } {
  if (value === undefined || value === null || value === '') return { name: 'placidus', code: 'P' };
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (lower in HOUSE_SYSTEMS) return { name: lower as HouseSystem, code: HOUSE_SYSTEMS[lower as HouseSystem] };
    const upper = value.trim().toUpperCase() as HouseSystemCode;
    if (upper in CODE_TO_NAME) return { name: CODE_TO_NAME[upper], code: upper };
  }
  throw inputError(
    'houseSystem',
    'unknown_value',
    { kind: 'houseSystem', names: Object.keys(HOUSE_SYSTEMS), letters: Object.values(HOUSE_SYSTEMS) },
    `one of ${Object.keys(HOUSE_SYSTEMS).join(', ')} or its letter ${Object.values(HOUSE_SYSTEMS).join(' ')}`,
  );
}

const POINT_IDS = new Set<string>(POINTS);

function resolvePoints(points: string[] | undefined): PointId[] {
  if (points === undefined || points === null) return [...DEFAULT_POINTS];
  if (!Array.isArray(points))
    throw inputError('points', 'invalid_format', { kind: 'shape', shape: 'pointList' }, 'a list of point ids');
  for (const p of points) {
    if (!POINT_IDS.has(p)) {
      throw inputError(
        'points',
        'unknown_value',
        { kind: 'among', values: POINTS, item: 'point', got: String(p) },
        `point ids among ${POINTS.join(', ')}`,
        `unknown point ${String(p)}`,
      );
    }
  }
  const asked = new Set<string>(points);
  return POINTS.filter((p) => asked.has(p));
}

const MOVING = new Set<string>([
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'ceres',
  'pallas',
  'juno',
  'vesta',
  'mean-node',
  'true-node',
  'mean-south-node',
  'true-south-node',
  'mean-lilith',
]);
/** Points left out of the aspect search: they mirror another point by construction. */
const NOT_ASPECTED = new Set<PointId>(['descendant', 'imum-coeli', 'mean-south-node', 'true-south-node']);
/** Mean sidereal rate of the ARMC, degrees per day of UT. */
const ARMC_RATE = 360.98564736629;

/**
 * Compute a natal chart.
 * @param input birth data and options (see {@link NatalChartInput})
 * @returns the chart as plain data
 * @throws BirthDataError naming the field for any bad input
 */
export function computeNatalChart(input: NatalChartInput): NatalChart {
  if (typeof input !== 'object' || input === null)
    throw inputError('dateTime', 'invalid_format', { kind: 'shape', shape: 'birthData' }, 'birth data');
  const house = resolveHouseSystem(input.houseSystem);
  const pointIds = resolvePoints(input.points);
  const aspectDefinitions = resolveAspectOptions(input.aspects);
  const time = resolveBirthTime({
    dateTime: input.dateTime,
    timezone: input.timezone,
    latitude: input.latitude,
    longitude: input.longitude,
    localTimeRule: input.localTimeRule,
  });
  const jdTT = time.julianDayTT;
  const frame = frameOfDate(jdTT);
  const obliquity = frame.trueObliquity * DEG;
  const armc = norm360(greenwichApparentSiderealTime(time.julianDayUT) + input.longitude);
  const sunDeclination = house.code === 'I' ? apparentSunAt(jdTT).declination : undefined;
  const houses = computeHouses(armc, input.latitude, obliquity, house.code, sunDeclination);
  const sidereal = resolveZodiac(input.zodiac, input.ayanamsa, jdTT, frame);
  const warnings: string[] = [];
  if (time.localMeanTime) {
    warnings.push(
      `${time.localDateTime} is before ${time.timezone}'s first standard offset: read as the local mean time of longitude ${input.longitude}° (UTC${time.utcOffset})`,
    );
  }
  if (!houses.ok) {
    warnings.push(
      `${house.name} houses are undefined at latitude ${input.latitude}° (inside the polar circle, |latitude| ≥ ${(90 - obliquity).toFixed(2)}°): Porphyry cusps are given instead`,
    );
  }

  // Angles and their rates (from the motion of the ARMC).
  const fi = input.latitude;
  const vertexPole = fi >= 0 ? 90 - fi : -90 - fi;
  const dA = 0.001;
  const rate = (f: (a: number) => number) => (diff180(f(armc + dA), f(armc - dA)) / (2 * dA)) * ARMC_RATE;
  const ascRate = rate((a) => eclipticIntersection(a + 90, fi, obliquity));
  const mcRate = rate((a) => longitudeOfRightAscension(a, obliquity));
  const vertexRate = rate((a) => eclipticIntersection(a - 90, vertexPole, obliquity));

  // Positions from the worker's interpolated sky: the series expanded per block once and then
  // read for about a microsecond per body (within 1e-3″ of evaluating them term by term).
  const sky = sharedInterpolatedSky();
  const positions = new Map<PointId, { longitude: number; latitude: number; speed: number }>();
  // The Sun is always placed: the chart's sect (provenance.dayChart) is read by progressions and
  // the traditional techniques whether or not the Part of Fortune was asked for.
  const need = new Set<PointId>([...pointIds, 'sun']);
  if (need.has('part-of-fortune')) need.add('moon');
  for (const id of POINTS) {
    if (!need.has(id) || !MOVING.has(id)) continue;
    const p = sky.apparentPosition(id as MovingPoint, jdTT, frame);
    positions.set(id, { longitude: p.longitude, latitude: p.latitude, speed: p.longitudeSpeed });
  }
  positions.set('ascendant', { longitude: houses.ascendant, latitude: 0, speed: ascRate });
  positions.set('descendant', { longitude: norm360(houses.ascendant + 180), latitude: 0, speed: ascRate });
  positions.set('midheaven', { longitude: houses.midheaven, latitude: 0, speed: mcRate });
  positions.set('imum-coeli', { longitude: norm360(houses.midheaven + 180), latitude: 0, speed: mcRate });
  positions.set('vertex', { longitude: houses.vertex, latitude: 0, speed: vertexRate });
  const sun = positions.get('sun')!;
  const dayChart = altitudeOfEclipticPoint(sun.longitude, sun.latitude, obliquity, armc, fi) > 0;
  if (need.has('part-of-fortune')) {
    const moon = positions.get('moon')!;
    positions.set('part-of-fortune', {
      longitude: partOfFortune(houses.ascendant, sun.longitude, moon.longitude, dayChart),
      latitude: 0,
      speed: ascRate + (dayChart ? moon.speed - sun.speed : sun.speed - moon.speed),
    });
  }

  // Sidereal charts: every longitude less the ayanamsa of date, speeds less its rate.
  const zodiacal = (lon: number) => (sidereal ? siderealLongitude(lon, sidereal) : lon);
  const cusps = sidereal
    ? siderealCusps(houses.cusps, houses.ascendant, sidereal, houses.systemUsed === 'W')
    : houses.cusps;
  const points: ChartPoint[] = pointIds.map((id) => {
    const p = positions.get(id)!;
    const longitude = sidereal ? siderealLongitude(p.longitude, sidereal) : p.longitude;
    const { sign, degreeInSign } = placeInSign(longitude);
    const house = houseOfLongitude(longitude, cusps);
    const retrograde = MOVING.has(id) && p.speed < 0;
    // (The nakshatra in the literal: one object shape per zodiac, no property added afterwards.)
    return sidereal
      ? {
          id,
          longitude,
          latitude: p.latitude,
          speed: p.speed - sidereal.rate,
          sign,
          degreeInSign,
          house,
          retrograde,
          nakshatra: nakshatraOf(longitude),
        }
      : { id, longitude, latitude: p.latitude, speed: p.speed, sign, degreeInSign, house, retrograde };
  });

  const aspectPoints: { id: PointId; longitude: number; speed: number }[] = [];
  for (const p of points) {
    if (!NOT_ASPECTED.has(p.id))
      aspectPoints.push({ id: p.id, longitude: p.longitude, speed: MOVING.has(p.id) ? p.speed : 0 });
  }
  const aspects = findAspects(aspectPoints, aspectDefinitions);

  const usedName = CODE_TO_NAME[houses.systemUsed];
  return {
    timeResolution: time,
    location: { latitude: input.latitude, longitude: input.longitude },
    points,
    houses: {
      systemRequested: house.name,
      systemRequestedCode: house.code,
      systemUsed: usedName,
      systemUsedCode: houses.systemUsed,
      cusps: cusps.map((c, i) => ({ house: i + 1, longitude: c, ...placeInSign(c) })),
      warnings,
    },
    angles: {
      ascendant: zodiacal(houses.ascendant),
      midheaven: zodiacal(houses.midheaven),
      descendant: zodiacal(norm360(houses.ascendant + 180)),
      imumCoeli: zodiacal(norm360(houses.midheaven + 180)),
      vertex: zodiacal(houses.vertex),
      armc,
    },
    aspects,
    ...(input.fixedStars ? { fixedStars: chartFixedStars(jdTT, input.fixedStars, points, sidereal) } : {}),
    provenance: {
      engine: ENGINE.name,
      version: ENGINE.version,
      models: ENGINE.models,
      houseSystemUsed: usedName,
      dayChart,
      obliquity,
      tzdbVersion: tzdbVersion(),
      warnings,
      zodiac: sidereal ? 'sidereal' : 'tropical',
      ...(sidereal ? { ayanamsa: { name: sidereal.ayanamsa, degrees: sidereal.degrees } } : {}),
    },
  };
}
