/**
 * Response schema of the electional search: every member declared.
 */
import { z } from 'zod';
import { houseSystemSchema } from '../calc/response-schemas.ts';
import { electionalBody } from './schema.ts';

const instant = z.string().describe('ISO 8601 instant, UTC, whole seconds');

export const electionalResponseSchema = z.object({
  data: z.object({
    type: z.literal('electional-windows'),
    attributes: z.object({
      location: z.object({ latitude: z.number(), longitude: z.number(), timezone: z.string() }),
      startDate: z.string(),
      endDate: z.string(),
      houseSystem: houseSystemSchema,
      conditions: electionalBody.shape.conditions.describe('The conditions, as asked'),
      windows: z
        .array(
          z.object({
            start: instant,
            end: instant,
            minutes: z.number().describe('Length, minutes (to a tenth)'),
          }),
        )
        .describe('Where every condition holds, in time order, cut at the span'),
      totalHours: z.number().describe('The windows together, hours (to a tenth)'),
    }),
  }),
});
