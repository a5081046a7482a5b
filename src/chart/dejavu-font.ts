/**
 * The bundled DejaVu Sans fonts (regular and bold TTF from the dejavu-fonts-ttf package): their
 * file paths, given to resvg for the text left in the SVG, and the fonts parsed with fontkit for
 * drawing labels as outlines and measuring text; beside them the script fonts of Hindi (Noto Sans
 * Devanagari) and Japanese (Noto Sans JP), and `labelFontOf`, which picks the font of each
 * character of a label. This module reads the font files: each one is
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
  devanagari ??= openFont(DEVANAGARI_FONT_FILE);
  return devanagari;
}

/**
 * Noto Sans JP (regular, then bold; @expo-google-fonts/noto-sans-jp, SIL Open Font License):
 * Japanese labels and reports. It has Latin letters, digits and the degree signs too.
 */
export const JAPANESE_FONT_FILES: readonly [string, string] = [
  require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
];
const japanese: [Font | undefined, Font | undefined] = [undefined, undefined];

/** Noto Sans JP (bold when `bold`), parsed once per thread, on first use. */
export function japaneseFont(bold: boolean): Font {
  const k = bold ? 1 : 0;
  japanese[k] ??= openFont(JAPANESE_FONT_FILES[k]);
  return japanese[k];
}

function openFont(file: string): Font {
  const fontkit = require('fontkit') as typeof import('fontkit');
  const opened = fontkit.openSync(file);
  if (!('unitsPerEm' in opened)) throw new Error(`${file} is a font collection, not a single font`);
  return opened;
}

const parsed: [Font | undefined, Font | undefined] = [undefined, undefined];

/** DejaVu Sans (bold when `bold`), parsed once per thread. Throws if the file is unreadable. */
export function dejaVuSans(bold: boolean): Font {
  const k = bold ? 1 : 0;
  parsed[k] ??= openFont(FONT_FILES[k]);
  return parsed[k];
}

/**
 * The font family of the languages whose script DejaVu Sans lacks, by language code (Hindi:
 * Devanagari, Japanese); every other language is written in DejaVu Sans.
 */
export const SCRIPT_FONT_FAMILIES = { hi: 'Noto Sans Devanagari', ja: 'Noto Sans JP' } as const;
type ScriptFontFamily = (typeof SCRIPT_FONT_FAMILIES)[keyof typeof SCRIPT_FONT_FAMILIES];

/** The script font family `language` needs (Hindi, Japanese), if any. */
export function scriptFontFamilyOf(language: string): ScriptFontFamily | undefined {
  return Object.hasOwn(SCRIPT_FONT_FAMILIES, language)
    ? SCRIPT_FONT_FAMILIES[language as keyof typeof SCRIPT_FONT_FAMILIES]
    : undefined;
}

/** A font that draws labels, with the prefix of its glyph outlines' ids (`f0-`, `j1-` …). */
export interface LabelFont {
  font: Font;
  prefix: string;
}

/**
 * The font that draws `codePoint` in a label: DejaVu Sans when it has the glyph, else Noto Sans JP,
 * else Noto Sans Devanagari (regular only), else DejaVu Sans (its missing-glyph box). The script
 * fonts are parsed only when a label needs them.
 */
export function labelFontOf(codePoint: number, bold: boolean): LabelFont {
  const dejaVu = dejaVuSans(bold);
  if (dejaVu.hasGlyphForCodePoint(codePoint)) return { font: dejaVu, prefix: bold ? 'f1-' : 'f0-' };
  if (isDevanagari(codePoint)) return { font: devanagariFont(), prefix: 'd0-' };
  const jp = japaneseFont(bold);
  if (jp.hasGlyphForCodePoint(codePoint)) return { font: jp, prefix: bold ? 'j1-' : 'j0-' };
  return { font: dejaVu, prefix: bold ? 'f1-' : 'f0-' };
}

/** True for the Devanagari block and its extension (with the danda and vedic signs). */
export function isDevanagari(codePoint: number): boolean {
  return (codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff);
}

/** Text with Japanese in it: kana, ideographs, Japanese punctuation, full-width forms. */
export const JAPANESE_TEXT = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff9f]/;
