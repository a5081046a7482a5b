/**
 * The safe subset of CSS a PDF template's `customCss` may use. The text is parsed here, never
 * handed to a browser or a CSS engine: only the selectors and properties below change the PDF.
 *
 * Selectors (simple element names, comma lists allowed):
 *   body   all text, and (background-color) the page background
 *   h1     the cover title
 *   h2     section headings
 *   h3     titles inside the interpretation section
 *   table  table text
 *   th     table header rows (background-color = the header band)
 * Properties: color, background-color, font-family, font-size, font-weight.
 *   colours: #rgb, #rrggbb, rgb(r, g, b) with 0–255, or a basic colour name (NAMED_COLOURS)
 *   font-family: a list; the first of DejaVu Sans, DejaVu Serif, DejaVu Sans Mono,
 *     DejaVu Sans Condensed, sans-serif, serif, monospace that appears wins; a list naming none
 *     of them leaves the default (as a browser falls back)
 *   font-size: 6–48 pt, written in pt or px (1 px = 0.75 pt)
 *   font-weight: normal, bold, or 100–900 (600 and above = bold)
 * Other selectors and properties are ignored (values and all), as a browser ignores what it does
 * not know.
 * Refused (error naming the line): syntax errors, at-rules (@import, @font-face, @media …),
 * url(…), expression(…), an invalid value of a property above, more than 20,000 characters.
 */
import type { FontFamily, FontWeight } from './pdf-fonts.ts';

/** The style of one kind of element; absent members keep the report's defaults. */
export interface TextStyle {
  color?: string;
  backgroundColor?: string;
  fontFamily?: FontFamily;
  /** Points. */
  fontSize?: number;
  fontWeight?: FontWeight;
}

export const CSS_SELECTORS = ['body', 'h1', 'h2', 'h3', 'table', 'th'] as const;
export type CssSelector = (typeof CSS_SELECTORS)[number];
export type CustomStyle = Partial<Record<CssSelector, TextStyle>>;

/** Longest accepted customCss, characters. */
export const MAX_CUSTOM_CSS = 20_000;

/** Basic colour names accepted, with their hex values. */
export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  black: '#000000',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  white: '#ffffff',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
  orange: '#ffa500',
  darkblue: '#00008b',
  darkgreen: '#006400',
  darkred: '#8b0000',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  gold: '#ffd700',
  indigo: '#4b0082',
  crimson: '#dc143c',
  slategray: '#708090',
  slategrey: '#708090',
  steelblue: '#4682b4',
  midnightblue: '#191970',
  brown: '#a52a2a',
};

const GENERIC_FAMILIES: Readonly<Record<string, FontFamily>> = {
  'dejavu sans': 'DejaVu Sans',
  'dejavu serif': 'DejaVu Serif',
  'dejavu sans mono': 'DejaVu Sans Mono',
  'dejavu sans condensed': 'DejaVu Sans Condensed',
  'sans-serif': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
};

/** What is wrong with customCss, as data (the web side writes it in the caller's language). */
export type CssProblem =
  | { kind: 'tooLong'; max: number }
  | { kind: 'unclosedComment'; line: number }
  | { kind: 'forbidden'; line: number; text: string }
  | { kind: 'noSelector'; line: number }
  | { kind: 'noColon'; line: number; got: string }
  | { kind: 'propertyName'; line: number; property: string }
  | { kind: 'noValue'; line: number; property: string }
  | { kind: 'trailing'; line: number }
  | {
      kind: 'invalidValue';
      line: number;
      property: string;
      value: string;
      expected: 'colour' | 'fontFamilies' | 'fontSize' | 'fontWeight';
    };

/** A customCss problem; the message names the line. */
export class CustomCssError extends Error {
  constructor(
    message: string,
    readonly problem: CssProblem,
  ) {
    super(message);
    this.name = 'CustomCssError';
  }
}

/** A colour value as #rrggbb, or undefined when it is not one of the accepted forms. */
export function parseCssColour(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v);
  if (rgb) {
    const channels = rgb.slice(1).map(Number);
    if (channels.some((c) => c > 255)) return undefined;
    return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return NAMED_COLOURS[v];
}

function fontFamilyOf(value: string): FontFamily | undefined {
  for (const raw of value.split(',')) {
    const name = raw
      .trim()
      .replace(/^["']|["']$/g, '')
      .trim()
      .toLowerCase();
    if (GENERIC_FAMILIES[name]) return GENERIC_FAMILIES[name];
  }
  return undefined;
}

function fontSizeOf(value: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(pt|px)$/.exec(value.trim().toLowerCase());
  if (!m) return undefined;
  const points = m[2] === 'px' ? Number(m[1]) * 0.75 : Number(m[1]);
  return points >= 6 && points <= 48 ? points : undefined;
}

function fontWeightOf(value: string): FontWeight | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'normal') return 'normal';
  if (v === 'bold') return 'bold';
  if (/^[1-9]00$/.test(v)) return Number(v) >= 600 ? 'bold' : 'normal';
  return undefined;
}

const lineAt = (css: string, offset: number) => css.slice(0, offset).split('\n').length;

/**
 * Parses customCss into the style it asks for. Throws CustomCssError (message names the line)
 * for text outside the safe subset; see the module comment for what is honoured.
 */
export function parseCustomCss(css: string): CustomStyle {
  if (css.length > MAX_CUSTOM_CSS)
    throw new CustomCssError(`is longer than ${MAX_CUSTOM_CSS} characters`, { kind: 'tooLong', max: MAX_CUSTOM_CSS });
  // Comments become spaces of the same length, so that offsets (and line numbers) stay true.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  if (/\/\*/.test(text)) {
    const line = lineAt(text, text.indexOf('/*'));
    throw new CustomCssError(`line ${line}: unclosed comment`, { kind: 'unclosedComment', line });
  }
  const forbidden = /@[a-z-]+|url\s*\(|expression\s*\(|\\/i.exec(text);
  if (forbidden) {
    const line = lineAt(text, forbidden.index);
    throw new CustomCssError(
      `line ${line}: "${forbidden[0]}" is not allowed (no at-rules, url(), expression() or escapes)`,
      { kind: 'forbidden', line, text: forbidden[0] },
    );
  }
  const style: CustomStyle = {};
  const rule = /([^{}]*)\{([^{}]*)\}/g;
  let end = 0;
  for (let m = rule.exec(text); m; m = rule.exec(text)) {
    if (text.slice(end, m.index).trim() !== '') break;
    end = m.index + m[0].length;
    const selectors = m[1].split(',').map((s) => s.trim().toLowerCase());
    if (selectors.some((s) => s === '')) {
      const line = lineAt(text, m.index);
      throw new CustomCssError(`line ${line}: a rule needs a selector`, { kind: 'noSelector', line });
    }
    const targets = selectors.filter((s): s is CssSelector => (CSS_SELECTORS as readonly string[]).includes(s));
    const declarationsAt = m.index + m[1].length + 1;
    let offset = 0;
    for (const declaration of m[2].split(';')) {
      const at = declarationsAt + offset;
      offset += declaration.length + 1;
      if (declaration.trim() === '') continue;
      const colon = declaration.indexOf(':');
      const line = lineAt(text, at + (declaration.length - declaration.trimStart().length));
      if (colon < 0)
        throw new CustomCssError(`line ${line}: expected "property: value" (got "${declaration.trim()}")`, {
          kind: 'noColon',
          line,
          got: declaration.trim(),
        });
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim();
      if (!/^[a-z-]+$/.test(property))
        throw new CustomCssError(`line ${line}: "${property}" is not a property name`, {
          kind: 'propertyName',
          line,
          property,
        });
      if (value === '')
        throw new CustomCssError(`line ${line}: ${property} has no value`, { kind: 'noValue', line, property });
      if (targets.length === 0) continue; // a rule for other selectors: ignored, values and all
      const member = applyDeclaration(property, value, line);
      if (!member) continue;
      for (const target of targets) style[target] = { ...style[target], ...member };
    }
  }
  if (text.slice(end).trim() !== '') {
    const line = lineAt(text, end + (text.slice(end).length - text.slice(end).trimStart().length));
    throw new CustomCssError(`line ${line}: expected "selector { property: value; }"`, { kind: 'trailing', line });
  }
  return style;
}

/** The style member one declaration sets, undefined for an ignored property. */
function applyDeclaration(property: string, value: string, line: number): TextStyle | undefined {
  const WORDS = {
    colour: 'a colour (#rgb, #rrggbb, rgb(r, g, b) or a basic colour name)',
    fontFamilies: 'a list of font family names',
    fontSize: 'a size from 6pt to 48pt (pt or px)',
    fontWeight: 'normal, bold or 100–900',
  } as const;
  const invalid = (expected: keyof typeof WORDS) =>
    new CustomCssError(`line ${line}: ${property}: "${value}" is not ${WORDS[expected]}`, {
      kind: 'invalidValue',
      line,
      property,
      value,
      expected,
    });
  switch (property) {
    case 'color':
    case 'background-color': {
      const colour = parseCssColour(value);
      if (!colour) throw invalid('colour');
      return property === 'color' ? { color: colour } : { backgroundColor: colour };
    }
    case 'font-family': {
      if (!/^[\w\s,"'-]+$/.test(value)) throw invalid('fontFamilies');
      const family = fontFamilyOf(value);
      return family ? { fontFamily: family } : undefined;
    }
    case 'font-size': {
      const size = fontSizeOf(value);
      if (size === undefined) throw invalid('fontSize');
      return { fontSize: size };
    }
    case 'font-weight': {
      const weight = fontWeightOf(value);
      if (!weight) throw invalid('fontWeight');
      return { fontWeight: weight };
    }
    default:
      return undefined;
  }
}
