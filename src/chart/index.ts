/** Chart wheel images: SVG from plain positions, PNG from that SVG. */
export type { WheelInput, WheelRing, WheelInterAspect, WheelLabels, WheelAngleId, WheelPointId, ThemeId } from './wheel-input.ts';
export { THEME_IDS } from './themes.ts';
export { renderWheelSvg } from './wheel-svg.ts';
export { MIN_SIDE, MAX_SIDE } from './wheel-input-check.ts';
export { renderPng } from './png.ts';
export { preloadLabelFonts } from './text-outline.ts';
