/**
 * A return chart: the chart of the instant a body comes back to its natal longitude, cast at
 * the return place (relocated) or the birth place, and its aspects to the natal chart.
 */
import { norm360 } from '../angles.ts';
import { type AspectPoint, resolveAspectOptions } from '../aspects.ts';
import type { NatalChart } from '../natal-chart.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { MOVING_POINTS, type PointId } from '../vocabulary.ts';
import { type ChartOptions, castChartAt, type PlaceInput } from './chart-cast.ts';
import { type CrossAspect, crossAspects } from './cross-aspects.ts';
import { requestedOnly } from './return-points.ts';

/** A return chart and what places it. */
export interface ReturnChart {
  /** The return instant, ISO 8601 UTC to the second. */
  instant: string;
  /** The same instant, UT Julian day (full precision). */
  julianDayUT: number;
  /** The returning body's apparent longitude then, degrees [0, 360) (the natal one, to the search's precision). */
  longitude: number;
  /** Where the chart is cast, and whether that is not the birth place. */
  location: { latitude: number; longitude: number; relocated: boolean };
  /** The chart of the instant at that place. */
  chart: NatalChart;
  /** Aspects of the return chart's points to the natal points. */
  aspectsToNatal: CrossAspect[];
}

const MOVING = new Set<string>(MOVING_POINTS);

/** A chart's points as the aspect search reads them: angles and parts stand still. */
export function aspectPointsOf(chart: NatalChart): AspectPoint[] {
  return chart.points.map((p) => ({
    id: p.id as PointId,
    longitude: p.longitude,
    speed: MOVING.has(p.id) ? p.speed : 0,
  }));
}

/**
 * Casts the chart of a return.
 * @param jdUT the return instant, UT Julian day
 * @param longitude the returning body's longitude then, degrees
 * @param natal the natal chart
 * @param place return place (null: the birth place)
 * @param options house system, points and aspects of the chart
 */
export function returnChart(
  jdUT: number,
  longitude: number,
  natal: NatalChart,
  place: PlaceInput | null | undefined,
  options: ChartOptions,
): ReturnChart {
  const where = place ?? natal.location;
  const chart = castChartAt(jdUT, where, options, 'returnLocation');
  return {
    instant: isoInstant(jdUT),
    julianDayUT: jdUT,
    longitude: norm360(longitude),
    location: {
      latitude: where.latitude,
      longitude: where.longitude,
      relocated: where.latitude !== natal.location.latitude || where.longitude !== natal.location.longitude,
    },
    chart,
    aspectsToNatal: crossAspects(
      aspectPointsOf(chart),
      requestedOnly(aspectPointsOf(natal), options.points),
      resolveAspectOptions(options.aspects),
    ),
  };
}
