/**
 * Everything a template decides about the look of a report, resolved with the defaults: page
 * geometry, the sections and their order, cover title, footer, page numbers, wheel theme,
 * aspect selection, and the text styles (from customCss). Pure: the renderer reads only this.
 */
import type { ThemeId } from '../chart/index.ts';
import { type CssSelector, parseCustomCss, type TextStyle } from './custom-css.ts';
import type { FontWeight, TextFont } from './pdf-fonts.ts';
import {
  editorConfigSchema,
  type PageGeometry,
  pageGeometry,
  pageSettingsSchema,
  REPORT_SECTIONS,
  type ReportSection,
} from './template-settings.ts';

/** A text style with every member decided. */
export interface ResolvedTextStyle {
  color: string;
  fontFamily: TextFont;
  /** Points. */
  fontSize: number;
  fontWeight: FontWeight;
  /** Only used for the page (body) and the table header band (th). */
  backgroundColor: string | undefined;
}

export interface ReportStyle {
  page: PageGeometry;
  sections: ReportSection[];
  /** Cover title, or undefined for the report type's default title. */
  title: string | undefined;
  footerText: string | undefined;
  pageNumbers: boolean;
  wheelTheme: ThemeId;
  majorAspectsOnly: boolean;
  text: Record<CssSelector, ResolvedTextStyle>;
}

/** The template parts a report is styled by, as stored (free-form objects and CSS text). */
export interface TemplateLook {
  editorConfig: Record<string, unknown>;
  pageSettings: Record<string, unknown>;
  customCss: string;
}

const DEFAULT_TEXT: Record<CssSelector, ResolvedTextStyle> = {
  body: { color: '#222230', fontFamily: 'DejaVu Sans', fontSize: 10, fontWeight: 'normal', backgroundColor: undefined },
  h1: { color: '#1f1f29', fontFamily: 'DejaVu Sans', fontSize: 28, fontWeight: 'bold', backgroundColor: undefined },
  h2: { color: '#1f1f29', fontFamily: 'DejaVu Sans', fontSize: 16, fontWeight: 'bold', backgroundColor: undefined },
  h3: { color: '#1f1f29', fontFamily: 'DejaVu Sans', fontSize: 11, fontWeight: 'bold', backgroundColor: undefined },
  table: { color: '#222230', fontFamily: 'DejaVu Sans', fontSize: 9, fontWeight: 'normal', backgroundColor: undefined },
  th: { color: '#1f1f29', fontFamily: 'DejaVu Sans', fontSize: 9, fontWeight: 'bold', backgroundColor: '#ecebf3' },
};

/** Members set by CSS over the defaults; `body` colour and family carry into the other kinds. */
function resolveText(custom: Partial<Record<CssSelector, TextStyle>>): Record<CssSelector, ResolvedTextStyle> {
  const merge = (
    base: ResolvedTextStyle,
    ...layers: (Partial<ResolvedTextStyle> | TextStyle | undefined)[]
  ): ResolvedTextStyle => {
    const out = { ...base };
    for (const layer of layers) {
      if (!layer) continue;
      for (const [key, value] of Object.entries(layer))
        if (value !== undefined) (out as Record<string, unknown>)[key] = value;
    }
    return out;
  };
  const body = merge(DEFAULT_TEXT.body, custom.body);
  const inherited = { color: custom.body?.color, fontFamily: custom.body?.fontFamily };
  const table = merge(DEFAULT_TEXT.table, inherited, custom.table);
  return {
    body,
    h1: merge(DEFAULT_TEXT.h1, { fontFamily: inherited.fontFamily }, custom.h1),
    h2: merge(DEFAULT_TEXT.h2, { fontFamily: inherited.fontFamily }, custom.h2),
    h3: merge(DEFAULT_TEXT.h3, { fontFamily: inherited.fontFamily }, custom.h3),
    table,
    th: merge(DEFAULT_TEXT.th, { fontFamily: table.fontFamily, fontSize: table.fontSize }, custom.th),
  };
}

/**
 * The report style of a template. Throws (ZodError or CustomCssError) when a member is invalid;
 * templates are checked when saved, so that only happens for data changed behind the API's back.
 */
export function resolveReportStyle(look: TemplateLook): ReportStyle {
  const editor = editorConfigSchema.parse(look.editorConfig ?? {});
  const page = pageSettingsSchema.parse(look.pageSettings ?? {});
  return {
    page: pageGeometry(page),
    sections: editor.sections ?? [...REPORT_SECTIONS],
    title: editor.title,
    footerText: editor.footerText,
    pageNumbers: editor.pageNumbers ?? true,
    wheelTheme: editor.wheelTheme ?? 'light',
    majorAspectsOnly: editor.majorAspectsOnly ?? false,
    text: resolveText(parseCustomCss(look.customCss ?? '')),
  };
}

/**
 * `style` with every text style in `textFont` (the font a language's script needs, scriptFontOf),
 * or `style` itself when there is none: the template's family is kept for scripts DejaVu has.
 */
export function writtenIn(style: ReportStyle, textFont: TextFont | undefined): ReportStyle {
  if (textFont === undefined) return style;
  const text = Object.fromEntries(
    Object.entries(style.text).map(([kind, textStyle]) => [kind, { ...textStyle, fontFamily: textFont }]),
  ) as ReportStyle['text'];
  return { ...style, text };
}
