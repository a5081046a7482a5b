/**
 * Essential dignities with Lilly's scores (Christian Astrology, 1647, Book I, "A Table of the
 * Fortitudes and Debilities of the Planets"): domicile +5, exaltation +4, triplicity +3, term +2,
 * face +1; detriment −5, fall −4, peregrine −5. Triplicities by Dorotheus (the lord of the chart's
 * sect scores; the participating lord is named, not scored); Egyptian terms; Chaldean faces.
 */
import { norm360 } from '../angles.ts';
import {
  CLASSICAL_PLANETS,
  type ClassicalPlanet,
  DOMICILE,
  EXALTATION,
  elementOf,
  faceLord,
  signIndexOf,
  signName,
  TRIPLICITY,
  termLord,
} from './tables.ts';

export const DIGNITY_SCORES = {
  domicile: 5,
  exaltation: 4,
  triplicity: 3,
  term: 2,
  face: 1,
  detriment: -5,
  fall: -4,
  peregrine: -5,
} as const;
export type Dignity = 'domicile' | 'exaltation' | 'triplicity' | 'term' | 'face';
export const DIGNITIES: readonly Dignity[] = ['domicile', 'exaltation', 'triplicity', 'term', 'face'];

/** The lords of a degree, one per dignity (exaltation null in signs without one). */
export interface DegreeLords {
  domicile: ClassicalPlanet;
  exaltation: ClassicalPlanet | null;
  triplicity: { day: ClassicalPlanet; night: ClassicalPlanet; participating: ClassicalPlanet; ofSect: ClassicalPlanet };
  term: ClassicalPlanet;
  face: ClassicalPlanet;
}

/**
 * The lords of an ecliptic longitude.
 * @param longitude degrees, any real (wrapped)
 * @param dayChart whether the chart is diurnal (chooses the triplicity lord of the sect)
 */
export function lordsOf(longitude: number, dayChart: boolean): DegreeLords {
  const index = signIndexOf(longitude);
  const sign = signName(index);
  const exalted = CLASSICAL_PLANETS.find((p) => EXALTATION[p].sign === sign) ?? null;
  const trip = TRIPLICITY[elementOf(index)];
  return {
    domicile: DOMICILE[index],
    exaltation: exalted,
    triplicity: { ...trip, ofSect: dayChart ? trip.day : trip.night },
    term: termLord(longitude),
    face: faceLord(longitude),
  };
}

/** A planet's essential state at its longitude. */
export interface EssentialDignity {
  planet: ClassicalPlanet;
  /** Dignities the planet holds there. */
  dignities: Dignity[];
  detriment: boolean;
  fall: boolean;
  /** No dignity of its own there (Lilly: peregrine). */
  peregrine: boolean;
  /** The sum of Lilly's points for the above. */
  score: number;
  lords: DegreeLords;
}

/** The sign index opposite a planet's domiciles / exaltation. */
const opposite = (index: number) => (index + 6) % 12;

/** A planet's essential dignities and debilities at a longitude, scored as Lilly scores them. */
export function essentialDignity(planet: ClassicalPlanet, longitude: number, dayChart: boolean): EssentialDignity {
  const lords = lordsOf(longitude, dayChart);
  const index = signIndexOf(longitude);
  const dignities = DIGNITIES.filter((d) => lordOf(lords, d) === planet);
  const detriment = DOMICILE[opposite(index)] === planet;
  const fall = EXALTATION[planet].sign === signName(opposite(index));
  const peregrine = dignities.length === 0;
  const score =
    dignities.reduce((sum, d) => sum + DIGNITY_SCORES[d], 0) +
    (detriment ? DIGNITY_SCORES.detriment : 0) +
    (fall ? DIGNITY_SCORES.fall : 0) +
    (peregrine ? DIGNITY_SCORES.peregrine : 0);
  return { planet, dignities, detriment, fall, peregrine, score, lords };
}

/** The lord of one dignity (the triplicity lord of the chart's sect). */
export function lordOf(lords: DegreeLords, dignity: Dignity): ClassicalPlanet | null {
  return dignity === 'triplicity' ? lords.triplicity.ofSect : lords[dignity];
}

/** The almuten of a degree: the planet(s) with the most dignity points there, and each planet's points. */
export interface Almuten {
  longitude: number;
  /** The winners (more than one on a tie), in Chaldean order. */
  almuten: ClassicalPlanet[];
  points: Partial<Record<ClassicalPlanet, number>>;
}

/** The almuten of a longitude: domicile 5, exaltation 4, triplicity (of the sect) 3, term 2, face 1. */
export function almutenOf(longitude: number, dayChart: boolean): Almuten {
  const lords = lordsOf(longitude, dayChart);
  const points: Partial<Record<ClassicalPlanet, number>> = {};
  for (const dignity of DIGNITIES) {
    const lord = lordOf(lords, dignity);
    if (lord) points[lord] = (points[lord] ?? 0) + DIGNITY_SCORES[dignity];
  }
  const best = Math.max(...Object.values(points));
  const almuten = CLASSICAL_PLANETS.filter((p) => points[p] === best);
  return { longitude: norm360(longitude), almuten, points };
}

/** One reception: `planet` stands in a place where `receivedBy` holds the listed dignities. */
export interface Reception {
  planet: ClassicalPlanet;
  receivedBy: ClassicalPlanet;
  dignities: Dignity[];
  /** `receivedBy` is in turn received by `planet` (by any dignity). */
  mutual: boolean;
  /** Both receptions are by domicile or exaltation (mutual reception in the strict sense). */
  mutualByMajorDignity: boolean;
}

/** Every reception among the seven planets at their longitudes. */
export function receptions(longitudes: Record<ClassicalPlanet, number>, dayChart: boolean): Reception[] {
  const received = (a: ClassicalPlanet, b: ClassicalPlanet): Dignity[] => {
    const lords = lordsOf(longitudes[a], dayChart);
    return DIGNITIES.filter((d) => lordOf(lords, d) === b);
  };
  const major = (list: Dignity[]) => list.some((d) => d === 'domicile' || d === 'exaltation');
  const out: Reception[] = [];
  for (const planet of CLASSICAL_PLANETS) {
    for (const receivedBy of CLASSICAL_PLANETS) {
      if (planet === receivedBy) continue;
      const dignities = received(planet, receivedBy);
      if (dignities.length === 0) continue;
      const back = received(receivedBy, planet);
      out.push({
        planet,
        receivedBy,
        dignities,
        mutual: back.length > 0,
        mutualByMajorDignity: major(dignities) && major(back),
      });
    }
  }
  return out;
}
