/**
 * The `synastry` pool task: from two natal charts (computed by the `natal` task with the synastry
 * points) to the synastry, and optionally the bi-wheel image (person 1 inside, person 2 outside,
 * inter-aspects drawn across).
 */
import type { NatalChart } from '../../astro/natal-chart.ts';
import { computeSynastry, type Synastry, type SynastryOptions } from '../../astro/synastry/index.ts';
import { renderWheelSvg, type ThemeId, type WheelLabels } from '../../chart/index.ts';
import { wheelInterAspectsOf, wheelRingOf } from '../../chart/wheel-adapter.ts';

/** What the bi-wheel needs besides the charts. */
export interface BiWheelOptions {
  /** Side of the square image, px (120…4096). */
  size: number;
  theme: ThemeId;
  /** Localized labels (legend names, angle abbreviations). */
  labels: WheelLabels;
}

export interface SynastryTaskInput {
  person1: NatalChart;
  person2: NatalChart;
  /** Draw the bi-wheel when given. */
  wheel?: BiWheelOptions;
  /** Aspects and orbs, theme weights, the composite latitude, the Davison place. */
  options?: SynastryOptions;
}

export interface SynastryTaskOutput {
  synastry: Synastry;
  /** The bi-wheel SVG document, or null when no wheel was asked for. */
  svg: string | null;
}

/**
 * Computes the synastry of two charts and, when asked, draws the bi-wheel.
 * @param input the two natal charts and the wheel options
 * @returns the synastry and the SVG (or null)
 */
export function synastryTask(input: SynastryTaskInput): SynastryTaskOutput {
  const synastry = computeSynastry(input.person1, input.person2, input.options);
  let svg: string | null = null;
  if (input.wheel) {
    svg = renderWheelSvg({
      width: input.wheel.size,
      height: input.wheel.size,
      theme: input.wheel.theme,
      labels: input.wheel.labels,
      inner: wheelRingOf(input.person1),
      outer: wheelRingOf(input.person2),
      interAspects: wheelInterAspectsOf(synastry.interAspects),
    });
  }
  return { synastry, svg };
}
