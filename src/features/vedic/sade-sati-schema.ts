/**
 * POST /api/calc/vedic/sade-sati: a birth, the sidereal options and the span searched (default
 * the birth to 100 years after it). Unknown members are refused.
 */
import { z } from 'zod';
import { dateOrDateTime } from '../calc/date-schemas.ts';
import { ayanamsaSchema, signSchema } from '../calc/response-schemas.ts';
import { birthShape } from '../traditional/schema.ts';
import { document, instant } from './response-schema.ts';
import { sidereal } from './schema.ts';

export const sadeSatiBody = z.strictObject({
  ...birthShape,
  ...sidereal,
  from: dateOrDateTime().optional().describe('Start of the span, local at the birth place (default the birth)'),
  to: dateOrDateTime()
    .optional()
    .describe('End of the span (default 100 years after the birth; at most 150 years after `from`)'),
});

const stay = { sign: signSchema, start: instant, end: instant };

export const sadeSatiResponseSchema = document(
  'vedic-sade-sati',
  z.object({
    utc: instant.describe('The birth instant'),
    zodiac: z.literal('sidereal'),
    ayanamsa: ayanamsaSchema.optional(),
    moonSign: signSchema.describe("The natal Moon's sidereal sign"),
    from: instant,
    to: instant,
    periods: z
      .array(
        z.object({
          start: instant,
          end: instant,
          phases: z
            .array(z.object({ phase: z.enum(['rising', 'peak', 'setting']), ...stay }))
            .describe(
              "Saturn's stays in the 12th (rising), 1st (peak) and 2nd (setting) from the Moon, each entry listed",
            ),
        }),
      )
      .describe('Each Sade Sati: Saturn from its entry into the 12th sign from the Moon to its exit from the 2nd'),
    dhaiyas: z
      .array(z.object({ kind: z.enum(['kantaka', 'ashtama']), ...stay }))
      .describe('The small panoti: Saturn in the 4th (kantaka) or 8th (ashtama) sign from the Moon'),
  }),
);
