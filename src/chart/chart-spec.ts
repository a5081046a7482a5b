/**
 * The normalized description of one chart image: what the route hands to the worker pool, and
 * what the image's ETag is computed from. Plain data; every default already applied, lists in
 * vocabulary order, so that equal images have equal specs.
 */
import type { NatalChartInput } from '../astro/natal-chart.ts';
import type { LocalTimeRule } from '../astro/time/birth-time.ts';
import type { HouseSystem } from '../astro/vocabulary.ts';
import type { Language } from '../interpretation/index.ts';
import type { ThemeId, WheelPointId } from './index.ts';

/** A moment at a place: a transit instant or a second birth. */
export interface MomentAtPlace {
  /** Local date-time `YYYY-MM-DDTHH:mm[:ss]`, or with `Z` / an offset. */
  dateTime: string;
  /** Degrees north, −90..90. */
  latitude: number;
  /** Degrees east, −180..180. */
  longitude: number;
  timezone?: string;
  localTimeRule?: LocalTimeRule;
  placeName?: string;
  name?: string;
}

/** Which aspect lines a bi-wheel draws: between the two charts, within the inner chart, or both. */
export const ASPECT_SCOPES = ['between', 'inner', 'both'] as const;
export type AspectScope = (typeof ASPECT_SCOPES)[number];

/** One chart image, normalized: the task input of 'chart-svg' and 'chart-png', and the ETag's source. */
export interface ChartImageSpec {
  /** The inner (natal) chart: birth data with house system, the points computed (drawn points plus the ascendant and midheaven) and aspect options. */
  natal: NatalChartInput & { houseSystem: HouseSystem };
  /** Points drawn on each ring, vocabulary order. */
  drawn: WheelPointId[];
  /** Transit bi-wheel: the transit instant (its place defaults to the birth place). */
  transit?: MomentAtPlace;
  /** Synastry bi-wheel: the second birth; with `composite`, the composite chart's second person. */
  person2?: MomentAtPlace;
  /**
   * A composite chart of `natal` (person 1) and `person2`, drawn as one wheel: the place whose
   * latitude its houses are cast at (see astro/synastry/composite.ts), degrees.
   */
  composite?: { latitude: number; longitude: number };
  /** Bi-wheels only (absent on a single wheel): which aspect lines are drawn; 'between' by default. */
  aspectScope?: AspectScope;
  /** Bi-wheels only, when the request sets it: at most this many lines between the charts (default 40). */
  maxAspectLines?: number;
  /** Draw the aspect legend (the drawn aspects' line styles and names); absent means no legend. */
  legend?: true;
  /** Image size in px, integers. */
  width: number;
  height: number;
  theme: ThemeId;
  language: Language;
  /** Request texts shown in the image (escaped by the renderer). */
  name?: string;
  title?: string;
  placeName?: string;
}
