/**
 * The members of a PDF template's `editorConfig` and `pageSettings` that change the PDF. Both
 * are free-form objects: other members are stored and returned unchanged but do nothing. The
 * members below are checked, so a typo in a value is a 400 instead of a silently plain report.
 *
 * editorConfig
 *   sections          which sections the report has, in this order (default: all six in the
 *                     order cover, wheel, positions, houses, aspects, interpretation); each id
 *                     at most once
 *   title             cover title (default: the report type's title in the report's language)
 *   footerText        text at the foot of every page
 *   pageNumbers       "Page n of N" at the foot of every page (default true)
 *   wheelTheme        chart wheel colours: light (default), dark or print
 *   majorAspectsOnly  aspects table and wheel lines with the five major aspects only (default false)
 * pageSettings
 *   size              A4 (default), A5, Letter or Legal (any letter case)
 *   orientation       portrait (default) or landscape
 *   margins           one length for all four sides, or { top, right, bottom, left } (each
 *                     optional); a length is a number of points or a string with pt, mm, cm or
 *                     in; 18 pt (¼ in) to 144 pt (2 in); default 50 pt
 */
import { z } from 'zod';
import { THEME_IDS } from '../chart/index.ts';

/** Section ids of a report, in their default order. */
export const REPORT_SECTIONS = ['cover', 'wheel', 'positions', 'houses', 'aspects', 'interpretation'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** Page sizes in points (width × height, portrait). */
export const PAGE_SIZES = {
  a4: [595.28, 841.89],
  a5: [419.53, 595.28],
  letter: [612, 792],
  legal: [612, 1008],
} as const;
export type PageSize = keyof typeof PAGE_SIZES;

const MIN_MARGIN = 18;
const MAX_MARGIN = 144;
const POINTS_PER: Record<string, number> = { pt: 1, mm: 72 / 25.4, cm: 72 / 2.54, in: 72 };

/** A length in points from a number (points) or a string with pt, mm, cm or in. */
const marginLength = z.union([z.number(), z.string()]).transform((value, ctx) => {
  let points: number | undefined;
  if (typeof value === 'number') points = value;
  else {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(pt|mm|cm|in)\s*$/i.exec(value);
    if (m) points = Number(m[1]) * POINTS_PER[m[2].toLowerCase()];
  }
  if (points === undefined || !Number.isFinite(points) || points < MIN_MARGIN - 1e-9 || points > MAX_MARGIN + 1e-9) {
    ctx.addIssue({
      code: 'custom',
      message: `expected a margin from ${MIN_MARGIN} pt to ${MAX_MARGIN} pt (a number of points, or e.g. "20mm", "0.5in")`,
    });
    return z.NEVER;
  }
  return Math.round(points * 100) / 100;
});

export const editorConfigSchema = z.looseObject({
  sections: z
    .array(z.enum(REPORT_SECTIONS, { message: `expected one of ${REPORT_SECTIONS.join(', ')}` }))
    .min(1)
    .max(REPORT_SECTIONS.length)
    .refine((list) => new Set(list).size === list.length, { message: 'each section may appear once' })
    .optional()
    .describe(`Sections in their order; ids: ${REPORT_SECTIONS.join(', ')}`),
  title: z.string().trim().min(1).max(120).optional().describe('Cover title'),
  footerText: z.string().max(200).optional().describe('Text at the foot of every page'),
  pageNumbers: z.boolean().optional().describe('"Page n of N" on every page (default true)'),
  wheelTheme: z.enum(THEME_IDS).optional().describe('Chart wheel colours: light, dark or print'),
  majorAspectsOnly: z.boolean().optional().describe('Only conjunction, opposition, trine, square and sextile'),
});

export const pageSettingsSchema = z.looseObject({
  size: z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(Object.keys(PAGE_SIZES) as [PageSize, ...PageSize[]], { message: 'expected A4, A5, Letter or Legal' }))
    .optional(),
  orientation: z.enum(['portrait', 'landscape']).optional(),
  margins: z
    .union([
      marginLength,
      z.strictObject({
        top: marginLength.optional(),
        right: marginLength.optional(),
        bottom: marginLength.optional(),
        left: marginLength.optional(),
      }),
    ])
    .optional(),
});
export type PageSettings = z.output<typeof pageSettingsSchema>;

/** Page geometry in points. */
export interface PageGeometry {
  width: number;
  height: number;
  margins: { top: number; right: number; bottom: number; left: number };
}

const DEFAULT_MARGIN = 50;

/** The page a PDF is laid out on, from checked page settings. */
export function pageGeometry(settings: PageSettings): PageGeometry {
  const [w, h] = PAGE_SIZES[settings.size ?? 'a4'];
  const landscape = settings.orientation === 'landscape';
  const m = settings.margins;
  const side = (value: number | undefined) => value ?? DEFAULT_MARGIN;
  const margins =
    typeof m === 'number'
      ? { top: m, right: m, bottom: m, left: m }
      : { top: side(m?.top), right: side(m?.right), bottom: side(m?.bottom), left: side(m?.left) };
  return { width: landscape ? h : w, height: landscape ? w : h, margins };
}
