/** Chart wheel images: SVG from plain positions, PNG from that SVG. */

export { renderPng } from './png.ts';
export { preloadLabelFonts } from './text-outline.ts';
export { THEME_IDS } from './themes.ts';
export type {
  ThemeId,
  WheelAngleId,
  WheelInput,
  WheelInterAspect,
  WheelLabels,
  WheelPointId,
  WheelRing,
} from './wheel-input.ts';
export { MAX_SIDE, MIN_SIDE } from './wheel-input-check.ts';
export { renderWheelSvg } from './wheel-svg.ts';
