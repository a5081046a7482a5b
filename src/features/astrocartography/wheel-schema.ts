/**
 * The request of the relocation bi-wheel (GET /api/chart/relocation.svg|png, and the same as
 * JSON when a signed URL is made for one): the POST /api/calc/relocation body plus the image's
 * side, theme and language.
 */
import { z } from 'zod';
import { MAX_SIDE, MIN_SIDE, THEME_IDS, type ThemeId } from '../../chart/index.ts';
import { nestQuery } from '../calc/birth-data.ts';
import { languageSchema } from '../calc/chart-options.ts';
import { relocationBody } from './schema.ts';

const sideMessage = `expected a side in px from ${MIN_SIDE} to ${MAX_SIDE}`;

/** The wheel request as JSON (nested objects). */
export const relocationWheelRequestSchema = relocationBody.omit({ points: true }).extend({
  width: z.coerce
    .number({ message: sideMessage })
    .int({ message: sideMessage })
    .min(MIN_SIDE, { message: sideMessage })
    .max(MAX_SIDE, { message: sideMessage })
    .default(800),
  theme: z.enum(THEME_IDS as unknown as [ThemeId, ...ThemeId[]]).default('light'),
  language: languageSchema.optional(),
});
export type RelocationWheelRequest = z.output<typeof relocationWheelRequestSchema>;

/** The wheel request as query parameters (`relocation.latitude=…` or `relocation.placeId=…`). */
export const relocationWheelQuerySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>),
  relocationWheelRequestSchema,
);

export const RELOCATION_WHEEL_PATH = '/api/chart/relocation';
