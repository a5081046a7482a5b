/**
 * A transit chart: the natal chart of a birth and every transit event over a span of time, as
 * plain JSON-able data with ISO 8601 instants (UTC, whole seconds). What the `transit` pool
 * task returns; the presenter adds texts and names.
 */

import { norm360 } from '../angles.ts';
import { BirthDataError, inputError } from '../errors.ts';
import { type ChartPoint, computeNatalChart } from '../natal-chart.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { ayanamsaCurve } from '../sidereal/ayanamsa-curve.ts';
import type { Zodiac } from '../sidereal/zodiac.ts';
import { eclipseEvents } from '../sky-calendars/eclipse-events.ts';
import type { LocalTimeRule, TimeResolution } from '../time/birth-time.ts';
import { DATE_FORMS, instantOf } from '../time/date-grammar.ts';
import { julianDayFromUnixMs, unixMsFromJulianDay } from '../time/julian-day.ts';
import {
  ASPECTS,
  type AspectId,
  type HouseSystem,
  type MovingPoint,
  type PointId,
  type Sign,
  signOf,
} from '../vocabulary.ts';
import { HouseLocator } from './house-locator.ts';
import { isoInstant } from './iso-instant.ts';
import type { TransitEphemeris } from './transit-ephemeris.ts';
import {
  DEFAULT_ASPECTS,
  DEFAULT_TRANSITING,
  defaultNatalPoints,
  MAX_TRANSIT_ORB,
  NATAL_CHOICES,
  TRANSIT_ORBS,
  TRANSITING_CHOICES,
} from './transit-options.ts';
import {
  type AspectGroup,
  type Direction,
  type MoonPhaseName,
  type NatalTarget,
  type OccurrenceFactory,
  PASS_EXACT,
  PASS_LONGITUDE,
  PASS_ORB_ENTRY,
  PASS_ORB_EXIT,
  PASS_SPEED,
  searchTransitsWith,
} from './transit-search.ts';

export interface TransitChartInput {
  birth: {
    /** Local date-time `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or `±HH:MM`. */
    dateTime: string;
    /** Degrees north, [−90, 90]. */
    latitude: number;
    /** Degrees east, [−180, 180]. */
    longitude: number;
    /** IANA zone; looked up from the coordinates when absent. */
    timezone?: string | null;
    localTimeRule?: LocalTimeRule;
  };
  /** House system name or letter (default placidus). */
  houseSystem?: string;
  /** First instant of the span, ISO 8601 with Z or an offset. */
  start: string;
  /** End of the span (exclusive), ISO 8601 with Z or an offset. */
  end: string;
  /** Transiting points (default {@link DEFAULT_TRANSITING}). */
  points?: string[];
  /** Natal points aspected (default {@link defaultNatalPoints}). */
  natalPoints?: string[];
  /** Also aspect the twelve natal house cusps (ids `cusp-1` … `cusp-12`). */
  includeHouseCusps?: boolean;
  /** Aspects (default the five major ones). */
  aspects?: string[];
  /** Orb per aspect, degrees in (0, 10] (default {@link TRANSIT_ORBS}). */
  orbs?: Partial<Record<string, number>>;
  /** `tropical` (default) or `sidereal`: the zodiac of every longitude, ingress and aspect. */
  zodiac?: Zodiac;
  /** Ayanamsa of a sidereal search (default lahiri). */
  ayanamsa?: Ayanamsa;
}

/** One pass, instants as ISO strings. */
export interface OccurrenceData {
  exact: string;
  orbEntry: string | null;
  orbExit: string | null;
  retrograde: boolean;
  house: number;
  /** Transiting longitude at the exact instant, degrees. */
  longitude: number;
  /** Transiting speed, degrees per day. */
  speed: number;
}

export interface AspectGroupData {
  transiting: MovingPoint;
  aspect: AspectId;
  natal: string;
  angle: number;
  orb: number;
  natalLongitude: number;
  occurrences: OccurrenceData[];
}

export interface TransitChart {
  span: { start: string; end: string };
  natal: {
    time: TimeResolution;
    houseSystem: { requested: HouseSystem; used: HouseSystem };
    /** The natal points aspected, as the natal chart has them (longitude rounded to 1e-6°). */
    points: ChartPoint[];
    /** Cusp longitudes, degrees; [0] is house 1. */
    cusps: number[];
    warnings: string[];
    /** The zodiac of every longitude. */
    zodiac: Zodiac;
    /** Sidereal: the ayanamsa, its value at birth and at the span's start, degrees of date. */
    ayanamsa?: { name: Ayanamsa; degrees: number; atStart: number };
  };
  settings: {
    transiting: MovingPoint[];
    natal: string[];
    aspects: { id: AspectId; angle: number; orb: number }[];
  };
  aspects: AspectGroupData[];
  crossings: {
    signIngresses: { point: MovingPoint; sign: Sign; direction: Direction; exact: string; longitude: number }[];
    houseIngresses: { point: MovingPoint; house: number; direction: Direction; exact: string; longitude: number }[];
    stations: { point: MovingPoint; type: Direction; exact: string; longitude: number; sign: Sign; house: number }[];
    moonPhases: { phase: MoonPhaseName; exact: string; longitude: number; sign: Sign; house: number }[];
    /** Solar and lunar eclipses: greatest eclipse, the Sun's (solar) or Moon's (lunar) longitude, its sign and natal house. */
    eclipses: {
      kind: 'solar' | 'lunar';
      type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
      exact: string;
      longitude: number;
      sign: Sign;
      house: number;
      magnitude: number;
      saros: number;
    }[];
  };
}

/** Where a birth-data field sits in the transit request. */
const BIRTH_FIELD: Record<string, string> = {
  dateTime: 'birthDate',
  latitude: 'birthLocation.latitude',
  longitude: 'birthLocation.longitude',
  timezone: 'birthLocation.timezone',
};

function pick<T extends string>(
  field: string,
  values: readonly string[] | undefined,
  allowed: readonly T[],
  fallback: readonly T[],
): T[] {
  if (values === undefined || values === null) return [...fallback];
  if (!Array.isArray(values) || values.length === 0)
    throw inputError(field, 'invalid_format', { kind: 'shape', shape: 'list' }, 'a non-empty list');
  for (const v of values) {
    if (!(allowed as readonly string[]).includes(v)) {
      throw inputError(
        field,
        'unknown_value',
        { kind: 'among', values: allowed, got: String(v) },
        `values among ${allowed.join(', ')}`,
        `unknown value ${String(v)}`,
      );
    }
  }
  return allowed.filter((a) => values.includes(a));
}

/** x rounded to 6 decimals. */
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A pass as output data, made by the search directly (no intermediate object per pass). */
const occurrenceData: OccurrenceFactory<OccurrenceData> = (pass, house) => {
  const entry = pass[PASS_ORB_ENTRY];
  const exit = pass[PASS_ORB_EXIT];
  const speed = pass[PASS_SPEED];
  return {
    exact: isoInstant(pass[PASS_EXACT]),
    orbEntry: !Number.isNaN(entry) ? isoInstant(entry) : null,
    orbExit: !Number.isNaN(exit) ? isoInstant(exit) : null,
    retrograde: speed < 0,
    house,
    longitude: round6(pass[PASS_LONGITUDE]),
    speed: round6(speed),
  };
};

/**
 * The aspect groups as data, ordered by their first pass (to the second, as the output writes
 * it; groups whose first passes fall in the same second keep the search's order).
 */
function aspectGroups(groups: readonly AspectGroup<OccurrenceData>[]): AspectGroupData[] {
  // Indices sorted by whole seconds (small integers compared: no ISO strings, no object per group).
  const order: number[] = new Array(groups.length);
  const seconds = new Float64Array(groups.length);
  for (let i = 0; i < groups.length; i++) {
    order[i] = i;
    seconds[i] = Math.round(unixMsFromJulianDay(groups[i].firstExact) / 1000);
  }
  order.sort((i, j) => (seconds[i] < seconds[j] ? -1 : seconds[i] > seconds[j] ? 1 : i - j));
  const out: AspectGroupData[] = new Array(order.length);
  for (let k = 0; k < order.length; k++) {
    const g = groups[order[k]];
    out[k] = {
      transiting: g.transiting,
      aspect: g.aspect,
      natal: g.natal,
      angle: g.angle,
      orb: g.orb,
      natalLongitude: round6(g.natalLongitude),
      occurrences: g.occurrences,
    };
  }
  return out;
}

/**
 * Computes the natal chart and searches the span.
 * @param input birth data, span and options (see {@link TransitChartInput})
 * @param ephemeris the ephemeris cache (default: this thread's)
 * @throws BirthDataError naming the request field at fault (`birthDate`, `birthLocation.latitude`,
 * `houseSystem`, `points`, `natalPoints`, `aspects`, `orbs.<aspect>`, `transitDateStart`, `transitDateEnd`)
 */
export function computeTransitChart(input: TransitChartInput, ephemeris?: TransitEphemeris): TransitChart {
  const startMs = instantOf(input.start);
  const endMs = instantOf(input.end);
  if (startMs === null)
    throw inputError('transitDateStart', 'invalid_format', { kind: 'shape', shape: 'instant' }, DATE_FORMS.instant);
  if (endMs === null)
    throw inputError('transitDateEnd', 'invalid_format', { kind: 'shape', shape: 'instant' }, DATE_FORMS.instant);
  if (endMs <= startMs)
    throw inputError(
      'transitDateEnd',
      'out_of_range',
      { kind: 'after', value: 'instant', than: 'transitDateStart', orSame: false },
      'an instant after transitDateStart',
    );

  const transiting = pick('points', input.points, TRANSITING_CHOICES, DEFAULT_TRANSITING);
  const natalIds = pick('natalPoints', input.natalPoints, NATAL_CHOICES, defaultNatalPoints(transiting));
  const aspectIds = pick(
    'aspects',
    input.aspects,
    ASPECTS.map((a) => a.id),
    DEFAULT_ASPECTS,
  );
  const aspects = aspectIds.map((id) => {
    const orb = input.orbs?.[id] ?? TRANSIT_ORBS[id];
    if (typeof orb !== 'number' || !Number.isFinite(orb) || orb <= 0 || orb > MAX_TRANSIT_ORB) {
      throw inputError(
        `orbs.${id}`,
        'out_of_range',
        { kind: 'orb', max: MAX_TRANSIT_ORB },
        `an orb in degrees greater than 0 and at most ${MAX_TRANSIT_ORB}`,
      );
    }
    return { id, angle: ASPECTS.find((a) => a.id === id)!.angle, orb };
  });
  for (const key of Object.keys(input.orbs ?? {})) {
    if (!ASPECTS.some((a) => a.id === key))
      throw inputError(
        `orbs.${key}`,
        'unknown_value',
        { kind: 'among', values: ASPECTS.map((a) => a.id), item: 'aspect' },
        `aspect ids among ${ASPECTS.map((a) => a.id).join(', ')}`,
      );
  }

  let chart;
  try {
    chart = computeNatalChart({
      ...input.birth,
      houseSystem: input.houseSystem,
      points: natalIds,
      aspects: { types: [] },
      zodiac: input.zodiac,
      ayanamsa: input.ayanamsa,
    });
  } catch (error) {
    if (error instanceof BirthDataError && BIRTH_FIELD[error.field]) {
      throw error.renamed(BIRTH_FIELD[error.field]);
    }
    throw error;
  }
  const cusps = chart.houses.cusps.map((c) => c.longitude);
  const natal: NatalTarget[] = natalIds.map((id) => ({
    id,
    longitude: chart.points.find((p) => p.id === id)!.longitude,
  }));
  if (input.includeHouseCusps) cusps.forEach((longitude, i) => natal.push({ id: `cusp-${i + 1}`, longitude }));

  const startUT = julianDayFromUnixMs(startMs);
  const endUT = julianDayFromUnixMs(endMs);
  const houses = new HouseLocator(cusps);
  // A sidereal chart is searched on sidereal curves (natal longitudes and cusps are sidereal).
  const ayanamsa = chart.provenance.ayanamsa?.name ?? null;
  const found = searchTransitsWith(
    { startUT, endUT, transiting, natal, cusps, aspects, ephemeris, ayanamsa },
    occurrenceData,
  );
  const toZodiac = ayanamsa ? ayanamsaCurve(ayanamsa) : null;
  const zodiacal = (longitude: number, jdUT: number) =>
    toZodiac ? norm360(longitude - toZodiac.longitude(jdUT)) : longitude;

  return {
    span: { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() },
    natal: {
      time: chart.timeResolution,
      houseSystem: { requested: chart.houses.systemRequested, used: chart.houses.systemUsed },
      points: chart.points
        .filter((p) => natalIds.includes(p.id))
        .map((p) => ({ ...p, longitude: round6(p.longitude) })),
      cusps: cusps.map((c) => round6(c)),
      warnings: chart.houses.warnings,
      zodiac: chart.provenance.zodiac,
      ...(chart.provenance.ayanamsa && toZodiac
        ? { ayanamsa: { ...chart.provenance.ayanamsa, atStart: round6(toZodiac.longitude(startUT)) } }
        : {}),
    },
    settings: { transiting: [...transiting], natal: natal.map((n) => n.id), aspects },
    aspects: aspectGroups(found.aspects),
    crossings: {
      signIngresses: found.signIngresses.map((e) => ({
        point: e.point,
        sign: e.sign,
        direction: e.direction,
        exact: isoInstant(e.exact),
        longitude: e.longitude,
      })),
      houseIngresses: found.houseIngresses.map((e) => ({
        point: e.point,
        house: e.house,
        direction: e.direction,
        exact: isoInstant(e.exact),
        longitude: round6(e.longitude),
      })),
      stations: found.stations.map((e) => ({
        point: e.point,
        type: e.type,
        exact: isoInstant(e.exact),
        longitude: round6(e.longitude),
        sign: e.sign,
        house: e.house,
      })),
      moonPhases: found.moonPhases.map((e) => ({
        phase: e.phase,
        exact: isoInstant(e.exact),
        longitude: round6(e.longitude),
        sign: e.sign,
        house: e.house,
      })),
      eclipses: eclipseEvents(startUT, endUT).map((e) => {
        const longitude = zodiacal(e.longitude, e.exact);
        return {
          kind: e.kind,
          type: e.type,
          exact: isoInstant(e.exact),
          longitude: round6(longitude),
          sign: signOf(longitude),
          house: houses.houseOf(longitude),
          magnitude: e.magnitude,
          saros: e.saros,
        };
      }),
    },
  };
}
