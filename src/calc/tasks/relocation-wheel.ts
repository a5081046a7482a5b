/**
 * The `relocation-wheel` pool task: the bi-wheel of a natal chart and its relocation (see
 * chart/relocation-wheel.ts), as SVG text or PNG bytes.
 */
import { type RelocationInput, relocatedChart } from '../../astro/locational/relocation.ts';
import { renderPng, type ThemeId } from '../../chart/index.ts';
import { relocationWheelSvg } from '../../chart/relocation-wheel.ts';
import type { Language } from '../../interpretation/index.ts';

export interface RelocationWheelInput {
  request: RelocationInput;
  /** Side of the square image, px. */
  size: number;
  theme: ThemeId;
  language: Language;
  format: 'svg' | 'png';
  /** The new place's name, when it came from place search. */
  placeName?: string;
}

/** The bi-wheel as SVG text, or PNG bytes. */
export function relocationWheel(input: RelocationWheelInput): string | Uint8Array {
  const svg = relocationWheelSvg(relocatedChart(input.request), {
    size: input.size,
    theme: input.theme,
    language: input.language,
    placeName: input.placeName,
  });
  return input.format === 'png' ? renderPng(svg, { width: input.size, height: input.size }) : svg;
}
