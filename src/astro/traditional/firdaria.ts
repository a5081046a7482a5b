/**
 * Firdaria (Abu Ma'shar, as Bonatti gives them, Liber Astronomiae, tr. 9): 75 years of major
 * periods, for a diurnal chart Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7,
 * North Node 3, South Node 2; for a nocturnal chart the same cycle from the Moon (Moon, Saturn,
 * Jupiter, Mars, Sun, Venus, Mercury), the nodes last in both by default (`nodes: 'end'`), or in
 * the nocturnal sequence straight after Mars (`nodes: 'after-mars'`, the placement some later
 * authors use). Each planet's period is split into seven equal sub-periods, the first ruled by
 * the period's lord, then in Chaldean order; the nodes' periods have none. Years are Julian
 * years of 365.25 days from the birth instant; after 75 years the sequence starts again.
 */
import { CHALDEAN_ORDER, type ClassicalPlanet } from './tables.ts';

export type FirdariaLord = ClassicalPlanet | 'north-node' | 'south-node';
export type NodePlacement = 'end' | 'after-mars';

export const FIRDARIA_YEARS: Readonly<Record<FirdariaLord, number>> = {
  sun: 10,
  venus: 8,
  mercury: 13,
  moon: 9,
  saturn: 11,
  jupiter: 12,
  mars: 7,
  'north-node': 3,
  'south-node': 2,
};

const DIURNAL: FirdariaLord[] = [
  'sun',
  'venus',
  'mercury',
  'moon',
  'saturn',
  'jupiter',
  'mars',
  'north-node',
  'south-node',
];
const NOCTURNAL_END: FirdariaLord[] = [
  'moon',
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
  'north-node',
  'south-node',
];
const NOCTURNAL_AFTER_MARS: FirdariaLord[] = [
  'moon',
  'saturn',
  'jupiter',
  'mars',
  'north-node',
  'south-node',
  'sun',
  'venus',
  'mercury',
];

export const YEAR_MS = 365.25 * 86_400_000;

export interface FirdariaSubPeriod {
  lord: ClassicalPlanet;
  start: number;
  end: number;
}

export interface FirdariaPeriod {
  lord: FirdariaLord;
  years: number;
  start: number;
  end: number;
  subPeriods: FirdariaSubPeriod[];
}

/** The sequence of major lords for a chart's sect. */
export function firdariaSequence(dayChart: boolean, nodes: NodePlacement): FirdariaLord[] {
  if (dayChart) return DIURNAL;
  return nodes === 'end' ? NOCTURNAL_END : NOCTURNAL_AFTER_MARS;
}

/**
 * The firdaria from birth for `cycles` rounds of 75 years.
 * @param birthMs birth instant, Unix ms
 */
export function firdaria(birthMs: number, dayChart: boolean, nodes: NodePlacement, cycles = 2): FirdariaPeriod[] {
  const out: FirdariaPeriod[] = [];
  let elapsedYears = 0;
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (const lord of firdariaSequence(dayChart, nodes)) {
      const years = FIRDARIA_YEARS[lord];
      const start = birthMs + elapsedYears * YEAR_MS;
      const end = birthMs + (elapsedYears + years) * YEAR_MS;
      out.push({ lord, years, start, end, subPeriods: subPeriods(lord, elapsedYears, years, birthMs) });
      elapsedYears += years;
    }
  }
  return out;
}

function subPeriods(lord: FirdariaLord, fromYears: number, years: number, birthMs: number): FirdariaSubPeriod[] {
  if (lord === 'north-node' || lord === 'south-node') return [];
  const first = CHALDEAN_ORDER.indexOf(lord);
  return Array.from({ length: 7 }, (_, k) => ({
    lord: CHALDEAN_ORDER[(first + k) % 7],
    start: birthMs + (fromYears + (years * k) / 7) * YEAR_MS,
    end: birthMs + (fromYears + (years * (k + 1)) / 7) * YEAR_MS,
  }));
}
