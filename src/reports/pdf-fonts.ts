/**
 * The fonts of PDF reports: TTF files of the dejavu-fonts-ttf package for text, and Noto Sans
 * Symbols (the "symbols" WOFF of @fontsource/noto-sans-symbols, SIL Open Font License 1.1) for the
 * astrological glyphs DejaVu lacks (⚹ ⚺ ⚻ ⚼) and all planet and sign glyphs. pdfkit embeds a
 * subset of each (TTF and WOFF: fontkit reads both as TrueType outlines; WOFF2 would break the
 * PDF). Each font file is parsed once per thread with fontkit
 * and the parsed font is handed to every later document (pdfkit's registerFont takes a fontkit
 * font as it is), which spares every report the parse (the `pdf-reports` benchmark
 * measures reports per second). Words shaped once are kept per font for every later document of the thread.
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, GlyphRun } from 'fontkit';
import { DEVANAGARI_FONT_FILE, JAPANESE_FONT_FILES, scriptFontFamilyOf } from '../chart/dejavu-font.ts';

const require = createRequire(import.meta.url);

/** The families a template may choose (CSS `font-family`), each with a regular and a bold face. */
export const FONT_FAMILIES = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Sans Condensed'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 'normal' | 'bold';

const FILES: Record<FontFamily, Record<FontWeight, string>> = {
  'DejaVu Sans': { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  'DejaVu Serif': { normal: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' },
  'DejaVu Sans Mono': { normal: 'DejaVuSansMono.ttf', bold: 'DejaVuSansMono-Bold.ttf' },
  'DejaVu Sans Condensed': { normal: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' },
};

/** The font of astrological glyphs (planets, signs, aspects); not a family templates choose. */
export const SYMBOL_FONT = 'Noto Sans Symbols';

/**
 * The font of reports written in Devanagari (Hindi): Noto Sans Devanagari (full TTFs of
 * @expo-google-fonts/noto-sans-devanagari, SIL Open Font License 1.1), which also has Latin
 * letters, digits and punctuation, so that a Hindi text with dates and degrees is one run.
 * fontkit shapes it (conjuncts, matras) with its Indic shaper.
 */
export const DEVANAGARI_FONT = 'Noto Sans Devanagari';
/**
 * The font of reports written in Japanese: Noto Sans JP (full TTFs of @expo-google-fonts/noto-sans-jp,
 * SIL Open Font License 1.1), with Latin letters and digits too; pdfkit embeds only the glyphs used.
 */
export const JAPANESE_FONT = 'Noto Sans JP';
/** A family text is written in: one a template chooses, or the script font a language needs. */
export type TextFont = FontFamily | typeof DEVANAGARI_FONT | typeof JAPANESE_FONT;

/**
 * The font `language`'s script needs in place of the template's family, if any (Hindi, Japanese:
 * SCRIPT_FONT_FAMILIES); every other language is written in the template's DejaVu family.
 */
export function scriptFontOf(language: string): TextFont | undefined {
  return scriptFontFamilyOf(language);
}

/** The font a language's texts are written in: its script font, else DejaVu Sans. */
export function textFontOf(language: string): TextFont {
  return scriptFontOf(language) ?? 'DejaVu Sans';
}
type AnyFont = TextFont | typeof SYMBOL_FONT;

const DEVANAGARI_FILES: Record<FontWeight, string> = {
  normal: DEVANAGARI_FONT_FILE,
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};

const JAPANESE_FILES: Record<FontWeight, string> = { normal: JAPANESE_FONT_FILES[0], bold: JAPANESE_FONT_FILES[1] };

const SYMBOL_FILES: Record<FontWeight, string> = {
  normal: '@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff',
  bold: '@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-700-normal.woff',
};

/** Where glyphs the symbol font lacks (☉ △ □ ∠ ℞ ⊗) are drawn from. */
const GLYPH_FALLBACK: FontFamily = 'DejaVu Sans';

/**
 * Marks the script fonts lack, each drawn as a stand-in the font has: the prime and double prime
 * of degrees as the apostrophe and quotation mark (as Hindi texts write minutes), the retrograde
 * mark ℞ as R, the arrow of a number's reduction as ›.
 */
const STAND_INS: Readonly<Record<string, string>> = { '′': "'", '″': '"', '℞': 'R', '→': '›' };

/**
 * `font` drawing each character it lacks as a stand-in it has: the mark's (STAND_INS), else the
 * letter decomposed (a name's "ć" in a Japanese report as c and a combining acute). A character
 * with neither is left as it is (drawn as the missing-glyph box).
 */
function withStandIns(font: Font): Font {
  const has = (c: string) => font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0);
  const standInOf = (c: string): string | undefined => {
    const mark = STAND_INS[c];
    if (mark !== undefined && has(mark)) return mark;
    const decomposed = c.normalize('NFD');
    return decomposed !== c && [...decomposed].every(has) ? decomposed : undefined;
  };
  const standIn = (text: string) => {
    let out = '';
    for (const c of text) out += has(c) ? c : (standInOf(c) ?? c);
    return out;
  };
  const wrapped = Object.create(font) as Font;
  ownGlyphs.set(wrapped, font);
  wrapped.layout = (text, features) => font.layout(standIn(text), features);
  wrapped.hasGlyphForCodePoint = (code) =>
    has(String.fromCodePoint(code)) || standInOf(String.fromCodePoint(code)) !== undefined;
  return wrapped;
}

/** The font a stand-in wrapper draws from, to ask which characters it has of its own. */
const ownGlyphs = new WeakMap<Font, Font>();

/** Words kept shaped per font; the store is emptied when full, so that it stays bounded. */
const SHAPED_WORDS_LIMIT = 50_000;

const parsed = new Map<string, Font>();

/**
 * The font with a shared store of shaped words: reports repeat the same vocabulary, and shaping
 * a word is the slowest part of writing text. Each caller gets its own copy of the positions
 * (pdfkit scales them in place); the glyphs are shared.
 */
function withSharedShaping(font: Font): Font {
  const shaped = new Map<string, GlyphRun>();
  const shared = Object.create(font) as Font;
  ownGlyphs.set(shared, ownGlyphs.get(font) ?? font);
  shared.layout = (text, features) => {
    if (features !== undefined) return noteMissing(font, text, font.layout(text, features));
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS_LIMIT) shaped.clear();
      run = noteMissing(font, text, font.layout(text));
      shaped.set(text, run);
    }
    // pdfkit scales the positions in place and then reads the run's width, so the width is summed
    // from this copy's positions (as fontkit's own runs do), not fixed in font units.
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    } as GlyphRun;
  };
  return shared;
}

/**
 * fontkit keeps the first glyph object it makes for an id with the code points it was made for,
 * and pdfkit copies those into each PDF's text map. Embedding a composite glyph ("ć" built of "c"
 * and an acute) makes its parts without code points, after which every "c" of that font read back
 * from later PDFs as nothing. Here a glyph kept without code points is made again when asked for with them.
 */
function keepCodePoints(font: Font): void {
  // fontkit's types leave out getGlyph's code points and the glyph store.
  type Glyph = { codePoints: number[] };
  const internals = font as unknown as {
    _glyphs: Record<number, Glyph | undefined>;
    getGlyph(id: number, codePoints?: number[]): Glyph;
  };
  const glyphs = internals._glyphs;
  const getGlyph = internals.getGlyph.bind(font);
  internals.getGlyph = (id, codePoints = []) => {
    if (codePoints.length > 0 && glyphs[id]?.codePoints.length === 0) delete glyphs[id];
    return getGlyph(id, codePoints);
  };
}

function parsedFont(family: AnyFont, weight: FontWeight): Font {
  const file =
    family === SYMBOL_FONT
      ? SYMBOL_FILES[weight]
      : family === DEVANAGARI_FONT
        ? DEVANAGARI_FILES[weight]
        : family === JAPANESE_FONT
          ? JAPANESE_FILES[weight]
          : `dejavu-fonts-ttf/ttf/${FILES[family][weight]}`;
  let font = parsed.get(file);
  if (!font) {
    const fontkit = require('fontkit') as typeof import('fontkit');
    const opened = fontkit.create(fs.readFileSync(require.resolve(file)));
    if (!('unitsPerEm' in opened)) throw new Error(`${file} is a font collection, not a single font`);
    keepCodePoints(opened);
    font = withSharedShaping(family === DEVANAGARI_FONT || family === JAPANESE_FONT ? withStandIns(opened) : opened);
    parsed.set(file, font);
  }
  return font;
}

/** Font names already registered in each document. */
const registeredIn = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** The pdfkit font name of a family and weight (registered in `doc` on first use). */
export function useFont(doc: PDFKit.PDFDocument, family: AnyFont, weight: FontWeight = 'normal'): PDFKit.PDFDocument {
  const name = `${family}/${weight}`;
  let registered = registeredIn.get(doc);
  if (!registered) registeredIn.set(doc, (registered = new Set()));
  if (!registered.has(name)) {
    // pdfkit's types say Buffer; its code takes any font object with a layout function.
    doc.registerFont(name, parsedFont(family, weight) as unknown as Buffer);
    registered.add(name);
  }
  return doc.font(name);
}

/** A run of glyphs drawn in one font. */
export interface FontRun {
  font: AnyFont;
  text: string;
}

/**
 * `glyphs` split into runs by the font that draws them: the symbol font where it has the glyph,
 * else DejaVu Sans. Undefined when some character is in neither (the caller leaves the glyph out).
 */
export function glyphRuns(glyphs: string): FontRun[] | undefined {
  const symbols = parsedFont(SYMBOL_FONT, 'normal');
  const fallback = parsedFont(GLYPH_FALLBACK, 'normal');
  const runs: FontRun[] = [];
  for (const char of glyphs) {
    const code = char.codePointAt(0)!;
    const font: AnyFont | undefined = symbols.hasGlyphForCodePoint(code)
      ? SYMBOL_FONT
      : fallback.hasGlyphForCodePoint(code)
        ? GLYPH_FALLBACK
        : undefined;
    if (!font) return undefined;
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Where text finds a character its own font lacks, in this order (a Japanese name in a French report). */
const TEXT_FALLBACKS: readonly AnyFont[] = ['DejaVu Sans', JAPANESE_FONT, DEVANAGARI_FONT, SYMBOL_FONT];

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * True when `font` has a glyph of its own for every character of `text`, or for a mark its
 * stand-in (′ as ' in a script font: a Hindi text writes its minutes in its own font). A letter's
 * decomposition is not counted: another font's precomposed letter is drawn instead.
 */
function drawsAll(font: Font, text: string): boolean {
  const own = ownGlyphs.get(font) ?? font;
  const has = (c: string) => own.hasGlyphForCodePoint(c.codePointAt(0)!);
  for (const c of text)
    if (!/\s/.test(c) && !has(c) && !(STAND_INS[c] !== undefined && has(STAND_INS[c]))) return false;
  return true;
}

/**
 * `text` split into runs by the font that draws them: `family` wherever it has the character,
 * else the first of TEXT_FALLBACKS that has the whole grapheme (a letter with its marks stays in
 * one font, so that it is shaped as one), else `family` with its stand-in (′ as ' in a script
 * font) or, for a grapheme no font has, its missing-glyph box (which the render test notes).
 * White space stays in the run before it.
 */
export function textRuns(text: string, family: TextFont, weight: FontWeight = 'normal'): FontRun[] {
  const own = parsedFont(family, weight);
  if (drawsAll(own, text)) return [{ font: family, text }];
  const runs: FontRun[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const last = runs[runs.length - 1];
    const font: AnyFont = /^\s+$/.test(segment)
      ? (last?.font ?? family)
      : drawsAll(own, segment)
        ? family
        : (TEXT_FALLBACKS.find((f) => f !== family && drawsAll(parsedFont(f, weight), segment)) ?? family);
    if (last?.font === font) last.text += segment;
    else runs.push({ font, text: segment });
  }
  return runs;
}

/** The characters of `text` that `family` has no glyph for (a test of every text a report writes). */
export function missingGlyphs(family: AnyFont, text: string, weight: FontWeight = 'normal'): string[] {
  const font = parsedFont(family, weight);
  return [...new Set([...text].filter((c) => !/\s/.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!)))];
}

/** Characters some document of this thread drew with a font lacking their glyph. */
const drawnWithoutGlyph = new Set<string>();

/** `run` as it is, noting the characters of `text` it draws as the missing-glyph box (glyph 0). */
function noteMissing(font: Font, text: string, run: GlyphRun): GlyphRun {
  if (run.glyphs.some((glyph) => glyph.id === 0))
    for (const c of text) if (!/\s/.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!)) drawnWithoutGlyph.add(c);
  return run;
}

/**
 * The characters that documents of this thread drew without a glyph (as the font's empty box, which
 * reads back as nothing) since the last call; the call empties the list. A test renders reports and asks.
 */
export function takeCharactersDrawnWithoutGlyph(): string[] {
  const taken = [...drawnWithoutGlyph];
  drawnWithoutGlyph.clear();
  return taken;
}

/** The ascent of a font as a share of its size (where its baseline lies below the top of a line). */
export function ascentOf(family: AnyFont, weight: FontWeight = 'normal'): number {
  const font = parsedFont(family, weight);
  return font.ascent / font.unitsPerEm;
}

/** How much larger the symbol font is set than the text around it, so its glyphs match DejaVu's in size. */
export const SYMBOL_SCALE = 1.2;
