/**
 * The Davison relationship chart: a real chart cast for the moment midway between the two births
 * (the mean of the two instants in Universal Time) at the place midway between the two birth
 * places: by default Davison's own midpoint (mean latitude, mean longitude the shorter way round;
 * see geographicMidpoint), or the great-circle midpoint (greatCircleMidpoint) when asked. Unlike the composite chart, its planets are where they really were at that
 * instant, so its aspects, houses and angles are those of an ordinary natal chart.
 */
import { computeNatalChart, type NatalChart } from '../natal-chart.ts';
import { geographicMidpoint, greatCircleMidpoint } from './midpoint.ts';

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;
/** Julian day of the Unix epoch 1970-01-01T00:00Z. */
const UNIX_EPOCH_JD = 2440587.5;

/** How the Davison chart's place is found from the two birth places. */
export type DavisonPlace = 'coordinates' | 'great-circle';

/** The Davison chart and where and when it is cast. */
export interface DavisonChart {
  /** The midpoint instant, ISO 8601 UTC with milliseconds. */
  instant: string;
  /** Julian day (UT) of the instant: the mean of the two births' Julian days (UT). */
  julianDayUT: number;
  /** The midpoint place, degrees north and east. */
  location: { latitude: number; longitude: number };
  /** The chart cast for that instant and place (time given in UTC, so no zone applies). */
  chart: NatalChart;
}

/**
 * The instant midway between two births.
 * @param julianDayUT1 Julian day (UT) of birth 1
 * @param julianDayUT2 Julian day (UT) of birth 2
 * @returns the mean Julian day and the instant as ISO 8601 UTC rounded to the millisecond
 */
export function midpointInstant(julianDayUT1: number, julianDayUT2: number): { julianDayUT: number; instant: string } {
  const julianDayUT = (julianDayUT1 + julianDayUT2) / 2;
  const ms = Math.round((julianDayUT - UNIX_EPOCH_JD) * DAY_MS);
  return { julianDayUT, instant: new Date(ms).toISOString() };
}

/**
 * Casts the Davison chart of two natal charts with the same points and house system.
 * @param chart1 person 1's natal chart
 * @param chart2 person 2's natal chart
 * @param place how the midway place is found: `coordinates` (Davison's mean coordinates, the default) or `great-circle`
 * @returns the Davison chart
 */
export function davisonChart(
  chart1: NatalChart,
  chart2: NatalChart,
  place: DavisonPlace = 'coordinates',
): DavisonChart {
  const { julianDayUT, instant } = midpointInstant(
    chart1.timeResolution.julianDayUT,
    chart2.timeResolution.julianDayUT,
  );
  const location = (place === 'great-circle' ? greatCircleMidpoint : geographicMidpoint)(
    chart1.location,
    chart2.location,
  );
  const chart = computeNatalChart({
    dateTime: instant,
    latitude: location.latitude,
    longitude: location.longitude,
    houseSystem: chart1.houses.systemRequestedCode,
    points: chart1.points.map((p) => p.id),
    // In the zodiac of the two charts (sidereal: the ayanamsa of the mid-instant).
    zodiac: chart1.provenance.zodiac,
    ayanamsa: chart1.provenance.ayanamsa?.name,
  });
  return { instant, julianDayUT, location, chart };
}
