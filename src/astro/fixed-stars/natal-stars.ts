/**
 * Fixed stars in a natal chart: the apparent places of date of the catalogue's stars (in the
 * chart's zodiac) and their conjunctions in longitude with the chart's points within an orb.
 */

import { wrap180 } from '../angles.ts';
import { inputError } from '../errors.ts';
import { type SiderealFrame, siderealLongitude } from '../sidereal/zodiac.ts';
import { apparentStarPlace } from './apparent-place.ts';
import { FIXED_STARS } from './catalogue.ts';

/** Fixed-star options of a chart. */
export interface FixedStarOptions {
  /** Largest distance in longitude of a conjunction, degrees in (0, 10]; default 1. */
  orb?: number;
}

/** A star's place in the chart. */
export interface ChartStar {
  id: string;
  name: string;
  /** Visual magnitude. */
  magnitude: number;
  /** Ecliptic longitude of date in the chart's zodiac, degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
}

/** A star conjunct a chart point. */
export interface StarConjunction {
  star: string;
  point: string;
  /** Point longitude − star longitude, degrees in [−orb, orb]. */
  separation: number;
}

/** The fixed stars of a chart. */
export interface ChartFixedStars {
  /** Orb used, degrees. */
  orb: number;
  stars: ChartStar[];
  conjunctions: StarConjunction[];
}

/** Default conjunction orb, degrees. */
export const DEFAULT_STAR_ORB = 1;
const MAX_STAR_ORB = 10;

/**
 * Star places of date and their conjunctions with the given points.
 * @param jdTT Julian day (TT)
 * @param options orb (see {@link FixedStarOptions})
 * @param points the chart's points in its zodiac (id and longitude, degrees)
 * @param sidereal the chart's sidereal frame, or null for tropical
 * @throws BirthDataError naming `fixedStars.orb`
 */
export function chartFixedStars(
  jdTT: number,
  options: FixedStarOptions,
  points: readonly { id: string; longitude: number }[],
  sidereal: SiderealFrame | null,
): ChartFixedStars {
  const orb = options.orb ?? DEFAULT_STAR_ORB;
  if (typeof orb !== 'number' || !Number.isFinite(orb) || orb <= 0 || orb > MAX_STAR_ORB) {
    throw inputError(
      'fixedStars.orb',
      'out_of_range',
      { kind: 'orb', max: MAX_STAR_ORB },
      `degrees greater than 0 and at most ${MAX_STAR_ORB}`,
    );
  }
  const stars = FIXED_STARS.map((s) => {
    const place = apparentStarPlace(s, jdTT);
    return {
      id: s.id,
      name: s.name,
      magnitude: s.magnitude,
      longitude: sidereal ? siderealLongitude(place.longitude, sidereal) : place.longitude,
      latitude: place.latitude,
    };
  });
  const conjunctions: StarConjunction[] = [];
  for (const star of stars) {
    for (const p of points) {
      const separation = wrap180(p.longitude - star.longitude);
      if (Math.abs(separation) <= orb) conjunctions.push({ star: star.id, point: p.id, separation });
    }
  }
  conjunctions.sort((a, b) => Math.abs(a.separation) - Math.abs(b.separation));
  return { orb, stars, conjunctions };
}
