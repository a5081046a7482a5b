/**
 * The fonts of PDF reports: TTF files of the dejavu-fonts-ttf package (TTF only: pdfkit embeds
 * TTF subsets; WOFF2 would break the PDF). Each font file is parsed once per thread and the
 * parsed font is handed to every later document, which makes a report about three times faster
 * than parsing the file per document (pdfkit accepts any object with a `layout` function, which
 * is what its own parser returns).
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';

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

/** The family that has every astrological glyph the reports print (☉ ♈ ☌ ℞ …). */
export const SYMBOL_FAMILY: FontFamily = 'DejaVu Sans';

/** What pdfkit's font parser returns; only the parts used here are typed. */
interface ParsedFont {
  layout(text: string): unknown;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const parsed = new Map<string, ParsedFont>();
/**
 * Word layouts (pdfkit's per-document cache, keyed by word) shared by every document of a thread:
 * reports repeat the same vocabulary, and shaping a word with fontkit is the slowest part of
 * writing text. Emptied every LAYOUT_CACHE_DOCUMENTS documents so that it stays bounded.
 */
const sharedLayouts = new Map<string, Record<string, unknown>>();
const LAYOUT_CACHE_DOCUMENTS = 500;
let documentsSinceClear = 0;

/** Font names already registered in each document. */
const registeredIn = new WeakMap<PDFKit.PDFDocument, Set<string>>();

function parsedFont(family: FontFamily, weight: FontWeight): ParsedFont {
  const file = FILES[family][weight];
  let font = parsed.get(file);
  if (!font) {
    const bytes = fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    const scratch = new PDFDocument({ autoFirstPage: false });
    scratch.registerFont('probe', bytes);
    scratch.font('probe');
    font = (scratch as unknown as { _font: { font: ParsedFont } })._font.font;
    parsed.set(file, font);
  }
  return font;
}

/** The pdfkit font name of a family and weight (registered in `doc` on first use). */
export function useFont(doc: PDFKit.PDFDocument, family: FontFamily, weight: FontWeight = 'normal'): PDFKit.PDFDocument {
  const name = `${family}/${weight}`;
  let registered = registeredIn.get(doc);
  if (!registered) registeredIn.set(doc, (registered = new Set()));
  if (!registered.has(name)) {
    doc.registerFont(name, parsedFont(family, weight) as unknown as Buffer);
    registered.add(name);
    if (registered.size === 1 && ++documentsSinceClear > LAYOUT_CACHE_DOCUMENTS) {
      documentsSinceClear = 0;
      sharedLayouts.clear();
    }
    doc.font(name);
    const embedded = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font;
    if (embedded && typeof embedded.layoutCache === 'object') {
      let shared = sharedLayouts.get(name);
      if (!shared) sharedLayouts.set(name, (shared = Object.create(null) as Record<string, unknown>));
      embedded.layoutCache = shared;
    }
    return doc;
  }
  return doc.font(name);
}

/** True when the symbol family draws every character of `text` (else the caller leaves the glyph out). */
export function symbolFontHas(text: string): boolean {
  const font = parsedFont(SYMBOL_FAMILY, 'normal');
  for (const char of text) {
    if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) return false;
  }
  return true;
}
