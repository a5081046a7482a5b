/**
 * Eclipses as sky events: each eclipse of a span with its kind, type, instant, magnitude, Saros
 * series and the ecliptic longitude where it falls (the Sun's for a solar eclipse, the Moon's
 * for a lunar one). What the transit search's crossings and the weekly sky list. A thread keeps
 * each calendar year's eclipses once found (a few records a year), so that transit requests
 * over years already asked for add no work.
 */
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { findEclipses } from './eclipse-finder.ts';
import { lunarKind, sarosNumber, solarGeometry } from './eclipse-geometry.ts';

export interface EclipseEvent {
  kind: 'solar' | 'lunar';
  type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
  /** Greatest eclipse, UT Julian day. */
  exact: number;
  /** Apparent tropical longitude of the Sun (solar) or the Moon (lunar) at greatest eclipse, degrees [0, 360). */
  longitude: number;
  /** Solar: diameter ratio (central) or fraction covered (partial); lunar: umbral magnitude. */
  magnitude: number;
  saros: number;
}

/** Years kept per thread (the service's 1800–2400 is 601). */
const MAX_YEARS = 700;
const byYear = new Map<number, EclipseEvent[]>();

/** The eclipses of calendar year `year` (UTC), found once per thread. */
function eclipsesOfYear(year: number): EclipseEvent[] {
  let list = byYear.get(year);
  if (list === undefined) {
    list = findEclipses(julianDayFromUnixMs(Date.UTC(year, 0, 1)), julianDayFromUnixMs(Date.UTC(year + 1, 0, 1))).map(
      (found) => {
        const kind = found.kind === 'solar' ? solarGeometry(found) : lunarKind(found);
        const magnitude = 'magnitude' in kind ? kind.magnitude : kind.umbralMagnitude;
        const longitude = sharedInterpolatedSky().apparentPosition(
          found.kind === 'solar' ? 'sun' : 'moon',
          found.peakTT,
          frameOfDate(found.peakTT),
        ).longitude;
        return {
          kind: found.kind,
          type: kind.type,
          exact: found.peakUT,
          longitude,
          magnitude: Math.round(magnitude * 1e4) / 1e4,
          saros: sarosNumber(found.peakUT, found.kind),
        };
      },
    );
    if (byYear.size >= MAX_YEARS) byYear.clear();
    byYear.set(year, list);
  }
  return list;
}

/**
 * The eclipses whose greatest instant falls in [startUT, endUT), in time order.
 * @param startUT UT Julian day (1800–2400)
 * @param endUT UT Julian day
 */
export function eclipseEvents(startUT: number, endUT: number): EclipseEvent[] {
  const yearOf = (jd: number) => new Date((jd - 2440587.5) * 86_400_000).getUTCFullYear();
  const out: EclipseEvent[] = [];
  for (let year = yearOf(startUT); year <= yearOf(endUT); year++) {
    for (const e of eclipsesOfYear(year)) if (e.exact >= startUT && e.exact < endUT) out.push(e);
  }
  return out;
}
