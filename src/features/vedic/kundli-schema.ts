/**
 * POST /api/calc/vedic/kundli: a birth (as the other Vedic operations take it) and the date whose
 * running dasha periods are named (default: the moment of the request). Unknown members are refused.
 */
import { z } from 'zod';
import { dateOrDateTime } from '../calc/date-schemas.ts';
import { birthShape } from '../traditional/schema.ts';
import { sidereal } from './schema.ts';

export const kundliBody = z.strictObject({
  ...birthShape,
  ...sidereal,
  date: dateOrDateTime()
    .optional()
    .describe(
      'The date whose running dasha periods are named (default: now): YYYY-MM-DD (noon) or a date-time, local at the birth place',
    ),
});
