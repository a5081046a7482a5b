/**
 * The Hermetic lots as Paulus Alexandrinus gives them (Introductory Matters, on the lots), in the forms of
 * Brennan, Hellenistic Astrology (2017), the chapter on lots: each is the arc from one point to another
 * projected from the Ascendant, reversed by night (the chart's sect).
 *   Fortune   day Asc + Moon − Sun          night Asc + Sun − Moon
 *   Spirit    day Asc + Sun − Moon          night Asc + Moon − Sun
 *   Eros      day Asc + Venus − Spirit      night Asc + Spirit − Venus
 *   Necessity day Asc + Fortune − Mercury   night Asc + Mercury − Fortune
 *   Courage   day Asc + Fortune − Mars      night Asc + Mars − Fortune
 *   Victory   day Asc + Jupiter − Spirit    night Asc + Spirit − Jupiter
 *   Nemesis   day Asc + Fortune − Saturn    night Asc + Saturn − Fortune
 *   Basis     Asc + the shorter arc between Fortune and Spirit (day and night alike)
 */
import { norm360 } from '../angles.ts';
import { signIndexOf, signName } from './tables.ts';

export const LOTS = ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis'] as const;
export type LotName = (typeof LOTS)[number];

/** The longitudes a lot is computed from, degrees. */
export interface LotInputs {
  ascendant: number;
  sun: number;
  moon: number;
  mercury: number;
  venus: number;
  mars: number;
  jupiter: number;
  saturn: number;
}

export interface Lot {
  name: LotName;
  /** Degrees [0, 360). */
  longitude: number;
  sign: ReturnType<typeof signName>;
  degreeInSign: number;
  /** The formula used, e.g. `ascendant + moon - sun`. */
  formula: string;
  /** Its whole-sign house counted from the Ascendant's sign, 1…12. */
  wholeSignHouse: number;
}

type Term = keyof LotInputs | 'fortune' | 'spirit';
/** Day formula as [plus, minus] (Asc + plus − minus); the night formula swaps them. */
const FORMULAS: Record<Exclude<LotName, 'basis'>, [Term, Term]> = {
  fortune: ['moon', 'sun'],
  spirit: ['sun', 'moon'],
  eros: ['venus', 'spirit'],
  necessity: ['fortune', 'mercury'],
  courage: ['fortune', 'mars'],
  victory: ['jupiter', 'spirit'],
  nemesis: ['fortune', 'saturn'],
};

/**
 * The eight lots.
 * @param at the longitudes, degrees
 * @param dayChart the chart's sect (true: diurnal)
 */
export function computeLots(at: LotInputs, dayChart: boolean): Lot[] {
  const values: Record<string, number> = { ...at };
  const lots: Lot[] = [];
  const place = (name: LotName, longitude: number, formula: string) => {
    values[name] = norm360(longitude);
    const sign = signIndexOf(longitude);
    lots.push({
      name,
      longitude: values[name],
      sign: signName(sign),
      degreeInSign: values[name] - sign * 30,
      formula,
      wholeSignHouse: ((sign - signIndexOf(at.ascendant) + 12) % 12) + 1,
    });
  };
  for (const name of ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis'] as const) {
    const [plus, minus] = dayChart ? FORMULAS[name] : [FORMULAS[name][1], FORMULAS[name][0]];
    place(name, at.ascendant + values[plus] - values[minus], `ascendant + ${plus} - ${minus}`);
  }
  const arc = norm360(values.spirit - values.fortune);
  place('basis', at.ascendant + Math.min(arc, 360 - arc), 'ascendant + shorter arc between fortune and spirit');
  return lots;
}
