/**
 * Eclipses as sky events: each eclipse of a span with its kind, type, instant, magnitude, Saros
 * series and the ecliptic longitude where it falls (the Sun's for a solar eclipse, the Moon's
 * for a lunar one). What the transit search's crossings and the weekly sky list.
 */
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { findEclipses } from './eclipse-finder.ts';
import { lunarGeometry, sarosNumber, solarGeometry } from './eclipse-geometry.ts';

export interface EclipseEvent {
  kind: 'solar' | 'lunar';
  type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
  /** Greatest eclipse, UT Julian day. */
  exact: number;
  /** Apparent tropical longitude of the eclipsed body's opposite light (the Sun, solar; the Moon, lunar), degrees [0, 360). */
  longitude: number;
  /** Solar: diameter ratio (central) or fraction covered (partial); lunar: umbral magnitude. */
  magnitude: number;
  saros: number;
}

/**
 * The eclipses whose greatest instant falls in [startUT, endUT), in time order.
 * @param startUT UT Julian day (1800–2400)
 * @param endUT UT Julian day
 */
export function eclipseEvents(startUT: number, endUT: number): EclipseEvent[] {
  return findEclipses(startUT, endUT).map((found) => {
    const geometry = found.kind === 'solar' ? solarGeometry(found) : lunarGeometry(found);
    const magnitude = 'magnitude' in geometry ? geometry.magnitude : geometry.umbralMagnitude;
    const longitude = sharedInterpolatedSky().apparentPosition(found.kind === 'solar' ? 'sun' : 'moon', found.peakTT, frameOfDate(found.peakTT)).longitude;
    return {
      kind: found.kind,
      type: geometry.type,
      exact: found.peakUT,
      longitude,
      magnitude: Math.round(magnitude * 1e4) / 1e4,
      saros: sarosNumber(found.peakUT, found.kind),
    };
  });
}
