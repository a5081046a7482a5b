/**
 * Synastry: how two natal charts meet. From the two charts (computed with the same points and
 * house system, see SYNASTRY_CHART_POINTS): the inter-aspects, the house overlays both ways, the
 * composite chart, the Davison chart and the compatibility score. Pure: no I/O.
 */
import type { AspectOptions } from '../aspects.ts';
import type { NatalChart } from '../natal-chart.ts';
import { type Compatibility, compatibilityScore, type ThemeId } from './compatibility.ts';
import { type CompositeChart, compositeChart } from './composite.ts';
import { type DavisonChart, type DavisonPlace, davisonChart } from './davison.ts';
import { type HouseOverlay, houseOverlays } from './house-overlays.ts';
import { findInterAspects, type InterAspect } from './inter-aspects.ts';
import { OVERLAY_POINTS } from './points.ts';

export {
  type Compatibility,
  compatibilityScore,
  strengthOf,
  THEME_IDS,
  THEMES,
  type ThemeId,
  themeWeights,
  toneOf,
} from './compatibility.ts';
export { type CompositeChart, compositeChart, compositePlace } from './composite.ts';
export type { DavisonChart, DavisonPlace } from './davison.ts';
export type { HouseOverlay } from './house-overlays.ts';
export { findInterAspects, type InterAspect, SYNASTRY_ASPECT_TYPES } from './inter-aspects.ts';
export { geographicMidpoint, greatCircleMidpoint, midpointLongitude } from './midpoint.ts';
export { SYNASTRY_CHART_POINTS } from './points.ts';
export {
  elementRelation,
  type SunSignCompatibility,
  sunAspect,
  sunSignCompatibility,
} from './sun-sign-compatibility.ts';

/** Everything a synastry derives from two natal charts. */
export interface Synastry {
  interAspects: InterAspect[];
  houseOverlays: {
    /** Person 1's points in person 2's houses. */
    person1InPerson2Houses: HouseOverlay[];
    /** Person 2's points in person 1's houses. */
    person2InPerson1Houses: HouseOverlay[];
  };
  composite: CompositeChart;
  davison: DavisonChart;
  compatibility: Compatibility;
}

/** Choices a caller may make about a synastry; every one has a default. */
export interface SynastryOptions {
  /** Aspects between the charts (default the five major) and orb overrides, degrees. */
  aspects?: AspectOptions;
  /** Weights of the compatibility themes (see compatibilityScore). */
  weights?: Partial<Record<ThemeId, number>>;
  /** Latitude of the composite houses, degrees north (default compositePlace's: the great-circle midpoint of the births). */
  compositeLatitude?: number;
  /** How the Davison chart's place is found (default Davison's mean coordinates). */
  davisonPlace?: DavisonPlace;
}

const overlayPoints = (chart: NatalChart) => chart.points.filter((p) => OVERLAY_POINTS.includes(p.id));

/**
 * Computes the synastry of two natal charts.
 * @param chart1 person 1's chart
 * @param chart2 person 2's chart, with the same points and house system
 * @param options aspects and orbs, theme weights, composite latitude
 * @returns inter-aspects, overlays, composite and Davison charts, compatibility
 */
export function computeSynastry(chart1: NatalChart, chart2: NatalChart, options: SynastryOptions = {}): Synastry {
  const interAspects = findInterAspects(chart1.points, chart2.points, options.aspects);
  return {
    interAspects,
    houseOverlays: {
      person1InPerson2Houses: houseOverlays(
        overlayPoints(chart1),
        chart2.houses.cusps.map((c) => c.longitude),
      ),
      person2InPerson1Houses: houseOverlays(
        overlayPoints(chart2),
        chart1.houses.cusps.map((c) => c.longitude),
      ),
    },
    composite: compositeChart(chart1, chart2, { aspects: options.aspects, houseLatitude: options.compositeLatitude }),
    davison: davisonChart(chart1, chart2, options.davisonPlace),
    compatibility: compatibilityScore(interAspects, options.weights),
  };
}
