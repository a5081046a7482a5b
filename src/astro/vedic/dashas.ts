/**
 * Dashas, the planetary periods of a life counted from the Moon's nakshatra at birth:
 *
 * - Vimshottari (BPHS ch. 46): nine lords in the order Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7,
 *   Rahu 18, Jupiter 16, Saturn 19, Mercury 17 years (120 in all); the first is the lord of the
 *   Moon's nakshatra, its balance at birth the part of the nakshatra the Moon has still to cross.
 *   Each period divides into nine sub-periods in the same order from its own lord, in proportion
 *   to their years (antardasha, pratyantardasha, sookshma, prana).
 * - Yogini: eight yoginis, Mangala (Moon) 1, Pingala (Sun) 2, Dhanya (Jupiter) 3, Bhramari (Mars)
 *   4, Bhadrika (Mercury) 5, Ulka (Saturn) 6, Siddha (Venus) 7, Sankata (Rahu) 8 years (36 in
 *   all); the first is the remainder of (nakshatra number + 3) ÷ 8 (0 for Sankata), its balance as
 *   above; sub-periods likewise.
 *
 * Years are `yearDays` long (365.25 by default). Instants are Unix milliseconds.
 */

export const VIMSHOTTARI = [
  ['ketu', 7],
  ['venus', 20],
  ['sun', 6],
  ['moon', 10],
  ['mars', 7],
  ['rahu', 18],
  ['jupiter', 16],
  ['saturn', 19],
  ['mercury', 17],
] as const;

export const YOGINI = [
  ['mangala', 'moon', 1],
  ['pingala', 'sun', 2],
  ['dhanya', 'jupiter', 3],
  ['bhramari', 'mars', 4],
  ['bhadrika', 'mercury', 5],
  ['ulka', 'saturn', 6],
  ['siddha', 'venus', 7],
  ['sankata', 'rahu', 8],
] as const;

export type DashaSystem = 'vimshottari' | 'yogini';
export const LEVEL_NAMES = ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana'] as const;

/** One period of a cycle: its ruler (and the yogini's name), years. */
interface CycleEntry {
  lord: string;
  yogini?: string;
  years: number;
}

const CYCLES: Record<DashaSystem, CycleEntry[]> = {
  vimshottari: VIMSHOTTARI.map(([lord, years]) => ({ lord, years })),
  yogini: YOGINI.map(([yogini, lord, years]) => ({ lord, yogini, years })),
};

export interface DashaPeriod {
  level: (typeof LEVEL_NAMES)[number];
  lord: string;
  yogini?: string;
  start: number;
  end: number;
  periods?: DashaPeriod[];
}

/** The first period's index in its cycle and the fraction of it already run at birth. */
export function dashaStart(system: DashaSystem, nakshatraNumber: number, fractionCrossed: number) {
  const index = system === 'vimshottari' ? (nakshatraNumber - 1) % 9 : (((nakshatraNumber + 3) % 8) + 7) % 8;
  return { index, fractionRun: fractionCrossed };
}

/** The sub-periods of a period of `cycle[index]` from `start` lasting `length` ms, one level down. */
function subPeriods(system: DashaSystem, index: number, start: number, length: number, level: number): DashaPeriod[] {
  const cycle = CYCLES[system];
  const total = cycle.reduce((s, e) => s + e.years, 0);
  const out: DashaPeriod[] = [];
  let t = start;
  for (let k = 0; k < cycle.length; k++) {
    const e = cycle[(index + k) % cycle.length];
    const end = k === cycle.length - 1 ? start + length : t + (length * e.years) / total;
    out.push({ level: LEVEL_NAMES[level], lord: e.lord, ...(e.yogini ? { yogini: e.yogini } : {}), start: t, end });
    t = end;
  }
  return out;
}

export interface DashaInput {
  system: DashaSystem;
  /** The Moon's nakshatra at birth, 1…27, and the fraction of it crossed. */
  nakshatraNumber: number;
  fractionCrossed: number;
  birthMs: number;
  yearDays: number;
  /** Mahadashas wanted from the first (at birth): enough to cover this span, ms after birth. */
  spanMs: number;
}

/**
 * The mahadashas from the one running at birth, to cover the span, each with its antardashas.
 * @returns the periods (the first began before birth) and the balance of the first at birth, ms
 */
export function dashaTree(input: DashaInput): { periods: DashaPeriod[]; balanceMs: number } {
  const cycle = CYCLES[input.system];
  const yearMs = input.yearDays * 86_400_000;
  const { index } = dashaStart(input.system, input.nakshatraNumber, input.fractionCrossed);
  const firstLength = cycle[index].years * yearMs;
  let start = input.birthMs - input.fractionCrossed * firstLength;
  const periods: DashaPeriod[] = [];
  for (let k = 0; start < input.birthMs + input.spanMs; k++) {
    const e = cycle[(index + k) % cycle.length];
    const length = e.years * yearMs;
    periods.push({
      level: 'mahadasha',
      lord: e.lord,
      ...(e.yogini ? { yogini: e.yogini } : {}),
      start,
      end: start + length,
      periods: subPeriods(input.system, (index + k) % cycle.length, start, length, 1),
    });
    start += length;
  }
  return { periods, balanceMs: (1 - input.fractionCrossed) * firstLength };
}

/**
 * The chain of periods running at an instant, to `levels` levels (1 mahadasha … 5 prana).
 */
export function runningAt(system: DashaSystem, mahadashas: readonly DashaPeriod[], at: number, levels: number) {
  const cycle = CYCLES[system];
  const chain: DashaPeriod[] = [];
  let list: readonly DashaPeriod[] = mahadashas;
  for (let level = 0; level < levels; level++) {
    const p = list.find((x) => x.start <= at && at < x.end);
    if (!p) break;
    chain.push({ level: p.level, lord: p.lord, ...(p.yogini ? { yogini: p.yogini } : {}), start: p.start, end: p.end });
    const index = cycle.findIndex((e) => e.lord === p.lord && e.yogini === p.yogini);
    list = p.periods ?? subPeriods(system, index, p.start, p.end - p.start, level + 1);
  }
  return chain;
}

/** The sub-periods of a period one level down (for the running antardasha's pratyantardashas). */
export function periodsWithin(system: DashaSystem, period: DashaPeriod, levelOfPeriod: number): DashaPeriod[] {
  const cycle = CYCLES[system];
  const index = cycle.findIndex((e) => e.lord === period.lord && e.yogini === period.yogini);
  return subPeriods(system, index, period.start, period.end - period.start, levelOfPeriod + 1);
}
