/**
 * The written texts of a solar return chart read as a whole (issue #40): the return's Ascendant
 * and Midheaven by sign, the houses of the return Sun and Moon, and the planets on its angles.
 * Each language fills one ReturnChartWords table; the sentences are written, not assembled.
 */
import type { Planet, Sign } from '../../../astro/vocabulary.ts';

/** The return chart's angles a planet can stand on. */
export const RETURN_ANGLES = ['ascendant', 'midheaven', 'descendant', 'imum-coeli'] as const;
export type ReturnAngle = (typeof RETURN_ANGLES)[number];

/** One language's texts. Houses are keyed 1 … 12. */
export interface ReturnChartWords {
  ascendantTitle: (sign: string) => string;
  ascendant: Record<Sign, string>;
  midheavenTitle: (sign: string) => string;
  midheaven: Record<Sign, string>;
  sunHouse: Record<number, string>;
  moonHouse: Record<number, string>;
  /** Title of a planet on an angle, with the orb in whole degrees. */
  onAngleTitle: (planet: string, angle: ReturnAngle, orb: number) => string;
  /** What the angle makes of a planet standing on it (first sentence). */
  angle: Record<ReturnAngle, string>;
  /** What the planet brings to the year when it stands on an angle (second sentence). */
  planet: Record<Planet, string>;
}
