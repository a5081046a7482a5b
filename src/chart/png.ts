/**
 * PNG rendering of a chart SVG with resvg, using only the bundled DejaVu Sans TTF and, for Hindi
 * and Japanese labels, Noto Sans Devanagari and Noto Sans JP (no system fonts), so that the image is the same on every machine. The pixels are encoded by
 * png-encode.ts (faster than resvg's asPng for chart images).
 *
 * resvg-js 2.6.2 builds its font database inside each Resvg instance and reads and parses the
 * whole font file again for every text run; building it alone was a large share of an 800 px
 * render (the `chart-render` benchmark measures PNG renders). So the SVG's text (the caller's
 * title, subtitles and legend; the wheel's own labels are outlines already, text-outline.ts) is
 * drawn as outlines (DejaVu Sans, Noto Sans JP for Japanese) before resvg sees it, and the render loads no font. Only text
 * the outlines cannot draw as resvg's text engine would (outlineTextElements: scripts beyond the
 * simple left-to-right ones, characters DejaVu Sans lacks) is left to resvg, with the bundled
 * fonts loaded for that render.
 */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { DEVANAGARI_FONT_FILE, FONT_FILES, JAPANESE_FONT_FILES, JAPANESE_TEXT } from './dejavu-font.ts';
import { encodePremultipliedRgbaPng } from './png-encode.ts';
import { outlineTextElements } from './text-outline.ts';

const FONT_OPTIONS: NonNullable<ResvgRenderOptions['font']> = {
  loadSystemFonts: false,
  fontFiles: [...FONT_FILES, DEVANAGARI_FONT_FILE],
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
};
/** The fonts with Noto Sans JP too (two 5 MB files), loaded only for SVGs with Japanese text left to resvg. */
const FONT_OPTIONS_JAPANESE: NonNullable<ResvgRenderOptions['font']> = {
  ...FONT_OPTIONS,
  fontFiles: [...FONT_FILES, DEVANAGARI_FONT_FILE, ...JAPANESE_FONT_FILES],
};
/** No fonts: for SVGs without text elements (once their text is outlined). */
const NO_FONTS: NonNullable<ResvgRenderOptions['font']> = { loadSystemFonts: false };
/** Options per output width and whether fonts are needed, reused between renders. */
const optionsByWidth = new Map<string, ResvgRenderOptions>();

/**
 * Renders an SVG document to PNG bytes, scaled to `size.width` px wide; the height follows the
 * SVG's aspect ratio, so it equals `size.height` when the SVG was drawn at that size (as
 * renderWheelSvg does). Width and height: integers ≥ 1.
 */
export function renderPng(svg: string, size: { width: number; height: number }): Buffer {
  if (!Number.isInteger(size.width) || size.width < 1 || !Number.isInteger(size.height) || size.height < 1) {
    throw new RangeError('PNG width and height must be positive integers');
  }
  const outlined = outlineTextElements(svg);
  const hasText = outlined === undefined;
  const japanese = hasText && JAPANESE_TEXT.test(svg);
  const key = `${size.width}${hasText ? '+fonts' : ''}${japanese ? '+ja' : ''}`;
  let options = optionsByWidth.get(key);
  if (options === undefined) {
    const font = japanese ? FONT_OPTIONS_JAPANESE : hasText ? FONT_OPTIONS : NO_FONTS;
    options = { font, fitTo: { mode: 'width', value: size.width }, logLevel: 'off' };
    if (optionsByWidth.size > 64) optionsByWidth.clear();
    optionsByWidth.set(key, options);
  }
  const image = new Resvg(outlined ?? svg, options).render();
  return encodePremultipliedRgbaPng(image.width, image.height, image.pixels);
}
