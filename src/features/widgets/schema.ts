/** Request schemas of the widget endpoints. */
import { z } from 'zod';
import { HOUSE_SYSTEMS } from '../../astro/vocabulary.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { HOUSE_SYSTEM_NAMES, LANGUAGES, SYNASTRY_SECTIONS, THEME_IDS, WIDGET_TYPES } from './widget-settings.ts';

const CODE_TO_NAME = Object.fromEntries(Object.entries(HOUSE_SYSTEMS).map(([name, code]) => [code, name]));

const houseSystem = z
  .string()
  .transform((value) => {
    const trimmed = value.trim();
    return CODE_TO_NAME[trimmed.toUpperCase()] ?? trimmed.toLowerCase();
  })
  .pipe(
    z.enum(HOUSE_SYSTEM_NAMES as [string, ...string[]], {
      message: inputMessage((t) => t.houseSystemName({ names: HOUSE_SYSTEM_NAMES })),
    }),
  )
  .describe(`House system: ${HOUSE_SYSTEM_NAMES.join(', ')}, or its one-letter code`);

/** Settings as a request sends them: every member optional (a PATCH changes only those given). */
export const settingsInput = z.strictObject({
  theme: z.enum(THEME_IDS).optional().describe('Colour theme: light (default), dark, or print'),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe('Language of labels and interpretation texts: en (default), es, de, fr'),
  houseSystem: houseSystem.optional(),
  sections: z
    .array(z.enum(SYNASTRY_SECTIONS))
    .min(1)
    .max(SYNASTRY_SECTIONS.length)
    .refine((list) => new Set(list).size === list.length, {
      message: inputMessage((t) => t.eachOnce({ item: 'section' })),
    })
    .optional()
    .describe(`Sections shown: ${SYNASTRY_SECTIONS.join(', ')} (default all); without chart the API draws no bi-wheel`),
});

const name = z.string().trim().min(1).max(100).describe('Name shown to the site owner (and as the widget heading)');
const enabled = z.boolean().describe('A disabled widget answers 404 on the widget API (default true)');

export const createWidgetBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('widgets'),
    attributes: z.strictObject({
      type: z.enum(WIDGET_TYPES).describe('Widget type: synastry'),
      name,
      settings: settingsInput.optional(),
      enabled: enabled.optional(),
    }),
  }),
});

export const updateWidgetBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('widgets'),
    id: z.string().optional().describe('The widget id; must match the path when given'),
    attributes: z.strictObject({
      name: name.optional(),
      settings: settingsInput.optional().describe('Members given replace the stored ones; others are kept'),
      enabled: enabled.optional(),
    }),
  }),
});

export const widgetParams = z.strictObject({ widgetId: z.string().min(1) });
