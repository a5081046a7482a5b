/**
 * The bundled DejaVu Sans fonts (regular and bold TTF from the dejavu-fonts-ttf package): their
 * file paths, given to resvg for the text left in the SVG, and the fonts parsed with fontkit for
 * drawing labels as outlines and measuring text. This module reads the font files: each one is
 * read and parsed at most once per thread, on first use. fontkit itself (a few hundred ms to
 * load) is loaded on first use too, so that threads which draw no chart never pay for it.
 */
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

const require = createRequire(import.meta.url);

/** Absolute paths of the TTF files: DejaVu Sans regular, then bold. */
export const FONT_FILES: readonly [string, string] = [
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
];

/**
 * Noto Sans Devanagari (regular; @expo-google-fonts/noto-sans-devanagari, SIL Open Font License):
 * Hindi labels of the Vedic charts, given to resvg beside DejaVu Sans and measured with fontkit.
 */
export const DEVANAGARI_FONT_FILE = require.resolve(
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
);
let devanagari: Font | undefined;

/** Noto Sans Devanagari, parsed once per thread. */
export function devanagariFont(): Font {
  if (devanagari === undefined) {
    const fontkit = require('fontkit') as typeof import('fontkit');
    const opened = fontkit.openSync(DEVANAGARI_FONT_FILE);
    if (!('unitsPerEm' in opened)) throw new Error(`${DEVANAGARI_FONT_FILE} is a font collection, not a single font`);
    devanagari = opened;
  }
  return devanagari;
}

const parsed: [Font | undefined, Font | undefined] = [undefined, undefined];

/** DejaVu Sans (bold when `bold`), parsed once per thread. Throws if the file is unreadable. */
export function dejaVuSans(bold: boolean): Font {
  const k = bold ? 1 : 0;
  let font = parsed[k];
  if (font === undefined) {
    const fontkit = require('fontkit') as typeof import('fontkit');
    const opened = fontkit.openSync(FONT_FILES[k]);
    if (!('unitsPerEm' in opened)) throw new Error(`${FONT_FILES[k]} is a font collection, not a single font`);
    font = opened;
    parsed[k] = font;
  }
  return font;
}
