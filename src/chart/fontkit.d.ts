/** fontkit 2 (installed with pdfkit, no bundled types): the part the chart labels use. */
declare module 'fontkit' {
  /** One outline command, in font units, y up. */
  export interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  export interface Path {
    commands: PathCommand[];
  }
  export interface Glyph {
    id: number;
    /** Advance in font units. */
    advanceWidth: number;
    path: Path;
    codePoints: number[];
  }
  /** Placement of one glyph of a run, font units. */
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    /** Sum of the positions' xAdvance, font units. */
    advanceWidth: number;
  }
  export interface Font {
    type: string;
    postscriptName: string;
    unitsPerEm: number;
    /** Ascent (hhea), font units. */
    ascent: number;
    /** Shapes a string with the font's default features (kerning, ligatures...). */
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export interface FontCollection {
    type: 'TTC' | 'DFont';
    fonts: Font[];
  }
  /** Reads and parses a font file (synchronous I/O). */
  export function openSync(path: string, postscriptName?: string): Font | FontCollection;
  /** Parses a font from bytes. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font | FontCollection;
}
