/**
 * The `moving-wheel` pool task: the bi-wheel of a return, progression or solar arc direction
 * (see chart/moving-wheel.ts), computed from the request, as SVG text (or PNG bytes).
 */

import {
  computeProgressions,
  computeSolarArc,
  type ProgressionsInput,
  type SolarArcInput,
} from '../../astro/progressions/index.ts';
import {
  computeLunarReturns,
  computeSolarReturn,
  type LunarReturnInput,
  type SolarReturnInput,
} from '../../astro/returns/index.ts';
import type { BiwheelAspectOptions } from '../../chart/biwheel-aspects.ts';
import { renderPng, type ThemeId } from '../../chart/index.ts';
import { type MovingChartResult, movingWheelSvg } from '../../chart/moving-wheel.ts';
import type { Language } from '../../interpretation/index.ts';

export type MovingWheelInput =
  | { kind: 'solar-return'; request: SolarReturnInput }
  | { kind: 'lunar-return'; request: LunarReturnInput }
  | { kind: 'progressions'; request: ProgressionsInput }
  | { kind: 'solar-arc'; request: SolarArcInput };

export type MovingWheelTaskInput = MovingWheelInput & {
  /** Side of the square image, px (120 … 4096; PNG up to 2048). */
  size: number;
  theme: ThemeId;
  language: Language;
  format: 'svg' | 'png';
  /** The lines between the rings (default: the major aspects within tight orbs, at most 40). */
  aspects?: BiwheelAspectOptions;
};

function computed(input: MovingWheelInput): MovingChartResult {
  switch (input.kind) {
    case 'solar-return':
      return { kind: input.kind, result: computeSolarReturn(input.request) };
    case 'lunar-return':
      return { kind: input.kind, result: computeLunarReturns({ ...input.request, count: 1 }) };
    case 'progressions':
      return { kind: input.kind, result: computeProgressions(input.request) };
    case 'solar-arc':
      return { kind: input.kind, result: computeSolarArc(input.request) };
  }
}

/** The bi-wheel as SVG text, or PNG bytes. */
export function movingWheel(input: MovingWheelTaskInput): string | Uint8Array {
  const svg = movingWheelSvg(computed(input), {
    size: input.size,
    theme: input.theme,
    language: input.language,
    aspects: input.aspects,
  });
  return input.format === 'png' ? renderPng(svg, { width: input.size, height: input.size }) : svg;
}
