/**
 * What a transit report searches and what its calendar lists. The search (the transit engine,
 * pool task `transit`) covers the Sun, Mercury to Pluto, Chiron and the mean node against the
 * natal planets, Chiron, the node, Ascendant and Midheaven, with the five major aspects and the
 * engine's transit orbs; the Moon is searched only for a short period, for its phases (its own
 * aspects and ingresses, a dozen a week, are not listed). The calendar is every exact pass of an
 * aspect (with its orb window), every sign and natal-house ingress and station, and the lunations
 * when searched, in time order.
 */
import type { TransitChart, TransitChartInput } from '../astro/transits/index.ts';
import type { AspectId, MovingPoint, Sign } from '../astro/vocabulary.ts';

/** Transiting points of every transit report. */
export const REPORT_TRANSITING: readonly MovingPoint[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'mean-node',
];

/** Periods up to this many days also list the lunations (new, first quarter, full, last quarter Moon). */
export const LUNATION_PERIOD_DAYS = 93;

/** True when a period from `start` to `end` (ISO instants) is short enough to list lunations. */
export function listsLunations(start: string, end: string): boolean {
  return Date.parse(end) - Date.parse(start) <= LUNATION_PERIOD_DAYS * 86_400_000;
}

/**
 * The engine input of a report's transit search.
 * @param birth birth data as validated at request time
 * @param houseSystem house system name (default placidus)
 * @param period ISO 8601 instants, end exclusive
 */
export function reportTransitSearch(
  birth: TransitChartInput['birth'],
  houseSystem: string | undefined,
  period: { start: string; end: string },
): TransitChartInput {
  const points = listsLunations(period.start, period.end) ? ['moon', ...REPORT_TRANSITING] : [...REPORT_TRANSITING];
  return { birth, ...(houseSystem ? { houseSystem } : {}), start: period.start, end: period.end, points };
}

/** One line of the calendar; instants are ISO 8601 UTC. */
export type TransitEvent =
  | {
      kind: 'aspect';
      exact: string;
      transiting: MovingPoint;
      aspect: AspectId;
      /** Natal point id. */
      natal: string;
      retrograde: boolean;
      /** The pass's orb window; null when it reaches more than a year beyond the period. */
      orbEntry: string | null;
      orbExit: string | null;
    }
  | { kind: 'sign-ingress'; exact: string; point: MovingPoint; sign: Sign; retrograde: boolean }
  | { kind: 'house-ingress'; exact: string; point: MovingPoint; house: number; retrograde: boolean }
  | { kind: 'station'; exact: string; point: MovingPoint; type: 'retrograde' | 'direct'; longitude: number }
  | { kind: 'moon-phase'; exact: string; phase: 'new' | 'first-quarter' | 'full' | 'last-quarter'; longitude: number };

const KIND_ORDER: Record<TransitEvent['kind'], number> = {
  'moon-phase': 0,
  station: 1,
  'sign-ingress': 2,
  'house-ingress': 3,
  aspect: 4,
};

/**
 * The calendar of a transit search: every event in time order (events at the same second:
 * lunations, stations, sign and house ingresses, then aspects). The Moon's aspects and ingresses
 * are left out; its phases are listed when the search has them.
 */
export function transitEvents(chart: TransitChart): TransitEvent[] {
  const events: TransitEvent[] = [];
  for (const group of chart.aspects) {
    if (group.transiting === 'moon') continue;
    for (const o of group.occurrences) {
      events.push({
        kind: 'aspect',
        exact: o.exact,
        transiting: group.transiting,
        aspect: group.aspect,
        natal: group.natal,
        retrograde: o.retrograde,
        orbEntry: o.orbEntry,
        orbExit: o.orbExit,
      });
    }
  }
  const { signIngresses, houseIngresses, stations, moonPhases } = chart.crossings;
  for (const e of signIngresses)
    if (e.point !== 'moon')
      events.push({
        kind: 'sign-ingress',
        exact: e.exact,
        point: e.point,
        sign: e.sign,
        retrograde: e.direction === 'retrograde',
      });
  for (const e of houseIngresses)
    if (e.point !== 'moon')
      events.push({
        kind: 'house-ingress',
        exact: e.exact,
        point: e.point,
        house: e.house,
        retrograde: e.direction === 'retrograde',
      });
  for (const e of stations)
    events.push({ kind: 'station', exact: e.exact, point: e.point, type: e.type, longitude: e.longitude });
  for (const e of moonPhases)
    events.push({ kind: 'moon-phase', exact: e.exact, phase: e.phase, longitude: e.longitude });
  // ISO instants of one format compare as strings.
  return events.sort((a, b) =>
    a.exact < b.exact ? -1 : a.exact > b.exact ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}
