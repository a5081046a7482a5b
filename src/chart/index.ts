/** Chart wheel images: SVG from plain positions, PNG from that SVG. */
export type { WheelInput, WheelRing, WheelPoint, WheelAngles, WheelAspect, WheelInterAspect, WheelLabels, WheelAngleId, WheelPointId, ThemeId } from './wheel-input.ts';
export { THEME_IDS } from './themes.ts';
export { renderWheelSvg, FONT_FAMILY } from './wheel-svg.ts';
export { checkWheelInput, MIN_SIDE, MAX_SIDE } from './wheel-input-check.ts';
export { escapeXml } from './xml-text.ts';
export { renderPng, FONT_FILES } from './png.ts';
export { preloadLabelFonts } from './text-outline.ts';
