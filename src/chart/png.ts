/**
 * PNG rendering of a chart SVG with resvg, using only the bundled DejaVu Sans TTF (no system
 * fonts), so that the image is the same on every machine. The pixels are encoded by
 * png-encode.ts (faster than resvg's asPng for chart images).
 *
 * resvg-js 2.6.2 builds its font database inside each Resvg instance and parses the font again
 * for every text run; the options object (with the resolved font path) is built once per thread
 * and reused, which is as far as its API allows reuse.
 */
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { encodePremultipliedRgbaPng } from './png-encode.ts';

const require = createRequire(import.meta.url);

/** Absolute paths of the TTF files given to resvg (DejaVu Sans, regular and bold). */
export const FONT_FILES: readonly string[] = [
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
];

const FONT_OPTIONS: NonNullable<ResvgRenderOptions['font']> = {
  loadSystemFonts: false,
  fontFiles: [...FONT_FILES],
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
};
/** Options per output width, reused between renders. */
const optionsByWidth = new Map<number, ResvgRenderOptions>();

/**
 * Renders an SVG document to PNG bytes, scaled to `size.width` px wide; the height follows the
 * SVG's aspect ratio, so it equals `size.height` when the SVG was drawn at that size (as
 * renderWheelSvg does). Width and height: integers ≥ 1.
 */
export function renderPng(svg: string, size: { width: number; height: number }): Buffer {
  if (!Number.isInteger(size.width) || size.width < 1 || !Number.isInteger(size.height) || size.height < 1) {
    throw new RangeError('PNG width and height must be positive integers');
  }
  let options = optionsByWidth.get(size.width);
  if (options === undefined) {
    options = { font: FONT_OPTIONS, fitTo: { mode: 'width', value: size.width }, logLevel: 'off' };
    if (optionsByWidth.size > 64) optionsByWidth.clear();
    optionsByWidth.set(size.width, options);
  }
  const image = new Resvg(svg, options).render();
  return encodePremultipliedRgbaPng(image.width, image.height, image.pixels);
}
