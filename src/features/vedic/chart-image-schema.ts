/**
 * The request of a Vedic chart image (GET /api/chart/vedic.svg|png, and the same as JSON when a
 * signed URL is made for one): birth data in the Person shape (as the other images), the
 * sidereal options, the style (north or south), the varga, and the image's size, theme and
 * language. Unknown members are refused.
 */
import { z } from 'zod';
import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import { VARGAS } from '../../astro/vedic/vargas.ts';
import { THEME_IDS, type ThemeId } from '../../chart/index.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { VEDIC_LANGUAGES } from '../../interpretation/vedic/index.ts';
import { birthDataSchema, nestQuery } from '../calc/birth-data.ts';

export const VEDIC_CHART_PATH = '/api/chart/vedic';
export const VEDIC_CHART_MIN = 200;
export const VEDIC_CHART_MAX = 4096;
/** PNG charts are drawn up to this size. */
export const VEDIC_CHART_PNG_MAX = 2048;

const sizeMessage = `expected a size in px from ${VEDIC_CHART_MIN} to ${VEDIC_CHART_MAX}`;
const VARGA_IDS = VARGAS.map((n) => `D${n}`) as [string, ...string[]];

/** The chart request as JSON (nested objects). */
export const vedicChartRequestSchema = birthDataSchema.extend({
  ayanamsa: z.enum(AYANAMSAS).default('lahiri').describe('Ayanamsa (default lahiri; every one the service offers)'),
  node: z.enum(['mean', 'true']).default('mean').describe('Rahu and Ketu from the mean (default) or the true node'),
  style: z
    .enum(['north', 'south'])
    .default('north')
    .describe('north: North Indian (diamond, houses fixed, default); south: South Indian (square, signs fixed)'),
  varga: z
    .enum(VARGA_IDS)
    .default('D1')
    .describe(`The divisional chart (${VARGA_IDS.join(', ')}; default D1)`),
  degrees: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      message: inputMessage((t) => t.trueOrFalse()),
    })
    .default(true)
    .describe("Write each point's degree in its sign of the varga (default true)"),
  language: z
    .enum(VEDIC_LANGUAGES)
    .default('en')
    .describe('Labels in the language (Su, Mo … in English; सू, चं … in Hindi)'),
  size: z.coerce
    .number({ message: sizeMessage })
    .int({ message: sizeMessage })
    .min(VEDIC_CHART_MIN, { message: sizeMessage })
    .max(VEDIC_CHART_MAX, { message: sizeMessage })
    .default(600)
    .describe(
      `Side of the square image in px (${VEDIC_CHART_MIN}–${VEDIC_CHART_MAX}, PNG up to ${VEDIC_CHART_PNG_MAX}; default 600)`,
    ),
  theme: z.enum(THEME_IDS as unknown as [ThemeId, ...ThemeId[]]).default('light'),
  title: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .describe('South style: the title in the middle (default the varga)'),
});
export type VedicChartRequest = z.output<typeof vedicChartRequestSchema>;

/** The chart request as query parameters (`location.latitude=…`). */
export const vedicChartQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>, []),
  vedicChartRequestSchema,
);
