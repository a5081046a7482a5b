/**
 * The composite chart: one chart made of the midpoints of two natal charts.
 *
 * - Points: each point is the midpoint of the two persons' longitudes along the shorter arc
 *   (see midpointLongitude); its latitude and speed are the means of the two.
 * - Houses, by the derived-midheaven method (Robert Hand's "composite houses"): the composite
 *   midheaven is the midpoint of the two midheavens; its right ascension is taken as the ARMC and
 *   the cusps of the requested house system are computed from it at the latitude of the composite
 *   place (compositePlace: the great-circle midpoint of the two birth places, unless the caller
 *   gives one) with the mean obliquity. The composite ascendant is the ascendant of those houses
 *   (not the midpoint of the two ascendants, which can disagree with the midheaven by up to 180°).
 *   Where the system is undefined (a polar composite latitude), Porphyry cusps are given, as in a natal
 *   chart, with a warning.
 * - The Descendant and Imum Coeli are opposite the composite Ascendant and Midheaven, the Vertex is
 *   that of the composite houses, and a south node is opposite the composite north node.
 * - Aspects: among the composite points, with the natal orbs and the synastry aspect types;
 *   motion from the mean speeds (angles fixed).
 */

import { RAD as D2R, norm360, DEG as R2D } from '../angles.ts';
import { type Aspect, type AspectOptions, findAspects, resolveAspectOptions } from '../aspects.ts';
import { computeHouses, type HouseSystemCode, houseOfLongitude } from '../houses/house-systems.ts';
import { apparentSunAt, declinationOfEclipticPlace } from '../houses/sun-declination.ts';
import type { ChartPoint, NatalChart } from '../natal-chart.ts';
import { siderealCusps, siderealLongitude } from '../sidereal/zodiac.ts';
import { HOUSE_SYSTEMS, type HouseSystem, type PointId, placeInSign, type Sign } from '../vocabulary.ts';
import { SYNASTRY_ASPECT_TYPES } from './inter-aspects.ts';
import { greatCircleMidpoint, midpointLongitude } from './midpoint.ts';
import { SYNASTRY_ANGLES } from './points.ts';

/** The composite chart. */
export interface CompositeChart {
  /** Composite points (midpoints), in person 1's chart order. */
  points: ChartPoint[];
  houses: {
    /** Always `derived-midheaven` (see the module comment). */
    method: 'derived-midheaven';
    systemRequested: HouseSystem;
    systemUsed: HouseSystem;
    /** Where the composite cusps are computed, degrees north: compositePlace's latitude unless a place was given. */
    latitude: number;
    /** Mean of the two charts' true obliquities, degrees. */
    obliquity: number;
    /** Right ascension of the composite midheaven, degrees [0, 360). */
    armc: number;
    cusps: { house: number; longitude: number; sign: Sign; degreeInSign: number }[];
    warnings: string[];
  };
  angles: { ascendant: number; midheaven: number; descendant: number; imumCoeli: number };
  aspects: Aspect[];
}

const NAME_OF_CODE = Object.fromEntries(Object.entries(HOUSE_SYSTEMS).map(([n, c]) => [c, n])) as Record<
  HouseSystemCode,
  HouseSystem
>;

/**
 * Where composite houses are cast unless the caller names a place: the great-circle midpoint of
 * the two birth places. The one rule of the composite calculation, its image and its report.
 * @param a first birth place, degrees north and east
 * @param b second birth place, same units
 * @returns the place, latitude in [−90, 90] and longitude in [−180, 180)
 */
export function compositePlace(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): { latitude: number; longitude: number } {
  return greatCircleMidpoint(a, b);
}

/** Right ascension of the ecliptic point at `longitude` (latitude 0), degrees [0, 360). */
export function rightAscensionOfLongitude(longitude: number, obliquity: number): number {
  const l = longitude * D2R;
  return norm360(Math.atan2(Math.sin(l) * Math.cos(obliquity * D2R), Math.cos(l)) * R2D);
}

/** South nodes and the north node each mirrors. */
const SOUTH_NODES = [
  ['mean-south-node', 'mean-node'],
  ['true-south-node', 'true-node'],
] as const;

/**
 * The composite longitude of a chart axis, which comes from the composite houses rather than from a
 * midpoint: the Ascendant and Midheaven of those houses, the Descendant and Imum Coeli opposite
 * them, and the Vertex of the same ARMC and latitude. Undefined for every other point.
 */
function derivedLongitude(id: string, houses: ReturnType<typeof computeHouses>): number | undefined {
  switch (id) {
    case 'ascendant':
      return houses.ascendant;
    case 'midheaven':
      return houses.midheaven;
    case 'descendant':
      return norm360(houses.ascendant + 180);
    case 'imum-coeli':
      return norm360(houses.midheaven + 180);
    case 'vertex':
      return houses.vertex;
    default:
      return undefined;
  }
}

/**
 * The composite Sun's declination, for the Sunshine houses only: the midpoint of the two natal
 * Suns' tropical longitudes, on the ecliptic, with the mean obliquity.
 */
function compositeSunDeclination(chart1: NatalChart, chart2: NatalChart, code: HouseSystemCode): number | undefined {
  if (code !== 'I') return undefined;
  const sun1 = apparentSunAt(chart1.timeResolution.julianDayTT).longitude;
  const sun2 = apparentSunAt(chart2.timeResolution.julianDayTT).longitude;
  const obliquity = (chart1.provenance.obliquity + chart2.provenance.obliquity) / 2;
  return declinationOfEclipticPlace(midpointLongitude(sun1, sun2), 0, obliquity);
}

/**
 * Builds the composite chart of two natal charts.
 * @param chart1 person 1's natal chart
 * @param chart2 person 2's natal chart (same points and house system as chart1)
 * @param options.aspects aspects to look for among the composite points (default the synastry ones) and orb overrides
 * @param options.houseLatitude latitude of the composite houses, degrees north (default compositePlace's)
 * @returns the composite chart as plain data
 */
export function compositeChart(
  chart1: NatalChart,
  chart2: NatalChart,
  options: { aspects?: AspectOptions; houseLatitude?: number } = {},
): CompositeChart {
  const houseLatitude = options.houseLatitude;
  const code = chart1.houses.systemRequestedCode;
  const latitude = houseLatitude ?? compositePlace(chart1.location, chart2.location).latitude;
  const obliquity = (chart1.provenance.obliquity + chart2.provenance.obliquity) / 2;
  const midheaven = midpointLongitude(chart1.angles.midheaven, chart2.angles.midheaven);
  // Sidereal charts: the midpoint of two sidereal midheavens is the tropical midpoint less the
  // mean of the two ayanamsas; the houses are cast from the tropical one and turned back.
  const a1 = chart1.provenance.ayanamsa;
  const a2 = chart2.provenance.ayanamsa;
  const sidereal = a1 && a2 ? { ayanamsa: a1.name, degrees: (a1.degrees + a2.degrees) / 2, rate: 0 } : null;
  const armc = rightAscensionOfLongitude(sidereal ? norm360(midheaven + sidereal.degrees) : midheaven, obliquity);
  const tropicalHouses = computeHouses(armc, latitude, obliquity, code, compositeSunDeclination(chart1, chart2, code));
  const houses = sidereal
    ? {
        ...tropicalHouses,
        cusps: siderealCusps(
          tropicalHouses.cusps,
          tropicalHouses.ascendant,
          sidereal,
          tropicalHouses.systemUsed === 'W',
        ),
        ascendant: siderealLongitude(tropicalHouses.ascendant, sidereal),
        midheaven: siderealLongitude(tropicalHouses.midheaven, sidereal),
        vertex: siderealLongitude(tropicalHouses.vertex, sidereal),
      }
    : tropicalHouses;
  const warnings: string[] = [];
  if (!houses.ok) {
    warnings.push(
      `${NAME_OF_CODE[code]} houses are undefined at the composite latitude ${latitude}°: Porphyry cusps are given instead`,
    );
  }

  const other = new Map(chart2.points.map((p) => [p.id, p]));
  const points: ChartPoint[] = [];
  for (const a of chart1.points) {
    const b = other.get(a.id);
    if (!b) continue;
    const derived = derivedLongitude(a.id, houses);
    const [longitude, speed] =
      derived !== undefined ? [derived, 0] : [midpointLongitude(a.longitude, b.longitude), (a.speed + b.speed) / 2];
    points.push({
      id: a.id,
      longitude,
      latitude: (a.latitude + b.latitude) / 2,
      speed,
      ...placeInSign(longitude),
      house: houseOfLongitude(longitude, houses.cusps),
      retrograde: !SYNASTRY_ANGLES.has(a.id) && speed < 0,
    });
  }

  // A south node is opposite its north node, also in the composite: the midpoint of the two south
  // nodes can fall on the other side when the north nodes' arc is near 180°.
  for (const [south, north] of SOUTH_NODES) {
    const s = points.find((p) => p.id === south);
    const n = points.find((p) => p.id === north);
    if (!s || !n) continue;
    s.longitude = norm360(n.longitude + 180);
    Object.assign(s, placeInSign(s.longitude), {
      house: houseOfLongitude(s.longitude, houses.cusps),
      speed: n.speed,
      latitude: -n.latitude,
    });
  }

  const aspects = findAspects(
    points.map((p) => ({
      id: p.id as PointId,
      longitude: p.longitude,
      speed: SYNASTRY_ANGLES.has(p.id) ? 0 : p.speed,
    })),
    resolveAspectOptions({
      types: [...(options.aspects?.types ?? SYNASTRY_ASPECT_TYPES)],
      ...(options.aspects?.orbs ? { orbs: options.aspects.orbs } : {}),
    }),
  );

  return {
    points,
    houses: {
      method: 'derived-midheaven',
      systemRequested: NAME_OF_CODE[code],
      systemUsed: NAME_OF_CODE[houses.systemUsed],
      latitude,
      obliquity,
      armc,
      cusps: houses.cusps.map((c, i) => ({ house: i + 1, longitude: c, ...placeInSign(c) })),
      warnings,
    },
    angles: {
      ascendant: houses.ascendant,
      midheaven: houses.midheaven,
      descendant: norm360(houses.ascendant + 180),
      imumCoeli: norm360(houses.midheaven + 180),
    },
    aspects,
  };
}
