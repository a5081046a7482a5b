/**
 * The Vedic operations as the pool tasks take them: a birth (as the returns take it), the
 * ayanamsa (default Lahiri, every offered one accepted) and the node (mean or true Rahu), turned
 * into the sidereal chart and handed to dashas.ts or vargas.ts. Instants are answered as ISO
 * 8601 UTC to the second. Errors name the request's fields. Pure.
 */
import { inputError } from '../errors.ts';
import { type BirthInput, castBirthChart } from '../returns/chart-cast.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { instantAt } from '../traditional/requests.ts';
import { type PointId, SIGNS } from '../vocabulary.ts';
import { type DashaPeriod, type DashaSystem, dashaTree, LEVEL_NAMES, periodsWithin, runningAt } from './dashas.ts';
import { VARGA_NAMES, VARGAS, type Varga, vargaPlace } from './vargas.ts';

export type NodeKind = 'mean' | 'true';

const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
/** An instant as ISO 8601 UTC to the second (the Vedic answers' instants). */
export const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The sidereal chart of a birth: the seven grahas, Rahu and Ketu, the Lagna. */
export function siderealChart(birth: BirthInput, ayanamsa: Ayanamsa, node: NodeKind) {
  const rahu: PointId = node === 'true' ? 'true-node' : 'mean-node';
  const ketu: PointId = node === 'true' ? 'true-south-node' : 'mean-south-node';
  const chart = castBirthChart(birth, {
    zodiac: 'sidereal',
    ayanamsa,
    houseSystem: 'whole-sign',
    points: [...GRAHAS, rahu, ketu, 'ascendant'],
    aspects: { types: [] },
  });
  const name = (id: string) => (id === rahu ? 'rahu' : id === ketu ? 'ketu' : id === 'ascendant' ? 'lagna' : id);
  const points = chart.points.map((p) => ({ id: name(p.id), longitude: p.longitude, speed: p.speed }));
  return { chart, points };
}

export interface DashaRequest {
  birth: BirthInput;
  ayanamsa: Ayanamsa;
  node: NodeKind;
  system: DashaSystem;
  levels: number;
  yearDays: number;
  /** Date or date-time whose running periods are named (local at the birth place); default the birth. */
  date?: string;
  years: number;
}

const shaped = (p: DashaPeriod): { lord: string; yogini?: string; start: string; end: string } => ({
  lord: p.lord,
  ...(p.yogini ? { yogini: p.yogini } : {}),
  start: iso(p.start),
  end: iso(p.end),
});

/** The sidereal chart of a birth as siderealChart casts it. */
export type SiderealChart = ReturnType<typeof siderealChart>;

/** Vimshottari or Yogini dasha of a birth. */
export function dashaRequest(request: DashaRequest) {
  if (!(Number.isInteger(request.levels) && request.levels >= 1 && request.levels <= 5))
    throw inputError(
      'levels',
      'out_of_range',
      { kind: 'range', value: 'wholeNumber', min: 1, max: 5 },
      'a whole number from 1 to 5',
    );
  return dashaOfChart(siderealChart(request.birth, request.ayanamsa, request.node), request);
}

/** The dasha of a sidereal chart already cast (the kundli casts one chart for all its parts). */
export function dashaOfChart({ chart, points }: SiderealChart, request: Omit<DashaRequest, 'ayanamsa' | 'node'>) {
  const moon = points.find((p) => p.id === 'moon');
  const moonPoint = chart.points.find((p) => p.id === 'moon');
  if (!moon || !moonPoint?.nakshatra) throw new Error('the sidereal chart has no Moon');
  const nakshatra = moonPoint.nakshatra;
  const birthMs = Date.parse(chart.timeResolution.utc);
  const at = request.date === undefined ? birthMs : instantAt('date', request.date, request.birth);
  if (at < birthMs)
    throw inputError(
      'date',
      'out_of_range',
      { kind: 'after', value: 'date', than: null, orSame: true },
      'a date not before the birth',
    );
  const spanMs = Math.max(request.years * 365.25 * 86_400_000, at - birthMs + 1);
  const { periods, balanceMs } = dashaTree({
    system: request.system,
    nakshatraNumber: nakshatra.number,
    fractionCrossed: nakshatra.degreeInNakshatra / (40 / 3),
    birthMs,
    yearDays: request.yearDays,
    spanMs,
  });
  const running = runningAt(request.system, periods, at, request.levels);
  // Below the antardasha level, the periods of the running antardasha (and further down, of the running one).
  const deeper: { level: string; within: { level: string; lord: string }; periods: ReturnType<typeof shaped>[] }[] = [];
  for (let level = 2; level < request.levels && level - 1 < running.length; level++) {
    deeper.push({
      level: LEVEL_NAMES[level],
      within: { level: running[level - 1].level, lord: running[level - 1].lord },
      periods: periodsWithin(request.system, running[level - 1], level - 1).map(shaped),
    });
  }
  return {
    utc: chart.timeResolution.utc,
    zodiac: 'sidereal' as const,
    ayanamsa: chart.provenance.ayanamsa,
    system: request.system,
    yearDays: request.yearDays,
    moon: {
      longitude: moon.longitude,
      nakshatra: nakshatra.name,
      nakshatraNumber: nakshatra.number,
      pada: nakshatra.pada,
      fractionCrossed: nakshatra.degreeInNakshatra / (40 / 3),
    },
    balanceAtBirth: {
      lord: periods[0].lord,
      ...(periods[0].yogini ? { yogini: periods[0].yogini } : {}),
      years: balanceMs / (request.yearDays * 86_400_000),
    },
    at: iso(at),
    running: running.map((p) => ({ level: p.level, ...shaped(p) })),
    mahadashas: periods.map((p) => ({
      ...shaped(p),
      antardashas: request.levels >= 2 ? (p.periods ?? []).map(shaped) : [],
    })),
    deeper,
  };
}

export interface DivisionalRequest {
  birth: BirthInput;
  ayanamsa: Ayanamsa;
  node: NodeKind;
  vargas?: Varga[];
}

/** The divisional charts of a birth: each point's sign and degree in each varga, and vargottama flags. */
export function divisionalChartsRequest(request: DivisionalRequest) {
  const { chart, points } = siderealChart(request.birth, request.ayanamsa, request.node);
  const wanted = request.vargas ?? [...VARGAS];
  return {
    utc: chart.timeResolution.utc,
    zodiac: 'sidereal' as const,
    ayanamsa: chart.provenance.ayanamsa,
    charts: wanted.map((n) => ({
      varga: `D${n}`,
      name: VARGA_NAMES[n],
      points: points.map((p) => {
        const place = vargaPlace(n, p.longitude);
        const rashi = Math.floor((((p.longitude % 360) + 360) % 360) / 30);
        return {
          id: p.id,
          sign: SIGNS[place.sign],
          degreeInSign: place.degreeInSign,
          vargottama: place.sign === rashi,
        };
      }),
    })),
    nakshatras: chart.points
      .filter((p) => p.nakshatra)
      .map((p) => ({ id: points[chart.points.indexOf(p)].id, ...p.nakshatra })),
  };
}
