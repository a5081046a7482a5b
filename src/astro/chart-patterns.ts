/**
 * The shape of a natal chart as a reading sees it: stelliums, aspect patterns (grand trine,
 * T-square, grand cross, yod, kite), the chart ruler, element and modality balance, hemisphere
 * emphasis and the dominant planets. Plain functions on a computed chart, no I/O.
 *
 * The rules, stated once:
 * - Only the ten planets Sun–Pluto count (not the nodes, Lilith, Chiron, asteroids or angles).
 * - Stellium: STELLIUM_MIN (3) or more planets in one sign, or in one house (houses only when the
 *   birth time is known). A house stellium whose members all belong to one sign stellium is part
 *   of that group and is reported once, as the sign stellium (with the houses it spans).
 * - Aspect patterns use the chart's own aspects, so the chart's orbs: grand trine (three mutual
 *   trines), T-square (an opposition whose ends both square a third planet, the apex), grand
 *   cross (two oppositions whose four ends square each other), yod (a sextile whose ends both
 *   make a quincunx to a third planet, the apex), kite (a grand trine with a fourth planet
 *   opposite one corner and sextile the other two). A T-square inside a grand cross and a grand
 *   trine inside a kite are not listed again. Element (grand trine, kite) or modality (T-square,
 *   grand cross) is given when every member stands in a sign of it; null when out of sign.
 * - Chart ruler: the traditional ruler of the Ascendant's sign (Saturn for Aquarius, Mars for
 *   Scorpio, Jupiter for Pisces), see TRADITIONAL_RULER.
 * - Balance: each planet counts 1 for its sign's element and modality.
 * - Hemispheres: houses 7–12 are above the horizon (south), 1–6 below (north); houses 10–3 are
 *   east (the Ascendant's side), 4–9 west. A side is emphasised when it holds HEMISPHERE_MIN (7)
 *   or more of the ten planets.
 * - Dominant planets: see {@link dominantPlanets}.
 */
import { wrap180 } from './angles.ts';
import type { Aspect } from './aspects.ts';
import type { ChartPoint, NatalChart } from './natal-chart.ts';
import {
  dignityOf,
  ELEMENTS,
  type Element,
  elementOf,
  MODALITIES,
  type Modality,
  modalityOf,
  TRADITIONAL_RULER,
} from './sign-qualities.ts';
import { type AspectId, PLANETS, type Planet, type Sign } from './vocabulary.ts';

/** What the patterns are read from: a chart's points and aspects (a computed chart, or one as a response presents it). */
export type PatternChart = Pick<NatalChart, 'points' | 'aspects'>;

/** Fewest planets that make a stellium. */
export const STELLIUM_MIN = 3;
/** Fewest of the ten planets that make a hemisphere emphasised. */
export const HEMISPHERE_MIN = 7;
/** How many planets {@link dominantPlanets} names. */
export const DOMINANT_COUNT = 3;

/** A stellium: planets grouped in one sign (with the house most of them share) or one house. */
export interface Stellium {
  kind: 'stellium';
  by: 'sign' | 'house';
  /** The sign of a sign stellium; for a house stellium, the sign most of its members share. */
  sign: Sign;
  /** The house of a house stellium; for a sign stellium, its members' houses, most members first (empty without a birth time). */
  houses: number[];
  element: Element;
  modality: Modality;
  /** Members in chart order (Sun first). */
  members: Planet[];
}

/** An aspect pattern; `apex` is the focal planet of a T-square or yod (first in `members`). */
export interface AspectPattern {
  kind: 'grand-trine' | 't-square' | 'grand-cross' | 'yod' | 'kite';
  /** Members in chart order, except that an apex comes first. */
  members: Planet[];
  apex: Planet | null;
  element: Element | null;
  modality: Modality | null;
}

export type ChartPattern = Stellium | AspectPattern;
export type PatternKind = 'stellium' | AspectPattern['kind'];

/** The chart ruler and where it stands. */
export interface ChartRuler {
  ascendantSign: Sign;
  ruler: Planet;
  sign: Sign;
  house: number;
}

/** Counts of the ten planets by element and modality, with the strongest and the empty ones. */
export interface Balance {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  /** The element(s) with the highest count. */
  dominantElements: Element[];
  missingElements: Element[];
  dominantModalities: Modality[];
  missingModalities: Modality[];
}

/** Planets in each half of the chart and the halves emphasised (HEMISPHERE_MIN or more). */
export interface Hemispheres {
  north: number;
  south: number;
  east: number;
  west: number;
  emphasis: ('north' | 'south' | 'east' | 'west')[];
}

/** A planet's dominance score and what it is made of. */
export interface DominantPlanet {
  planet: Planet;
  score: number;
}

/** Everything the natal synthesis reads. */
export interface ChartShape {
  patterns: ChartPattern[];
  ruler: ChartRuler | null;
  balance: Balance;
  hemispheres: Hemispheres | null;
  dominant: DominantPlanet[];
}

const PLANET_ORDER = new Map<string, number>(PLANETS.map((p, i) => [p, i]));
const byChartOrder = (a: Planet, b: Planet) => PLANET_ORDER.get(a)! - PLANET_ORDER.get(b)!;
const isPlanet = (id: string): id is Planet => PLANET_ORDER.has(id);

function planetsOf(chart: PatternChart): ChartPoint[] {
  return chart.points.filter((p) => isPlanet(p.id));
}

/** Distinct values, most frequent first (ties in order of first appearance). */
function byFrequency<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

/** Stelliums by sign and (when `withHouses`) by house; see the module comment for the rule. */
export function stelliums(chart: PatternChart, withHouses = true): Stellium[] {
  const planets = planetsOf(chart);
  const found: Stellium[] = [];
  const group = <K>(key: (p: ChartPoint) => K) => {
    const groups = new Map<K, ChartPoint[]>();
    for (const p of planets) groups.set(key(p), [...(groups.get(key(p)) ?? []), p]);
    return [...groups.values()].filter((g) => g.length >= STELLIUM_MIN);
  };
  for (const g of group((p) => p.sign)) {
    const sign = g[0].sign;
    found.push({
      kind: 'stellium',
      by: 'sign',
      sign,
      houses: withHouses ? byFrequency(g.map((p) => p.house)) : [],
      element: elementOf(sign),
      modality: modalityOf(sign),
      members: g.map((p) => p.id as Planet).sort(byChartOrder),
    });
  }
  if (withHouses) {
    const signGroups = found.map((s) => new Set<string>(s.members));
    for (const g of group((p) => p.house)) {
      const members = g.map((p) => p.id as Planet).sort(byChartOrder);
      if (signGroups.some((s) => members.every((m) => s.has(m)))) continue;
      const sign = byFrequency(g.map((p) => p.sign))[0];
      found.push({
        kind: 'stellium',
        by: 'house',
        sign,
        houses: [g[0].house],
        element: elementOf(sign),
        modality: modalityOf(sign),
        members,
      });
    }
  }
  return found;
}

/** The aspect (if any) the chart lists between two planets. */
function aspectTable(aspects: readonly Aspect[]): (a: Planet, b: Planet) => AspectId | undefined {
  const table = new Map<string, AspectId>();
  for (const x of aspects) {
    if (!isPlanet(x.point1) || !isPlanet(x.point2)) continue;
    table.set(`${x.point1}|${x.point2}`, x.aspect);
    table.set(`${x.point2}|${x.point1}`, x.aspect);
  }
  return (a, b) => table.get(`${a}|${b}`);
}

const sameOf = <T>(values: readonly T[]): T | null => (values.every((v) => v === values[0]) ? values[0] : null);

/** Grand trines, T-squares, grand crosses, yods and kites from the chart's aspects among the ten planets. */
export function aspectPatterns(chart: PatternChart): AspectPattern[] {
  const signOfPlanet = new Map(planetsOf(chart).map((p) => [p.id as Planet, p.sign]));
  const present = PLANETS.filter((p) => signOfPlanet.has(p));
  const between = aspectTable(chart.aspects);
  const is = (a: Planet, b: Planet, aspect: AspectId) => between(a, b) === aspect;
  const signs = (ps: readonly Planet[]) => ps.map((p) => signOfPlanet.get(p)!);
  const pattern = (kind: AspectPattern['kind'], members: Planet[], apex: Planet | null): AspectPattern => {
    const ordered = [...members].sort(byChartOrder);
    const all = apex ? [apex, ...ordered.filter((p) => p !== apex)] : ordered;
    return {
      kind,
      members: all,
      apex,
      element: kind === 'grand-trine' || kind === 'kite' ? sameOf(signs(all).map(elementOf)) : null,
      modality: kind === 't-square' || kind === 'grand-cross' ? sameOf(signs(all).map(modalityOf)) : null,
    };
  };

  const trines: Planet[][] = [];
  const tSquares: AspectPattern[] = [];
  const yods: AspectPattern[] = [];
  const crosses: AspectPattern[] = [];
  const kites: AspectPattern[] = [];
  const n = present.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = [present[i], present[j]];
      for (let k = 0; k < n; k++) {
        const c = present[k];
        if (c === a || c === b) continue;
        if (k > j && is(a, b, 'trine') && is(a, c, 'trine') && is(b, c, 'trine')) trines.push([a, b, c]);
        if (is(a, b, 'opposition') && is(a, c, 'square') && is(b, c, 'square')) {
          tSquares.push(pattern('t-square', [a, b, c], c));
        }
        if (is(a, b, 'sextile') && is(a, c, 'quincunx') && is(b, c, 'quincunx'))
          yods.push(pattern('yod', [a, b, c], c));
      }
    }
  }
  // Grand cross: two T-squares on perpendicular oppositions sharing their four members.
  const seenCross = new Set<string>();
  for (const t of tSquares) {
    const [apex, a, b] = t.members;
    for (const d of present) {
      if ([apex, a, b].includes(d) || !is(apex, d, 'opposition') || !is(a, d, 'square') || !is(b, d, 'square'))
        continue;
      const members = [apex, a, b, d].sort(byChartOrder);
      if (seenCross.has(members.join())) continue;
      seenCross.add(members.join());
      crosses.push(pattern('grand-cross', members, null));
    }
  }
  // Kite: a grand trine and a fourth planet opposite one corner, sextile the other two.
  const inKite = new Set<string>();
  for (const trine of trines) {
    for (const corner of trine) {
      const [x, y] = trine.filter((p) => p !== corner);
      for (const d of present) {
        if (trine.includes(d) || !is(corner, d, 'opposition') || !is(x, d, 'sextile') || !is(y, d, 'sextile')) continue;
        kites.push(pattern('kite', [...trine, d], null));
        inKite.add(trine.join());
      }
    }
  }
  const crossMembers = crosses.map((c) => new Set(c.members));
  return [
    ...trines.filter((t) => !inKite.has(t.join())).map((t) => pattern('grand-trine', t, null)),
    ...kites,
    ...tSquares.filter((t) => !crossMembers.some((c) => t.members.every((p) => c.has(p)))),
    ...crosses,
    ...yods,
  ];
}

/** The chart ruler: the traditional ruler of the Ascendant's sign and its place; null without an Ascendant. */
export function chartRuler(chart: PatternChart): ChartRuler | null {
  const asc = chart.points.find((p) => p.id === 'ascendant');
  if (!asc) return null;
  const ruler = TRADITIONAL_RULER[asc.sign] as Planet;
  const point = chart.points.find((p) => p.id === ruler);
  return point ? { ascendantSign: asc.sign, ruler, sign: point.sign, house: point.house } : null;
}

function extremes<K extends string>(keys: readonly K[], counts: Record<K, number>): { top: K[]; none: K[] } {
  const max = Math.max(...keys.map((k) => counts[k]));
  return { top: keys.filter((k) => counts[k] === max), none: keys.filter((k) => counts[k] === 0) };
}

/** Element and modality counts of the ten planets. */
export function balanceOf(chart: PatternChart): Balance {
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  const modalities = Object.fromEntries(MODALITIES.map((m) => [m, 0])) as Record<Modality, number>;
  for (const p of planetsOf(chart)) {
    elements[elementOf(p.sign)]++;
    modalities[modalityOf(p.sign)]++;
  }
  const e = extremes(ELEMENTS, elements);
  const m = extremes(MODALITIES, modalities);
  return {
    elements,
    modalities,
    dominantElements: e.top,
    missingElements: e.none,
    dominantModalities: m.top,
    missingModalities: m.none,
  };
}

/** Planets per half of the chart by house; see the module comment. */
export function hemispheresOf(chart: PatternChart): Hemispheres {
  const houses = planetsOf(chart).map((p) => p.house);
  const count = (f: (h: number) => boolean) => houses.filter(f).length;
  const h: Hemispheres = {
    north: count((x) => x <= 6),
    south: count((x) => x >= 7),
    east: count((x) => x >= 10 || x <= 3),
    west: count((x) => x >= 4 && x <= 9),
    emphasis: [],
  };
  h.emphasis = (['south', 'north', 'east', 'west'] as const).filter((side) => h[side] >= HEMISPHERE_MIN);
  return h;
}

const ANGLE_IDS = ['ascendant', 'midheaven', 'descendant', 'imum-coeli'] as const;
/** Orb within which a planet counts as on an angle, degrees. */
const ANGLE_ORB = 8;

/**
 * Planets ranked by a dominance score, highest first, the top DOMINANT_COUNT: chart ruler +3,
 * ruler of the Sun's sign +1, ruler of the Moon's sign +1, in domicile +2, exalted +1, in
 * detriment or fall −1, within 8° of the Ascendant, MC, Descendant or IC +2 (else in an angular
 * house 1, 4, 7 or 10 +1, with a birth time), and +0.5 for each major aspect to another planet.
 * Ties keep chart order. Scores are plain sums of these points.
 */
export function dominantPlanets(chart: PatternChart, withHouses = true): DominantPlanet[] {
  const planets = planetsOf(chart);
  const byId = new Map(chart.points.map((p) => [p.id as string, p]));
  const ruler = withHouses ? chartRuler(chart)?.ruler : undefined;
  const sun = byId.get('sun');
  const moon = byId.get('moon');
  const major = new Set<AspectId>(['conjunction', 'opposition', 'trine', 'square', 'sextile']);
  const scored = planets.map((p) => {
    const id = p.id as Planet;
    let score = 0;
    if (id === ruler) score += 3;
    if (sun && TRADITIONAL_RULER[sun.sign] === id) score += 1;
    if (moon && TRADITIONAL_RULER[moon.sign] === id) score += 1;
    const dignity = dignityOf(id, p.sign);
    if (dignity === 'domicile') score += 2;
    else if (dignity === 'exaltation') score += 1;
    else if (dignity === 'detriment' || dignity === 'fall') score -= 1;
    if (withHouses) {
      const onAngle = ANGLE_IDS.some((a) => {
        const angle = byId.get(a);
        return angle !== undefined && Math.abs(wrap180(p.longitude - angle.longitude)) <= ANGLE_ORB;
      });
      if (onAngle) score += 2;
      else if ([1, 4, 7, 10].includes(p.house)) score += 1;
    }
    score +=
      0.5 *
      chart.aspects.filter(
        (a) => major.has(a.aspect) && isPlanet(a.point1) && isPlanet(a.point2) && (a.point1 === id || a.point2 === id),
      ).length;
    return { planet: id, score };
  });
  return scored.sort((a, b) => b.score - a.score).slice(0, DOMINANT_COUNT);
}

/**
 * The chart's shape. `birthTimeKnown` false leaves out what depends on the houses and angles
 * (house stelliums, ruler, hemispheres, angularity).
 */
export function chartShape(chart: PatternChart, birthTimeKnown = true): ChartShape {
  return {
    patterns: [...stelliums(chart, birthTimeKnown), ...aspectPatterns(chart)],
    ruler: birthTimeKnown ? chartRuler(chart) : null,
    balance: balanceOf(chart),
    hemispheres: birthTimeKnown ? hemispheresOf(chart) : null,
    dominant: dominantPlanets(chart, birthTimeKnown),
  };
}
