/**
 * The relocated chart: the natal instant cast for another place. The planets stay where they
 * are; the angles, house cusps and the points' houses are those of the new place (its local
 * sidereal time and latitude).
 */

import { computeNatalChart, type NatalChart } from '../natal-chart.ts';
import type { BirthTimeInput } from '../time/birth-time.ts';

export interface RelocationInput {
  birth: BirthTimeInput;
  /** The place the chart is cast for, degrees. */
  relocatedTo: { latitude: number; longitude: number };
  /** House system by name or letter (default placidus). */
  houseSystem?: string;
  /** Points (default all but the asteroids). */
  points?: string[];
}

export interface Relocation {
  natal: NatalChart;
  relocated: NatalChart;
}

/**
 * @throws BirthDataError naming the field for a bad birth or option
 */
export function relocatedChart(input: RelocationInput): Relocation {
  const options = {
    ...(input.houseSystem ? { houseSystem: input.houseSystem } : {}),
    ...(input.points ? { points: input.points } : {}),
  };
  const natal = computeNatalChart({ ...input.birth, ...options });
  // The same instant, given in UTC, at the new place.
  const relocated = computeNatalChart({
    dateTime: natal.timeResolution.utc,
    latitude: input.relocatedTo.latitude,
    longitude: input.relocatedTo.longitude,
    ...options,
  });
  return { natal, relocated };
}
