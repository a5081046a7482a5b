/**
 * Sect. A chart is diurnal when the Sun's centre is above the horizon at birth (its geocentric
 * altitude, no refraction, is positive), as the natal chart decides for the Part of Fortune.
 * The diurnal sect is the Sun, Jupiter and Saturn; the nocturnal the Moon, Venus and Mars;
 * Mercury is diurnal when it rises before the Sun (oriental: behind it in longitude), nocturnal
 * when it sets after it (occidental) — Brennan, Hellenistic Astrology (2017), the chapter on sect.
 */
import { norm360 } from '../angles.ts';
import type { ClassicalPlanet } from './tables.ts';

export type SectName = 'diurnal' | 'nocturnal';

export interface PlanetSect {
  planet: ClassicalPlanet;
  sect: SectName;
  /** Whether the planet belongs to the chart's sect. */
  inSect: boolean;
}

export interface Sect {
  chart: SectName;
  /** The Sun by day, the Moon by night. */
  luminary: 'sun' | 'moon';
  /** Jupiter by day, Venus by night. */
  beneficOfSect: 'jupiter' | 'venus';
  /** Saturn by day, Mars by night. */
  maleficOfSect: 'saturn' | 'mars';
  planets: PlanetSect[];
}

const FIXED: Partial<Record<ClassicalPlanet, SectName>> = {
  sun: 'diurnal',
  jupiter: 'diurnal',
  saturn: 'diurnal',
  moon: 'nocturnal',
  venus: 'nocturnal',
  mars: 'nocturnal',
};

/**
 * The chart's sect and each planet's.
 * @param dayChart the Sun's centre above the horizon
 * @param sunLongitude degrees
 * @param mercuryLongitude degrees
 */
export function sectOf(dayChart: boolean, sunLongitude: number, mercuryLongitude: number): Sect {
  const chart: SectName = dayChart ? 'diurnal' : 'nocturnal';
  const mercuryOriental = norm360(sunLongitude - mercuryLongitude) < 180;
  const order: ClassicalPlanet[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
  const planets = order.map((planet) => {
    const sect = FIXED[planet] ?? (mercuryOriental ? 'diurnal' : 'nocturnal');
    return { planet, sect, inSect: sect === chart };
  });
  return {
    chart,
    luminary: dayChart ? 'sun' : 'moon',
    beneficOfSect: dayChart ? 'jupiter' : 'venus',
    maleficOfSect: dayChart ? 'saturn' : 'mars',
    planets,
  };
}
